import { readCookie } from "~/lib/cookies";
import { SESSION_COOKIE } from "./auth.server";
import { refusalAnswer } from "./refusal-page.server";

/**
 * Refuses writes that another site makes with a signed-in visitor's cookie (CSRF). The session
 * cookie is SameSite=Lax already; this is the second lock, for browsers or setups where Lax does
 * not hold (a sibling subdomain, an old browser).
 *
 * server.js calls it for every request before Remix sees it: Remix v2 has no hook that runs before
 * an action (entry.server only sees the answer), and this way page actions, single-fetch `.data`
 * actions and /api routes are all covered without each remembering to ask.
 *
 * What passes: safe methods; requests without the session cookie (nothing of a visitor's to
 * misuse); Bearer-authenticated calls (a browser cannot add that header cross-site without a CORS
 * preflight, which the shop never grants); no Origin and no `Sec-Fetch-Site: cross-site` (curl,
 * API clients, old browsers); an Origin that is the shop's own.
 */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The payment provider's callback is cross-site by nature (its page posts the shopper back).
 * Nothing of the visitor's is trusted there: the token is checked with the provider by a signed
 * retrieve, so the visitor's cookie riding along gives an attacker nothing.
 */
const PROVIDER_CALLBACKS = new Set(["/api/order/success", "/api/order/success/"]);

/** The 403 answer for a cross-site write, or null when the request may go on. */
export function crossSiteRefusal(request: Request): Response | null {
  if (!WRITES.has(request.method.toUpperCase())) return null;
  if (PROVIDER_CALLBACKS.has(new URL(request.url).pathname)) return null;
  const headers = request.headers;
  if (!readCookie(headers.get("cookie"), SESSION_COOKIE)) return null;
  if (/^Bearer\s+\S+$/i.test(headers.get("authorization") ?? "")) return null;
  const origin = headers.get("origin");
  const foreign = origin
    ? !isShopOrigin(origin, headers.get("host"))
    : headers.get("sec-fetch-site") === "cross-site";
  return foreign ? refusal(request) : null;
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
  const publicUrl = process.env.PUBLIC_URL;
  if (publicUrl) {
    try {
      if (new URL(publicUrl).origin === url.origin) return true;
    } catch {
      // A malformed PUBLIC_URL names nothing; the Host still does.
    }
  }
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
