import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { StylesContext } from "~/components/inline-styles";
import styles from "~/styles/app.css?inline";
import { currencySetCookie } from "~/lib/preferences.server";
import { documentBody } from "~/server/document-body.server";
import { applySecurityHeaders, createNonce } from "~/server/security-headers.server";

export { startup, shutdown } from "~/server/lifecycle.server";
export { PageCache } from "~/server/page-cache.server";
export { securityHeaders } from "~/server/security-headers.server";
export { crossSiteRefusal } from "~/server/cross-site.server";
export { health } from "~/server/health.server";
export { log, requestContext, requestIdFrom } from "~/server/log.server";

const ABORT_DELAY = 5_000;

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const cookie = currencySetCookie(request);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  applySecurityHeaders(response.headers);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const cookie = currencySetCookie(request);
  if (cookie) responseHeaders.append("Set-Cookie", cookie);
  // A new nonce for every render. server.js's page cache may answer this response to other
  // anonymous visitors for PAGE_CACHE_MS, but it stores the whole response: the CSP header and
  // the body's script tags always carry the same nonce, and a new render gets a new one.
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce);
  // Bots get the whole document at once; people get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
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
        [readyEvent]() {
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
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
