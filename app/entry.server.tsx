import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { StylesContext } from "~/components/inline-styles";
import styles from "~/styles/app.css?inline";
import { currencySetCookie } from "~/http/cookies.server";
import { documentBody } from "~/edge/document-body.server";
import { applySecurityHeaders, createNonce } from "~/edge/security-headers.server";
import { log } from "~/log/log.server";
import {
  asUnavailable,
  failedUnavailable,
  noteUnavailable,
  unavailableAnswer,
} from "~/http/unavailable.server";

// What the server entry (server.ts) runs around Remix, as one typed object.
export { edge } from "~/edge/edge.server";

const ABORT_DELAY = 5_000;

/**
 * Remix reports every loader, action and render error here, before it renders. A database outage
 * marks the request for a 503 (app/http/unavailable.server.ts) and logs one line, not a stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (noteUnavailable(context, request, error)) return;
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    // Remix's own refusal (a form posted to a page that takes none): the visitor's mistake, not a
    // fault of the shop, so one line rather than an error with its stack for each such request.
    const { pathname } = new URL(request.url);
    log.warn({ status: error.status, method: request.method, path: pathname }, error.statusText);
    return;
  }
  // As Remix's default: an internal error response logs its inner error.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  log.error(inner ?? error);
};

export const handleDataRequest: HandleDataRequestFunction = async (
  response,
  { request, context },
) => {
  // A page's loader threw its outage as a 503 (withOutageResponses); a resource route's error was
  // noted on the request by handleError.
  if (response.status === 503 || failedUnavailable(context)) response = asUnavailable(response);
  const cookie = await currencySetCookie(request);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  applySecurityHeaders(response.headers);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A loader or action found no database (a page's throws a 503, withOutageResponses): a small
  // 503 page (or /api JSON), not the error boundary.
  if (responseStatusCode === 503 || failedUnavailable(loadContext))
    return unavailableAnswer(request);
  const cookie = await currencySetCookie(request);
  if (cookie) responseHeaders.append("Set-Cookie", cookie);
  // A new nonce for every render. server.ts's page cache may answer this response to other
  // anonymous visitors for PAGE_CACHE_MS, but it stores the whole response: the CSP header and
  // the body's script tags always carry the same nonce, and a new render gets a new one.
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce);
  // Bots get the whole document at once; people get it streamed.
  const forBots = isbot(request.headers.get("user-agent") ?? "");
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const send = () => {
      shellRendered = true;
      const body = documentBody();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesContext.Provider value={styles}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </StylesContext.Provider>
      </NonceContext.Provider>,
      {
        // React's own inline scripts (streamed Suspense boundaries) need it too.
        nonce,
        onShellReady() {
          if (!forBots) send();
        },
        onAllReady() {
          // Nothing is left to abort: a timer left running would hold the whole render (and
          // abort a finished stream) for ABORT_DELAY after every page.
          clearTimeout(timer);
          if (forBots) send();
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error(error);
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}
