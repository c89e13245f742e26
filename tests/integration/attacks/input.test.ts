import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SWEEP_DB_KINDS, type TestServer, sharedServer } from "../../helpers/server";
import { MATRIX, type Row } from "./matrix";
import { inTurns } from "../../helpers/in-turns";

/**
 * Hostile input that is not markup: SQL and LIKE metacharacters in search, filters, slugs and
 * every write the shop takes (each write row of the access matrix, signed out and in),
 * NUL characters, bodies over the limit (docs/decisions/010-request-limits.md), malformed bodies,
 * wrong content types, and redirect targets that lead off the site. Never a 500.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MB = 1024 * 1024;

/** Searched for by the shop page and the /api lists. */
const TRICKY = [
  "'",
  "%",
  "_",
  "\\",
  ";--",
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  "%%%%",
  "____",
  "\\\\\\\\",
  "kol%",
  "ko_ye",
  "kol\\",
  "\\\\\\",
  "$1 $$ ::text",
  "İNCİ",
  "😀😀😀😀",
  "\u202ekolye",
  "a".repeat(5000),
];

/** LIKE wildcards and quotes longer than the 3-character minimum: they match nothing here. */
const MATCH_NOTHING = [
  "%%%%",
  "____",
  "kol%",
  "ko_ye",
  "kol\\",
  "\\\\\\\\",
  "' OR '1'='1",
  "'; DROP TABLE products; --",
];

const SLUGS = [
  "'",
  "%25",
  "_",
  "%5C",
  "'%3B--",
  "%27%20OR%201%3D1",
  "%F0%9F%98%80",
  "a".repeat(3000),
];

