import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";
import { getJson, getPage } from "../helpers/http";
import { Browser } from "../helpers/browser";
import {
  CAPTCHA_GOOD_TOKEN,
  CAPTCHA_TEST_SECRET,
  startSiteverify,
  type SiteverifyStandIn,
} from "../helpers/siteverify";
import { requestCookies, sessionSetCookie } from "~/http/cookies.server";
import { staticOriginOf } from "~/services/iyzico-emulator/origins";

/** The session id, that is the /api Bearer token, that a `sid=...` pair carries. */
async function tokenOf(cookie: string): Promise<string> {
  const id = (await requestCookies(new Request("http://shop.test/", { headers: { cookie } })))
    .sessionId;
  if (!id) throw new Error(`no session id in ${cookie}`);
  return id;
}

/** The `sid=...` pair of a response's Set-Cookie, ready to send back as a Cookie header. */
function sessionCookie(res: Response): string {
  const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error(`no session cookie in ${res.status}`);
  return sid.split(";")[0]!;
}

function cspNonce(headers: Headers): string {
  const nonce = headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  if (!nonce) throw new Error(`no nonce in ${headers.get("content-security-policy")}`);
  return nonce;
}

/**
 * The sign-in rate-limit window of the test server. Each wrong password costs a memory-hard hash
 * (about a second on a small machine), so the window must outlast five of them with room to spare.
 */
const LOGIN_WINDOW_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

