import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson, getPage, type Page } from "../helpers/http";
import { formatMoney } from "~/lib/money";
import { sessionSetCookie } from "~/http/cookies.server";

/** The Cookie header of a browser whose session is the /api token, as its sign-in set it. */
async function signedIn(token: string, other?: string) {
  const sid = (await sessionSetCookie(token)).split(";")[0]!;
  return other ? `${sid}; ${other}` : sid;
}

/**
 * Orders after they are placed: the order page, the account's list, and the /api calls, as the
 * buyer, another member, an admin, a merchant and a guest see them. Orders are placed the way a
 * client places them: /api/cart/add, then /api/order/add.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Product {
  id: string;
  name: string;
  slug: string;
  unit: number;
  brand: string | null;
}

const ADDRESS = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  phone: "05321234567",
  email: "ayse.siparis@example.com",
  country: "Türkiye",
  city: "İstanbul",
  district: "Kadıköy",
  addressType: "home",
  zipCode: "34710",
  address: "Moda Caddesi No: 5",
};

const DATE = (lang: "tr" | "en", iso: string) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-US" : "tr-TR", {
    weekday: "long",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }).format(new Date(iso));

describe.each(DB_KINDS)("orders on %s", (kind) => {
  let server: TestServer;
  let admin = "";
  let merchant = "";
  let ayse = "";
  let burak = "";
  /** Products with enough stock: one of the merchant's brand, two of others. */
  let mine: Product;
  let p1: Product;
  let p2: Product;
  /** Every stocked product of the merchant's shop, and of other shops. */
  let ours: Product[];
  let others: Product[];

  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  /** The one-time message a redirect carries, as the next request sends it back. */
  const toastOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("toast="))!;
  /** The one-time message the page a redirect leads to shows, the token's browser following it. */
  const toldAfter = async (res: { headers: Headers }, token: string) =>
    (await page(res.headers.get("location")!, token, toastOf(res))).doc.querySelector(
      ".toast-success",
    )?.text;
  /** A browser without JavaScript, signed in with the token's session cookie (and any other). */
  const page = async (path: string, token?: string, other?: string) =>
    getPage(server.url, path, token ? { headers: { cookie: await signedIn(token, other) } } : {});
  const post = async (path: string, fields: Record<string, string>, token: string) =>
    getPage(server.url, path, {
      method: "POST",
      headers: {
        cookie: await signedIn(token),
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });

  /**
   * An admin's status change as the status page makes it without JavaScript (decision 076): its
   * confirmation posted with the reason; Shipped with lines to ship through the ship form.
   */
  async function statusChange(id: string, status: string, reason = "") {
    const asked = await page(
      `/dashboard/orders/${id}/status?${new URLSearchParams({ status })}`,
      admin,
    );
    if (asked.status === 302) {
      const ship = await page(asked.headers.get("location")!, admin);
      const line = ship.doc.querySelector('input[name="itemIds"]')!.getAttribute("value")!;
      return post(
        `/dashboard/orders/${id}/ship`,
        { carrier: "ptt", trackingNumber: "PTT123456", itemIds: line, reason },
        admin,
      );
    }
    const fields: Record<string, string> = { reason };
    const form = asked.doc.querySelector('.status-confirm form[method="post"]')!;
    for (const input of form.querySelectorAll('input[type="hidden"]'))
      fields[input.getAttribute("name")!] = input.getAttribute("value") ?? "";
    return post(`/dashboard/orders/${id}/status`, fields, admin);
  }

  async function signIn(email: string, password: string) {
    const res = await api<{ token: string }>("/api/auth/login", json("POST", { email, password }));
    expect(res.status).toBe(200);
    return res.body.token;
  }

  async function register(firstName: string, email: string) {
    const res = await api<{ token: string }>(
      "/api/auth/register",
      json("POST", { firstName, lastName: "Test", email, password: "siparis123!" }),
    );
    expect(res.status).toBe(201);
    return res.body.token;
  }

  /** A member's orders go to their default address (a guest sends one with the order). */
  async function addAddress(token: string) {
    const res = await post(
      "/dashboard/address/add",
      {
        address: ADDRESS.address,
        city: ADDRESS.city,
        state: ADDRESS.district,
        country: ADDRESS.country,
        zipCode: ADDRESS.zipCode,
        isDefault: "on",
      },
      token,
    );
    expect(res.status).toBe(302);
  }

  async function product(id: string): Promise<Json> {
    // Signed in, so that the shop's two-second page cache never answers with an older stock.
    const res = await api<{ product: Json }>(`/api/product/${id}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    return res.body.product;
  }

  const stockOf = async (p: Product) => (await product(p.id)).inventory as number;

  /**
   * Places a bank-transfer order of the lines (a member's with the token, a guest's without):
   * the cart through /api/cart/add, the order through /api/order/add with the cart's total.
   */
  async function placeOrder(
    lines: [Product, number][],
    token?: string,
  ): Promise<{ id: string; cartId: string }> {
    const auth = token ? bearer(token) : {};
    const cart = await api(
      "/api/cart/add",
      json("POST", { products: lines.map(([p, quantity]) => ({ product: p.id, quantity })) }, auth),
    );
    expect(cart.status, JSON.stringify(cart.body)).toBeLessThan(300);
    const cartId = String(cart.body.cartId);
    // The spec's rule: lines at their shown price, the cart total rounded up.
    const total = Math.ceil(lines.reduce((sum, [p, q]) => sum + p.unit * q, 0));
    const placed = await api(
      "/api/order/add",
      json("POST", { cartId, total, payment: "Havale", address: ADDRESS }, auth),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const id = String(placed.body.order._id);
    return { id, cartId };
  }

  /** The order page's product lines: name, link, quantity and status tag. */
  const lines = (p: Page) =>
    p.doc.querySelectorAll(".order-line").map((li) => ({
      name: li.querySelector(".order-line-name")!.text.trim(),
      href: li.querySelector(".order-line-name")!.getAttribute("href"),
      quantity: Number(li.querySelector(".order-line-quantity")!.text),
      cancelled: li.querySelector(".order-line-status")?.text.trim() ?? null,
      itemId: li.querySelector('input[name="itemId"]')?.getAttribute("value") ?? null,
    }));
  const statusOf = (p: Page) => p.doc.querySelector(".order-fact-status .order-status")!;

  beforeAll(async () => {
    server = await sharedServer(kind);
    [admin, merchant] = await Promise.all([
      signIn("admin@demo.shop", "admin123!"),
      signIn("merchant@demo.shop", "merchant123!"),
    ]);
    ayse = await register("Ayşe", `ayse.orders.${kind}@example.com`);
    burak = await register("Burak", `burak.orders.${kind}@example.com`);
    await Promise.all([addAddress(ayse), addAddress(burak)]);

    const list = await api<{ products: Json[] }>("/api/product/list?limit=100");
    const details = await Promise.all(list.body.products.map((c) => product(c._id)));
    const toProduct = (d: Json): Product => {
      const discounted = d.discountPrice > 0 && d.discountPrice < d.price;
      return {
        id: d._id,
        name: d.name,
        slug: d.slug,
        unit: discounted ? d.discountPrice : d.price,
        brand: d.brand?.slug ?? null,
      };
    };
    const stocked = details.filter((d) => d.inventory >= 10 && d.imageUrl).map(toProduct);
    ours = stocked.filter((p) => p.brand === "dogal-tas-atolyesi");
    others = stocked.filter((p) => p.brand !== "dogal-tas-atolyesi");
    mine = ours[0];
    [p1, p2] = others;
    expect(mine && p1 && p2).toBeTruthy();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("the buyer sees the order in 'Siparişler' and on its page, in both languages", async () => {
    const order = await placeOrder([[p1, 2]], ayse);
    const number = order.id.slice(-7);

    const list = await page("/dashboard/orders", ayse);
    expect(list.status).toBe(200);
    expect(list.doc.querySelector(".dashboard-content h1")?.text).toBe("Siparişler");
    const item = list.doc.querySelector(`a.order-item-link[href="/order/${order.id}"]`);
    expect(item, list.text).toBeTruthy();
    const api1 = await api<{ order: Json }>(`/api/order/${order.id}`, { headers: bearer(ayse) });
    expect(item!.querySelector(".order-number")!.text).toBe(`#${number}`);
    expect(item!.querySelector("time")!.text).toBe(DATE("tr", api1.body.order.created));
    expect(item!.querySelector(".order-status")!.text).toBe("İşlenmedi");
    const total = api1.body.order.total as number;
    expect(item!.querySelector(".order-total")!.text.replace(/\s/g, " ")).toBe(
      `${new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 }).format(total)} TL`,
    );
    const productImage = (await product(p1.id)).imageUrl;
    expect(item!.querySelector("img")!.getAttribute("src")).toBe(productImage);
    expect(item!.querySelector(".order-count")!.text).toBe("2 ürün");

    const detail = await page(`/order/${order.id}`, ayse);
    expect(detail.status).toBe(200);
    expect(detail.headers.get("cache-control")).toMatch(/no-store/);
    expect(detail.doc.querySelector("main h1")?.text).toBe(`Sipariş #${number}`);
    expect(statusOf(detail).text).toBe("İşlenmedi");
    // The buyer sees how they pay and that the transfer is still awaited.
    expect(detail.doc.querySelector(".order-fact-payment dd")?.text).toBe(
      "Havale / EFT Havale bekleniyor",
    );
    expect(detail.doc.querySelector(".order-fact-currency dd")?.text).toBe("TRY");
    expect(detail.doc.querySelector(".order-fact-created time")?.text).toBe(
      DATE("tr", api1.body.order.created),
    );
    expect(lines(detail)).toEqual([
      {
        name: p1.name,
        href: `/product/${p1.slug}`,
        quantity: 2,
        cancelled: null,
        itemId: expect.any(String),
      },
    ]);
    expect(detail.doc.querySelector(".order-address")?.text).toContain("Moda Caddesi No: 5");
    expect(detail.doc.querySelector(".order-customer")?.text).toContain(
      `ayse.orders.${kind}@example.com`,
    );
    // Only admins change the status.
    expect(detail.doc.querySelector('select[name="status"]')).toBeNull();

    const en = await page(`/en/order/${order.id}`, ayse);
    expect(en.doc.querySelector("main h1")?.text).toBe(`Order #${number}`);
    expect(statusOf(en).text).toBe("Not Processed");
    expect(en.doc.querySelector(".order-line-name")?.getAttribute("href")).toBe(
      `/en/product/${p1.slug}`,
    );
    const enList = await page("/en/dashboard/orders", ayse);
    expect(enList.doc.querySelector(`a[href="/en/order/${order.id}"] time`)?.text).toBe(
      DATE("en", api1.body.order.created),
    );

    // The same order over /api.
    expect(api1.status).toBe(200);
    expect(api1.body.order).toMatchObject({
      _id: order.id,
      cartId: order.cartId,
      status: "Not Processed",
      payment: "Havale",
      currency: "TRY",
      total,
      address: { city: "İstanbul", country: "Türkiye", _id: expect.any(String) },
      user: { firstName: "Ayşe", email: `ayse.orders.${kind}@example.com` },
      products: [
        {
          _id: expect.any(String),
          name: p1.name,
          slug: p1.slug,
          imageUrl: productImage,
          quantity: 2,
          totalPrice: total,
          status: "Active",
        },
      ],
    });
    expect(typeof api1.body.order.totalTax).toBe("number");
    const mineList = await api<{ orders: Json[] }>("/api/order/list", { headers: bearer(ayse) });
    expect(mineList.status).toBe(200);
    expect(mineList.body.orders.map((o) => o._id)).toContain(order.id);
    expect(mineList.body.orders.find((o) => o._id === order.id)).toMatchObject({
      status: "Not Processed",
      payment: "Havale",
      total,
      currency: "TRY",
      products: [{ imageUrl: productImage }],
    });
  });

  it("another member gets 'Sipariş bulunmadı.'; signed-out visitors go to /login", async () => {
    const order = await placeOrder([[p1, 1]], ayse);
    const other = await page(`/order/${order.id}`, burak);
    expect(other.status).toBe(404);
    expect(other.doc.querySelector("main h1")?.text).toBe("Sipariş bulunmadı.");
    expect(other.text).not.toContain(order.id.slice(-7));
    const anon = await page(`/order/${order.id}`);
    expect(anon.status).toBe(404);
    expect((await page("/order/00000000-0000-4000-8000-000000000000", ayse)).status).toBe(404);
    expect((await page("/order/not-an-id", ayse)).status).toBe(404);

    const viaApi = await api(`/api/order/${order.id}`, { headers: bearer(burak) });
    expect(viaApi.status).toBe(404);
    expect(typeof viaApi.body.error).toBe("string");
    // Another member's list and cancel do not reach it either.
    const empty = await page("/dashboard/orders", burak);
    expect(empty.doc.querySelector(".dashboard-content .empty")?.text).toBe(
      "Henüz siparişiniz yok!",
    );
    expect((await page("/en/dashboard/orders", burak)).text).toContain("you have no orders yet!");
    expect(
      (await api<{ orders: Json[] }>("/api/order/list", { headers: bearer(burak) })).body.orders,
    ).toEqual([]);
    const cancel = await api(`/api/order/cancel/${order.id}`, {
      method: "DELETE",
      headers: bearer(burak),
    });
    expect(cancel.status).toBe(404);
    expect((await post(`/order/${order.id}`, { intent: "cancel" }, burak)).status).toBe(404);
    expect(statusOf(await page(`/order/${order.id}`, ayse)).text).toBe("İşlenmedi");

    const out = await page("/dashboard/orders");
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard%2Forders");
    expect((await api("/api/order/list")).status).toBe(401);
  });

  it("an admin changes the status on the page and over /api; a member may not", async () => {
    const order = await placeOrder([[p2, 1]], ayse);
    const path = `/order/${order.id}`;
    const staffPath = `/dashboard/orders/${order.id}`;

    const adminPage = await page(staffPath, admin);
    expect(adminPage.status).toBe(200);
    // The status is chosen on its own page, which asks to confirm (decision 076).
    const choice = await page(`/dashboard/orders/${order.id}/status`, admin);
    const form = choice.doc.querySelector("form.order-status-form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.querySelectorAll("option").map((o) => o.getAttribute("value"))).toEqual([
      "Not Processed",
      "Processing",
      "Shipped",
      "Delivered",
      "Canceled",
    ]);
    // The admin sees the customer and where the order goes.
    expect(adminPage.doc.querySelector(".order-customer")?.text).toContain(
      `ayse.orders.${kind}@example.com`,
    );
    expect(adminPage.doc.querySelector(".order-address")?.text).toContain("Kadıköy");

    // Not started on, paid by transfer: the admin sees the money is not in yet, list and page.
    const awaiting = (await page("/dashboard/orders", admin)).doc.querySelector(
      `a[href="${staffPath}"] .payment-state`,
    );
    expect(awaiting?.text).toBe("Havale bekleniyor");
    expect(adminPage.doc.querySelector(".order-facts .payment-state")?.text).toBe(
      "Havale bekleniyor",
    );

    const changed = await statusChange(order.id, "Processing");
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe(staffPath);
    expect(await toldAfter(changed, admin)).toBe("Sipariş durumu güncellendi.");
    const processing = await page(path, ayse);
    expect(statusOf(processing).text).toBe("İşleniyor");
    expect(statusOf(processing).classList.contains("order-status-processing")).toBe(true);
    // Somebody started on it: neither the buyer nor the admin is offered the cancel links any
    // more (the admin cancels through the status menu).
    expect(processing.doc.querySelector(".order-cancel")).toBeNull();
    const adminProcessing = await page(staffPath, admin);
    // Started on or not, the transfer is awaited until an admin marks its money arrived.
    expect(adminProcessing.doc.querySelector(".payment-state")?.text).toBe("Havale bekleniyor");
    expect(adminProcessing.doc.querySelector(".order-cancel")).toBeNull();
    expect(adminProcessing.doc.querySelector('button[value="cancelItem"]')).toBeNull();
    expect(
      (await page("/dashboard/orders", ayse)).doc.querySelector(`a[href="${path}"] .order-status`)
        ?.text,
    ).toBe("İşleniyor");

    expect(
      (await post(`/dashboard/orders/${order.id}/status`, { status: "Delivered" }, ayse)).status,
    ).toBe(403);
    const memberApi = await api(`/api/order/change/${order.id}?status=Delivered`, {
      method: "POST",
      headers: bearer(ayse),
    });
    expect(memberApi.status).toBe(403);
    expect(typeof memberApi.body.error).toBe("string");
    expect(
      (await api(`/api/order/change/${order.id}?status=Delivered`, { method: "POST" })).status,
    ).toBe(401);

    // Shipping an unpaid transfer order needs a reason (decision 076); Shipped needs no parcel here.
    const unreasoned = await api(`/api/order/change/${order.id}?status=Shipped`, {
      method: "POST",
      headers: bearer(admin),
    });
    expect(unreasoned.status).toBe(400);
    expect(unreasoned.body.error).toMatch(/^reason: /);
    const shipped = await api(`/api/order/change/${order.id}?status=Shipped&reason=Elden`, {
      method: "POST",
      headers: bearer(admin),
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.success).toBe(1);
    expect(statusOf(await page(path, ayse)).text).toBe("Kargoya Verildi");
    const byQuery = await api(`/api/order/change/x?orderId=${order.id}&status=Delivered`, {
      method: "POST",
      headers: bearer(admin),
    });
    expect(byQuery.body.success).toBe(1);
    expect(statusOf(await page(path, ayse)).text).toBe("Teslim Edildi");
    const unknown = await api(`/api/order/change/${order.id}?status=Lost`, {
      method: "POST",
      headers: bearer(admin),
    });
    expect(unknown.status).toBe(400);
    expect(typeof unknown.body.error).toBe("string");

    const cancel = await api(`/api/order/cancel/${order.id}`, {
      method: "DELETE",
      headers: bearer(ayse),
    });
    expect(cancel.status).toBe(403);
    // The page's cancel, from a page drawn before: told in the page's language, nothing changes.
    const late = await post(path, { intent: "cancel" }, ayse);
    expect(late.status).toBe(302);
    const told = await page(path, ayse, toastOf(late));
    expect(told.doc.querySelector(".toast-error")?.text).toBe(
      "Sipariş bu arada işleme alındı; artık iptal edilemez.",
    );
    expect(statusOf(told).text).toBe("Teslim Edildi");

    // Every status, in the page's language; any may follow any other (Shipped through the ship
    // form, leaving Delivered with a reason).
    const stock = await stockOf(p2);
    const shown: string[] = [];
    for (const status of ["Not Processed", "Processing", "Shipped", "Delivered", "Canceled"]) {
      expect((await statusChange(order.id, status, "Müşteri istedi")).status).toBe(303);
      shown.push(statusOf(await page(path, ayse)).text);
    }
    expect(shown).toEqual([
      "İşlenmedi",
      "İşleniyor",
      "Kargoya Verildi",
      "Teslim Edildi",
      "İptal Edildi",
    ]);
    expect(statusOf(await page(`/en${path}`, ayse)).text).toBe("Canceled");
    // Cancelled from the menu is a cancellation: the stock goes back, and the order stays closed.
    expect(await stockOf(p2)).toBe(stock + 1);
    const closed = await page(`/dashboard/orders/${order.id}/status?status=Processing`, admin);
    expect(closed.doc.querySelector('.status-confirm form[method="post"]')).toBeNull();
    expect(closed.text).toContain("Bu sipariş iptal edildi ve yeniden açılamaz");
    const reopen = await api(`/api/order/change/${order.id}?status=Processing`, {
      method: "POST",
      headers: bearer(admin),
    });
    expect(reopen.status).toBe(400);
    expect(await stockOf(p2)).toBe(stock + 1);
  });

  it("the buyer cancels single items: stock comes back, the last item cancels the order", async () => {
    const [s1, s2] = [await stockOf(p1), await stockOf(p2)];
    const order = await placeOrder(
      [
        [p1, 1],
        [p2, 2],
      ],
      ayse,
    );
    expect([await stockOf(p1), await stockOf(p2)]).toEqual([s1 - 1, s2 - 2]);
    const path = `/order/${order.id}`;
    const before = lines(await page(path, ayse));
    expect(before.map((l) => l.itemId).every(Boolean)).toBe(true);
    const line1 = before.find((l) => l.name === p1.name)!;
    const line2 = before.find((l) => l.name === p2.name)!;

    // On the page: the first item, after the confirm step.
    const confirm = (await page(path, ayse)).doc.querySelectorAll("details.confirm-action");
    expect(confirm.length).toBe(3); // each line, and the whole order
    const cancelled = await post(path, { intent: "cancelItem", itemId: line1.itemId! }, ayse);
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toBe(path);
    expect(await toldAfter(cancelled, ayse)).toBe("Ürün siparişten çıkarıldı.");
    expect(await stockOf(p1)).toBe(s1);
    const after = await page(path, ayse);
    expect(lines(after).find((l) => l.name === p1.name)?.cancelled).toBe("İptal Edildi");
    expect(statusOf(after).text).toBe("İşlenmedi");

    // Over /api: the last one, which takes the order with it.
    const again = await api(
      `/api/order/cancel/item/${line1.itemId}`,
      json("PUT", { orderId: order.id, cartId: order.cartId }, bearer(ayse)),
    );
    expect(again.status).toBe(404);
    const last = await api(
      `/api/order/cancel/item/${line2.itemId}`,
      json("PUT", { orderId: order.id, cartId: order.cartId }, bearer(ayse)),
    );
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ success: true, orderCancelled: true });
    expect(typeof last.body.message).toBe("string");
    expect(await stockOf(p2)).toBe(s2);
    expect(statusOf(await page(path, ayse)).text).toBe("İptal Edildi");

    // On the page, the last item goes back to the list.
    const single = await placeOrder([[p1, 1]], ayse);
    const [only] = lines(await page(`/order/${single.id}`, ayse));
    const gone = await post(
      `/order/${single.id}`,
      { intent: "cancelItem", itemId: only!.itemId! },
      ayse,
    );
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/dashboard/orders");
    expect(await toldAfter(gone, ayse)).toBe("Sipariş iptal edildi.");
    expect(await stockOf(p1)).toBe(s1);
    // Another member cannot cancel a line of it.
    const foreign = await placeOrder([[p2, 1]], ayse);
    const [foreignLine] = lines(await page(`/order/${foreign.id}`, ayse));
    const refused = await api(
      `/api/order/cancel/item/${foreignLine!.itemId}`,
      json("PUT", { orderId: foreign.id }, bearer(burak)),
    );
    expect(refused.status).toBe(404);
  });

  it("the buyer cancels a whole order after confirming; its stock comes back", async () => {
    const s1 = await stockOf(p1);
    const order = await placeOrder([[p1, 3]], ayse);
    expect(await stockOf(p1)).toBe(s1 - 3);
    const path = `/order/${order.id}`;
    const view = await page(path, ayse);
    const box = view.doc.querySelector(".order-cancel details.confirm-action")!;
    expect(box.querySelector("summary")?.text).toBe("Siparişi İptal Et");
    expect(box.querySelector('button[name="intent"][value="cancel"]')?.text).toBe(
      "Evet, siparişi iptal et",
    );
    const done = await post(path, { intent: "cancel" }, ayse);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(path);
    expect(await toldAfter(done, ayse)).toBe("Sipariş iptal edildi.");
    expect(await stockOf(p1)).toBe(s1);
    const after = await page(path, ayse);
    expect(statusOf(after).text).toBe("İptal Edildi");
    expect(after.doc.querySelector(".order-cancel")).toBeNull();
    expect(lines(after)[0]?.cancelled).toBe("İptal Edildi");

    // Over /api; a cancelled order stays cancelled and gives nothing back twice.
    const s2 = await stockOf(p2);
    const second = await placeOrder([[p2, 2]], ayse);
    const res = await api(`/api/order/cancel/${second.id}`, {
      method: "DELETE",
      headers: bearer(ayse),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(await stockOf(p2)).toBe(s2);
    const twice = await api(`/api/order/cancel/${second.id}`, {
      method: "DELETE",
      headers: bearer(admin),
    });
    expect(twice.status).toBe(403);
    expect(await stockOf(p2)).toBe(s2);
  });

  it("a merchant sees only the lines of their products, without the customer", async () => {
    // Another shop's line that the whole order's list shows first (lines go by name).
    const first = others.reduce((a, b) => (b.name < a.name ? b : a));
    const mine = ours.find((p) => p.name > first.name)!;
    const order = await placeOrder(
      [
        [mine, 2],
        [first, 1],
      ],
      burak,
    );
    // The buyer's view: each line's share of the total; the merchant's part is their line's.
    const whole = (await api(`/api/order/${order.id}`, { headers: bearer(burak) })).body.order;
    const share = whole.products.find((p: Json) => p.product === mine.id).totalPrice as number;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(whole.total);
    const tl = (n: number) => formatMoney(n, "try", "tr");

    const list = await page("/dashboard/orders", merchant);
    const item = list.doc.querySelector(`a[href="/dashboard/orders/${order.id}"]`)!;
    expect(item).toBeTruthy();
    expect(item.querySelector(".order-total")!.text).toBe(tl(share));
    expect(item.querySelector(".order-count")!.text).toMatch(/^2\b/);
    const pictureOf = (id: string) => whole.products.find((p: Json) => p.product === id).imageUrl;
    expect(pictureOf(mine.id)).not.toBe(pictureOf(first.id));
    expect(item.querySelector("img")!.getAttribute("src")).toBe(pictureOf(mine.id));
    expect(list.doc.querySelector(".order-note")!.text).toContain("yalnızca mağazanıza ait");
    const listed = (await api("/api/order/list", { headers: bearer(merchant) })).body.orders.find(
      (o: Json) => o._id === order.id,
    );
    expect(listed).toMatchObject({ total: share, itemCount: 2 });
    // The buyer's own list still has the whole order.
    const own = (await api("/api/order/list", { headers: bearer(burak) })).body.orders.find(
      (o: Json) => o._id === order.id,
    );
    expect(own).toMatchObject({
      total: whole.total,
      itemCount: 3,
      products: [{ imageUrl: pictureOf(first.id) }],
    });

    // The shopper's page sends staff to theirs (issue [18]).
    const sent = await page(`/order/${order.id}`, merchant);
    expect(sent.headers.get("location")).toBe(`/dashboard/orders/${order.id}`);
    const view = await page(`/dashboard/orders/${order.id}`, merchant);
    expect(view.status).toBe(200);
    expect(lines(view).map((l) => l.name)).toEqual([mine.name]);
    const fact = (key: string) => view.doc.querySelector(`.order-fact-${key}`)!;
    expect(fact("total").querySelector("dt")!.text).toBe("Ürünlerinizin tutarı");
    expect(fact("total").querySelector("dd")!.text).toBe(tl(share));
    expect(view.text).not.toContain(tl(whole.total));
    expect(view.doc.querySelector(".order-customer")).toBeNull();
    // Unpaid: not even where it goes (decision 075).
    expect(view.doc.querySelector(".order-address address")).toBeNull();
    expect(view.doc.querySelector('select[name="status"]')).toBeNull();
    expect(view.doc.querySelector(".confirm-action")).toBeNull();
    const viaApi = await api(`/api/order/${order.id}`, { headers: bearer(merchant) });
    expect(viaApi.body.order.products.map((p: Json) => p.name)).toEqual([mine.name]);
    expect(viaApi.body.order).toMatchObject({
      total: share,
      // The merchant's share of the KDV, at the order's own rate (the setting's 20 %).
      totalTax: Math.round((share * 100 * 20) / 120) / 100,
      vatRate: 20,
    });
    expect(viaApi.body.order.user).toBeNull();
    expect(viaApi.body.order.cartId).toBeNull();
    // An order without their products is not theirs to see.
    const other = await placeOrder([[p2, 1]], burak);
    expect((await page(`/order/${other.id}`, merchant)).status).toBe(404);
    expect((await page(`/dashboard/orders/${other.id}`, merchant)).status).toBe(404);
    expect(
      (await api(`/api/order/cancel/${order.id}`, { method: "DELETE", headers: bearer(merchant) }))
        .status,
    ).toBe(403);
  });

  it("a guest opens the order with the e-mailed key, and over /api with the cart id", async () => {
    const order = await placeOrder([[p2, 1]]);
    // The confirmation goes to the log when no SMTP server is set; it carries the order's link.
    const link = new RegExp(`/order/${order.id}\\?key=([A-Za-z0-9_-]+)`);
    const until = Date.now() + 10_000;
    while (!link.test(server.output()) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const key = link.exec(server.output())?.[1];
    expect(key, server.output().slice(-2000)).toBeTruthy();

    const withKey = await page(`/order/${order.id}?key=${key}`);
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get("cache-control")).toMatch(/no-store/);
    expect(statusOf(withKey).text).toBe("İşlenmedi");
    expect(withKey.doc.querySelector(".order-customer")?.text).toContain(ADDRESS.email);
    expect((await page(`/order/${order.id}`)).status).toBe(404);
    expect((await page(`/order/${order.id}?key=${key}x`)).status).toBe(404);
    // Another member holding no key sees nothing either.
    expect((await page(`/order/${order.id}`, burak)).status).toBe(404);

    const read = await api(`/api/order/${order.id}?cartId=${order.cartId}`);
    expect(read.status).toBe(200);
    expect(read.body.order._id).toBe(order.id);
    expect((await api(`/api/order/${order.id}`)).status).toBe(404);

    // The guest's own forms keep the key: cancelling on the page works and stays on the page.
    const s2 = await stockOf(p2);
    const box = withKey.doc.querySelector(".order-cancel form")!;
    expect(box.getAttribute("action")).toBe(`/order/${order.id}?key=${key}`);
    const cancelled = await getPage(server.url, box.getAttribute("action")!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "intent=cancel",
    });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("location")).toBe(`/order/${order.id}?key=${key}`);
    expect(await stockOf(p2)).toBe(s2 + 1);

    // Over /api, the cart id lets the guest cancel their other order.
    const second = await placeOrder([[p1, 1]]);
    expect((await api(`/api/order/cancel/${second.id}`, { method: "DELETE" })).status).toBe(404);
    const res = await api(`/api/order/cancel/${second.id}?cartId=${second.cartId}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});