describe.each(SWEEP_DB_KINDS)("hostile input on %s", (kind) => {
  let server: TestServer;

  const get = (path: string, init: RequestInit = {}) =>
    fetch(server.url + path, { redirect: "manual", ...init });
  const count = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as Json).count as number;
  };
  /** A POST with exactly this Content-Type, or none at all (`null`: the body goes as bytes). */
  const post = (path: string, body: BodyInit, type: string | null, init: RequestInit = {}) =>
    get(path, {
      method: "POST",
      body: type === null && typeof body === "string" ? new TextEncoder().encode(body) : body,
      headers: type ? { "content-type": type } : {},
      ...init,
    });
  const jsonError = async (res: Response) => {
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as Json;
    expect(typeof body.error).toBe("string");
    return body.error as string;
  };

  beforeAll(async () => {
    server = await sharedServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("search, filters and slugs", () => {
    it("answers every search with 200, on the page and the /api lists", async () => {
      for (const q of TRICKY) {
        const query = new URLSearchParams({ q }).toString();
        for (const path of [
          `/shop?${query}`,
          `/en/shop?${query}`,
          `/api/product/list?${query}`,
          `/api/product/microList?${query}`,
          `/api/product/lista?${new URLSearchParams({ name: q })}`,
          `/api/product/filter?${query}&types=necklace`,
        ]) {
          const res = await get(path);
          expect(res.status, `${path.slice(0, 80)}`).toBe(200);
          await res.arrayBuffer();
        }
      }
    });

    it("treats wildcards and quotes as text: they match nothing, real words still match", async () => {
      const all = await count("/api/product/list");
      expect(all).toBeGreaterThan(20);
      for (const q of MATCH_NOTHING) {
        expect(await count(`/api/product/list?${new URLSearchParams({ q })}`), q).toBe(0);
        const page = await (await get(`/shop?${new URLSearchParams({ q })}`)).text();
        expect(page.match(/class="product-card[" ]/g) ?? [], q).toHaveLength(0);
      }
      const kolye = await count("/api/product/list?q=kolye");
      expect(kolye).toBeGreaterThan(0);
      expect(kolye).toBeLessThan(all);
      expect(await count("/api/product/list?q=KOLYE")).toBe(kolye);
      expect(await count(`/api/product/list?q=${encodeURIComponent("İNCİ")}`)).toBe(
        await count("/api/product/list?q=inci"),
      );
    });

    it("drops malformed filter values and narrows to nothing for unknown ones", async () => {
      const all = await count("/api/product/list");
      for (const bad of ["%", "_", "'", "\\", "x'; --"]) {
        const q = new URLSearchParams({ types: bad, stones: bad, categories: bad, brand: bad });
        expect(await count(`/api/product/filter?${q}`), bad).toBe(all);
        expect((await get(`/shop?${q}&page=${encodeURIComponent(bad)}`)).status).toBe(200);
      }
      expect(await count("/api/product/filter?types=yok-boyle-bir-tur")).toBe(0);
      for (const page of ["-1", "0", "99999999999999999999", "1e9", "%27"]) {
        expect((await get(`/shop?page=${page}`)).status, page).toBe(200);
        expect((await get(`/api/product/list?page=${page}&limit=${page}`)).status, page).toBe(200);
      }
    });

    it("answers 404 for metacharacters in slugs, 400 for malformed ids", async () => {
      for (const slug of SLUGS) {
        for (const path of [
          `/product/${slug}`,
          `/shop/brand/${slug}`,
          `/shop/category/${slug}`,
          `/blog/note/${slug}`,
          `/info/${slug}`,
          `/api/product/item/${slug}`,
          `/api/review/${slug}`,
          `/api/blog/view/${slug}`,
          `/api/coupon/fetch/${slug}`,
          `/order/${slug}`,
          `/api/order/${slug}`,
        ]) {
          const res = await get(path);
          expect(res.status, path.slice(0, 80)).toBe(404);
          await res.arrayBuffer();
        }
        for (const path of [
          `/api/product/${slug}`,
          `/api/cart/${slug}`,
          `/api/product/cat/${slug}`,
        ]) {
          expect((await get(path)).status, path.slice(0, 80)).toBe(400);
        }
      }
    });

    it("refuses a NUL character with 400, in the address or in a field", async () => {
      for (const path of ["/shop?q=%00kolye", "/product/%00", "/api/product/list?q=kolye%00"]) {
        expect((await get(path)).status, path).toBe(400);
      }
      const api = await post(
        "/api/contact/add",
        JSON.stringify({ firstname: "a\u0000b", lastname: "c", email: "nul@example.com" }),
        "application/json",
      );
      expect(api.status).toBe(400);
      expect(await jsonError(api)).toMatch(/NUL/);
      const page = await post(
        "/contact",
        "firstname=a%00b&lastname=c",
        "application/x-www-form-urlencoded",
      );
      expect(page.status).toBe(400);
      expect(page.headers.get("content-type")).toContain("text/html");
    });
  });

  describe("bodies", () => {
    const big = (bytes: number) => `message=${"a".repeat(bytes)}`;

    it("answers 413 to a body over 1 MB: a page for pages, JSON for /api", async () => {
      const page = await post("/contact", big(MB + 10), "application/x-www-form-urlencoded");
      expect(page.status).toBe(413);
      expect(await page.text()).toContain("İstek çok büyük");
      const en = await post("/en/contact", big(2 * MB), "application/x-www-form-urlencoded");
      expect(en.status).toBe(413);
      expect(await en.text()).toContain("Request too large");
      const api = await post(
        "/api/contact/add",
        JSON.stringify({ message: "a".repeat(2 * MB) }),
        "application/json",
      );
      expect(api.status).toBe(413);
      expect(await jsonError(api)).toMatch(/1 MB/);
      // Beyond what is worth reading, the answer still comes, and the connection closes.
      const huge = await post("/api/contact/add", "a".repeat(20 * MB), "application/json");
      expect(huge.status).toBe(413);
      expect(huge.headers.get("connection")).toBe("close");
      await huge.arrayBuffer();
      // The shop goes on serving.
      expect((await get("/")).status).toBe(200);
    });

    it("counts a chunked body as it arrives", async () => {
      const chunks = (n: number, size: number) =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < n; i++) controller.enqueue(new Uint8Array(size).fill(97));
            controller.close();
          },
        });
      const init = { duplex: "half" } as RequestInit;
      const over = await post("/api/contact/add", chunks(40, 64 * 1024), "application/json", init);
      expect(over.status).toBe(413);
      const page = await post(
        "/contact",
        chunks(40, 64 * 1024),
        "application/x-www-form-urlencoded",
        init,
      );
      expect(page.status).toBe(413);
      // Under the limit, chunked, the form is read and answered as usual.
      const under = await post(
        "/contact",
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("firstname=Ada&"));
            controller.enqueue(new TextEncoder().encode("lastname=Yılmaz&email=ada@example.com"));
            controller.close();
          },
        }),
        "application/x-www-form-urlencoded",
        init,
      );
      expect(under.status).toBe(302);
    });

    it("refuses a form with more fields than a page has, before reading it", async () => {
      // One field name 20,000 times (60 kB): each cost 2 s of CPU in the form's reader.
      const repeated = (n: number) => Array(n).fill("email=a%40b.co").join("&");
      const multipart = (n: number) =>
        `${Array(n).fill('--shop-boundary\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n').join("")}--shop-boundary--\r\n`;
      const FORM = "application/x-www-form-urlencoded";
      const MULTIPART = "multipart/form-data; boundary=shop-boundary";
      for (const path of ["/login", "/register", "/contact", "/newsletter", "/sell"]) {
        const page = await post(path, repeated(20_000), FORM);
        expect(page.status, path).toBe(413);
        expect(page.headers.get("content-type")).toContain("text/html");
        expect(await page.text()).toContain("Formda çok fazla alan var");
        const parts = await post(path, multipart(20_000), MULTIPART);
        expect(parts.status, path).toBe(413);
      }
      const en = await post("/en/contact", repeated(20_000), FORM);
      expect(en.status).toBe(413);
      expect(await en.text()).toContain("The form you sent has more than 1000 fields");
      // A single-fetch action (what the page's JavaScript sends) is the same form.
      expect((await post("/login.data", repeated(20_000), FORM)).status).toBe(413);
      // 200,000 repeats (600 kB) held a process at 100 % for 293 s.
      expect((await post("/contact", repeated(200_000), FORM)).status).toBe(413);
      for (const path of ["/api/auth/login", "/api/contact/add", "/api/newsletter/subscribe"]) {
        const api = await post(path, repeated(20_000), FORM);
        expect(api.status, path).toBe(413);
        expect(await jsonError(api)).toBe("Too many form fields: the limit is 1000.");
        const parts = await post(path, multipart(20_000), MULTIPART);
        expect(parts.status, path).toBe(413);
        await jsonError(parts);
      }
      // At the limit, the form is read and answered as usual: its own field errors.
      const atLimit = await post("/contact", repeated(1000), FORM);
      expect(atLimit.status).toBe(400);
      expect(await atLimit.text()).toContain('name="firstname"');
      const apiAtLimit = await post("/api/contact/add", multipart(1000), MULTIPART);
      expect(apiAtLimit.status).toBe(400);
      expect(await jsonError(apiAtLimit)).toMatch(/firstname/i);
      // The shop goes on serving, and a real form still works.
      expect((await get("/")).status).toBe(200);
      const sent = await post(
        "/contact",
        "firstname=Ada&lastname=Yılmaz&email=ada@example.com&message=Merhaba",
        FORM,
      );
      expect(sent.status).toBe(302);
    });

    it("reads a body under the limit: a long message gets the form's own error", async () => {
      const res = await post(
        "/contact",
        `firstname=Ada&lastname=Y&email=ada@example.com&${big(900 * 1024)}`,
        "application/x-www-form-urlencoded",
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('name="message"');
    });

    it("answers malformed JSON with 400 { error } on every JSON call", async () => {
      const calls = [
        "/api/auth/login",
        "/api/auth/register",
        "/api/auth/forgot",
        "/api/cart/add",
        "/api/contact/add",
        "/api/newsletter/subscribe",
        "/api/merchant/seller-request",
        "/api/order/add",
        "/api/order/check",
      ];
      const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
      for (const path of calls) {
        for (const body of ['{"email": ', "not json", "[1, 2]", "null", '"text"', deep]) {
          const res = await post(path, body, "application/json");
          expect(res.status, `${path} ${body.slice(0, 10)}`).toBe(400);
          await jsonError(res);
        }
      }
    });

    it("answers other content types on JSON calls with 415 { error }", async () => {
      for (const path of [
        "/api/auth/login",
        "/api/cart/add",
        "/api/contact/add",
        "/api/order/add",
      ]) {
        for (const type of ["text/plain", "application/xml", "application/octet-stream", null]) {
          const res = await post(path, '{"email":"a@b.co"}', type);
          expect(res.status, `${path} ${type}`).toBe(415);
          expect(await jsonError(res)).toMatch(/application\/json/);
        }
        const multipart = await post(path, "garbage", "multipart/form-data; boundary=x");
        expect(multipart.status, path).toBe(400);
        await jsonError(multipart);
      }
    });

    it("reads a body as the type it was checked as", async () => {
      // Type names are case-insensitive: JSON in capitals is read as JSON.
      const upper = await post(
        "/api/auth/login",
        JSON.stringify({ email: "nobody@example.com", password: "wrong-pass-1" }),
        "Application/JSON; charset=UTF-8",
      );
      expect(upper.status).toBe(401);
      // A type that is neither JSON nor a form is refused, not read past the NUL check.
      const nul = { firstname: "a\u0000b", lastname: "c", email: "nul@example.com" };
      for (const [type, body] of [
        ["application/json-patch+json", JSON.stringify(nul)],
        ["text/plain, application/json", JSON.stringify(nul)],
        ["text/plain, application/x-www-form-urlencoded", new URLSearchParams(nul).toString()],
      ]) {
        const res = await post("/api/contact/add", body!, type!);
        expect(res.status, type).toBe(415);
        await jsonError(res);
      }
      // An empty multipart body is an empty form: the form's own answer, on a page and on /api.
      const page = await post("/contact", "", "multipart/form-data; boundary=x");
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('name="firstname"');
      const api = await post("/api/contact/add", "", "multipart/form-data; boundary=x");
      expect(api.status).toBe(400);
      expect(await jsonError(api)).toMatch(/firstname|email/i);
    });

    it("answers a page's form that is not a form with 415 or 400, never 500", async () => {
      for (const path of [
        "/login",
        "/register",
        "/contact",
        "/newsletter",
        "/sell",
        "/cart",
        "/en/login",
      ]) {
        const json = await post(path, '{"email":"a@b.co"}', "application/json");
        expect(json.status, path).toBe(415);
        expect(json.headers.get("content-type")).toContain("text/html");
        expect((await post(path, "hello", "text/plain")).status, path).toBe(415);
        expect((await post(path, "email=a", null)).status, path).toBe(415);
        expect((await post(path, "garbage", "multipart/form-data; boundary=x")).status, path).toBe(
          400,
        );
      }
      // A bare button (no body at all) is an empty form.
      expect((await post("/contact", "", null)).status).toBe(400);
      expect((await post("/en/contact", "x", "text/csv")).status).toBe(415);
    });
  });

  describe("every write the shop takes", () => {
    const ZERO_ID = "00000000-0000-4000-8000-000000000000";
    const pathOf = (r: Row) => r.path.replace(/\{\w+\}/g, ZERO_ID);
    const isApi = (r: Row) => r.path.startsWith("/api/");
    /** The row's own fields, every value replaced by `value`. */
    const fieldsOf = (r: Row, value: string) =>
      Object.fromEntries(Object.keys(r.form ?? r.json ?? {}).map((k) => [k, value]));
    /**
     * Each write of the access matrix (every action and /api method), its fixtures made up. Rows
     * that differ only in their fixtures or their fields' values (an intent, an order of A's or
     * of B's) send the very same hostile requests: each is sent once.
     */
    const WRITES = [
      ...new Map(
        MATRIX.filter((r) => r.method !== "GET").map((r) => [
          JSON.stringify([r.method, pathOf(r), !!r.json, fieldsOf(r, ""), !!r.endsSession]),
          r,
        ]),
      ).values(),
    ];
    const PAYLOADS = ["' OR '1'='1", "%_\\", "😀\u202e$$ ::text", "a".repeat(5000)];

    it("answers hostile bodies with 4xx or its own answer, never 5xx, signed out or in", async () => {
      const login = async (email: string, password: string) => {
        const res = await post(
          "/api/auth/login",
          JSON.stringify({ email, password }),
          "application/json",
        );
        expect(res.status).toBe(200);
        const token = ((await res.json()) as Json).token as string;
        const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="))!;
        return { cookie: sid.split(";")[0]!, authorization: `Bearer ${token}` };
      };
      const visitors: Record<string, Record<string, string>> = {
        guest: {},
        member: await login("member@demo.shop", "member123!"),
        admin: await login("admin@demo.shop", "admin123!"),
      };
      const failures: string[] = [];
      // Every request stands alone (made-up ids, nothing kept between them), so they go a few at
      // a time: the server works on one while the next is written and the last one read.
      const checks: (() => Promise<void>)[] = [];
      for (const [who, auth] of Object.entries(visitors)) {
        for (const r of WRITES) {
          // A sign-out would end the session the other rows are sent with.
          if (r.endsSession && who !== "guest") continue;
          const path = pathOf(r);
          const send = async (body: string, type: string, what: string) => {
            const res = await get(path, {
              method: r.method,
              body,
              headers: { ...auth, "content-type": type },
            });
            await res.arrayBuffer();
            if (res.status >= 500)
              failures.push(`${who} ${r.method} ${path} ${what}: ${res.status}`);
            return res;
          };
          checks.push(async () => {
            const json = await send('{"email": ', "application/json", "malformed JSON");
            const text = await send("hello", "text/plain", "text/plain");
            if (!isApi(r)) {
              // A page's action takes forms only, whoever sends it (a 415 page).
              for (const res of [json, text])
                if (res.status !== 415)
                  failures.push(`${who} POST ${path}: ${res.status}, not 415`);
            }
            await send("", "multipart/form-data; boundary=x", "empty multipart");
          });
          for (const value of PAYLOADS) {
            const fields = fieldsOf(r, value);
            checks.push(async () => {
              if (r.json)
                await send(
                  JSON.stringify(fields),
                  "application/json",
                  `JSON ${value.slice(0, 12)}`,
                );
              await send(
                new URLSearchParams(fields).toString(),
                "application/x-www-form-urlencoded",
                `form ${value.slice(0, 12)}`,
              );
            });
          }
        }
      }
      await inTurns(checks, 4);
      expect(failures).toEqual([]);
    }, 300_000);
  });

  describe("redirect targets", () => {
    it("keeps every redirect on the shop's own site", async () => {
      const offSite = [
        "//evil.example",
        "/\\evil.example",
        "/\t/evil.example",
        "/\n/evil.example",
        "/\r\n/evil.example",
        "https://evil.example",
        "javascript:alert(1)",
        " //evil.example",
        "\\\\evil.example",
      ];
      for (const target of offSite) {
        const res = await post(
          "/newsletter",
          new URLSearchParams({ email: "redirect@example.com", redirectTo: target }).toString(),
          "application/x-www-form-urlencoded",
        );
        expect(res.status, JSON.stringify(target)).toBe(302);
        expect(res.headers.get("location"), JSON.stringify(target)).toBe("/");
      }
      const own = await post(
        "/newsletter",
        new URLSearchParams({
          email: "redirect@example.com",
          redirectTo: "/shop?q=kolye",
        }).toString(),
        "application/x-www-form-urlencoded",
      );
      expect(own.headers.get("location")).toBe("/shop?q=kolye");
    });
  });
});
