import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMULATOR_KEYS } from "../../app/services/payments.server";
import {
  startIyzicoEmulator,
  type IyzicoEmulator,
} from "../../app/services/iyzico-emulator.server";
import { sessionSetCookie } from "~/http/cookies.server";
import { returnNumber } from "~/lib/returns";
import { rowsOf } from "~/models/taxonomy.server";
import { CARD_OK } from "../helpers/card-payment";
import { atDatabase } from "../helpers/database";
import { getJson, getPage, type Page } from "../helpers/http";
import { insertReturnRequest } from "../helpers/return-fixture";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";
import { placeTransferOrder } from "../helpers/transfer-order";
import { staffCall, twoAdminProcesses } from "../helpers/two-processes";

/**
 * The return desk (issue [19] points 2, 3 and 5) through the built server: a request walks asked
 * → approved → received → refunded on the page (no JavaScript) and over /api; stock comes back
 * for the resellable lines once; a card order's refund is each line's paid share (a coupon's
 * share taken off), made once at the iyzico emulator however many ask at once; a transfer's is
 * the admin's word on the recorded IBAN; a refusal frees the lines; a merchant sees their own
 * requests only; the shopper is mailed at every step.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADDRESS = {
  address: "Bağdat Caddesi 12",
  city: "İstanbul",
  state: "Kadıköy",
  country: "Türkiye",
  zipCode: "34728",
  isDefault: "on",
};
const IBAN = "TR33 0006 1005 1978 6457 8413 26";

describe.each(DB_KINDS)("the return desk on %s", (kind) => {
  let emulator: IyzicoEmulator;
  let server: TestServer;
  let admin = "";
  let merchant = "";
  let buyer = "";
  let products: { _id: string; inventory: number }[] = [];

  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (method: string, body: unknown, token?: string, extra = {}) => ({
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? bearer(token) : {}),
      ...extra,
    },
    body: JSON.stringify(body),
  });
  const cookie = async (token: string, other?: string) => {
    const sid = (await sessionSetCookie(token)).split(";")[0]!;
    return other ? `${sid}; ${other}` : sid;
  };
  const page = async (path: string, token: string, other?: string) =>
    getPage(server.url, path, { headers: { cookie: await cookie(token, other) } });
  const post = async (path: string, fields: Record<string, string>, token: string) =>
    getPage(server.url, path, {
      method: "POST",
      headers: {
        cookie: await cookie(token),
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });
  /** The page a form's redirect leads to, with the one-time message it carried. */
  const after = async (res: Page, token: string) => {
    expect(res.status, res.text.slice(0, 300)).toBe(303);
    const toast = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("toast="));
    const next = await page(res.headers.get("location")!, token, toast);
    return { page: next, toast: next.doc.querySelector(".toast")?.text.trim() ?? null };
  };
  const db = <T>(fn: Parameters<typeof atDatabase<T>>[1]) =>
    atDatabase(server, fn).then((r) => r.value);
  const stockOf = (id: string) =>
    db(async (d) =>
      Number(
        rowsOf<{ q: number }>(
          await d.execute(sql`select quantity as q from products where id = ${id}`),
        )[0]!.q,
      ),
    );
  const mailsOf = async (orderId: string) =>
    (
      await api<{ mails: Json[] }>(`/api/order/${orderId}/mails`, { headers: bearer(admin) })
    ).body.mails.filter((m) => m.kind === "returnUpdate");

  async function signIn(email: string, password: string) {
    const res = await api<{ token: string }>("/api/auth/login", json("POST", { email, password }));
    expect(res.status).toBe(200);
    return res.body.token;
  }

  const next = (min = 3) => {
    const i = products.findIndex((p) => p.inventory >= min);
    if (i < 0) throw new Error("no product left with stock");
    return products.splice(i, 1)[0]!._id;
  };

  /** A paid card order of the buyer, one piece of each of `count` products, with HOSGELDIN10. */
  async function paidCardOrder(count = 2) {
    const ids = Array.from({ length: count }, () => next());
    const cart = await api(
      "/api/cart/add",
      json("POST", { products: ids.map((product) => ({ product, quantity: 1 })) }, buyer),
    );
    expect(cart.status, JSON.stringify(cart.body)).toBeLessThan(300);
    const cartId = String(cart.body.cartId);
    const coupon = await api(
      `/api/cart/coupon/${cartId}`,
      json("POST", { code: "HOSGELDIN10" }, buyer),
    );
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    const { total } = (
      await api<{ total: number }>(`/api/cart/${cartId}`, { headers: bearer(buyer) })
    ).body;
    const placed = await api(
      "/api/order/add",
      json("POST", { cartId, total, payment: "Kredi Kartı" }, buyer),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const orderId = String(placed.body.order._id);
    const card = await getPage(placed.body.paymentPageUrl, "");
    const action = card.doc.querySelector("form")!.getAttribute("action")!;
    const paid = await fetch(new URL(action, placed.body.paymentPageUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        cardHolderName: "Deniz Kaya",
        cardNumber: CARD_OK,
        expiry: "12/30",
        cvc: "123",
      }).toString(),
    });
    expect(paid.status).toBe(200);
    await fetch(`${server.url}/api/order/success`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: placed.body.token }).toString(),
    });
    const paymentId = emulator.paymentOf(placed.body.token)!;
    expect(paymentId).toBeTruthy();
    const order = (await api<{ order: Json }>(`/api/order/${orderId}`, { headers: bearer(admin) }))
      .body.order;
    return {
      id: orderId,
      paymentId,
      total: order.total as number,
      lines: (order.products as Json[]).map((p) => ({
        id: p._id as string,
        product: (p.product?._id ?? p.product) as string,
        amount: p.totalPrice as number,
        unit: p.price as number,
      })),
      productIds: ids,
    };
  }

  beforeAll(async () => {
    emulator = await startIyzicoEmulator({ ...EMULATOR_KEYS });
    server = await startServer(kind, {
      IYZICO_BASE_URL: emulator.url,
      PAGE_CACHE_MS: "0",
      IYZICO_TIMEOUT_MS: "3000",
    });
    [admin, merchant] = await Promise.all([
      signIn("admin@demo.shop", "admin123!"),
      signIn("merchant@demo.shop", "merchant123!"),
    ]);
    const reg = await api<{ token: string }>(
      "/api/auth/register",
      json("POST", {
        firstName: "Deniz",
        lastName: "Kaya",
        email: `deniz.iade.masa.${kind}@example.com`,
        password: "iade1234!",
      }),
    );
    expect(reg.status).toBe(201);
    buyer = reg.body.token;
    expect((await post("/dashboard/address/add", ADDRESS, buyer)).status).toBe(302);
    products = (
      await api<{ products: typeof products }>("/api/product?limit=100")
    ).body.products.filter((p) => p.inventory >= 3);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await emulator?.close();
  });

  it("walks a card withdrawal from asked to refunded: stock once, the paid share once, a mail each step", async () => {
    const order = await paidCardOrder(2);
    const request = await db((d) => insertReturnRequest(d, { orderId: order.id }));
    // The coupon's share is off each line: the request is what was paid, not the list price.
    expect(request.amount).toBe(order.total);
    expect(request.amount).toBeLessThan(order.lines.reduce((s, l) => s + l.unit, 0));

    // The desk lists it, with its deadline and the customer (the admin's).
    const desk = await page("/dashboard/returns?state=asked", admin);
    const row = desk.doc
      .querySelectorAll(".return-row")
      .find((r) => r.querySelector(".return-order")?.text === order.id.slice(-7));
    expect(row?.querySelector(".return-state")?.text).toBe("Yeni talep");
    expect(row?.querySelector(".return-deadline")?.text).toBe("14 gün kaldı");
    expect(row?.querySelector(".return-customer")?.text).toBe("Deniz Kaya");

    // Approve without instructions: refused, nothing changed; then with them, on the page.
    const here = `/dashboard/returns/${request.id}`;
    const shown = await page(here, admin);
    const version = shown.doc.querySelector('input[name="version"]')!.getAttribute("value")!;
    const empty = await post(here, { intent: "approve", instructions: " ", version }, admin);
    expect(empty.status).toBe(400);
    expect(empty.doc.querySelector("#return-instructions-error")?.text).toBe(
      "Müşteriye bir talimat yazın.",
    );
    const approved = await post(
      here,
      {
        intent: "approve",
        instructions: "Aras Kargo ile 123456 koduyla ücretsiz gönderin.",
        version,
      },
      admin,
    );
    const { page: seen, toast } = await after(approved, admin);
    expect(toast).toBe("Talep onaylandı; müşteriye e-posta gönderildi.");
    expect(seen.doc.querySelector(".return-page-facts .return-state")?.text).toBe("Onaylandı");

    // A second approval with the version read before: told, not done twice.
    const late = await post(here, { intent: "approve", instructions: "Başka", version }, admin);
    expect(late.status).toBe(409);

    // Received over /api: the first line back on sale, the second not; a repeat adds nothing.
    const [first, second] = order.lines;
    const before = [await stockOf(first!.product), await stockOf(second!.product)];
    const missing = await api(
      `/api/returns/${request.id}/receive`,
      json("POST", { lines: [{ id: first!.id, resellable: true }] }, admin),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^lines: /);
    const lines = [
      { id: first!.id, resellable: true },
      { id: second!.id, resellable: false },
    ];
    const received = await api(
      `/api/returns/${request.id}/receive`,
      json("POST", { lines }, admin),
    );
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.return.state).toBe("received");
    const again = await api(`/api/returns/${request.id}/receive`, json("POST", { lines }, admin));
    expect(again.status).toBe(200);
    expect(again.body.repeated).toBe(true);
    expect([await stockOf(first!.product), await stockOf(second!.product)]).toEqual([
      before[0]! + 1,
      before[1]!,
    ]);

    // The refund: a merchant may not; two admins at once refund it once, the paid share.
    const refusedMerchant = await api(
      `/api/returns/${request.id}/refund`,
      json("POST", {}, merchant),
    );
    expect(refusedMerchant.status).toBe(403);
    const both = await Promise.all([
      api(`/api/returns/${request.id}/refund`, json("POST", {}, admin)),
      api(`/api/returns/${request.id}/refund`, json("POST", {}, admin)),
    ]);
    expect(both.map((r) => r.status).sort()).toContain(200);
    const after2 = await api(`/api/returns/${request.id}`, { headers: bearer(admin) });
    expect(after2.body.return.state).toBe("refunded");
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
    const rows = await db(async (d) =>
      rowsOf<{ amount: string; return_id: string }>(
        await d.execute(sql`select amount, return_id from refunds where order_id = ${order.id}`),
      ),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.return_id === request.id)).toBe(true);
    expect(Math.round(rows.reduce((s, r) => s + Number(r.amount) * 100, 0)) / 100).toBe(
      request.amount,
    );
    // A third refund changes nothing.
    const third = await api(`/api/returns/${request.id}/refund`, json("POST", {}, admin));
    expect(third.status).toBe(200);
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);

    // The shopper heard of every step, in the request's language.
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `İade talebiniz onaylandı (No: ${returnNumber(request.id)})`,
        `İade ettiğiniz ürünler bize ulaştı (No: ${returnNumber(request.id)})`,
        `Ödemeniz iade edildi (No: ${returnNumber(request.id)})`,
      ].sort(),
    );
    // And the order's history says it in words.
    const history = await page(`/dashboard/history/order/${order.id}`, admin);
    expect(history.text).toContain("İade talebinin durumu");
    expect(history.text).toContain("Para iade edildi");
    // The staff order page links the request.
    const staff = await page(`/dashboard/orders/${order.id}`, admin);
    expect(staff.doc.querySelector(`.order-return a[href$="${request.id}"]`)).not.toBeNull();
  });

  it("a transfer order's refund is the admin's word on the recorded IBAN; a refusal frees the lines", async () => {
    const placed = await placeTransferOrder(server.url, [{ product: next(), quantity: 1 }], {
      token: buyer,
    });
    expect((await api(`/api/order/${placed.id}/paid`, json("PUT", {}, admin))).status).toBe(200);
    const request = await db((d) =>
      insertReturnRequest(d, {
        orderId: placed.id,
        kind: "return",
        iban: IBAN,
        accountHolder: "Deniz Kaya",
        locale: "en",
      }),
    );
    const here = `/dashboard/returns/${request.id}`;
    for (const [intent, fields] of [
      ["approve", { instructions: "Send it with Aras, code 123." }],
      ["receive", { [`resellable-${request.itemIds[0]}`]: "no" }],
    ] as const) {
      const shown = await page(here, admin);
      const version = shown.doc.querySelector('input[name="version"]')!.getAttribute("value")!;
      expect((await post(here, { intent, version, ...fields }, admin)).status).toBe(303);
    }
    const shown = await page(here, admin);
    expect(shown.doc.querySelector(".return-iban-number")?.text).toBe(IBAN);
    const version = shown.doc.querySelector('input[name="version"]')!.getAttribute("value")!;
    const unconfirmed = await post(here, { intent: "refund", version }, admin);
    expect(unconfirmed.status).toBe(400);
    const paid = await post(here, { intent: "refund", version, confirm: "yes" }, admin);
    const { page: done } = await after(paid, admin);
    expect(done.doc.querySelector(".return-page-facts .return-state")?.text).toBe(
      "Para iade edildi",
    );
    expect(done.doc.querySelector(".return-steps")?.text).toContain("admin@demo.shop");
    const mails = await mailsOf(placed.id);
    expect(mails.map((m) => m.subject)).toContain(
      `Your money has been refunded (No: ${returnNumber(request.id)})`,
    );

    // Another request, refused: its line may be asked for again.
    const second = await placeTransferOrder(server.url, [{ product: next(), quantity: 1 }], {
      token: buyer,
    });
    const asked = await db((d) => insertReturnRequest(d, { orderId: second.id }));
    const noReason = await api(`/api/returns/${asked.id}/refuse`, json("POST", {}, admin));
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatch(/^reason: /);
    const refused = await api(
      `/api/returns/${asked.id}/refuse`,
      json("POST", { reason: "Ürün kullanılmış." }, admin, { "if-match": '"1"' }),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const held = await db(async (d) =>
      rowsOf<{ n: number }>(
        await d.execute(
          sql`select count(*)::int as n from order_items where return_id = ${asked.id}`,
        ),
      ),
    );
    expect(Number(held[0]!.n)).toBe(0);
    // A stale If-Match is a 409 with the request as it is.
    const stale = await api(
      `/api/returns/${asked.id}/approve`,
      json("POST", { instructions: "x" }, admin, { "if-match": '"1"' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.return.state).toBe("refused");
    const mails2 = await mailsOf(second.id);
    expect(mails2.map((m) => m.subject)).toEqual([
      `İade talebiniz hakkında (No: ${returnNumber(asked.id)})`,
    ]);
  });

  it("a merchant sees and acts on their own requests only, never who bought", async () => {
    const merchantProduct = await db(async (d) =>
      rowsOf<{ id: string }>(
        await d.execute(sql`select p.id from products p join brands b on b.id = p.brand_id
          join users u on u.merchant_id = b.merchant_id
          where u.email = 'merchant@demo.shop' and p.is_active and p.quantity >= 3
          order by p.sku limit 1`),
      ),
    );
    const placed = await placeTransferOrder(
      server.url,
      [{ product: merchantProduct[0]!.id, quantity: 1 }],
      { token: buyer },
    );
    const own = await db((d) => insertReturnRequest(d, { orderId: placed.id }));
    const shopOrder = await placeTransferOrder(server.url, [{ product: next(), quantity: 1 }], {
      token: buyer,
    });
    const shops = await db((d) => insertReturnRequest(d, { orderId: shopOrder.id }));

    const list = await api<{ returns: Json[] }>("/api/returns", { headers: bearer(merchant) });
    expect(list.status).toBe(200);
    const ids = list.body.returns.map((r) => r._id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(shops.id);
    expect(list.body.returns.every((r) => !("customer" in r))).toBe(true);
    expect((await api(`/api/returns/${shops.id}`, { headers: bearer(merchant) })).status).toBe(404);
    expect(
      (await api(`/api/returns/${shops.id}/approve`, json("POST", { instructions: "x" }, merchant)))
        .status,
    ).toBe(404);
    expect((await page(`/dashboard/returns/${shops.id}`, merchant)).status).toBe(404);
    const mine = await page(`/dashboard/returns/${own.id}`, merchant);
    expect(mine.status).toBe(200);
    expect(mine.doc.querySelector(".return-customer")).toBeNull();
    expect(mine.text).not.toContain("Deniz");
    const approved = await api(
      `/api/returns/${own.id}/approve`,
      json("POST", { instructions: "Kargo ile gönderin." }, merchant),
    );
    expect(approved.status).toBe(200);
    // A shopper is refused the desk.
    expect((await api("/api/returns", { headers: bearer(buyer) })).status).toBe(403);
    // The overview counts the open requests.
    const overview = await page("/dashboard", admin);
    expect(overview.doc.querySelector(".overview-returns-open")?.text).toMatch(/açık talep/);
  });
});

describe.each(DB_KINDS)("two staff at the desk at once on %s", (kind) => {
  const two = twoAdminProcesses(kind);

  it("one approval and one refund of the same request; the other is told, one mail each", async () => {
    const { a, b, onA, onB } = two;
    const products = (
      await getJson<{ products: { _id: string; inventory: number }[] }>(
        a.url,
        "/api/product?limit=100",
      )
    ).body.products.filter((p) => p.inventory >= 3);
    const placed = await placeTransferOrder(a.url, [{ product: products[0]!._id, quantity: 1 }]);
    expect((await staffCall(a, onA, "PUT", `/api/order/${placed.id}/paid`)).status).toBe(200);
    const request = (
      await atDatabase(a, (d) =>
        insertReturnRequest(d, { orderId: placed.id, iban: IBAN, accountHolder: "Ece Tan" }),
      )
    ).value;
    const at = (version: number) => ({ "if-match": `"${version}"` });
    const path = (step: string) => `/api/returns/${request.id}/${step}`;

    const approvals = await Promise.all([
      staffCall(a, onA, "POST", path("approve"), { instructions: "A" }, at(1)),
      staffCall(b, onB, "POST", path("approve"), { instructions: "B" }, at(1)),
    ]);
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = approvals.find((r) => r.status === 200)!.body as Json;
    const lost = approvals.find((r) => r.status === 409)!.body as Json;
    expect(lost.return.instructions).toBe(won.return.instructions);

    const received = await staffCall(a, onA, "POST", path("receive"), {
      lines: request.itemIds.map((id) => ({ id, resellable: true })),
    });
    expect(received.status).toBe(200);
    const version = (received.body as Json).return.version as number;
    const refunds = await Promise.all([
      staffCall(a, onA, "POST", path("refund"), {}, at(version)),
      staffCall(b, onB, "POST", path("refund"), {}, at(version)),
    ]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);

    const mails = (await staffCall(a, onA, "GET", `/api/order/${placed.id}/mails`)).body
      .mails as Json[];
    expect(
      mails
        .filter((m) => m.kind === "returnUpdate")
        .map((m) => m.subject)
        .sort(),
    ).toEqual(
      [
        `İade talebiniz onaylandı (No: ${returnNumber(request.id)})`,
        `İade ettiğiniz ürünler bize ulaştı (No: ${returnNumber(request.id)})`,
        `Ödemeniz iade edildi (No: ${returnNumber(request.id)})`,
      ].sort(),
    );
    // One step each in the order's history.
    const steps = await atDatabase(a, async (d) =>
      rowsOf<{ n: number }>(
        await d.execute(sql`select count(*)::int as n from staff_changes
          where table_name = 'return_requests' and row_id = ${request.id}`),
      ),
    );
    expect(Number(steps.value[0]!.n)).toBe(3);
  });
});
