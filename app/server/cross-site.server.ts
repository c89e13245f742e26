import { readCookie } from "~/lib/cookies";
import { langFromPath, localePath } from "~/lib/i18n";
import { messages } from "~/locales";
import { SESSION_COOKIE } from "./auth.server";

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
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/"))
    return Response.json({ error: "Cross-site request refused." }, { status: 403 });
  const lang = langFromPath(pathname);
  const t = messages[lang].common;
  const home = localePath(lang, "/");
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${t.crossSiteTitle}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${t.crossSiteTitle}</h1><p>${t.crossSiteText}</p>
<p><a href="${home}">${t.backHome}</a></p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
