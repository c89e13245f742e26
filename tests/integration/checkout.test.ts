import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { mailOutbox, orders, products } from "../../db/schema";
import { CARD_HOLD_MS, INCOMPLETE, PAYMENT_NOT_CHOSEN } from "~/lib/orders";
import { releaseExpiredCardOrders } from "~/models/order.server";
import { atDatabase } from "../helpers/database";
import { getJson, getPage, type Page } from "../helpers/http";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { Browser } from "../helpers/browser";
import { CARD_OK, payOnCardPage, postCallback } from "../helpers/card-payment";

/** A product with enough stock for the test, different for each caller. */
interface Product {
  id: string;
  slug: string;
  name: string;
}

const DELIVERY = {
  firstName: "Zeynep",
  lastName: "Demir",
  phone: "0532 123 45 67",
  country: "Türkiye",
  city: "izmir",
  district: "Karşıyaka",
  addressType: "home",
  zipCode: "35540",
  address: "Cemal Gürsel Cad. No: 10 D: 4",
};

const CARD_NO_FUNDS = "4111111111111129";

describe.each(DB_KINDS)("checkout on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let server: TestServer;
  let smtp: TestSmtp;
  let pool: Product[] = [];

  const stockOf = async (slug: string) =>
    (await getJson<{ product: { inventory: number } }>(server.url, `/api/product/item/${slug}`))
      .body.product.inventory;
  const nextProduct = () => {
    const p = pool.shift();
    if (!p) throw new Error("no product left with stock");
    return p;
  };

  /** Puts a product in the browser's cart with the product page's own form. */
  async function addToCart(browser: Browser, product: Product, quantity: number) {
    const page = await browser.get(`/product/${product.slug}`);
    const form = page.doc.querySelector("form.add-to-cart");
    expect(form?.getAttribute("action")).toBe("/cart");
    const added = await browser.post("/cart", {
      intent: "add",
      product: form!.querySelector('input[name="product"]')!.getAttribute("value")!,
      quantity: String(quantity),
    });
    expect([302, 303]).toContain(added.status);
  }

  async function signIn(email: string, password: string) {
    const browser = new Browser(server.url);
    const res = await browser.post("/login", { email, password });
    expect(res.status).toBe(302);
    return browser;
  }

  /** A member registered over /api (its Bearer token), also signed in as a browser. */
  async function newMember(email: string, firstName: string, lastName: string) {
    const password = `${firstName.toLowerCase()}-sifre-1`;
    const registered = await getJson<{ token: string }>(server.url, "/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, firstName, lastName }),
    });
    expect(registered.status).toBe(201);
    return { member: await signIn(email, password), token: registered.body.token };
  }

  /** POST /api/cart/add of one line, as a guest or with `headers` (a Bearer token): its cart. */
  async function apiCart(product: Product, quantity: number, headers: HeadersInit = {}) {
    const add = await getJson<{ cartId: string }>(server.url, "/api/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ products: [{ product: product.id, quantity }] }),
    });
    expect(add.status).toBe(200);
    return add.body.cartId;
  }

  /** POST /api/order/add, as a guest or with `headers` (a Bearer token). */
  const apiOrder = (body: Record<string, unknown>, headers: HeadersInit = {}) =>
    getJson<{
      error?: string;
      total?: number;
      success?: boolean;
      message?: string;
      order?: { _id: string; total: number; currency: string; status: string };
    }>(server.url, "/api/order/add", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  /** /payment's shown total (the hidden field the form sends back). */
  function shownTotal(page: Page): string {
    return page.doc.querySelector('input[name="total"]')!.getAttribute("value")!;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    // A database of the test's own, which the test reads (atDatabase).
    database = await ownDatabase(kind);
    server = await startServer(kind, { SMTP_URL: smtp.url, DATABASE_URL: database.url });
    const list = await getJson<{
      products: { _id: string; slug: string; name: string; inventory: number }[];
    }>(server.url, "/api/product?limit=50");
    pool = list.body.products
      .filter((p) => p.inventory >= 3)
      .map((p) => ({ id: p._id, slug: p.slug, name: p.name }));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.stop();
  });

  it("takes a guest from the product page to a bank-transfer order without JavaScript", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const guest = new Browser(server.url);
    const email = `guest.${kind}@example.com`;

    expect((await guest.get("/checkout")).location).toBe("/cart");
    await addToCart(guest, product, 2);

    const checkout = await guest.get("/checkout");
    expect(checkout.status).toBe(302);
    expect(checkout.location).toBe("/login?checkout=1&redirectTo=/payment");
    const login = await guest.get(checkout.location);
    expect(login.text).toContain("Ödemeye geçmek için lütfen giriş yapın");
    // Going on without an account first, above the sign-in form; no error toast.
    const first = login.doc.querySelector('main a[href="/delivery"], main form');
    expect(first?.text).toBe("ÜYE OLMADAN DEVAM ET");
    expect(login.doc.querySelector(".toast-error")).toBeNull();
    // A guest has no address yet: /payment sends them to the form.
    expect((await guest.get("/payment")).location).toBe("/delivery");

    const delivery = await guest.get("/delivery");
    expect(delivery.status).toBe(200);
    expect(delivery.headers.get("cache-control")).toContain("no-store");
    expect(delivery.doc.querySelector("h1")?.text).toBe("Teslimat Adresi");
    expect(delivery.doc.querySelector(".checkout-summary")?.text).toContain(product.name);
    // No captcha configured here: no word of Google's terms (security.test.ts has the other case).
    expect(delivery.text).not.toContain("reCAPTCHA");
    expect(delivery.doc.querySelectorAll('select[name="country"] option').length).toBeGreaterThan(
      5,
    );

    const refused = await guest.post("/delivery", {
      ...DELIVERY,
      firstName: "",
      phone: "12345",
      email: "not-an-email",
      city: "Atlantis",
      zipCode: "355",
      address: "",
    });
    expect(refused.status).toBe(400);
    for (const message of [
      "Ad gerekli.",
      "Geçerli bir cep telefonu numarası girin",
      "E-posta hatalı.",
      "Posta kodu 5 rakamdan oluşmalıdır.",
      "Adres gerekli.",
    ])
      expect(refused.text).toContain(message);
    // In Türkiye the province comes from the list of 81.
    const province = await guest.post("/delivery", { ...DELIVERY, email, city: "Atlantis" });
    expect(province.status).toBe(400);
    expect(province.text).toContain("Listeden Türkiye'deki bir il seçin.");
    // What was typed is kept.
    expect(refused.doc.querySelector('input[name="lastName"]')?.getAttribute("value")).toBe(
      "Demir",
    );

    const saved = await guest.post("/delivery", { ...DELIVERY, email });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/payment");
    const again = await guest.get("/delivery");
    expect(again.doc.querySelector('input[name="city"]')?.getAttribute("value")).toBe("İzmir");
    expect(again.doc.querySelector('input[name="phone"]')?.getAttribute("value")).toBe(
      "+905321234567",
    );

    const payment = await guest.get("/payment");
    expect(payment.status).toBe(200);
    expect(payment.doc.querySelector("h1")?.text).toBe("Ödeme Yöntemleri");
    expect(payment.text).toContain("MESAFELİ SATIŞ SÖZLEŞMESİ");
    expect(payment.text).toContain("Ön Bilgilendirme Formu");
    expect(payment.text).toContain(
      "Cemal Gürsel Cad. No: 10 D: 4, Karşıyaka / İzmir 35540, Türkiye",
    );
    const ibans = payment.doc.querySelectorAll(".bank-accounts .iban").map((el) => el.text);
    expect(ibans).toHaveLength(3);
    const buttons = payment.doc
      .querySelectorAll('button[name="intent"]')
      .map((b) => b.getAttribute("value"));
    expect(buttons).toEqual(["card", "transfer"]);
    const total = shownTotal(payment);

    const noContract = await guest.post("/payment", { intent: "transfer", total });
    expect(noContract.status).toBe(400);
    expect(noContract.text).toContain(
      "Siparişi vermek için Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni kabul etmelisiniz.",
    );
    expect(await stockOf(product.slug)).toBe(before);

    // A total that is not the cart's any more (a price changed meanwhile) is shown, not charged.
    const stale = await guest.post("/payment", { intent: "transfer", total: "1", contract: "on" });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain(
      `Sepetinizin toplamı değişti; yeni toplam ${Number(total).toLocaleString("tr-TR")} TL.`,
    );
    expect(await stockOf(product.slug)).toBe(before);

    const placed = await guest.post("/payment", { intent: "transfer", total, contract: "on" });
    expect(placed.status).toBe(302);
    const id = /^\/order\/pre\/success\/([0-9a-f-]{36})$/.exec(placed.location)?.[1];
    expect(id).toBeTruthy();
    const number = id!.slice(-7);

    const result = await guest.get(placed.location);
    expect(result.status).toBe(200);
    expect(result.doc.querySelector("h1")?.text).toBe("Siparişiniz alındı");
    expect(result.doc.querySelector(".order-number")?.text).toBe(number);
    expect(result.text).toContain(`Havale açıklamasına sipariş numaranızı yazın: ${number}`);
    expect(result.doc.querySelectorAll(".bank-accounts .iban").map((el) => el.text)).toEqual(ibans);
    expect(result.text).toContain(`${Number(total).toLocaleString("tr-TR")} TL`);
    // Another browser does not see it.
    const stranger = await new Browser(server.url).get(placed.location);
    expect(stranger.status).toBe(404);
    expect(stranger.text).toContain("Sipariş bulunmadı.");

    expect(await stockOf(product.slug)).toBe(before - 2);
    // The cart is empty now: checkout goes back to it.
    expect((await guest.get("/payment")).location).toBe("/cart");

    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === `Siparişiniz alındı (No: ${number})`,
    );
    expect(mail.text).toContain("Merhaba Zeynep Demir,");
    expect(mail.text).toContain(`2 × ${product.name}`);
    expect(mail.text).toContain(ibans[0]);
    const link = new RegExp(`${server.url}/order/${id}\\?key=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(mail.html).toContain(`href="${link}"`);
    const opened = await getPage(link!, "");
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(number);
    expect(opened.text).toContain(product.name);
  });

  it("tells a shopper who lost the last piece while paying which product sold out, and keeps the rest", async () => {
    const [gone, kept] = [nextProduct(), nextProduct()];
    const guest = new Browser(server.url);
    await addToCart(guest, gone, 1);
    await addToCart(guest, kept, 1);
    expect(
      (await guest.post("/delivery", { ...DELIVERY, email: `late.${kind}@example.com` })).status,
    ).toBe(302);
    const payment = await guest.get("/payment");
    expect(payment.status).toBe(200);

    // Meanwhile someone else buys every piece left of the first product.
    const stock = await stockOf(gone.slug);
    const other = await getJson<{ cartId: string }>(server.url, "/api/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: [{ product: gone.id, quantity: stock }] }),
    });
    const total = (await getJson<{ total: number }>(server.url, `/api/cart/${other.body.cartId}`))
      .body.total;
    const bought = await getJson(server.url, "/api/order/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        cartId: other.body.cartId,
        total,
        payment: "Havale",
        address: { ...DELIVERY, email: `fast.${kind}@example.com` },
      }),
    });
    expect(bought.status).toBe(201);

    const late = await guest.post("/payment", {
      intent: "transfer",
      total: shownTotal(payment),
      contract: "on",
    });
    expect(late.location).toBe("/cart");
    const cart = await guest.follow(late);
    expect(cart.text).not.toContain("Sepetiniz boş.");
    const notice = cart.doc.querySelector(".cart-sold-out")!;
    expect(notice.querySelector("h2")?.text).toBe("Tükenen ürünler");
    expect(notice.querySelector("li a")?.text).toBe(gone.name);
    expect(cart.doc.querySelector(".cart-lines")?.text).toContain(kept.name);
    // Payment waits until the sold-out line has left the cart; the rest is untouched.
    expect(cart.doc.querySelector('.cart-actions a[href="/checkout"]')).toBeNull();
    const removed = await guest.post("/cart", { intent: "remove", product: gone.id });
    const after = await guest.follow(removed);
    expect(after.doc.querySelector(".cart-sold-out")).toBeNull();
    expect(after.doc.querySelector(".cart-lines")?.text).toContain(kept.name);
    expect(after.doc.querySelector('.cart-actions a[href="/checkout"]')).not.toBeNull();
    expect((await guest.get("/payment")).status).toBe(200);
  });

  it("lets a member with a coupon pay by card on iyzico's page, once", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const member = await signIn("member@demo.shop", "member123!");
    await addToCart(member, product, 1);
    const coupon = await member.post("/cart", { intent: "applyCoupon", code: "HOSGELDIN10" });
    expect([302, 303]).toContain(coupon.status);

    const checkout = await member.get("/checkout");
    expect(checkout.location).toBe("/payment");
    // Members are not asked for an address: their default one is used.
    expect((await member.get("/delivery")).location).toBe("/payment");
    const payment = await member.get("/payment");
    expect(payment.status).toBe(200);
    expect(payment.text).toContain(
      "Moda Caddesi No: 12 Daire: 3, Kadıköy / İstanbul 34710, Türkiye",
    );
    expect(payment.doc.querySelector(".checkout-summary")?.text).toContain("HOSGELDIN10");
    // 10 % off: the total paid is the discounted one.
    const amounts = payment.doc
      .querySelectorAll(".checkout-totals dd")
      .map((dd) => Number(dd.text.replace(/[^\d,]/g, "").replace(",", ".")));
    const [subtotal, discount] = amounts;
    expect(discount).toBeCloseTo(subtotal! * 0.1, 1);
    const total = Number(shownTotal(payment));
    expect(total).toBe(Math.ceil(subtotal! - discount!));

    const started = await member.post("/payment", {
      intent: "card",
      total: String(total),
      contract: "on",
    });
    expect(started.status).toBe(302);
    expect(started.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/[\w-]+$/);
    // The stock is held while the shopper pays.
    expect(await stockOf(product.slug)).toBe(before - 1);

    const { callback, token } = await payOnCardPage(member, started.location, CARD_OK);
    expect(callback).toBe(`${server.url}/api/order/success`);
    const paid = await postCallback(callback, token);
    expect(paid.status).toBe(303);
    const location = paid.headers.get("location")!;
    const id = /^\/order\/success\/([0-9a-f-]{36})$/.exec(location)?.[1];
    expect(id).toBeTruthy();

    const thanks = await member.get(location);
    expect(thanks.status).toBe(200);
    expect(thanks.doc.querySelector("h1")?.text).toBe("Teşekkür ederiz!");
    expect(thanks.doc.querySelector(".order-number")?.text).toBe(id!.slice(-7));
    expect(thanks.doc.querySelector(`main a[href="/order/${id}"]`)).toBeTruthy();

    const api = await getJson<{
      order: { payment: string; total: number; status: string; currency: string };
    }>(server.url, `/api/order/${id}`, { headers: { cookie: member.cookie } });
    expect(api.body.order).toMatchObject({
      payment: "Kredi Kartı",
      total,
      status: "Not Processed",
      currency: "TRY",
    });
    expect((await member.get("/payment")).location).toBe("/cart");
    expect(await stockOf(product.slug)).toBe(before - 1);

    const subject = `Siparişiniz alındı (No: ${id!.slice(-7)})`;
    await smtp.waitFor((m) => m.to.includes("member@demo.shop") && m.subject === subject);

    // iyzico (or anyone) posting the same token again changes nothing and mails nobody.
    const replay = await postCallback(callback, token);
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toBe(location);
    const slash = await postCallback(`${callback}/`, token);
    expect(slash.status).toBe(303);
    expect(slash.headers.get("location")).toBe(location);
    expect(await stockOf(product.slug)).toBe(before - 1);

    const forged = await postCallback(callback, "00000000-forged-token");
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/order/failure");
    const failurePage = await getPage(server.url, "/order/failure");
    expect(failurePage.text).toContain("Siparişiniz başarısız oldu");
    expect(failurePage.text).toContain("Sipariş ödemesi tamamlanmadı.");
    expect(failurePage.doc.querySelector('main a[href="/cart"]')?.text).toBe("Tekrar dene");

    const get = await fetch(`${server.url}/api/order/success`, { redirect: "manual" });
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/cart");

    // One confirmation in the outbox (written with the paid transition, so all there will be),
    // taken for delivery once: the replays mailed nobody.
    const outbox = await atDatabase(server, (db) =>
      db
        .select({ to: mailOutbox.to, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, subject)),
    );
    server = outbox.server;
    expect(outbox.value).toEqual([{ to: "member@demo.shop", attempts: 1 }]);
  });

  it("gives the stock back when the card is refused", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const member = await signIn("member@demo.shop", "member123!");
    await addToCart(member, product, 2);
    const payment = await member.get("/en/payment");
    expect(payment.doc.querySelector("h1")?.text).toBe("Payment Methods");
    const started = await member.post("/en/payment", {
      intent: "card",
      total: shownTotal(payment),
      contract: "on",
    });
    expect(started.status).toBe(302);
    expect(await stockOf(product.slug)).toBe(before - 2);
    const { callback, token } = await payOnCardPage(member, started.location, CARD_NO_FUNDS);
    const failed = await postCallback(callback, token);
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe("/en/order/failure");
    const page = await member.get("/en/order/failure");
    expect(page.text).toContain("The order payment was not completed.");
    expect(await stockOf(product.slug)).toBe(before);
    // The cart keeps its lines for another try.
    expect((await member.get("/en/payment")).status).toBe(200);
    // Empty it for the next test.
    await member.post("/cart", { intent: "remove", product: product.id });
  });

  it("refuses an /api order whose total differs, and places it at the server's total", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const cartId = await apiCart(product, 1);
    const order = apiOrder;
    const address = { ...DELIVERY, email: `api.${kind}@example.com` };

    const wrong = await order({ cartId, total: 1, payment: "Havale", address });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatch(/total has changed/);
    expect(wrong.body.total).toBeGreaterThan(1);
    expect(await stockOf(product.slug)).toBe(before);

    const noAddress = await order({ cartId, total: wrong.body.total, payment: "Havale" });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error).toMatch(/^address\./);

    // A total that is no amount is refused as such, not read as some number and compared.
    for (const total of [true, [], [wrong.body.total], " ", "0x10", { amount: 1 }]) {
      const odd = await order({ cartId, total, payment: "Havale", address });
      expect(odd.status, JSON.stringify(total)).toBe(400);
      expect(odd.body.error, JSON.stringify(total)).toBe("total: Total must be a number.");
    }
    expect(await stockOf(product.slug)).toBe(before);

    const right = await order({ cartId, total: wrong.body.total, payment: "Havale", address });
    expect(right.status).toBe(201);
    expect(right.body).toMatchObject({ success: true, order: { total: wrong.body.total } });
    expect(await stockOf(product.slug)).toBe(before - 1);
  });

  it("sends a member without an address to add one, on the page and over /api alike", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const email = `no.address.${kind}@example.com`;
    const { member, token } = await newMember(email, "Deniz", "Adressiz");
    await addToCart(member, product, 1);
    // An address in the body is a guest's: a member's order goes to their account's.
    const order = (body: Record<string, unknown>) =>
      apiOrder(
        { payment: "Havale", address: DELIVERY, ...body },
        { authorization: `Bearer ${token}` },
      );

    expect((await member.get("/payment")).location).toBe("/dashboard/address/add");
    const refused = await order({});
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("address: Add a delivery address to your account first.");
    expect(await stockOf(product.slug)).toBe(before);

    const home = {
      address: "Atatürk Cad. No: 12 D: 3",
      city: "İzmir",
      state: "Bornova",
      country: "Türkiye",
      zipCode: "35040",
      isDefault: "on",
    };
    expect((await member.post("/dashboard/address/add", home)).status).toBe(302);
    const payment = await member.get("/payment");
    expect(payment.status).toBe(200);
    expect(payment.text).toContain("Atatürk Cad. No: 12 D: 3");
    const placed = await order({});
    expect(placed.status).toBe(201);
    const read = await getJson<{ order: { address: Record<string, string> } }>(
      server.url,
      `/api/order/${placed.body.order!._id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(read.body.order.address).toMatchObject({
      firstName: "Deniz",
      lastName: "Adressiz",
      email,
      address: home.address,
      city: home.city,
      district: home.state,
      zipCode: home.zipCode,
    });
    expect(await stockOf(product.slug)).toBe(before - 1);
  });

  it("lets a guest pay by card over /api; the callback's key opens the order", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const add = await getJson<{ cartId: string }>(server.url, "/api/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: [{ product: product.id, quantity: 1 }] }),
    });
    const cartId = add.body.cartId;
    const email = `api.card.${kind}@example.com`;
    const placed = await getJson<{
      order: { _id: string; status: string; total: number };
      checkoutFormContent: string;
      token: string;
      paymentPageUrl: string;
    }>(server.url, "/api/order/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        cartId,
        payment: "Kredi Kartı",
        lang: "en",
        // The original clients' field names.
        address: {
          firstname: "Ada",
          lastname: "Lovelace",
          phone: "+44 20 7946 0958",
          email,
          country: "United Kingdom",
          region: "Greater London",
          province: "Camden",
          type: "work",
          zip: "12345",
          address: "12 Example Street",
        },
      }),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.status).toBe("İşlem Tamamlanmadı");
    expect(placed.body.checkoutFormContent).toMatch(
      /^<script type="text\/javascript">if \(typeof iyziInit == 'undefined'\)/,
    );
    expect(await stockOf(product.slug)).toBe(before - 1);

    // A new form for the same order: the first one still counts (iyzico would still take it).
    const check = (body: Record<string, unknown>) =>
      getJson<{ token?: string; paymentPageUrl?: string; error?: string }>(
        server.url,
        "/api/order/check",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        },
      );
    expect((await check({ orderId: placed.body.order._id })).status).toBe(404);
    const again = await check({ orderId: placed.body.order._id, cartId, lang: "en" });
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(placed.body.token);

    // The shopper pays on the first form: the order is theirs, paid once.
    const browser = new Browser(server.url);
    const { callback, token } = await payOnCardPage(browser, placed.body.paymentPageUrl, CARD_OK);
    const paid = await postCallback(callback, token);
    expect(paid.status).toBe(303);
    const location = paid.headers.get("location")!;
    const id = placed.body.order._id;
    expect(location).toMatch(new RegExp(`^/en/order/success/${id}\\?key=[A-Za-z0-9_-]+$`));
    // No cookie at all: the key alone opens the page, and its link to the order keeps it.
    const thanks = await new Browser(server.url).get(location);
    expect(thanks.status).toBe(200);
    expect(thanks.doc.querySelector("h1")?.text).toBe("Thank you!");
    expect(thanks.headers.get("cache-control")).toContain("no-store");
    expect(thanks.headers.get("referrer-policy")).toBe("same-origin");
    const orderLink = thanks.doc.querySelector('main a[href^="/en/order/"]')!.getAttribute("href")!;
    expect(orderLink).toBe(`/en/order/${id}?${location.split("?")[1]}`);
    expect((await new Browser(server.url).get(orderLink)).status).toBe(200);
    expect((await new Browser(server.url).get(`/en/order/success/${id}`)).status).toBe(404);

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(`Your order has been received (No: ${id.slice(-7)})`);
    // The e-mailed key is the one the page was opened with.
    expect(mail.text).toContain(`${server.url}/en/order/${id}?${location.split("?")[1]}`);
    expect(await stockOf(product.slug)).toBe(before - 1);

    // Paying the second form too takes money the order has no use for: it is booked for refund.
    const second = await payOnCardPage(browser, again.body.paymentPageUrl!, CARD_OK);
    const twice = await postCallback(second.callback, second.token);
    expect(twice.headers.get("location")).toBe("/en/order/failure?refund=1");
    expect(await stockOf(product.slug)).toBe(before - 1);
  });

  it("holds an /api order made before its payment choice, then places it with the payment", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const { member, token } = await newMember(
      `before.payment.${kind}@example.com`,
      "Selin",
      "Önce",
    );
    const home = {
      address: "Kordon Boyu No: 7",
      city: "İzmir",
      state: "Konak",
      country: "Türkiye",
      zipCode: "35250",
      isDefault: "on",
    };
    expect((await member.post("/dashboard/address/add", home)).status).toBe(302);
    const bearer = { authorization: `Bearer ${token}` };
    const cartId = await apiCart(product, 2, bearer);
    const order = (body: Record<string, unknown>) => apiOrder(body, bearer);

    // The spec's first call, {cartId, total}: a wrong total holds nothing.
    const wrong = await order({ cartId, total: 1 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatch(/total has changed/);
    const total = wrong.body.total!;
    expect(total).toBeGreaterThan(1);
    expect(await stockOf(product.slug)).toBe(before);

    const pending = await order({ cartId, total });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    expect(pending.body).toMatchObject({
      success: true,
      message: "Your order is waiting for its payment method.",
      order: { total, currency: "TRY", status: INCOMPLETE },
    });
    const pendingId = pending.body.order!._id;
    expect(await stockOf(product.slug)).toBe(before - 2);

    // Its buyer may read it: no payment yet, and none named.
    const read = await getJson<{ order: { status: string; payment: unknown } }>(
      server.url,
      `/api/order/${pendingId}`,
      { headers: bearer },
    );
    expect(read.status).toBe(200);
    expect(read.body.order).toMatchObject({ status: INCOMPLETE, payment: null });
    const orderPage = await member.get(`/order/${pendingId}`);
    expect(orderPage.status).toBe(200);
    expect(orderPage.doc.querySelector(".order-fact-payment dd")?.text.trim()).toBe(
      "Henüz seçilmedi",
    );

    // In no list: the member's, the admin's desk (searched by its number), the admin's overview.
    const admin = await getJson<{ token: string }>(server.url, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@demo.shop", password: "admin123!" }),
    });
    expect(admin.status).toBe(200);
    const asAdmin = { authorization: `Bearer ${admin.body.token}` };
    const mine = await getJson<{ orders: { _id: string }[] }>(server.url, "/api/order/list", {
      headers: bearer,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.orders).toEqual([]);
    const desk = await getJson<{ orders: { _id: string }[]; count: number }>(
      server.url,
      `/api/order/list?q=${pendingId.slice(-7)}`,
      { headers: asAdmin },
    );
    expect(desk.status).toBe(200);
    expect(desk.body.orders).toEqual([]);
    expect(desk.body.count).toBe(0);
    const newest = await getJson<{ orders: { _id: string }[] }>(server.url, "/api/order/list", {
      headers: asAdmin,
    });
    expect(newest.body.orders.map((o) => o._id)).not.toContain(pendingId);

    // No card form for it: it has no card payment.
    const check = await getJson<{ error?: string }>(server.url, "/api/order/check", {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer },
      body: JSON.stringify({ orderId: pendingId }),
    });
    expect(check.status).toBe(409);
    expect(await stockOf(product.slug)).toBe(before - 2);

    // At payment, the full payload: the order placed replaces the waiting one, stock taken once.
    const placed = await order({ cartId, total, payment: "Havale" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      success: true,
      message: "Your order has been placed.",
      order: { total, status: "Not Processed" },
    });
    const placedId = placed.body.order!._id;
    expect(placedId).not.toBe(pendingId);
    expect(await stockOf(product.slug)).toBe(before - 2);
    const listed = await getJson<{ orders: { _id: string; payment: string }[] }>(
      server.url,
      "/api/order/list",
      { headers: bearer },
    );
    expect(listed.body.orders).toEqual([
      expect.objectContaining({ _id: placedId, payment: "Havale" }),
    ]);

    const held = await atDatabase(server, async (db) => ({
      orders: await db
        .select({
          id: orders.id,
          status: orders.status,
          payment: orders.payment,
          released: orders.releasedAt,
          contract: orders.contractAcceptedAt,
        })
        .from(orders)
        .where(inArray(orders.id, [pendingId, placedId])),
      stock: (
        await db
          .select({ quantity: products.quantity })
          .from(products)
          .where(eq(products.id, product.id))
      )[0]!.quantity,
    }));
    server = held.server;
    const byId = new Map(held.value.orders.map((o) => [o.id, o]));
    expect(byId.get(pendingId)).toMatchObject({
      status: INCOMPLETE,
      payment: PAYMENT_NOT_CHOSEN,
      contract: null,
    });
    expect(byId.get(pendingId)!.released).toBeInstanceOf(Date);
    expect(byId.get(placedId)).toMatchObject({
      status: "Not Processed",
      payment: "Havale",
      released: null,
    });
    expect(held.value.stock).toBe(before - 2);
  });

  it("gives back what an /api order left without a payment choice held, in the sweep", async () => {
    const product = nextProduct();
    const before = await stockOf(product.slug);
    const cartId = await apiCart(product, 1);
    const order = apiOrder;
    // A guest's order still needs where it goes, payment or not.
    const noAddress = await order({ cartId });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error).toMatch(/^address\./);
    // A payment that is none of the two is refused, not read as "not chosen".
    const odd = await order({ cartId, payment: "Nakit", address: DELIVERY });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toMatch(/^payment: /);
    expect(await stockOf(product.slug)).toBe(before);

    const address = { ...DELIVERY, email: `left.${kind}@example.com` };
    const pending = await order({ cartId, address });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    expect(pending.body.order!.status).toBe(INCOMPLETE);
    const id = pending.body.order!._id;
    expect(await stockOf(product.slug)).toBe(before - 1);

    const swept = await atDatabase(server, async (db) => {
      // Within the hold, the sweep leaves it alone; past it, it gives the stock back once.
      const early = await releaseExpiredCardOrders(db, new Date(Date.now() + CARD_HOLD_MS / 2));
      const late = await releaseExpiredCardOrders(db, new Date(Date.now() + CARD_HOLD_MS + 60_000));
      const again = await releaseExpiredCardOrders(
        db,
        new Date(Date.now() + CARD_HOLD_MS + 60_000),
      );
      const [row] = await db
        .select({ status: orders.status, released: orders.releasedAt })
        .from(orders)
        .where(eq(orders.id, id));
      const [stock] = await db
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, product.id));
      return { early, late, again, row: row!, stock: stock!.quantity };
    });
    server = swept.server;
    expect(swept.value.early).toBe(0);
    expect(swept.value.late).toBeGreaterThanOrEqual(1);
    expect(swept.value.again).toBe(0);
    expect(swept.value.row.status).toBe(INCOMPLETE);
    expect(swept.value.row.released).toBeInstanceOf(Date);
    expect(swept.value.stock).toBe(before);
    expect(await stockOf(product.slug)).toBe(before);
  });
});
