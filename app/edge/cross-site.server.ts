import { readCookie } from "~/lib/cookies";
import { sessionCookie } from "~/http/cookies.server";
import { configuredOrigin } from "~/http/public-origin.server";
import { refusalAnswer } from "~/http/refusal-page.server";

/**
 * Refuses writes that another site makes with a signed-in visitor's cookie (CSRF). The session
 * cookie is SameSite=Lax already; this is the second lock, for browsers or setups where Lax does
 * not hold (a sibling subdomain, an old browser).
 *
 * server.ts calls it for every request before Remix sees it: Remix v2 has no hook that runs before
 * an action (entry.server only sees the answer), and this way page actions, single-fetch `.data`
 * actions and /api routes are all covered without each remembering to ask.
 *
 * What passes: safe methods; an Origin that is the shop's own; no Origin (curl, API clients, old
 * browsers) unless the session cookie comes with `Sec-Fetch-Site: cross-site`. On /api, another
 * Origin passes without the session cookie (nothing of a visitor's to misuse) or with a Bearer
 * token (a browser cannot add that header cross-site without a CORS preflight, which the shop
 * never grants). A page's action never takes another Origin (see checkCrossSite).
 */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The payment provider's callback is cross-site by nature (its page posts the shopper back).
 * Nothing of the visitor's is trusted there: the token is checked with the provider by a signed
 * retrieve, so the visitor's cookie riding along gives an attacker nothing.
 */
const PROVIDER_CALLBACKS = new Set(["/api/order/success", "/api/order/success/"]);

/**
 * The unsubscribe link of a commercial mail (decision 085): a mail client's one-click button
 * POSTs to it from wherever the client runs (RFC 8058: no cookies, no token of ours but the
 * link's). The signed token in the address is the whole authority; the page reads nothing of the
 * visitor's session, so a cookie riding along gives another site nothing.
 */
const SIGNED_LINK_PAGES = new Set(["/unsubscribe", "/en/unsubscribe", "/tr/unsubscribe"]);

/**
 * The 403 answer for a cross-site write, or the request to hand on.
 *
 * A page's action (a document or single-fetch `.data` POST) is refused for any Origin that is not
 * the shop's, with or without a session: Remix's own check runs before every page action and
 * throws (a 500) when the Origin's host differs from the Host or X-Forwarded-Host header. Behind
 * a proxy that rewrites Host (nginx's default) that was every form of the shop. So this check
 * decides, knowing PUBLIC_URL, and a page write it lets through goes on without its Origin:
 * Remix's comparison, which knows no proxy, is left nothing to compare.
 */
export function checkCrossSite(request: Request): Request | Response {
  if (!WRITES.has(request.method.toUpperCase())) return request;
  const { pathname } = new URL(request.url);
  if (PROVIDER_CALLBACKS.has(pathname)) return request;
  const headers = request.headers;
  if (SIGNED_LINK_PAGES.has(pathname)) {
    // Remix's own Origin check would refuse another origin's post with a 500: nothing to check.
    headers.delete("origin");
    return request;
  }
  const origin = headers.get("origin");
  if (origin !== null && !isApi(pathname)) {
    if (!isShopOrigin(origin, headers.get("host"))) return refusal(request);
    headers.delete("origin");
    return request;
  }
  if (!readCookie(headers.get("cookie"), sessionCookie.name)) return request;
  if (/^Bearer\s+\S+$/i.test(headers.get("authorization") ?? "")) return request;
  const foreign = origin
    ? !isShopOrigin(origin, headers.get("host"))
    : headers.get("sec-fetch-site") === "cross-site";
  return foreign ? refusal(request) : request;
}

function isApi(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * PUBLIC_URL names the shop's origin behind a proxy. The Host the request was sent to is also the
 * shop: a browser sets it to the site the request goes to, so another site can never make its own
 * origin match it (a rebinding site gets its own cookies, not ours).
 */
function isShopOrigin(origin: string, host: string | null): boolean {
  let url: URL;
  try {
    // `Origin: null` (sandboxed frames, cross-origin redirects) fails here and is refused.
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === configuredOrigin()) return true;
  return host !== null && url.host.toLowerCase() === host.toLowerCase();
}

function refusal(request: Request): Response {
  return refusalAnswer(
    request,
    403,
    { title: "crossSiteTitle", text: "crossSiteText" },
    "Cross-site request refused.",
  );
}
