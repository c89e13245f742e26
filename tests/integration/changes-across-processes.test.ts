import type { HTMLElement } from "node-html-parser";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { getJson, getPage, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";

/**
 * A write made on one app process is seen by every process on its next request (DESIGN.md §9):
 * on PostgreSQL two processes share one database, as behind a load balancer; PGlite has one
 * process, which must show its own writes. Both keep pages and reference data for ten minutes
 * here, so that only the change's notification can explain a fresh page.
 */

const KEEP_FOR_TEN_MINUTES = { PAGE_CACHE_MS: "600000", REFERENCE_CACHE_MS: "600000" };

/**
 * Asks `server` for `path` until `check` holds, for at most 2 s (a notification crosses one
 * connection; the caches would keep the old page for ten minutes). Answers the page that held.
 */
async function eventually(server: TestServer, path: string, check: (page: Page) => boolean) {
  const until = Date.now() + 2_000;
  for (;;) {
    const page = await getPage(server.url, path);
    if (check(page)) return page;
    if (Date.now() > until)
      throw new Error(
        `${path} on ${server.url} still as before after 2 s (${page.status}): ${page.text.slice(0, 300)}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A page answered from the page cache: what the next request would get without a change. */
async function cached(server: TestServer, path: string): Promise<Page> {
  await getPage(server.url, path);
  const page = await getPage(server.url, path);
  expect(page.headers.get("x-page-cache"), path).toBe("hit");
  return page;
}

function formWith(page: Page, field: string): HTMLElement {
  let el = page.doc.querySelector(`main form [name="${field}"]`)?.parentNode as HTMLElement | null;
  while (el && el.tagName !== "FORM") el = el.parentNode as HTMLElement | null;
  if (!el) throw new Error(`no form with ${field}:\n${page.text}`);
  return el;
}

const stoneBox = (page: Page, slug: string) =>
  page.doc.querySelector(`input[name="stones"][value="${slug}"]`);

describe.each(DB_KINDS)("a write seen by every process on its next request, on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  /** The process the admin writes through, and another (on PGlite, the same one). */
  let a: TestServer;
  let b: TestServer;
  let admin: Browser;

  async function put(path: string, body: unknown) {
    return getJson<Record<string, unknown>>(a.url, path, {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: a.url, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  async function productOf(brandSlug: string) {
    const page = await getPage(a.url, `/shop/brand/${brandSlug}`);
    const href = page.doc.querySelector('main a[href^="/product/"]')!.getAttribute("href")!;
    const slug = href.split("/").pop()!;
    const { body } = await getJson<{ product: { name: string; brand: { _id: string } } }>(
      a.url,
      `/api/product/item/${slug}`,
    );
    return { path: href, name: body.product.name, brandId: body.product.brand._id };
  }

  beforeAll(async () => {
    database = await ownDatabase(kind);
    const env = { DATABASE_URL: database.url, ...KEEP_FOR_TEN_MINUTES };
    // One after the other: the first fills the empty database with the demo shop.
    a = await startServer(kind, env);
    b = kind === "postgres" ? await startServer(kind, env) : a;
    admin = new Browser(a.url);
    const login = await admin.get("/login");
    const signedIn = await admin.submit(formWith(login, "email"), {
      email: "admin@demo.shop",
      password: "admin123!",
    });
    expect(signedIn.status).toBe(302);
  });
  afterAll(async () => {
    if (b && b !== a) await b.stop();
    await a?.stop();
    await database?.drop();
  });

  it("an admin turns a brand off on one process: the other's next page lacks its product", async () => {
    const product = await productOf("gumus-isik");
    expect((await cached(b, product.path)).text).toContain(product.name);
    expect((await cached(a, product.path)).text).toContain(product.name);

    const off = await put(`/api/brand/${product.brandId}/active`, { brand: { isActive: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.productsTurnedOff).toBeGreaterThan(0);

    // The writing process at once; the other as soon as the notification arrives.
    expect((await getPage(a.url, product.path)).status).toBe(404);
    const gone = await eventually(b, product.path, (page) => page.status === 404);
    expect(gone.headers.get("x-page-cache")).toBeNull();
  });

  it("an admin turns a stone off: the other process's filter list (reference data) drops it", async () => {
    const { body } = await getJson<{ stones: { _id: string; slug: string }[] }>(
      b.url,
      "/api/product/filters",
    );
    const stone = body.stones.find((s) => s.slug === "akik")!;
    expect(stoneBox(await cached(b, "/shop"), "akik")).not.toBeNull();

    const off = await put(`/api/stone/${stone._id}/active`, { stone: { isActive: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    expect(stoneBox(await getPage(a.url, "/shop"), "akik")).toBeNull();
    await eventually(b, "/shop", (page) => page.status === 200 && !stoneBox(page, "akik"));
    const filters = await getJson<{ stones: { slug: string }[] }>(b.url, "/api/product/filters");
    expect(filters.body.stones.map((s) => s.slug)).not.toContain("akik");
  });

  // PGlite belongs to its one process: only PostgreSQL can be written from outside the shop.
  if (kind === "postgres")
    it("a price changed outside the shop (a script, psql) is on both processes' next pages", async () => {
      const product = await productOf("anadolu-taslari");
      const before = await cached(b, product.path);
      expect(before.text).not.toContain("43.210");
      await cached(a, product.path);

      const outside = await openDatabase(database.url);
      try {
        await outside.db.execute(
          sql`update products set price = 43210, discount_price = null where slug = ${product.path.split("/").pop()!}`,
        );
      } finally {
        await outside.close();
      }

      for (const server of [a, b])
        await eventually(server, product.path, (page) => page.text.includes("43.210"));
    });
});