describe.each(DB_KINDS)("security on %s", (kind) => {
  let server: TestServer;
  // A production server that checks captchas against a local siteverify stand-in.
  let guarded: TestServer;
  // Behind one trusted proxy (TRUST_PROXY_HOPS=1): each client is its X-Forwarded-For address.
  let proxied: TestServer;
  let siteverify: SiteverifyStandIn;

  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  const post = (path: string, fields: Record<string, string>, headers?: Record<string, string>) =>
    fetch(server.url + path, form(fields, headers));
  const signIn = async (email = "member@demo.shop", password = "member123!") =>
    sessionCookie(await post("/login", { email, password }));
  const me = (headers: Record<string, string>) =>
    getJson<{ user?: { email: string }; error?: string }>(server.url, "/api/user/me", { headers });

  beforeAll(async () => {
    siteverify = await startSiteverify();
    [server, proxied, guarded] = await Promise.all([
      startServer(kind, { LOGIN_RATE_WINDOW_MS: String(LOGIN_WINDOW_MS) }),
      startServer(kind, { TRUST_PROXY_HOPS: "1" }),
      startServer(kind, {
        NODE_ENV: "production",
        CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
        CAPTCHA_SITE_KEY: "test-site-key",
        CAPTCHA_VERIFY_URL: siteverify.url,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), guarded?.stop(), proxied?.stop(), siteverify?.stop()]);
  });

  describe("headers", () => {
    it("sends them on a page, a JSON answer and a redirect, HSTS only in production", async () => {
      const page = await getPage(server.url, "/shop");
      expect(page.status).toBe(200);
      expectSecurityHeaders(page.headers);
      const json = await getJson(server.url, "/api/settings");
      expect(json.status).toBe(200);
      expectSecurityHeaders(json.headers);
      const redirect = await fetch(`${server.url}/logout`, { redirect: "manual" });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toBe("/login?redirectTo=%2Flogout");
      expectSecurityHeaders(redirect.headers);
      const missing = await getJson(server.url, "/api/no-such-call");
      expect(missing.status).toBe(404);
      expectSecurityHeaders(missing.headers);
      expect(page.headers.get("strict-transport-security")).toBeNull();

      const production = await fetch(`${guarded.url}/about`);
      expectSecurityHeaders(production.headers);
      expect(production.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    });

    it("lets in from outside only what iyzico's card form loads, each from its own origin", async () => {
      const csp = (await fetch(`${server.url}/about`)).headers.get("content-security-policy")!;
      const directive = (name: string) =>
        new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1].split(" ") ?? [];
      // The emulator's API and card pages, and its second origin in the place of iyzico's static host.
      const api = directive("frame-src")[1]!;
      const files = staticOriginOf(api);
      expect(new URL(api).hostname).toBe("127.0.0.1");
      expect(directive("script-src").filter((s) => !s.startsWith("'"))).toEqual([files]);
      expect(directive("style-src")).toEqual(["'self'", "'unsafe-inline'", files]);
      expect(directive("font-src")).toEqual(["'self'", files]);
      expect(directive("img-src")).toEqual(["'self'", "data:", "blob:", files]);
      expect(directive("frame-src")).toEqual(["'self'", api]);
      expect(directive("form-action")).toEqual(["'self'", api]);
      expect(directive("connect-src")).toEqual(["'self'"]);
    });

    it("gives every rendered page its own script nonce, the one its script tags carry", async () => {
      // A cookie keeps the page cache out of it: both pages are rendered.
      const init = { headers: { cookie: "visit=1" } };
      const [a, b] = [await getPage(server.url, "/", init), await getPage(server.url, "/", init)];
      expect(a.headers.get("x-page-cache")).toBeNull();
      const [na, nb] = [cspNonce(a.headers), cspNonce(b.headers)];
      expect(na).not.toBe(nb);
      expect(na).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      for (const [page, nonce] of [
        [a, na],
        [b, nb],
      ] as const) {
        // JSON-LD blocks are data the browser never runs: CSP does not ask them for a nonce.
        const scripts = (page.html.match(/<script\b[^>]*>/g) ?? []).filter(
          (tag) => !tag.includes('type="application/ld+json"'),
        );
        expect(scripts.length).toBeGreaterThan(2);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      }
      // A page from the cache is the stored answer whole: header and body agree.
      await getPage(server.url, "/brands");
      const cached = await getPage(server.url, "/brands");
      expect(cached.headers.get("x-page-cache")).toBe("hit");
      expect(cached.html).toContain(`nonce="${cspNonce(cached.headers)}"`);
    });
  });

  describe("cross-site requests", () => {
    const evil = { origin: "https://evil.example" };

    it("refuses another site's write with a session cookie and changes nothing", async () => {
      const cookie = await signIn();
      const page = await post("/logout", {}, { ...evil, cookie });
      expect(page.status).toBe(403);
      expect(page.headers.getSetCookie()).toEqual([]);
      expect(await page.text()).toContain("İstek reddedildi");
      const en = await post("/en/logout", {}, { ...evil, cookie });
      expect(en.status).toBe(403);
      expect(await en.text()).toContain("This request came from another site");
      const api = await getJson<{ error: string }>(server.url, "/api/auth/logout", {
        method: "POST",
        headers: { ...evil, cookie },
      });
      expect(api.status).toBe(403);
      expect(api.body.error).toMatch(/cross-site/i);
      // Without an Origin, the browser's Sec-Fetch-Site says where it came from.
      const fetchMeta = await post("/logout", {}, { "sec-fetch-site": "cross-site", cookie });
      expect(fetchMeta.status).toBe(403);
      const opaque = await post("/logout", {}, { origin: "null", cookie });
      expect(opaque.status).toBe(403);
      expect((await me({ cookie })).status).toBe(200);
    });

    it("refuses another site's form to a page without a session too: 403, never 500", async () => {
      // Remix's own Origin/Host check would throw for it: a 500 with a logged stack.
      for (const origin of [evil.origin, "null"]) {
        const page = await post("/newsletter", { email: "cross@example.com" }, { origin });
        expect(page.status, origin).toBe(403);
        expect(await page.text()).toContain("İstek reddedildi");
        const en = await post("/en/contact.data", { email: "cross@example.com" }, { origin });
        expect(en.status, origin).toBe(403);
        expect(await en.text()).toContain("This request came from another site");
      }
      // A Bearer token does not make another site's page form the visitor's.
      const token = await tokenOf(await signIn());
      const bearer = await post("/logout", {}, { ...evil, authorization: `Bearer ${token}` });
      expect(bearer.status).toBe(403);
      expect((await me({ authorization: `Bearer ${token}` })).status).toBe(200);
    });

    it("lets the shop's own forms, clients without an Origin and Bearer calls through", async () => {
      const cookie = await signIn();
      const own = await post("/logout", {}, { origin: server.url, cookie });
      expect(own.status).toBe(302);
      expect(own.headers.get("location")).toBe("/login");
      expect((await me({ cookie })).status).toBe(401);

      const sameSite = await post(
        "/logout",
        {},
        { "sec-fetch-site": "same-origin", cookie: await signIn() },
      );
      expect(sameSite.status).toBe(302);
      const noOrigin = await post("/logout", {}, { cookie: await signIn() });
      expect(noOrigin.status).toBe(302);

      // No session cookie: nothing of a visitor's to misuse, an /api call answers as usual.
      const anonymous = await getJson(server.url, "/api/auth/captcha", {
        method: "POST",
        headers: { ...evil, "content-type": "application/json" },
        body: JSON.stringify({ token: "x" }),
      });
      expect(anonymous.status).toBe(200);

      const token = await signIn();
      const bearer = await getJson(server.url, "/api/auth/logout", {
        method: "POST",
        headers: { ...evil, authorization: `Bearer ${await tokenOf(token)}`, cookie: token },
      });
      expect(bearer.status).toBe(200);
    });
  });

  describe("sessions", () => {
    it("gives a new session id at sign-in: a planted or earlier id does not survive", async () => {
      // As the shop would write it: an id someone else chose, planted in the visitor's browser.
      const planted = (await sessionSetCookie("planted-by-someone-else")).split(";")[0]!;
      const res = await post(
        "/login",
        { email: "member@demo.shop", password: "member123!" },
        {
          cookie: planted,
        },
      );
      expect(res.status).toBe(302);
      const fresh = sessionCookie(res);
      expect(fresh).not.toBe(planted);
      expect((await me({ cookie: fresh })).status).toBe(200);
      expect((await me({ cookie: planted })).status).toBe(401);

      // A sign-in over /api from a browser that had a session ends that session.
      const api = await getJson<{ token: string }>(server.url, "/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: fresh },
        body: JSON.stringify({ email: "member@demo.shop", password: "member123!" }),
      });
      expect(api.status).toBe(200);
      const apiCookie = sessionCookie(new Response(null, { headers: api.headers }));
      expect(apiCookie).not.toBe(fresh);
      // The cookie the /api sign-in set is the token's session: sign the token out, and it is out.
      expect((await me({ cookie: apiCookie })).status).toBe(200);
      expect((await me({ cookie: fresh })).status).toBe(401);
      expect((await me({ authorization: `Bearer ${api.body.token}` })).status).toBe(200);
      const out = await fetch(`${server.url}/api/auth/logout`, {
        method: "POST",
        headers: { authorization: `Bearer ${api.body.token}` },
      });
      expect(out.status).toBe(200);
      expect((await me({ cookie: apiCookie })).status).toBe(401);
    });

    it("ends the session at sign-out, for the cookie and as a Bearer token", async () => {
      const cookie = await signIn();
      const token = await tokenOf(cookie);
      expect((await me({ authorization: `Bearer ${token}` })).status).toBe(200);
      const out = await post("/logout", {}, { cookie });
      expect(out.headers.getSetCookie().join("\n")).toMatch(/sid=; .*Max-Age=0/);
      expect((await me({ cookie })).status).toBe(401);
      expect((await me({ authorization: `Bearer ${token}` })).status).toBe(401);
      const account = await fetch(`${server.url}/logout`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(account.status).toBe(302);
    });

    it("revokes a Bearer token with POST /api/auth/logout", async () => {
      const login = await getJson<{ token: string }>(server.url, "/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@demo.shop", password: "admin123!" }),
      });
      const auth = { authorization: `Bearer ${login.body.token}` };
      expect((await me(auth)).body.user?.email).toBe("admin@demo.shop");
      const out = await getJson(server.url, "/api/auth/logout", { method: "POST", headers: auth });
      expect(out.status).toBe(200);
      expect((await me(auth)).status).toBe(401);
      const loginCookie = sessionCookie(new Response(null, { headers: login.headers }));
      expect((await me({ cookie: loginCookie })).status).toBe(401);
      const again = await getJson(server.url, "/api/auth/logout", {
        method: "POST",
        headers: auth,
      });
      expect(again.status).toBe(401);
    });

    it("sets every cookie with Path=/, SameSite=Lax, HttpOnly (but the currency), Secure in production", async () => {
      /** Every Set-Cookie the shop answers along a visit: sign-in, cart, currency, sign-out. */
      async function visit(base: string, extra: Record<string, string>) {
        const lines: string[] = [];
        const send = async (path: string, init: RequestInit = {}) => {
          const res = await fetch(base + path, { redirect: "manual", ...init });
          lines.push(...res.headers.getSetCookie());
          return res;
        };
        const cart = await send(
          "/cart",
          form({ intent: "add", product: productId, quantity: "1" }),
        );
        const cartCookie = cart.headers.getSetCookie().find((c) => c.startsWith("cart="))!;
        const login = await send(
          "/login",
          form(
            { email: "member@demo.shop", password: "member123!", ...extra },
            { cookie: cartCookie.split(";")[0]! },
          ),
        );
        const sid = sessionCookie(login);
        await send("/shop?currency=usd");
        await send("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "merchant@demo.shop", password: "merchant123!", ...extra }),
        });
        await send("/logout", form({}, { cookie: sid }));
        return lines.map((line) => {
          const [pair, ...attrs] = line.split(";").map((p) => p.trim());
          return {
            line,
            name: pair!.slice(0, pair!.indexOf("=")),
            attrs: new Map(
              attrs.map((a) => [a.split("=")[0]!.toLowerCase(), a.split("=")[1] ?? ""] as const),
            ),
          };
        });
      }
      const productId = (
        await getJson<{ products: { _id: string }[] }>(server.url, "/api/product/list")
      ).body.products[0]!._id;
      for (const [base, production, extra] of [
        [server.url, false, {}],
        [guarded.url, true, { "g-recaptcha-response": CAPTCHA_GOOD_TOKEN }],
      ] as const) {
        const cookies = await visit(base, extra);
        expect(new Set(cookies.map((c) => c.name))).toEqual(
          new Set(["sid", "cart", "toast", "currency"]),
        );
        for (const { line, name, attrs } of cookies) {
          expect(attrs.get("path"), line).toBe("/");
          expect(attrs.get("samesite")?.toLowerCase(), line).toBe("lax");
          // The '#usd' switch writes the currency cookie from the page; it holds nothing secret.
          expect(attrs.has("httponly"), line).toBe(name !== "currency");
          expect(attrs.has("secure"), line).toBe(production);
        }
      }
    });

    it("answers /api/user/me with a 401 JSON error without a session or with a bad token", async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: "Bearer not-a-session" },
        { authorization: "Bearer " },
        { cookie: "sid=not-a-session" },
      ];
      for (const headers of attempts) {
        const res = await me(headers);
        expect(res.status).toBe(401);
        expect(res.headers.get("content-type")).toContain("application/json");
        expect(res.body).toEqual({ error: "Unauthorized" });
      }
    });
  });

  describe("sign-in brakes", () => {
    it("stops an address after 5 wrong passwords for an account, the right one too, until the window ends", async () => {
      const email = `limit.${kind}@example.com`;
      const password = "right-pass-1";
      const created = await getJson(server.url, "/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, firstName: "Sınır", lastName: "Deneme" }),
      });
      expect(created.status).toBe(201);
      const started = Date.now();
      // Without a trusted proxy, an X-Forwarded-For the client writes changes nothing.
      const wrong = await Promise.all(
        [0, 1, 2, 3, 4].map((i) =>
          post("/login", { email, password: `wrong-${i}` }, { "x-forwarded-for": `192.0.2.${i}` }),
        ),
      );
      expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
      const sixth = await post(
        "/login",
        { email, password: "wrong-5" },
        { "x-forwarded-for": "192.0.2.99" },
      );
      expect(sixth.status).toBe(429);
      expect(await sixth.text()).toMatch(
        /Çok fazla deneme yapıldı\. Lütfen \d+ dakika sonra tekrar deneyin\./,
      );
      const english = await post("/en/login", { email: email.toUpperCase(), password: "wrong-6" });
      expect(english.status).toBe(429);
      expect(await english.text()).toMatch(
        /Too many attempts\. Please try again in \d+ minutes?\./,
      );
      const owner = await post("/login", { email, password });
      expect(owner.status).toBe(429);
      expect(owner.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);
      const api = await getJson<{ error: string }>(server.url, "/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      expect(api.status).toBe(429);
      expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
      // All of that happened inside the window.
      expect(Date.now() - started).toBeLessThan(LOGIN_WINDOW_MS);
      // Other accounts are not stopped.
      expect(
        (await post("/login", { email: "merchant@demo.shop", password: "merchant123!" })).status,
      ).toBe(302);

      await sleep(started + LOGIN_WINDOW_MS + 300 - Date.now());
      const after = await post("/login", { email, password });
      expect(after.status).toBe(302);
      expect((await me({ cookie: sessionCookie(after) })).body.user?.email).toBe(email);
    });

    describe("behind a trusted proxy", () => {
      const from = (ip: string, extra: Record<string, string> = {}) =>
        ({ "x-forwarded-for": ip, ...extra }) as Record<string, string>;
      const signInAt = (email: string, password: string, ip: string, forged?: string) =>
        fetch(
          proxied.url + "/login",
          form({ email, password }, from(forged ? `${forged}, ${ip}` : ip)),
        );
      const apiSignInAt = (email: string, password: string, ip: string) =>
        getJson<{ error?: string; token?: string }>(proxied.url, "/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", ...from(ip) },
          body: JSON.stringify({ email, password }),
        });
      const hasSession = (res: Response) =>
        res.headers.getSetCookie().some((c) => c.startsWith("sid="));

      it("never locks the admin out: 5 wrong passwords stop the guessing address only", async () => {
        const attacker = "203.0.113.10";
        const wrong = await Promise.all(
          [0, 1, 2, 3, 4].map((i) => signInAt("admin@demo.shop", `guess-${i}`, attacker)),
        );
        expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
        // The guessing address gets no further try, even with the right password...
        const right = await signInAt("admin@demo.shop", "admin123!", attacker);
        expect(right.status).toBe(429);
        expect(hasSession(right)).toBe(false);
        // ...nor by writing another address in front of the one the proxy saw.
        const forged = await signInAt("admin@demo.shop", "admin123!", attacker, "198.51.100.77");
        expect(forged.status).toBe(429);
        const api = await apiSignInAt("admin@demo.shop", "admin123!", attacker);
        expect(api.status).toBe(429);
        expect(api.body.error).toMatch(/^Too many attempts\./);

        // The admin, from their own address, signs in on the page and the /api.
        const admin = await signInAt("admin@demo.shop", "admin123!", "198.51.100.20");
        expect(admin.status).toBe(302);
        expect(hasSession(admin)).toBe(true);
        const adminApi = await apiSignInAt("admin@demo.shop", "admin123!", "198.51.100.21");
        expect(adminApi.status).toBe(200);
        expect(adminApi.body.token).toBeTruthy();
      }, 120_000);

      it("counts failures, not sign-ins: an address that many share stops only after 30 failures", async () => {
        const shared = "203.0.113.30";
        // 29 wrong passwords, 5 at each of six made-up accounts but the last.
        const failed = await Promise.all(
          Array.from({ length: 29 }, (_, i) =>
            signInAt(`spray.${Math.floor(i / 5)}.${kind}@example.com`, `spray-${i}`, shared),
          ),
        );
        expect(failed.map((r) => r.status)).toEqual(Array(29).fill(401));
        // People signing in from the same address are let in: a success is no failure.
        // (One after the other: an attempt counts as a failure while its password is checked, so
        // that guesses sent at once cannot all slip under the limit.)
        for (let i = 0; i < 3; i++)
          expect((await signInAt("member@demo.shop", "member123!", shared)).status).toBe(302);
        // The 30th failure is still checked; after it the address is stopped for every account.
        expect((await signInAt(`spray.5.${kind}@example.com`, "spray-29", shared)).status).toBe(
          401,
        );
        const stopped = await signInAt("merchant@demo.shop", "merchant123!", shared);
        expect(stopped.status).toBe(429);
        expect(await stopped.text()).toMatch(/Çok fazla deneme yapıldı/);
        expect(hasSession(stopped)).toBe(false);
        const stoppedApi = await apiSignInAt("admin@demo.shop", "admin123!", shared);
        expect(stoppedApi.status).toBe(429);
        expect(Number(stoppedApi.headers.get("retry-after"))).toBeGreaterThan(0);
        // Another address is not held up.
        expect((await signInAt("merchant@demo.shop", "merchant123!", "203.0.113.31")).status).toBe(
          302,
        );
      }, 120_000);

      it("under guessing from many addresses, an address that failed gets no second try, a new one signs in", async () => {
        const email = `victim.${kind}@example.com`;
        const password = "victim-pass-1";
        const created = await getJson(proxied.url, "/api/auth/register", {
          method: "POST",
          headers: { "content-type": "application/json", ...from("203.0.113.50") },
          body: JSON.stringify({ email, password, firstName: "Hedef", lastName: "Hesap" }),
        });
        expect(created.status).toBe(201);
        // Four addresses spend their five tries each: 20 failures at the account.
        const bots = ["203.0.113.51", "203.0.113.52", "203.0.113.53", "203.0.113.54"];
        const guesses = await Promise.all(
          bots.flatMap((ip, b) => [0, 1, 2, 3, 4].map((i) => signInAt(email, `bot-${b}-${i}`, ip))),
        );
        expect(guesses.map((r) => r.status)).toEqual(Array(20).fill(401));
        // A fifth address has its first try, and no second one.
        const fifth = "203.0.113.55";
        expect((await signInAt(email, "bot-5-0", fifth)).status).toBe(401);
        const again = await signInAt(email, password, fifth);
        expect(again.status).toBe(429);
        expect(hasSession(again)).toBe(false);
        // The owner, from a device that has not failed, signs in.
        const owner = await signInAt(email, password, "198.51.100.60");
        expect(owner.status).toBe(302);
        expect(hasSession(owner)).toBe(true);
      }, 120_000);

      it("refuses to start with a TRUST_PROXY_HOPS that names no number of proxies", async () => {
        const outcome = await startServer("pglite", { TRUST_PROXY_HOPS: "yes" }).then(
          async (started) => {
            await started.stop();
            return "started";
          },
          (error: Error) => error.message,
        );
        expect(outcome).toMatch(/TRUST_PROXY_HOPS must be a whole number from 0 to 10/);
      });
    });
  });

  describe("captcha", () => {
    const captcha = (base: string, token?: string) =>
      getJson<{ google_response: { success: boolean } }>(base, "/api/auth/captcha", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(token === undefined ? {} : { token }),
      });

    it("verifies tokens with the configured siteverify", async () => {
      const before = siteverify.calls.length;
      const good = await captcha(guarded.url, CAPTCHA_GOOD_TOKEN);
      expect(good.status).toBe(200);
      expect(good.body).toEqual({ google_response: { success: true } });
      const call = siteverify.calls[before]!;
      expect(call.get("secret")).toBe(CAPTCHA_TEST_SECRET);
      expect(call.get("response")).toBe(CAPTCHA_GOOD_TOKEN);
      expect((await captcha(guarded.url, "made-up")).body.google_response.success).toBe(false);
      expect((await captcha(guarded.url)).body.google_response.success).toBe(false);
      // Without a secret nothing is checked.
      expect((await captcha(server.url, "anything")).body.google_response.success).toBe(true);
    });

    it("shows the widget on anonymous forms only when a site key is set", async () => {
      for (const path of ["/login", "/register", "/contact", "/sell", "/forgot-password"]) {
        const page = await fetch(guarded.url + path);
        const html = await page.text();
        expect(html).toContain('class="g-recaptcha" data-sitekey="test-site-key"');
        const nonce = page.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
        expect(html).toContain(
          `<script src="https://www.google.com/recaptcha/api.js" async="" defer="" nonce="${nonce}">`,
        );
      }
      const plain = await (await fetch(`${server.url}/login`)).text();
      expect(plain).not.toContain("g-recaptcha");
    });

    it("names Google's terms on the delivery form only where its widget is", async () => {
      for (const [url, shown] of [
        [guarded.url, true],
        [server.url, false],
      ] as const) {
        const guest = new Browser(url);
        const { body } = await getJson<{ products: { _id: string; inventory: number }[] }>(
          url,
          "/api/product?limit=20",
        );
        const product = body.products.find((p) => p.inventory >= 3)!;
        const added = await guest.post("/cart", {
          intent: "add",
          product: product._id,
          quantity: "1",
        });
        expect([302, 303]).toContain(added.status);
        const delivery = await guest.get("/delivery");
        expect(delivery.status).toBe(200);
        expect(delivery.text.includes("reCAPTCHA"), url).toBe(shown);
      }
    });

    it("makes the sign-in form pass the widget's token, and keeps the honeypot", async () => {
      const fields = { email: "member@demo.shop", password: "member123!" };
      const send = (extra: Record<string, string>) =>
        fetch(`${guarded.url}/login`, form({ ...fields, ...extra }));
      const missing = await send({});
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain("Güvenlik doğrulaması başarısız oldu.");
      const bad = await send({ "g-recaptcha-response": "made-up" });
      expect(bad.status).toBe(400);
      const bot = await send({
        "g-recaptcha-response": CAPTCHA_GOOD_TOKEN,
        website: "spam.example",
      });
      expect(bot.status).toBe(400);
      const person = await send({ "g-recaptcha-response": CAPTCHA_GOOD_TOKEN });
      expect(person.status).toBe(302);
      expect(person.headers.getSetCookie().join("\n")).toMatch(/sid=[^;]+;.*Secure/);
    });
  });
});
