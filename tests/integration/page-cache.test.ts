import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { getPage } from "../helpers/http";

// The page cache lives in server.ts, in front of the database: one database kind is enough.
describe("page cache for shoppers without a session", () => {
  let server: TestServer;
  const get = (path: string, init?: RequestInit) => getPage(server.url, path, init);

  beforeAll(async () => {
    server = await startServer("pglite");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a repeated anonymous page from the cache, the same page", async () => {
    const first = await get("/shop?page=2");
    const second = await get("/shop?page=2");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.html).toBe(first.html);
  });

  /** The raw answer, as a browser sending this Accept-Encoding receives it (fetch would decode). */
  const rawAnswer = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
      http
        .get(`${server.url}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  it("sends a page it keeps compressed as the browser accepts, the same page once decoded", async () => {
    const raw = (acceptEncoding?: string) => rawAnswer("/blog", acceptEncoding);
    const plain = await raw();
    const html = plain.body.toString();
    expect(html).toContain("</html>");
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["identity", undefined],
    ] as const) {
      const answer = await raw(accept);
      // Compressed once when kept (the compression middleware streams, without a length).
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(answer.headers["content-length"]), accept).toBe(answer.body.length);
      const decoded = encoding ? decoders[encoding](answer.body) : answer.body;
      expect(decoded.toString(), accept).toBe(html);
      if (encoding) expect(answer.body.length).toBeLessThan(html.length / 3);
    }
  });

  it("sends a page rendered for one visitor gzipped whole, the same page once decoded", async () => {
    // The cart is never kept: rendered for each request, as a signed-in shopper's pages are.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    const plain = await rawAnswer("/cart");
    expect(plain.headers["x-page-cache"]).toBeUndefined();
    const html = withoutNonce(plain.body.toString());
    expect(html).toContain('<style id="shop-styles">');
    // Chromium's header: gzip, with its length, though brotli is offered too.
    const phone = await rawAnswer("/cart", "gzip, deflate, br, zstd");
    expect(phone.headers["content-encoding"]).toBe("gzip");
    expect(phone.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(phone.headers["content-length"])).toBe(phone.body.length);
    expect(withoutNonce(zlib.gunzipSync(phone.body).toString())).toBe(html);
    expect(phone.body.length).toBeLessThan(html.length / 3);
    // A browser without gzip still gets brotli, streamed by the compression middleware.
    const brOnly = await rawAnswer("/cart", "br");
    expect(brOnly.headers["content-encoding"]).toBe("br");
    expect(withoutNonce(zlib.brotliDecompressSync(brOnly.body).toString())).toBe(html);
  });

  it("keeps the currency apart: a USD shopper never gets the TL page", async () => {
    await get("/brands");
    const chosen = await get("/brands?currency=usd");
    // Setting the cookie is personal: not kept.
    const usdCookie = chosen.headers.getSetCookie().find((c) => c.startsWith("currency="))!;
    expect(usdCookie).toBeTruthy();
    expect(chosen.headers.get("x-page-cache")).toBeNull();
    const tl = await get("/shop?page=3");
    const usd = await get("/shop?page=3", { headers: { cookie: usdCookie.split(";")[0]! } });
    expect(tl.text).toMatch(/\d TL/);
    expect(usd.headers.get("x-page-cache")).toBe("miss");
    expect(usd.text).toMatch(/\$\d/);
    expect(usd.text).not.toMatch(/\d TL/);
  });

  it("never serves or keeps pages for a request that carries a session or a token", async () => {
    await get("/about");
    const credentials: Record<string, string>[] = [
      { cookie: "session=abc" },
      { authorization: "Bearer abc" },
    ];
    for (const headers of credentials) {
      const page = await get("/about", { headers });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-page-cache")).toBeNull();
    }
  });

  it("does not keep error pages", async () => {
    await get("/product/no-such-thing");
    const again = await get("/product/no-such-thing");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).toBeNull();
  });

  it("is emptied by any request that may change data", async () => {
    await get("/story");
    expect((await get("/story")).headers.get("x-page-cache")).toBe("hit");
    await fetch(`${server.url}/story`, { method: "POST", redirect: "manual" });
    expect((await get("/story")).headers.get("x-page-cache")).toBe("miss");
  });
});
