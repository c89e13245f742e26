import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { getPage } from "../helpers/http";

// The page cache lives in server.js, in front of the database: one database kind is enough.
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

  it("keeps the currency apart: a USD shopper never gets the TL page", async () => {
    await get("/brands");
    const chosen = await get("/brands?currency=usd");
    // Setting the cookie is personal: not kept.
    expect(chosen.headers.get("set-cookie")).toContain("currency=usd");
    expect(chosen.headers.get("x-page-cache")).toBeNull();
    const tl = await get("/shop?page=3");
    const usd = await get("/shop?page=3", { headers: { cookie: "currency=usd" } });
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
