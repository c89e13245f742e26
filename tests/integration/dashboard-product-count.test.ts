import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedLargeCatalogue } from "../../db/seed/catalogue.server";
import { products } from "../../db/schema";
import { STAFF_COUNT_CAP } from "~/lib/staff-product-query";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { Browser, type Answer } from "../helpers/browser";

/**
 * More products than the list counts (STAFF_COUNT_CAP, 200): the page says so in both
 * languages, and its pager still leads to every page, up to an exactly counted last one.
 */
const count = (page: Answer) => page.doc.querySelector(".product-count")?.text.trim() ?? "";
const current = (page: Answer) =>
  page.doc.querySelector('.pager [aria-current="page"]')?.text.trim() ?? "";
const next = (page: Answer) =>
  page.doc.querySelector('.pager a[rel="next"]')?.getAttribute("href") ?? null;
const rowCount = (page: Answer) => page.doc.querySelectorAll("tr.product-row").length;

describe.each(DB_KINDS)("a product list longer than its count on %s", (kind) => {
  let server: TestServer;
  let total = 0;

  beforeAll(async () => {
    const first = await sharedServer(kind);
    // Past the cap by more than a page, so that the count stops twice before the end.
    ({ server, value: total } = await atDatabase(first, async (db) => {
      await seedLargeCatalogue(db, STAFF_COUNT_CAP + 60);
      // Staff see the turned-off and hidden products too.
      const [{ all }] = await db.select({ all: sql<number>`count(*)::int` }).from(products);
      return all;
    }));
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function admin() {
    const browser = new Browser(server.url);
    const login = await browser.get("/login");
    const form = login.doc.querySelector('main form input[name="email"]')!.closest("form")!;
    const res = await browser.submit(form, { email: "admin@demo.shop", password: "admin123!" });
    expect(res.status).toBe(302);
    return browser;
  }

  it("says 200+ in Turkish and English, and pages on to an exact end", async () => {
    expect(total).toBeGreaterThan(STAFF_COUNT_CAP + 50);
    const browser = await admin();
    const tr = await browser.get("/dashboard/product");
    expect(count(tr)).toBe("200+ ürün");
    expect(current(tr)).toBe("Sayfa 1 / 4+");
    expect(next(tr)).toBe("/dashboard/product?page=2");
    const en = await browser.get("/en/dashboard/product?page=4");
    expect(count(en)).toBe("200+ products");
    expect(current(en)).toBe("Page 4 of 4+");
    // Page 5 lies past the cap: the count reaches it, and still finds more.
    const fifth = await browser.get(next(en)!);
    expect(rowCount(fifth)).toBe(50);
    expect(count(fifth)).toBe("250+ products");
    expect(current(fifth)).toBe("Page 5 of 5+");
    const lastPage = Math.ceil(total / 50);
    let page = fifth;
    while (next(page)) page = await browser.get(next(page)!);
    expect(count(page)).toBe(`${total} products`);
    expect(current(page)).toBe(`Page ${lastPage} of ${lastPage}`);
    expect(rowCount(page)).toBe(total - (lastPage - 1) * 50);
  });

  it("answers /api clients a count that grows with the pages they read", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "admin@demo.shop", password: "admin123!" }),
    });
    const { token } = (await login.json()) as { token: string };
    const get = async (page: number) => {
      const res = await fetch(`${server.url}/api/product?page=${page}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()) as { count: number; totalPages: number; currentPage: number };
    };
    expect(await get(1)).toMatchObject({ count: 200, totalPages: 5, currentPage: 1 });
    const lastPage = Math.ceil(total / 50);
    expect(await get(lastPage)).toMatchObject({ count: total, totalPages: lastPage });
  });
});
