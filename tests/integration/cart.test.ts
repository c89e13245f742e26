import { eq } from "drizzle-orm";
import type { HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server";
import { coupons, products as productTable } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { getJson, getPage, type Page } from "../helpers/http";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { Browser } from "../helpers/browser";

const MISSING = "00000000-0000-4000-8000-000000000000";
const DAY = 24 * 60 * 60 * 1000;

function cartCount(page: Page): number {
  const badge = page.doc.querySelector('a.count-link[href$="/cart"] .badge');
  if (!badge) throw new Error(`no cart count on the page:\n${page.text.slice(0, 300)}`);
  return Number(badge.text.trim());
}

function toastText(page: Page): string {
  return page.doc.querySelector(".toast")?.text.trim() ?? "";
}

/** The /cart lines as a shopper reads them. */
function lines(page: Page) {
  return page.doc.querySelectorAll("tr.cart-line").map((row) => {
    const cells = row.querySelectorAll("td");
    return {
      name: row.querySelector("th a")!.text.trim(),
      href: row.querySelector("th a")!.getAttribute("href"),
      unit: cells[0]!.text.trim(),
      quantity: row.querySelector('input[name="quantity"]')!.getAttribute("value"),
      total: cells[2]!.text.trim(),
    };
  });
}

/** The totals box: label → amount. */
function totals(page: Page): Record<string, string> {
  const out: Record<string, string> = {};
  const box = page.doc.querySelector(".cart-totals");
  if (!box) return out;
  let label = "";
  for (const el of box.childNodes as HTMLElement[]) {
    if (el.tagName === "DT") label = el.text.trim();
    if (el.tagName === "DD") out[label] = el.text.replace(/\s+/g, " ").trim();
  }
  return out;
}

function lineForm(page: Page, name: string): HTMLElement {
  const row = page.doc
    .querySelectorAll("tr.cart-line")
    .find((r) => r.querySelector("th a")!.text.trim() === name);
  if (!row) throw new Error(`no line ${name} on:\n${page.text}`);
  return row.querySelector("form")!;
}

function button(form: HTMLElement, intent: string): HTMLElement {
  return form.querySelector(`button[name="intent"][value="${intent}"]`)!;
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

interface ApiCart {
  cartId: string;
  cartItems: { _id: string; quantity: number; unitPrice: number; totalPrice: number }[];
  itemsInCart: string[];
  cartTotal: number;
  subtotal: number;
  discount: number;
  total: number;
  tax: number;
  currency: string;
  coupon: { code: string } | null;
}

/** The demo shop with coupons that cannot be used now, and one that will stop during the test. */
async function prepareDatabase(url: string) {
  const { db, close } = await openDatabase(url);
  await seedIfEmpty(db);
  const now = Date.now();
  const [wristband] = await db
    .select({ id: productTable.id })
    .from(productTable)
    .where(eq(productTable.sku, "ARW104"));
  const base = { dtype: "P" as const, amount: 20, uses: 5, isActive: true };
  await db.insert(coupons).values([
    { ...base, name: "Kapalı", code: "KAPALI", isActive: false },
    { ...base, name: "Yakında", code: "YAKINDA", startDate: new Date(now + 30 * DAY) },
    { ...base, name: "Bitti", code: "BITTI", endDate: new Date(now - DAY) },
    { ...base, name: "Tükendi", code: "TUKENDI", uses: 0 },
    { ...base, name: "Son Gün", code: "SONGUN", productIds: [wristband!.id] },
  ]);
  await close();
}

describe.each(DB_KINDS)("the cart on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let server: TestServer;
  const servers: TestServer[] = [];
  /** Demo products by SKU: ARW101 necklace 1250 TL (stock 12), ARW102 bracelet 680 → 590 TL
   * (25), ARW104 wristband 450 TL (30), ARW105 necklace 1450 TL (6), ARW109 sold out, ARW110
   * necklace 1190 TL (18). */
  const products: Record<string, { id: string; href: string; name: string }> = {};

  beforeAll(async () => {
    database = await ownDatabase(kind);
    await prepareDatabase(database.url);
    server = await startServer(kind, { DATABASE_URL: database.url });
    servers.push(server);
    for (const sku of ["ARW101", "ARW102", "ARW104", "ARW105", "ARW109", "ARW110"]) {
      const shop = await getPage(server.url, `/shop?q=${sku.toLowerCase()}`);
      const href = shop.doc.querySelector(".product-card-link")!.getAttribute("href")!;
      const page = await getPage(server.url, href);
      products[sku] = {
        id: page.doc
          .querySelector('form.add-to-cart input[name="product"]')!
          .getAttribute("value")!,
        href,
        name: page.doc.querySelector("h1")!.text.trim(),
      };
    }
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await database?.drop();
  });

  const shopper = () => new Browser(server.url);
  /** A shopper of its own, with these lines in the cart (as the product page's form adds them). */
  async function shopperWith(...lines: [sku: string, quantity: number][]) {
    const b = shopper();
    for (const [sku, quantity] of lines) {
      const added = await b.post("/cart", {
        intent: "add",
        product: products[sku]!.id,
        quantity: String(quantity),
        redirectTo: "/cart",
      });
      expect(added.status).toBe(303);
    }
    return b;
  }
  /** A member of the test's own, signed up and signed in: nobody else's cart is theirs. */
  async function newMember(who: string) {
    const member = shopper();
    const email = `${who}.${kind}.${Math.random().toString(36).slice(2, 10)}@example.com`;
    const password = `${who}-pass-1`;
    const joined = await member.post("/register", {
      firstName: who,
      lastName: "Üye",
      email,
      password,
      privacy: "on",
    });
    expect(joined.status).toBe(302);
    return { member, email, password };
  }

  describe("without JavaScript", () => {
    it("adds from the product page's form and comes back to it; the button becomes remove", async () => {
      const b = shopper();
      const { href, name } = products.ARW101!;
      const page = await b.get(href);
      expect(cartCount(page)).toBe(0);
      const form = page.doc.querySelector("form.add-to-cart")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/cart");
      expect(form.querySelector('input[name="intent"]')!.getAttribute("value")).toBe("add");
      expect(form.querySelector("button")!.text.trim()).toBe("Sepete Ekle");

      const res = await b.submit(form, { quantity: "2" });
      expect(res.status).toBe(303);
      expect(res.location).toBe(href);
      expect(b.has("cart")).toBe(true);

      const back = await b.get(res.location);
      expect(toastText(back)).toBe("Ürün sepetinize eklendi.");
      expect(cartCount(back)).toBe(2);
      const now = back.doc.querySelector("form.add-to-cart")!;
      expect(now.querySelector('input[name="intent"]')!.getAttribute("value")).toBe("remove");
      expect(now.querySelector("button")!.text.trim()).toBe("Sepetten Çıkar");
      expect(back.text).toContain("Bu ürün sepetinizde (2 adet).");

      const cart = await b.get("/cart");
      expect(cart.doc.querySelector("h1")!.text).toBe("Sepetim");
      expect(lines(cart)).toEqual([
        { name, href, unit: "1.250 TL", quantity: "2", total: "2.500 TL" },
      ]);
    });

    it("cuts a quantity above the stock to the stock and says so; refuses less than 1", async () => {
      const b = await shopperWith(["ARW101", 2]);
      const { href } = products.ARW105!;
      const page = await b.get(href);
      const res = await b.submit(page.doc.querySelector("form.add-to-cart")!, { quantity: "10" });
      expect(res.status).toBe(303);
      expect(res.location).toBe(`${href}?cartNotice=max-6`);
      const back = await b.get(res.location);
      expect(back.doc.querySelector(".cart-notice")!.text).toBe("Miktar 6 adetten fazla olamaz.");
      expect(toastText(back)).toBe("Ürün sepetinize eklendi.");
      expect(cartCount(back)).toBe(8);
      // The English page says it in the spec's words.
      const en = await b.get(`/en${href}?cartNotice=max-6`);
      expect(en.doc.querySelector(".cart-notice")!.text).toBe(
        "Quantity may not be greater than 6.",
      );

      const other = await b.get(products.ARW102!.href);
      const refused = await b.submit(other.doc.querySelector("form.add-to-cart")!, {
        quantity: "0",
      });
      expect(refused.location).toBe(`${products.ARW102!.href}?cartNotice=min`);
      const again = await b.get(refused.location);
      expect(again.doc.querySelector(".cart-notice")!.text).toBe("Miktar en az 1 olmalıdır.");
      expect(cartCount(again)).toBe(8);
      expect(
        again.doc.querySelector('form.add-to-cart input[name="intent"]')!.getAttribute("value"),
      ).toBe("add");
    });

    it("has no add button for a sold-out product, and a forged post adds nothing", async () => {
      const b = await shopperWith(["ARW101", 2], ["ARW105", 6]);
      const page = await b.get(products.ARW109!.href);
      expect(page.doc.querySelector("form.add-to-cart button")!.hasAttribute("disabled")).toBe(
        true,
      );
      const res = await b.post("/cart", {
        intent: "add",
        product: products.ARW109!.id,
        quantity: "1",
        redirectTo: products.ARW109!.href,
      });
      expect(res.location).toBe(`${products.ARW109!.href}?cartNotice=soldOut`);
      expect((await b.get(res.location)).doc.querySelector(".cart-notice")!.text).toBe(
        "Bu ürün tükendi.",
      );
      expect(cartCount(await b.get("/cart"))).toBe(8);
      // Off-site addresses to come back to are dropped.
      const away = await b.post("/cart", {
        intent: "add",
        product: products.ARW101!.id,
        quantity: "1",
        redirectTo: "//evil.example/x",
      });
      expect(away.location).toBe("/cart");
      const folded = await b.post("/cart", {
        intent: "remove",
        product: MISSING,
        redirectTo: "/.//evil.example/x",
      });
      expect(folded.location).toBe("/");
    });

    it("changes quantities and removes lines on /cart; the totals are the prices times the quantities", async () => {
      const b = await shopperWith(["ARW101", 2], ["ARW105", 6]);
      await b.submit((await b.get(products.ARW102!.href)).doc.querySelector("form.add-to-cart")!, {
        quantity: "1",
      });
      let cart = await b.get("/cart");
      const set = await b.submit(
        lineForm(cart, products.ARW102!.name),
        { quantity: "3" },
        button(lineForm(cart, products.ARW102!.name), "set"),
      );
      expect(set.status).toBe(303);
      expect(set.location).toBe("/cart");
      cart = await b.get("/cart");
      expect(toastText(cart)).toBe("Sepetiniz güncellendi.");

      const removed = await b.submit(
        lineForm(cart, products.ARW105!.name),
        {},
        button(lineForm(cart, products.ARW105!.name), "remove"),
      );
      expect(removed.location).toBe("/cart");
      cart = await b.get("/cart");
      expect(toastText(cart)).toBe("Ürün sepetinizden çıkarıldı.");
      expect(cartCount(cart)).toBe(5);
      // ARW101: 2 × 1250; ARW102: 3 × 590 (its discount price); 20 % KDV (the setting's default) is inside the total.
      expect(lines(cart).map((l) => [l.name, l.unit, l.quantity, l.total])).toEqual([
        [products.ARW101!.name, "1.250 TL", "2", "2.500 TL"],
        [products.ARW102!.name, "590 TL", "3", "1.770 TL"],
      ]);
      expect(totals(cart)).toEqual({
        "Ara Toplam": "4.270 TL",
        Kargo: "0 TL",
        "KDV (%20)": "711,67 TL (dahil)",
        Toplam: "4.270 TL",
      });
      // In dollars each unit price is converted first: ceil(1250 / 32.5) = 39, ceil(590 / 32.5) = 19.
      const usd = await b.get("/cart?currency=usd");
      expect(lines(usd).map((l) => [l.unit, l.total])).toEqual([
        ["$39", "$78"],
        ["$19", "$57"],
      ]);
      expect(totals(usd)).toEqual({
        "Ara Toplam": "$135",
        Kargo: "$0",
        "KDV (%20)": "$22,50 (dahil)",
        Toplam: "$135",
      });
      // The choice is kept (a cookie) until changed back.
      expect(totals(await b.get("/en/cart"))["VAT (20%)"]).toBe("$22.50 (included)");
      await b.get("/cart?currency=try");
      expect(cart.doc.querySelector('a[href="/checkout"]')!.text).toBe("Ödemeye Geç");
      expect(cart.doc.querySelector('.cart-actions a[href="/shop"]')!.text).toBe(
        "Alışverişe Devam Et",
      );

      // Above the stock: cut to it, said beside the line; below 1: refused, the cart unchanged.
      const tooMany = await b.submit(
        lineForm(cart, products.ARW102!.name),
        { quantity: "99" },
        button(lineForm(cart, products.ARW102!.name), "set"),
      );
      expect(tooMany.status).toBe(200);
      expect(tooMany.doc.querySelector("tr.cart-line .field-errors")!.text).toBe(
        "Miktar 25 adetten fazla olamaz.",
      );
      expect(lines(tooMany)[1]!.quantity).toBe("25");
      const tooFew = await b.submit(
        lineForm(cart, products.ARW102!.name),
        { quantity: "0" },
        button(lineForm(cart, products.ARW102!.name), "set"),
      );
      expect(tooFew.status).toBe(400);
      expect(tooFew.doc.querySelector("tr.cart-line .field-errors")!.text).toBe(
        "Miktar en az 1 olmalıdır.",
      );
      expect(lines(tooFew)[1]!.quantity).toBe("0");
      expect(cartCount(tooFew)).toBe(27);
      cart = await b.get("/cart");
      await b.submit(
        lineForm(cart, products.ARW102!.name),
        { quantity: "3" },
        button(lineForm(cart, products.ARW102!.name), "set"),
      );
      expect(cartCount(await b.get("/cart"))).toBe(5);
    });

    it("applies KOLYE50 to the necklaces only, and takes it off again", async () => {
      const b = await shopperWith(["ARW101", 2], ["ARW102", 3]);
      let cart = await b.get("/cart");
      const box = () => cart.doc.querySelector("form.coupon-box")!;
      const applied = await b.submit(box(), { code: "kolye50" }, button(box(), "applyCoupon"));
      expect(applied.status).toBe(303);
      cart = await b.get(applied.location);
      expect(toastText(cart)).toBe("Kupon uygulandı.");
      expect(cart.text).toContain("Kupon: KOLYE50 (Kolye İndirimi)");
      // 50 TL off the necklace (ARW101); the bracelet is at full price.
      expect(totals(cart)).toEqual({
        "Ara Toplam": "4.270 TL",
        "Kupon İndirimi": "−50 TL",
        Kargo: "0 TL",
        "KDV (%20)": "703,33 TL (dahil)",
        Toplam: "4.220 TL",
      });

      const off = await b.submit(box(), {}, button(box(), "removeCoupon"));
      cart = await b.get(off.location);
      expect(toastText(cart)).toBe("Kupon kaldırıldı.");
      expect(cart.doc.querySelector(".coupon-applied")).toBeNull();
      expect(totals(cart)["Toplam"]).toBe("4.270 TL");
    });

    it("tells a guest the same for every code it cannot use, keeping the code typed; a member why", async () => {
      const b = await shopperWith(["ARW101", 2], ["ARW102", 3]);
      const cart = await b.get("/cart");
      const box = cart.doc.querySelector("form.coupon-box")!;
      // Unknown, switched off, not started, ended, used up: nothing a guest could guess codes by.
      const cases: [string, string][] = [
        ["", "Kupon kodu girmeniz gerekiyor."],
        ["YOKBOYLE", "Bu kupon kodu geçerli değil."],
        ["KAPALI", "Bu kupon kodu geçerli değil."],
        ["YAKINDA", "Bu kupon kodu geçerli değil."],
        ["BITTI", "Bu kupon kodu geçerli değil."],
        ["TUKENDI", "Bu kupon kodu geçerli değil."],
      ];
      for (const [code, message] of cases) {
        const res = await b.submit(box, { code }, button(box, "applyCoupon"));
        expect(res.status, code).toBe(400);
        expect(res.doc.querySelector(".coupon-box .field-errors")!.text).toBe(message);
        expect(res.doc.querySelector("#coupon-code")!.getAttribute("value") ?? "").toBe(code);
        expect(totals(res)["Toplam"]).toBe("4.270 TL");
      }

      // A signed-in shopper is told why.
      const { member } = await newMember("Kupon");
      await member.submit(
        (await member.get(products.ARW104!.href)).doc.querySelector("form.add-to-cart")!,
        {},
      );
      const own = (await member.get("/cart")).doc.querySelector("form.coupon-box")!;
      for (const [code, message] of [
        ["YOKBOYLE", "Bu kupon kodu bulunamadı."],
        ["KAPALI", "Bu kupon aktif değil."],
        ["YAKINDA", "Bu kupon henüz geçerli değil."],
        ["BITTI", "Bu kuponun süresi doldu."],
        ["TUKENDI", "Bu kuponun kullanım hakkı kalmadı."],
      ]) {
        const res = await member.submit(own, { code: code! }, button(own, "applyCoupon"));
        expect(res.status, code).toBe(400);
        expect(res.doc.querySelector(".coupon-box .field-errors")!.text).toBe(message);
      }
    });

    it("applies HOSGELDIN10 to everything, in TL and in dollars", async () => {
      const b = await shopperWith(["ARW101", 2], ["ARW102", 3]);
      let cart = await b.get("/cart");
      const box = cart.doc.querySelector("form.coupon-box")!;
      cart = await b.get(
        (await b.submit(box, { code: "HOSGELDIN10" }, button(box, "applyCoupon"))).location,
      );
      expect(cart.text).toContain("Kupon: HOSGELDIN10 (Hoş Geldin İndirimi)");
      // 10 % of 4270 is 427; 3843 is a whole number already.
      expect(totals(cart)).toEqual({
        "Ara Toplam": "4.270 TL",
        "Kupon İndirimi": "−427 TL",
        Kargo: "0 TL",
        "KDV (%20)": "640,50 TL (dahil)",
        Toplam: "3.843 TL",
      });

      // In dollars: ceil(1250 / 32.5) = 39 and ceil(590 / 32.5) = 19; 10 % of 135 is 13.50.
      const usd = await b.get("/cart?currency=usd");
      expect(totals(usd)).toEqual({
        "Ara Toplam": "$135",
        "Kupon İndirimi": "−$13,50",
        Kargo: "$0",
        "KDV (%20)": "$20,33 (dahil)",
        Toplam: "$122",
      });
      expect(totals(await b.get("/en/cart"))).toMatchObject({
        "Coupon Discount": "−$13.50",
        "VAT (20%)": "$20.33 (included)",
        Total: "$122",
      });
    });

    it("removes from the product page's form and comes back to it", async () => {
      const s = shopper();
      const { href } = products.ARW104!;
      await s.submit((await s.get(href)).doc.querySelector("form.add-to-cart")!, { quantity: "1" });
      const page = await s.get(href);
      expect(cartCount(page)).toBe(1);
      const res = await s.submit(page.doc.querySelector("form.add-to-cart")!);
      expect(res.status).toBe(303);
      expect(res.location).toBe(href);
      const back = await s.get(href);
      expect(toastText(back)).toBe("Ürün sepetinizden çıkarıldı.");
      expect(cartCount(back)).toBe(0);
      expect(back.doc.querySelector("form.add-to-cart button")!.text.trim()).toBe("Sepete Ekle");
    });

    it("shows an empty cart with a way back to the shop", async () => {
      const page = await shopper().get("/cart");
      expect(page.text).toContain("Sepetiniz boş.");
      expect(page.doc.querySelector('main a[href="/shop"]')!.text).toBe("Alışverişe Devam Et");
      expect(page.doc.querySelector("tr.cart-line")).toBeNull();
      expect((await shopper().get("/en/cart")).text).toContain("Your cart is empty.");
    });

    it("joins a guest's cart to the member's at sign-in", async () => {
      const { member, email, password } = await newMember("Birlesen");
      await member.submit(
        (await member.get(products.ARW104!.href)).doc.querySelector("form.add-to-cart")!,
        {
          quantity: "1",
        },
      );
      const guest = shopper();
      await guest.submit(
        (await guest.get(products.ARW110!.href)).doc.querySelector("form.add-to-cart")!,
        {
          quantity: "2",
        },
      );
      expect(cartCount(await guest.get("/cart"))).toBe(2);
      const login = await guest.post("/login", { email, password });
      expect(login.status).toBe(302);
      const cart = await guest.get("/cart");
      expect(lines(cart).map((l) => [l.name, l.quantity])).toEqual([
        [products.ARW104!.name, "1"],
        [products.ARW110!.name, "2"],
      ]);
      // The member's other browser sees the same cart.
      expect(cartCount(await member.get("/cart"))).toBe(3);
    });

    it("counts every add when several arrive at once (two tabs, a double click)", async () => {
      const tabs = shopper();
      const { href, name } = products.ARW110!;
      const form = (await tabs.get(href)).doc.querySelector("form.add-to-cart")!;
      expect((await tabs.submit(form, { quantity: "1" })).status).toBe(303);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => tabs.submit(form, { quantity: "1" })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(303));
      const cart = await tabs.get("/cart");
      expect(lines(cart).map((l) => [l.name, l.quantity])).toEqual([[name, "7"]]);
      expect(cartCount(cart)).toBe(7);
    });
  });

  describe("the /api contract", () => {
    const api = (path: string, init?: RequestInit) =>
      getJson<Record<string, unknown>>(server.url, path, init);
    const cartOf = (id: string, query = "") =>
      getJson<ApiCart>(server.url, `/api/cart/${id}${query}`);
    /** A cart of the test's own with two ARW101 necklaces (2,500 TL), made over /api. */
    async function twoNecklaces(): Promise<string> {
      const made = await api(
        "/api/cart/add",
        json("POST", { products: [{ product: products.ARW101!.id, quantity: 2 }] }),
      );
      expect(made.status).toBe(200);
      return made.body.cartId as string;
    }

    it("makes a cart from a list of products and prices it itself", async () => {
      const made = await api(
        "/api/cart/add",
        json("POST", {
          products: [{ product: products.ARW101!.id, quantity: 2, price: 1, totalPrice: 2 }],
        }),
      );
      expect(made.status).toBe(200);
      expect(made.body.success).toBe(true);
      const cartId = made.body.cartId as string;
      expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
      const cart = await cartOf(cartId);
      expect(cart.status).toBe(200);
      expect(cart.body).toMatchObject({
        cartId,
        itemsInCart: [products.ARW101!.id],
        cartTotal: 2500,
        subtotal: 2500,
        discount: 0,
        total: 2500,
        tax: 416.67,
        vatRate: 20,
        currency: "try",
        coupon: null,
      });
      expect(cart.body.cartItems[0]).toMatchObject({
        _id: products.ARW101!.id,
        quantity: 2,
        unitPrice: 1250,
        totalPrice: 2500,
      });
      const usd = await cartOf(cartId, "?currency=usd");
      expect(usd.body).toMatchObject({ currency: "usd", total: 78 });
    });

    it("adds to a cart by id, as an id or as the original's item object, and removes", async () => {
      const cartId = await twoNecklaces();
      const asItem = await api(
        `/api/cart/add/${cartId}`,
        json("POST", {
          product: { product: products.ARW102!.id, quantity: 1, price: 0.01, totalPrice: 0.01 },
        }),
      );
      expect(asItem.status).toBe(200);
      expect(asItem.body).toEqual({ success: true });
      expect(
        (await api(`/api/cart/add/${cartId}`, json("POST", { product: products.ARW102!.id }))).body,
      ).toEqual({
        success: true,
      });
      let cart = await cartOf(cartId);
      expect(cart.body.itemsInCart).toEqual([products.ARW101!.id, products.ARW102!.id]);
      expect(cart.body.cartItems[1]).toMatchObject({ quantity: 2, totalPrice: 1180 });
      expect(cart.body.total).toBe(3680);

      const gone = await api(`/api/cart/delete/${cartId}/${products.ARW102!.id}`, {
        method: "DELETE",
      });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ success: true });
      cart = await cartOf(cartId);
      expect(cart.body.itemsInCart).toEqual([products.ARW101!.id]);
    });

    it("counts every add to a cart when several arrive at once", async () => {
      const made = await api(
        "/api/cart/add",
        json("POST", { products: [{ product: products.ARW104!.id, quantity: 1 }] }),
      );
      const id = made.body.cartId as string;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          api(`/api/cart/add/${id}`, json("POST", { product: products.ARW104!.id, quantity: 2 })),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      const cart = await cartOf(id);
      expect(cart.body.cartItems.map((l) => [l._id, l.quantity])).toEqual([
        [products.ARW104!.id, 13],
      ]);
    });

    it("refuses more than the stock and bad input with 400, unknown carts and products with 404", async () => {
      const cartId = await twoNecklaces();
      const over = await api(
        `/api/cart/add/${cartId}`,
        json("POST", { product: products.ARW105!.id, quantity: 7 }),
      );
      expect(over.status).toBe(400);
      expect(over.body.error).toBe("quantity: Quantity may not be greater than 6.");
      const overList = await api(
        "/api/cart/add",
        json("POST", {
          products: [
            { product: products.ARW101!.id, quantity: 1 },
            { product: products.ARW105!.id, quantity: 99 },
          ],
        }),
      );
      expect(overList.status).toBe(400);
      expect(overList.body.error).toBe("products.1.quantity: Quantity may not be greater than 6.");
      // Nothing of a refused call is kept.
      expect((await cartOf(cartId)).body.itemsInCart).toEqual([products.ARW101!.id]);

      const bad: [string, unknown, string][] = [
        ["/api/cart/add", {}, "products"],
        [
          "/api/cart/add",
          { products: [{ product: products.ARW101!.id, quantity: 0 }] },
          "products.0.quantity: Quantity must be at least 1.",
        ],
        ["/api/cart/add", { products: [{ product: "abc", quantity: 1 }] }, "products.0.product"],
        [`/api/cart/add/${cartId}`, { quantity: 1 }, "product"],
        [`/api/cart/add/${cartId}`, { product: products.ARW101!.id, quantity: "many" }, "quantity"],
        [`/api/cart/coupon/${cartId}`, {}, "code"],
      ];
      for (const [path, body, field] of bad) {
        const res = await api(path, json("POST", body));
        expect(res.status, path).toBe(400);
        expect(res.body.error as string, JSON.stringify(body)).toContain(field);
      }
      const notJson = await api("/api/cart/add", {
        method: "POST",
        body: "products",
        headers: { "content-type": "application/json" },
      });
      expect(notJson.status).toBe(400);
      const soldOut = await api(
        `/api/cart/add/${cartId}`,
        json("POST", { product: products.ARW109!.id }),
      );
      expect(soldOut.status).toBe(400);
      expect(soldOut.body.error).toBe("product: This product is sold out.");

      const missing: [string, RequestInit | undefined][] = [
        [`/api/cart/${MISSING}`, undefined],
        [`/api/cart/add/${MISSING}`, json("POST", { product: products.ARW101!.id })],
        [`/api/cart/delete/${MISSING}/${products.ARW101!.id}`, { method: "DELETE" }],
        [`/api/cart/coupon/${MISSING}`, json("POST", { code: "HOSGELDIN10" })],
        [`/api/cart/add/${cartId}`, json("POST", { product: MISSING })],
        ["/api/cart/add", json("POST", { products: [{ product: MISSING, quantity: 1 }] })],
      ];
      for (const [path, init] of missing) {
        const res = await api(path, init);
        expect(res.status, path).toBe(404);
        expect(typeof res.body.error).toBe("string");
      }
      expect((await api("/api/cart/not-an-id")).status).toBe(400);
    });

    it("fetches a coupon only when it can be used now, and puts one on a cart", async () => {
      const cartId = await twoNecklaces();
      const coupon = await api("/api/coupon/fetch/HOSGELDIN10");
      expect(coupon.status).toBe(200);
      expect(coupon.body.coupon).toMatchObject({ code: "HOSGELDIN10", dtype: "P", amount: 10 });
      expect((coupon.body.coupon as { _id: string })._id).toMatch(/^[0-9a-f-]{36}$/);
      // A caller without a session is told the same for every code it cannot use.
      for (const code of ["YOKBOYLE", "KAPALI", "YAKINDA", "BITTI", "TUKENDI"]) {
        const res = await api(`/api/coupon/fetch/${code}`);
        expect(res.status, code).toBe(404);
        expect(res.body.error).toBe("This coupon code is not valid.");
      }

      const put = await api(`/api/cart/coupon/${cartId}`, json("POST", { code: "kolye50" }));
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({
        success: true,
        coupon: { code: "KOLYE50", dtype: "A", amount: 50 },
      });
      let cart = await cartOf(cartId);
      // 50 TL off the two necklaces' 2500.
      expect(cart.body).toMatchObject({
        discount: 50,
        total: 2450,
        tax: 408.33,
        coupon: { code: "KOLYE50" },
      });
      const refused = await api(`/api/cart/coupon/${cartId}`, json("POST", { code: "BITTI" }));
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe("code: This coupon code is not valid.");
      const off = await api(`/api/cart/coupon/${cartId}`, { method: "DELETE" });
      expect(off.body).toEqual({ success: true });
      cart = await cartOf(cartId);
      expect(cart.body).toMatchObject({ discount: 0, total: 2500, coupon: null });
    });

    it("adds to the member's own cart when the caller is signed in", async () => {
      const { member, email, password } = await newMember("Api");
      const login = await api("/api/auth/login", json("POST", { email, password }));
      const auth = { authorization: `Bearer ${login.body.token as string}` };
      const made = await api(
        "/api/cart/add",
        json("POST", { products: [{ product: products.ARW102!.id, quantity: 1 }] }, auth),
      );
      expect(made.status).toBe(200);
      const again = await api(
        "/api/cart/add",
        json("POST", { products: [{ product: products.ARW102!.id, quantity: 1 }] }, auth),
      );
      expect(again.body.cartId).toBe(made.body.cartId);
      // The member's browser, signed in before, sees the same cart.
      const cart = await member.get("/cart");
      expect(lines(cart).find((l) => l.name === products.ARW102!.name)?.quantity).toBe("2");
    });
  });

  it("takes a coupon that stopped applying off the cart and says so", async () => {
    const b = shopper();
    await b.submit((await b.get(products.ARW104!.href)).doc.querySelector("form.add-to-cart")!, {
      quantity: "1",
    });
    let cart = await b.get("/cart");
    const box = cart.doc.querySelector("form.coupon-box")!;
    cart = await b.get(
      (await b.submit(box, { code: "SONGUN" }, button(box, "applyCoupon"))).location,
    );
    expect(totals(cart)).toMatchObject({ "Kupon İndirimi": "−90 TL", Toplam: "360 TL" });

    // The shop switches the coupon off while it is in the cart.
    await server.stop();
    const { db, close } = await openDatabase(database.url);
    await db.update(coupons).set({ isActive: false }).where(eq(coupons.code, "SONGUN"));
    await close();
    server = await startServer(kind, { DATABASE_URL: database.url });
    servers.push(server);
    b.base = server.url;

    const res = await b.get("/cart");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/cart");
    cart = await b.get("/cart");
    expect(toastText(cart)).toBe("Kupon artık geçerli değil ve sepetinizden kaldırıldı.");
    expect(cart.doc.querySelector(".coupon-applied")).toBeNull();
    expect(totals(cart)).toEqual({
      "Ara Toplam": "450 TL",
      Kargo: "0 TL",
      "KDV (%20)": "75 TL (dahil)",
      Toplam: "450 TL",
    });
  });
});
