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
 * process, which must show its own writes. Both keep pages, reference data and catalogue reads for
 * ten minutes here, so that only the change's notification can explain a fresh page.
 */

const KEEP_FOR_TEN_MINUTES = {
  PAGE_CACHE_MS: "600000",
  REFERENCE_CACHE_MS: "600000",
  CATALOGUE_CACHE_MS: "600000",
};

/**
 * Asks `server` for `path` until `check` holds, for at most 2 s (a notification crosses one
 * connection; the caches would keep the old page for ten minutes). Answers the page that held.
 */
async function eventually(
  server: TestServer,
  path: string,
  check: (page: Page) => boolean,
  init: RequestInit = {},
) {
  const until = Date.now() + 2_000;
  for (;;) {
    const page = await getPage(server.url, path, init);
    if (check(page)) return page;
    if (Date.now() > until)
      throw new Error(
        `${path} on ${server.url} still as before after 2 s (${page.status}): ${page.text.slice(0, 300)}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A page answered from the page cache: what the next request would get without a change. */
async function cached(server: TestServer, path: string, init: RequestInit = {}): Promise<Page> {
  await getPage(server.url, path, init);
  const page = await getPage(server.url, path, init);
  expect(page.headers.get("x-page-cache"), path).toBe("hit");
  return page;
}

function formWith(page: Page, field: string): HTMLElement {
  let el = page.doc.querySelector(`main form [name="${field}"]`)?.parentNode as HTMLElement | null;
  while (el && el.tagName !== "FORM") el = el.parentNode as HTMLElement | null;
  if (!el) throw new Error(`no form with ${field}:\n${page.text}`);
  return el;
}

/** A shown price in TL ('1.250,00 TL') or USD ('$39'). */
function money(text: string): number {
  const digits = text.replace(/[^\d,.]/g, "");
  return text.includes("$")
    ? Number(digits.replace(/,/g, ""))
    : Number(digits.replace(/\./g, "").replace(",", "."));
}

/**
 * The USD currency's cookie (app/http/currency.server.ts), as the shop sets it (a Remix cookie:
 * base64 JSON): pages are cached apart from TL's.
 */
const IN_USD = {
  headers: { cookie: `currency=${encodeURIComponent(Buffer.from('"usd"').toString("base64"))}` },
};

/** The settings form's selects (the test browser sends inputs and textareas only). */
function selects(form: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const select of form.querySelectorAll("select")) {
    const chosen = select.querySelector("option[selected]") ?? select.querySelector("option");
    out[select.getAttribute("name")!] = chosen?.getAttribute("value") ?? "";
  }
  return out;
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

  it("an admin saves the settings form (no JavaScript) on one process: the other's next pages have it", async () => {
    const product = await productOf("anadolu-taslari");
    const home = await cached(b, "/");
    expect(home.text).toContain("Doğal Taş & Gümüş");
    expect(home.text).not.toContain("Bir süreçte yazılan ana sayfa yazısı.");
    const tl = money(
      (await cached(b, product.path)).doc.querySelector(".product-price strong")!.text,
    );
    const usdBefore = await cached(b, product.path, IN_USD);
    expect(money(usdBefore.doc.querySelector(".product-price strong")!.text)).toBe(
      Math.ceil(tl / 32.5),
    );
    const brandPage = "/shop/brand/anadolu-taslari";
    /** The product's card on the shop's brand page: its shown price. */
    const cardPrice = (p: Page) =>
      money(
        p.doc
          .querySelectorAll(".product-card")
          .find((card) => card.querySelector(`a[href="${product.path}"]`))!
          .querySelector(".price strong")!.text,
      );
    expect(cardPrice(await cached(b, brandPage, IN_USD))).toBe(Math.ceil(tl / 32.5));
    await cached(a, "/");

    const page = await admin.get("/dashboard/settings");
    const form = formWith(page, "store_name");
    const saved = await admin.submit(form, {
      ...selects(form),
      store_name: "Süreçler Arası Taş",
      homepage_about_text: "Bir süreçte yazılan ana sayfa yazısı.",
      exchange_rate: "40,5",
    });
    expect(saved.status).toBe(302);

    // The writing process at once; the other on its next request after the notification.
    expect((await getPage(a.url, "/")).text).toContain("Süreçler Arası Taş");
    const next = await eventually(b, "/", (p) => p.text.includes("Süreçler Arası Taş"));
    expect(next.doc.querySelector("header")!.text).toContain("Süreçler Arası Taş");
    expect(next.doc.querySelector("footer")!.text).toContain("Süreçler Arası Taş");
    expect(next.text).toContain("Bir süreçte yazılan ana sayfa yazısı.");
    // Every USD price: ceil(TL / the new rate), on the product page and the shop.
    const usd = await eventually(
      b,
      product.path,
      (p) => money(p.doc.querySelector(".product-price strong")!.text) === Math.ceil(tl / 40.5),
      IN_USD,
    );
    expect(usd.headers.get("x-page-cache")).not.toBe("hit");
    expect(cardPrice(await getPage(b.url, brandPage, IN_USD))).toBe(Math.ceil(tl / 40.5));
    const api = await getJson<{ settings: { exchange_rate: number } }>(b.url, "/api/settings");
    expect(api.body.settings.exchange_rate).toBe(40.5);
  });

  it("an admin changes the pop-up on one process: the other's next page hands out the new one", async () => {
    const target = "/shop?kampanya=surecler-arasi";
    const before = await cached(b, "/");
    expect(before.html).not.toContain(target);

    const form = new FormData();
    form.append("url", target);
    form.append("status", "on");
    form.append("image", new Blob([]), "");
    const res = await fetch(`${a.url}/dashboard/popUp`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: admin.cookie, origin: a.url },
    });
    expect(res.status).toBe(302);

    // The root loader's data in the page (the pop-up opens once JavaScript runs).
    expect((await getPage(a.url, "/")).html).toContain(target);
    await eventually(b, "/", (p) => p.html.includes(target));
    const api = await getJson<{ popUp: { url: string } }>(b.url, "/api/popUp");
    expect(api.body.popUp.url).toBe(target);
  });

  it("an admin changes a price on one process: a signed-in shopper's next page on the other has it", async () => {
    const product = await productOf("anadolu-taslari");
    const id = (
      await getJson<{ product: { _id: string } }>(
        a.url,
        `/api/product/item/${product.path.split("/").pop()!}`,
      )
    ).body.product._id;
    const member = new Browser(b.url);
    const login = await member.get("/login");
    const signedIn = await member.submit(formWith(login, "email"), {
      email: "member@demo.shop",
      password: "member123!",
    });
    expect(signedIn.status).toBe(302);
    const price = (page: Page) => money(page.doc.querySelector(".product-price strong")!.text);
    // Twice: the second is read from what the first kept (a signed-in page is never a kept page).
    await member.get(product.path);
    const before = await member.get(product.path);
    expect(before.headers.get("x-page-cache")).toBeNull();
    expect(before.text).toContain("Çıkış Yap");
    expect(price(before)).not.toBe(5432);

    const changed = await put(`/api/product/${id}`, { product: { price: 5432, discountPrice: 0 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const page = await eventually(b, product.path, (p) => price(p) === 5432, {
      headers: { cookie: member.cookie },
    });
    expect(page.text).toContain("Çıkış Yap");
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
