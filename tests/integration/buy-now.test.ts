import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noticeText } from "~/lib/cart-notice";
import { messages } from "~/locales";
import { getJson } from "../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { Browser } from "../helpers/browser";

interface Product {
  _id: string;
  slug: string;
  name: string;
  inventory: number;
}

const MEMBER = { email: "member@demo.shop", password: "member123!" };
const ADMIN = { email: "admin@demo.shop", password: "admin123!" };
const BUY_NOW_PAYMENT = /^\/payment\?buy=[0-9a-f-]{36}$/;

/**
 * 'Hemen Al' without JavaScript (spec 000 §6, decision 044): a signed-in shopper buys one product
 * alone, to their default address, under the cart's rules, and keeps the cart they had.
 */
describe.each(DB_KINDS)("buy now on %s", (kind) => {
  let server: TestServer;
  let products: Product[] = [];

  const stockOf = async (slug: string) =>
    (await getJson<{ product: { inventory: number } }>(server.url, `/api/product/item/${slug}`))
      .body.product.inventory;

  async function signIn(account: { email: string; password: string }) {
    const browser = new Browser(server.url);
    expect((await browser.post("/login", account)).status).toBe(302);
    return browser;
  }

  const buyNow = (browser: Browser, product: Product, quantity?: string) =>
    browser.post("/buy-now", {
      intent: "add",
      product: product._id,
      ...(quantity === undefined ? {} : { quantity }),
      redirectTo: `/product/${product.slug}`,
    });

  beforeAll(async () => {
    server = await sharedServer(kind);
    const list = await getJson<{ products: Product[] }>(server.url, "/api/product?limit=50");
    products = list.body.products;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("places an order for the product alone and leaves the member's cart and coupon", async () => {
    const [kept, bought] = products.filter((p) => p.inventory >= 3).slice(-2);
    const member = await signIn(MEMBER);
    await member.post("/cart", { intent: "add", product: kept._id, quantity: "1" });
    await member.post("/cart", { intent: "applyCoupon", code: "HOSGELDIN10" });
    const stockBefore = await stockOf(bought.slug);

    // The product page offers it to a signed-in shopper, in the add-to-cart form.
    const productPage = await member.get(`/product/${bought.slug}`);
    const button = productPage.doc.querySelector("form.add-to-cart button[formaction]");
    expect(button?.text).toBe("Hemen Al");
    expect(button?.getAttribute("formaction")).toBe("/buy-now");

    const started = await buyNow(member, bought, "2");
    expect(started.status).toBe(303);
    expect(started.location).toMatch(BUY_NOW_PAYMENT);
    const payment = await member.get(started.location);
    expect(payment.status).toBe(200);
    expect(payment.text).toContain("Yalnızca bu ürünü satın alıyorsunuz");
    // The member's default address (demo seed), the bought product twice, the cart's coupon.
    expect(payment.doc.querySelector(".delivery-to")?.text).toContain("Moda Caddesi No: 12");
    const summary = payment.doc.querySelector(".checkout-summary")!.text;
    expect(summary).toContain(bought.name);
    expect(summary).not.toContain(kept.name);
    expect(summary).toContain("HOSGELDIN10");
    // Nothing is held before the order is placed.
    expect(await stockOf(bought.slug)).toBe(stockBefore);

    const total = payment.doc.querySelector('input[name="total"]')!.getAttribute("value")!;
    const placed = await member.post(started.location, {
      intent: "transfer",
      total,
      contract: "on",
    });
    expect(placed.status).toBe(302);
    const orderId = /\/order\/pre\/success\/([0-9a-f-]{36})$/.exec(placed.location)![1];
    expect(await stockOf(bought.slug)).toBe(stockBefore - 2);

    const order = await getJson<{
      order: { total: number; products: { name: string; quantity: number }[] };
    }>(server.url, `/api/order/${orderId}`, { headers: { cookie: member.cookie } });
    expect(order.body.order.products.map((p) => [p.name, p.quantity])).toEqual([[bought.name, 2]]);
    expect(order.body.order.total).toBe(Number(total));

    // The cart the member had: the same line, the same coupon, counted in the header.
    const cart = await member.get("/cart");
    const lines = cart.doc.querySelectorAll(".cart-line");
    expect(lines.map((l) => l.querySelector(".cart-line-product")!.text.trim())).toEqual([
      expect.stringContaining(kept.name),
    ]);
    expect(cart.doc.querySelector(".coupon-applied")?.text).toContain("HOSGELDIN10");

    // The bought cart is spent: its payment page goes back to the cart.
    expect((await member.get(started.location)).location).toBe("/cart");
  });

  it("cuts the quantity to the stock and says so, and sends a sold-out product back", async () => {
    const product = products.filter((p) => p.inventory >= 2)[0]!;
    const member = await signIn(MEMBER);
    const stock = await stockOf(product.slug);

    const cut = await buyNow(member, product, "9999");
    expect(cut.location).toMatch(/^\/payment\?buy=[0-9a-f-]{36}&cartNotice=max-\d+$/);
    const payment = await member.get(cut.location);
    expect(payment.doc.querySelector(".cart-notice")?.text).toBe(
      noticeText(messages.tr.cart, { kind: "max", n: stock }),
    );
    expect(payment.doc.querySelector(".checkout-summary")?.text).toContain(`${stock} adet`);

    const below = await buyNow(member, product, "0");
    expect(below.location).toBe(`/product/${product.slug}?cartNotice=min`);

    const soldOut = products.find((p) => p.inventory <= 0)!;
    const refused = await buyNow(member, soldOut, "1");
    expect(refused.location).toBe(`/product/${soldOut.slug}?cartNotice=soldOut`);
    const back = await member.get(refused.location);
    expect(back.doc.querySelector(".cart-notice")?.text).toBe("Bu ürün tükendi.");
  });

  it("asks a guest to sign in and never shows one member another's purchase", async () => {
    const product = products.filter((p) => p.inventory >= 2)[1]!;
    const guest = new Browser(server.url);
    const productPage = await guest.get(`/product/${product.slug}`);
    expect(productPage.doc.querySelector("form.add-to-cart button[formaction]")).toBeNull();
    const asked = await buyNow(guest, product, "1");
    expect(asked.location).toBe(`/login?redirectTo=%2Fproduct%2F${product.slug}`);

    const member = await signIn(MEMBER);
    const theirs = (await buyNow(member, product)).location;
    expect(theirs).toMatch(BUY_NOW_PAYMENT);
    const admin = await signIn(ADMIN);
    const opened = await admin.get(theirs);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/cart");
    const posted = await admin.post(theirs, { intent: "transfer", contract: "on" });
    expect(posted.location).toBe("/cart");
  });
});
