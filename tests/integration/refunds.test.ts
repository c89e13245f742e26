import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMULATOR_KEYS } from "../../app/services/payments.server";
import {
  startIyzicoEmulator,
  type IyzicoEmulator,
} from "../../app/services/iyzico-emulator.server";
import { sessionSetCookie } from "~/http/cookies.server";
import { formatMoney } from "~/lib/money";
import { CARD_OK } from "../helpers/card-payment";
import { getJson, getPage, type Page } from "../helpers/http";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";

/**
 * Card refunds (decision 031) through the built server, the real iyzipay client and the iyzico
 * emulator: cancelling a paid card order or one of its lines gives that amount back once, a
 * refund iyzico refuses is shown and can be retried by an admin, and two people clicking at once
 * refund nothing twice. The emulator's own record of what it refunded is the proof.
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

describe.each(DB_KINDS)("card refunds on %s", (kind) => {
  let emulator: IyzicoEmulator;
  let server: TestServer;
  let admin = "";
  let merchant = "";
  let buyer = "";
  let products: { _id: string; inventory: number }[] = [];
  let iyzicoLater = 0;

  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (method: string, body: unknown, token?: string) => ({
    method,
    headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
  const cookie = async (token: string, other?: string) => {
    const sid = (await sessionSetCookie(token)).split(";")[0]!;
    return other ? `${sid}; ${other}` : sid;
  };
  /** A browser without JavaScript, signed in with the token's session. */
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
  /** An admin's (or the buyer's) cancel of a whole order, over /api. */
  const cancelAs = (token: string, orderId: string) =>
    api(`/api/order/cancel/${orderId}`, { method: "DELETE", headers: bearer(token) });
  const after = async (res: Page, token: string) => {
    expect(res.status, res.text.slice(0, 300)).toBe(302);
    const toast = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("toast="));
    const next = await page(res.headers.get("location")!, token, toast);
    return { page: next, toast: next.doc.querySelector(".toast")?.text.trim() ?? null };
  };

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

  /** A paid card order of the buyer with one line of each product: id, paymentId, total, lines. */
  async function paidCardOrder(count = 2) {
    const ids = Array.from({ length: count }, () => next());
    const cart = await api(
      "/api/cart/add",
      json("POST", { products: ids.map((product) => ({ product, quantity: 1 })) }, buyer),
    );
    expect(cart.status, JSON.stringify(cart.body)).toBeLessThan(300);
    const cartId = String(cart.body.cartId);
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
    const back = await fetch(`${server.url}/api/order/success`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: placed.body.token }).toString(),
    });
    expect(back.headers.get("location")).toContain(`/order/success/${orderId}`);
    const paymentId = emulator.paymentOf(placed.body.token)!;
    expect(paymentId).toBeTruthy();
    const order = await orderAs(admin, orderId);
    expect(order.status).toBe("Not Processed");
    return {
      id: orderId,
      paymentId,
      total: order.total as number,
      lines: (order.products as Json[]).map((p) => ({
        id: p._id as string,
        name: p.name as string,
        amount: p.totalPrice as number,
      })),
    };
  }

  const orderAs = async (token: string, id: string) => {
    const res = await api<{ order: Json }>(`/api/order/${id}`, { headers: bearer(token) });
    expect(res.status).toBe(200);
    return res.body.order;
  };
  const refundsAs = async (token: string, id: string) =>
    (await orderAs(token, id)).refunds as Json[];
  /** The refunds the order page shows. */
  const shown = (p: Page) =>
    p.doc.querySelectorAll(".order-refund").map((li) => ({
      name: li.querySelector(".order-refund-name")!.text.trim(),
      amount: li.querySelector(".order-refund-amount")!.text.replace(/\s/g, " "),
      state: li.querySelector(".order-refund-state")!.text.trim(),
      error: li.querySelector(".order-refund-error")?.text.trim() ?? null,
      retry: !!li.querySelector('button[value="retryRefund"]'),
    }));
  /** Each refund's attempts at iyzico as the admin reads them, without their times. */
  const attemptsShown = (p: Page) =>
    p.doc
      .querySelectorAll(".order-refund")
      .map((li) =>
        li
          .querySelectorAll(".order-refund-history li")
          .map((a) => a.text.replace(/\s/g, " ").split(" · ").slice(1).join(" · ")),
      );
  const tl = (n: number) => formatMoney(n, "try", "tr").replace(/\s/g, " ");
  const sum = (ns: number[]) => Math.round(ns.reduce((a, b) => a + b, 0) * 100) / 100;

  /** The refunds table itself, where the test can reach it beside the shop (PostgreSQL). */
  async function tableRows(orderId: string) {
    if (kind !== "postgres") return null;
    const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await sql`select order_item_id, amount::float8 as amount, state, attempts
        from refunds where order_id = ${orderId} order by amount`;
    } finally {
      await sql.end();
    }
  }

  beforeAll(async () => {
    // iyzico's clock, which a test may move on to the next day (a cancel is the same day's only).
    emulator = await startIyzicoEmulator({ ...EMULATOR_KEYS, now: () => Date.now() + iyzicoLater });
    server = await startServer(kind, {
      IYZICO_BASE_URL: emulator.url,
      PAGE_CACHE_MS: "0",
      // An iyzico that does not answer is given up on quickly here.
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
        email: `deniz.iade.${kind}@example.com`,
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

  it("the buyer cancels a paid card order: its total goes back once, shown on the order", async () => {
    const order = await paidCardOrder(2);
    const cancelled = await post(`/order/${order.id}`, { intent: "cancel" }, buyer);
    const { page: seen, toast } = await after(cancelled, buyer);
    expect(toast).toBe("Sipariş iptal edildi.");

    // The day it was paid: iyzico's cancel gives all of it back, with no refund on the statement.
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
    expect(emulator.refundsOf(order.paymentId)).toEqual([]);
    // The buyer sees each line's refund, done; never iyzico's texts nor a retry.
    expect(seen.doc.querySelector("#order-refunds")?.text).toBe("İadeler");
    expect(shown(seen).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...order.lines]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((l) => ({
          name: l.name,
          amount: tl(l.amount),
          state: "İade edildi",
          error: null,
          retry: false,
        })),
    );
    const refunds = await refundsAs(buyer, order.id);
    expect(refunds.map((r) => r.state)).toEqual(["done", "done"]);
    expect(refunds[0]).not.toHaveProperty("error");
    expect(sum(refunds.map((r) => r.amount))).toBe(order.total);
    const rows = await tableRows(order.id);
    if (rows)
      expect(rows.map((r) => [r.state, r.attempts])).toEqual([
        ["done", 1],
        ["done", 1],
      ]);

    // Cancelling again changes nothing and refunds nothing.
    const again = await post(`/order/${order.id}`, { intent: "cancel" }, buyer);
    expect((await after(again, buyer)).toast).toBe(
      "Sipariş bu arada işleme alındı; artık iptal edilemez.",
    );
    expect(emulator.refundsOf(order.paymentId)).toEqual([]);
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
  });

  it("an admin cancels one line of an order in processing, then the order: each amount once", async () => {
    const order = await paidCardOrder(3);
    const changed = await post(
      `/dashboard/orders/${order.id}/status`,
      { status: "Processing" },
      admin,
    );
    expect(changed.status).toBe(303);
    // The buyer may no longer cancel anything; the admin may cancel a line.
    const buyerView = await page(`/order/${order.id}`, buyer);
    expect(buyerView.doc.querySelector('button[value="cancelItem"]')).toBeNull();
    const refused = await post(
      `/order/${order.id}`,
      { intent: "cancelItem", itemId: order.lines[0]!.id },
      buyer,
    );
    expect((await after(refused, buyer)).toast).toBe(
      "Sipariş bu arada işleme alındı; artık iptal edilemez.",
    );
    expect(emulator.refundsOf(order.paymentId)).toEqual([]);

    const [line] = order.lines;
    const cut = await post(
      `/dashboard/orders/${order.id}`,
      { intent: "cancelItem", itemId: line!.id },
      admin,
    );
    const { page: seen, toast } = await after(cut, admin);
    expect(toast).toBe("Ürün siparişten çıkarıldı.");
    expect(emulator.refundedOf(order.paymentId)).toBe(line!.amount);
    expect(shown(seen)).toEqual([
      {
        name: line!.name,
        amount: tl(line!.amount),
        state: "İade edildi",
        error: null,
        retry: false,
      },
    ]);
    expect(seen.doc.querySelector(".order-fact-status .order-status")?.text).toBe("İşleniyor");

    // The status menu's Canceled refunds the lines left, not the one refunded already.
    const whole = await api(`/api/order/change/${order.id}?status=Canceled`, {
      method: "POST",
      headers: bearer(admin),
    });
    expect(whole.status).toBe(200);
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
    expect(emulator.refundsOf(order.paymentId)).toHaveLength(3);
    const refunds = await refundsAs(admin, order.id);
    expect(refunds.map((r) => r.state)).toEqual(["done", "done", "done"]);
    expect(refunds.every((r) => r.error === null && r.retryable === false)).toBe(true);
  });

  it("a refund iyzico refuses is shown to the admin and a retry succeeds; others cannot retry", async () => {
    const order = await paidCardOrder(2);
    emulator.failRefunds(order.paymentId, 1);
    const [line] = order.lines;
    const cut = await api(
      `/api/order/cancel/item/${line!.id}`,
      json("PUT", { orderId: order.id }, admin),
    );
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    expect(cut.body).toMatchObject({ success: true, refunds: { done: 0, failed: 1 } });
    expect(emulator.refundedOf(order.paymentId)).toBe(0);

    const [refund] = await refundsAs(admin, order.id);
    expect(refund).toMatchObject({
      item: line!.id,
      amount: line!.amount,
      state: "failed",
      error: "Banka iade işlemini reddetti (10093)",
      failure: "refused",
      attempts: 1,
      retryable: true,
    });
    // The shop hears of it (decision 077): in the order's mail log, to its order address.
    const mails = await api<{ mails: Json[] }>(`/api/order/${order.id}/mails`, {
      headers: bearer(admin),
    });
    // A card order is new to the shop once paid: its new-order mail is in the log too.
    expect(mails.body.mails.filter((m) => m.kind === "shopNewOrder").map((m) => m.to)).toContain(
      "admin@demo.shop",
    );
    expect(mails.body.mails.filter((m) => m.kind === "shopRefundFailed")).toMatchObject([
      { to: "admin@demo.shop", subject: `İade yapılamadı (No: ${order.id.slice(-7)})` },
    ]);
    const opened = await api(
      `/api/mail/${mails.body.mails.find((m) => m.kind === "shopRefundFailed")!._id}`,
      {
        headers: bearer(admin),
      },
    );
    expect(opened.body.mail.text).toContain("Banka iade işlemini reddetti (10093)");
    expect(opened.body.mail.text).toContain(`/dashboard/orders/${order.id}`);
    const adminView = await page(`/dashboard/orders/${order.id}`, admin);
    expect(shown(adminView)).toEqual([
      {
        name: line!.name,
        amount: tl(line!.amount),
        state: "Yapılamadı",
        error: "iyzico'nun yanıtı: Banka iade işlemini reddetti (10093)",
        retry: true,
      },
    ]);
    // The buyer sees it failed, without iyzico's text or a retry; the English page says so too.
    const buyerView = await page(`/en/order/${order.id}`, buyer);
    expect(shown(buyerView)).toEqual([
      {
        name: line!.name,
        amount: formatMoney(line!.amount, "try", "en").replace(/\s/g, " "),
        state: "Failed",
        error: null,
        retry: false,
      },
    ]);

    // Neither the buyer nor a merchant may send it again, by form or /api.
    const byBuyer = await post(
      `/order/${order.id}`,
      { intent: "retryRefund", refundId: refund!._id },
      buyer,
    );
    // The shopper's page has no such action; the staff page no such order for them.
    expect(byBuyer.status).toBe(400);
    const onStaffPage = await post(
      `/dashboard/orders/${order.id}`,
      { intent: "retryRefund", refundId: refund!._id },
      buyer,
    );
    expect(onStaffPage.status).toBe(404);
    for (const token of [buyer, merchant]) {
      const res = await api(`/api/order/refund/${refund!._id}`, {
        method: "PUT",
        headers: bearer(token),
      });
      expect(res.status).toBe(403);
    }
    expect(emulator.refundedOf(order.paymentId)).toBe(0);

    // The admin's Retry, a plain form post.
    const retried = await post(
      `/dashboard/orders/${order.id}`,
      { intent: "retryRefund", refundId: refund!._id },
      admin,
    );
    const { page: seen, toast } = await after(retried, admin);
    expect(toast).toBe("İade yapıldı.");
    expect(shown(seen)[0]).toMatchObject({ state: "İade edildi", error: null, retry: false });
    expect(emulator.refundedOf(order.paymentId)).toBe(line!.amount);

    // Once done, a retry is refused and sends nothing.
    const late = await api(`/api/order/refund/${refund!._id}`, {
      method: "PUT",
      headers: bearer(admin),
    });
    expect(late.status).toBe(409);
    expect(emulator.refundsOf(order.paymentId)).toHaveLength(1);
    const rows = await tableRows(order.id);
    if (rows) expect(rows.map((r) => [r.state, r.attempts])).toEqual([["done", 2]]);
  });

  it("an iyzico that does not answer is recorded failed with a warning, and retried over /api", async () => {
    const order = await paidCardOrder(1);
    emulator.failRefunds(order.paymentId, 1, "hang");
    const cancelled = await cancelAs(admin, order.id);
    expect(cancelled.status).toBe(200);
    const [refund] = await refundsAs(admin, order.id);
    expect(refund).toMatchObject({ state: "failed", failure: "unreachable", retryable: true });
    expect(refund!.error).toBe("iyzico did not answer in time");
    const view = await page(`/dashboard/orders/${order.id}`, admin);
    expect(shown(view)[0]!.error).toContain("iade yapılmış olabilir");

    const retried = await api<Json>(`/api/order/refund/${refund!._id}`, {
      method: "PUT",
      headers: bearer(admin),
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.refunds[0]).toMatchObject({ state: "done", error: null, attempts: 2 });
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
  });

  it("a refund made whose answer was lost is not sent again: the retry asks iyzico first", async () => {
    // One line of two, so that iyzico's own cap (no more than what is left) could not hide a double.
    const order = await paidCardOrder(2);
    emulator.failRefunds(order.paymentId, 1, "lose");
    const [line] = order.lines;
    await post(`/dashboard/orders/${order.id}`, { intent: "cancelItem", itemId: line!.id }, admin);
    const [refund] = await refundsAs(admin, order.id);
    expect(refund).toMatchObject({ state: "failed", failure: "unreachable", retryable: true });
    // iyzico made it all the same.
    expect(emulator.refundedOf(order.paymentId)).toBe(line!.amount);

    const retried = await api<Json>(`/api/order/refund/${refund!._id}`, {
      method: "PUT",
      headers: bearer(admin),
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.refunds[0]).toMatchObject({ state: "done", error: null, attempts: 2 });
    expect(emulator.refundsOf(order.paymentId)).toHaveLength(1);
    expect(emulator.refundedOf(order.paymentId)).toBe(line!.amount);
    expect(server.output()).toContain("only what is missing is sent");
  });

  it("after the banks' day end the cancel is refused and each line is refunded, every attempt shown", async () => {
    const order = await paidCardOrder(2);
    iyzicoLater = 24 * 60 * 60 * 1000;
    try {
      await cancelAs(admin, order.id);
    } finally {
      iyzicoLater = 0;
    }
    expect(emulator.refundsOf(order.paymentId)).toHaveLength(2);
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
    const view = await page(`/dashboard/orders/${order.id}`, admin);
    expect(shown(view).map((r) => r.state)).toEqual(["İade edildi", "İade edildi"]);
    const amounts = shown(view).map((r) => r.amount);
    expect(attemptsShown(view)).toEqual(
      amounts.map((amount) => [
        `Aynı gün iptal · ${amount} · Reddedildi: Ödeme yalnızca alındığı gün iptal edilebilir, iade yapınız (5121)`,
        `İade · ${amount} · Yapıldı`,
      ]),
    );
    // The buyer sees the refunds, never the attempts.
    expect(attemptsShown(await page(`/order/${order.id}`, buyer))).toEqual([[], []]);
  });

  it("a cancel made whose answer was lost is not followed by a refund: the retry asks iyzico", async () => {
    const order = await paidCardOrder(1);
    emulator.failRefunds(order.paymentId, 1, "lose");
    await cancelAs(admin, order.id);
    const [refund] = await refundsAs(admin, order.id);
    expect(refund).toMatchObject({ state: "failed", failure: "unreachable", retryable: true });
    // iyzico cancelled it all the same.
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);

    const retried = await api<Json>(`/api/order/refund/${refund!._id}`, {
      method: "PUT",
      headers: bearer(admin),
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.refunds[0]).toMatchObject({ state: "done", error: null, attempts: 2 });
    expect(emulator.refundsOf(order.paymentId)).toEqual([]);
    const view = await page(`/dashboard/orders/${order.id}`, admin);
    expect(attemptsShown(view)).toEqual([
      [
        `Aynı gün iptal · ${tl(order.total)} · Yanıt gelmedi: iyzico did not answer in time`,
        `iyzico kayıtlarında yapılmış bulundu · ${tl(order.total)} · Yapıldı`,
      ],
    ]);
  });

  it("two admins cancelling at once, and two retrying at once, refund once", async () => {
    const order = await paidCardOrder(2);
    const results = await Promise.all([
      post(`/dashboard/orders/${order.id}/status`, { status: "Canceled" }, admin),
      api(`/api/order/change/${order.id}?status=Canceled`, {
        method: "POST",
        headers: bearer(admin),
      }),
      api(`/api/order/change/${order.id}?status=Canceled`, {
        method: "POST",
        headers: bearer(admin),
      }),
      cancelAs(admin, order.id),
    ]);
    // Done, lost the race (409), or the cancel call's refusal of an order cancelled by then (403).
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => [200, 302, 303, 409, 403].includes(s)),
      String(statuses),
    ).toBe(true);
    // One cancel of the whole payment (iyzico refuses a second), and no refund beside it.
    expect(emulator.refundsOf(order.paymentId)).toEqual([]);
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
    const cancels = server
      .output()
      .split("\n")
      .filter((line) => line.includes(order.id) && line.includes("whole payment cancelled"));
    expect(cancels).toHaveLength(1);
    const rows = await tableRows(order.id);
    if (rows) expect(rows.map((r) => r.state)).toEqual(["done", "done"]);

    // A failed refund retried by two admins at once: iyzico is asked once. One line of two, so
    // that iyzico's own cap (no more than what is left of the payment) could not hide a double.
    const other = await paidCardOrder(2);
    emulator.failRefunds(other.paymentId, 1);
    const [line] = other.lines;
    await post(`/dashboard/orders/${other.id}`, { intent: "cancelItem", itemId: line!.id }, admin);
    const [failed] = await refundsAs(admin, other.id);
    expect(failed!.state).toBe("failed");
    const retries = await Promise.all([
      api(`/api/order/refund/${failed!._id}`, { method: "PUT", headers: bearer(admin) }),
      api(`/api/order/refund/${failed!._id}`, { method: "PUT", headers: bearer(admin) }),
      post(
        `/dashboard/orders/${other.id}`,
        { intent: "retryRefund", refundId: failed!._id },
        admin,
      ),
    ]);
    // One of them sent it; the others were told it was being sent or done (409, or the page's
    // redirect with that message).
    const retried = retries.map((r) => r.status);
    expect(
      retried.every((s) => [200, 302, 409].includes(s)),
      String(retried),
    ).toBe(true);
    expect(retried.filter((s) => s === 409).length).toBeGreaterThanOrEqual(1);
    expect(emulator.refundsOf(other.paymentId)).toHaveLength(1);
    expect(emulator.refundedOf(other.paymentId)).toBe(line!.amount);
    expect((await refundsAs(admin, other.id))[0]).toMatchObject({ state: "done", attempts: 2 });
  });
});
