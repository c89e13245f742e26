import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { mailOutbox, orderItems, orders, products, returnRequests } from "../../db/schema";
import { issueGuestAccess } from "~/models/order.server";
import { atDatabase } from "../helpers/database";
import { Browser } from "../helpers/browser";
import { getJson } from "../helpers/http";
import { TRANSFER_ADDRESS } from "../helpers/transfer-order";
import {
  DB_KINDS,
  ownDatabase,
  sharedServer,
  startServer,
  type DbKind,
  type TestServer,
} from "../helpers/server";

/**
 * The shopper's return and withdrawal requests (issue [19], decision 078), over HTTP: the page
 * without JavaScript and /api, the refusals each with its message, a guest with the order's key,
 * the coupon's share, the mails in the outbox, and one request from two processes at once.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const IBAN = "TR33 0006 1005 1978 6457 8413 26";
const MEMBER = "member@demo.shop";
const DAY_MS = 86_400_000;

async function tokenOf(base: string, email: string, password: string) {
  const res = await getJson<{ token: string }>(base, "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, email).toBe(200);
  return res.body.token;
}

const json = (method: string, body: unknown, token?: string) => ({
  method,
  headers: {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

/** A form as the request page posts it (multipart, ticked lines repeated). */
function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
}

/** Tools for one server: products, orders placed over /api, set delivered in the database. */
function shopOn(get: () => TestServer, set: (s: TestServer) => void) {
  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const done = await atDatabase(get(), fn);
    set(done.server);
    return done.value;
  }
  const call = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(get().url, path, init);

  /** Products by SKU, stocked, custom-made as asked (reset otherwise). */
  async function stocked(skus: string[], customMade: string[] = []) {
    return db(async (d) => {
      await d
        .update(products)
        .set({ quantity: 50, customMade: false })
        .where(inArray(products.sku, skus));
      if (customMade.length)
        await d.update(products).set({ customMade: true }).where(inArray(products.sku, customMade));
      const rows = await d
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, skus));
      return Object.fromEntries(rows.map((r) => [r.sku, r.id]));
    });
  }

  /**
   * An order of one piece of each product, placed over /api (a member's with `token`, else a
   * guest's), then delivered `daysAgo` and paid (by card unless `transfer`).
   */
  async function deliveredOrder(
    ids: string[],
    daysAgo: number,
    opts: { token?: string; coupon?: string; transfer?: boolean } = {},
  ) {
    const cart = await call(
      "/api/cart/add",
      json("POST", { products: ids.map((product) => ({ product, quantity: 1 })) }, opts.token),
    );
    expect(cart.status, JSON.stringify(cart.body)).toBeLessThan(300);
    const cartId = String(cart.body.cartId);
    if (opts.coupon) {
      const applied = await call(
        `/api/cart/coupon/${cartId}`,
        json("POST", { code: opts.coupon }, opts.token),
      );
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    }
    const { total } = (
      await call<{ total: number }>(
        `/api/cart/${cartId}`,
        opts.token ? { headers: { authorization: `Bearer ${opts.token}` } } : {},
      )
    ).body;
    const placed = await call(
      "/api/order/add",
      json(
        "POST",
        { cartId, total, payment: "Havale", address: TRANSFER_ADDRESS, lang: "tr" },
        opts.token,
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const id = String(placed.body.order._id);
    const { key, items } = await db(async (d) => {
      await d
        .update(orders)
        .set({
          status: "Delivered",
          deliveredAt: new Date(Date.now() - daysAgo * DAY_MS),
          payment: opts.transfer ? "Havale" : "Kredi Kartı",
          paidAt: new Date(Date.now() - (daysAgo + 3) * DAY_MS),
        })
        .where(eq(orders.id, id));
      const items = await d
        .select({
          id: orderItems.id,
          productId: orderItems.productId,
          totalPrice: orderItems.totalPrice,
          unitPrice: orderItems.unitPrice,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, id));
      return { key: opts.token ? null : await issueGuestAccess(d, id), items };
    });
    const item = (productId: string) => items.find((i) => i.productId === productId)!;
    return { id, cartId, key, item };
  }

  const requestsOf = (orderId: string) =>
    db((d) => d.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)));

  const mailsOf = (orderId: string) =>
    db((d) =>
      d
        .select({
          to: mailOutbox.to,
          kind: mailOutbox.kind,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
        })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.orderId, orderId),
            inArray(mailOutbox.kind, ["returnUpdate", "shopReturnRequested"]),
          ),
        ),
    );

  return { db, call, stocked, deliveredOrder, requestsOf, mailsOf };
}

describe.each(DB_KINDS)("return and withdrawal requests on %s", (kind) => {
  let server: TestServer;
  let memberToken = "";
  const shop = shopOn(
    () => server,
    (s) => (server = s),
  );
  let ids: Record<string, string>;

  beforeAll(async () => {
    server = await sharedServer(kind);
    memberToken = await tokenOf(server.url, MEMBER, "member123!");
    // ARW103 is earrings; ARW104 is made custom for these tests.
    ids = await shop.stocked(["ARW101", "ARW102", "ARW103", "ARW104", "ARW105"], ["ARW104"]);
  });

  it("a member withdraws a line within 14 days without a reason, on the page without JavaScript", async () => {
    const order = await shop.deliveredOrder([ids.ARW101!, ids.ARW102!], 3, { token: memberToken });
    const member = await new Browser(server.url).signIn(MEMBER, "member123!");
    const orderPage = await member.get(`/order/${order.id}`);
    const ask = orderPage.doc.querySelector(".order-return-ask a");
    expect(ask?.text.trim()).toBe("İade / cayma talebi");
    const page = await member.get(ask!.getAttribute("href")!);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Cayma hakkımı kullanıyorum");
    const form = page.doc.querySelector("form.return-form")!;
    const line = order.item(ids.ARW101!);
    const sent = await member.postBody(
      form.getAttribute("action")!,
      formOf({ lines: line.id, kind: "withdrawal" }),
    );
    expect(sent.status, sent.text.slice(0, 300)).toBe(303);
    const done = await member.follow(sent);
    const [request] = await shop.requestsOf(order.id);
    const number = `R${request!.id.slice(-7).toUpperCase()}`;
    expect(done.text).toContain(`Talep numaranız: ${number}`);
    expect(done.text).toContain("Kalcılar Hanı No: 14");
    expect(done.text).toContain("kargo ücretini satıcı öder");
    expect(request).toMatchObject({
      kind: "withdrawal",
      reason: null,
      state: "asked",
      amount: line.totalPrice,
    });
    // The refund is due 14 days after the notice.
    expect(request!.refundDueBy.getTime() - request!.createdAt.getTime()).toBe(14 * DAY_MS);
    const back = await member.get(`/order/${order.id}`);
    expect(back.doc.querySelector(".order-return")?.text).toContain(number);
    expect(back.doc.querySelector(".order-return")?.text).toContain("Talep alındı");
    // The other line is still free; this one is in the request.
    const again = await member.get(`/order/${order.id}/return`);
    expect(again.text).toContain("Bu ürün için zaten bir talep var.");

    // The shopper's durable copy and the shop's notice are in the outbox.
    const mails = await shop.mailsOf(order.id);
    const mine = mails.find((m) => m.kind === "returnUpdate");
    expect(mine?.to).toBe(MEMBER);
    expect(mine?.subject).toContain(number);
    expect(mine?.text).toContain("kargo ücretini satıcı öder");
    const shops = mails.filter((m) => m.kind === "shopReturnRequested");
    expect(shops.length).toBeGreaterThan(0);
    expect(shops[0]!.subject).toContain(number);
    expect(shops.some((m) => m.to === MEMBER)).toBe(false);
  });

  it("after 14 days a return with a reason is made inside the policy's window; withdrawal is refused", async () => {
    const order = await shop.deliveredOrder([ids.ARW101!], 16, { token: memberToken });
    const line = order.item(ids.ARW101!).id;
    const path = `/api/order/${order.id}/returns`;
    const late = await shop.call(
      path,
      json("POST", { kind: "withdrawal", lines: [line] }, memberToken),
    );
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(
      "lines: The 14 days of withdrawal are over; you may choose a return under the returns policy.",
    );
    const noReason = await shop.call(
      path,
      json("POST", { kind: "return", lines: [line] }, memberToken),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe("reason: Choose a reason for the return.");
    const made = await shop.call(
      path,
      json(
        "POST",
        { kind: "return", lines: [line], reason: "sizeOrFit", note: "Kısa geldi." },
        memberToken,
      ),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.returns[0]).toMatchObject({
      kind: "return",
      reason: "sizeOrFit",
      note: "Kısa geldi.",
      state: "asked",
    });
    const list = await shop.call(path, { headers: { authorization: `Bearer ${memberToken}` } });
    expect(list.status).toBe(200);
    expect(list.body.returns).toHaveLength(1);
    expect(list.body.lines[0]).toMatchObject({ _id: line, refusal: "inReturn", kinds: [] });
  });

  it("refuses each line that cannot go back, with its reason", async () => {
    const path = (id: string) => `/api/order/${id}/returns`;
    const ask = (id: string, body: Json) => shop.call(path(id), json("POST", body, memberToken));

    const old = await shop.deliveredOrder([ids.ARW101!], 30, { token: memberToken });
    const closed = await ask(old.id, {
      kind: "return",
      reason: "other",
      lines: [old.item(ids.ARW101!).id],
    });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe(
      "lines: The return window of a chosen item has closed (15 business days from delivery).",
    );

    const order = await shop.deliveredOrder(
      [ids.ARW102!, ids.ARW103!, ids.ARW104!, ids.ARW105!],
      2,
      {
        token: memberToken,
      },
    );
    const custom = await ask(order.id, { kind: "withdrawal", lines: [order.item(ids.ARW104!).id] });
    expect(custom.status).toBe(400);
    expect(custom.body.error).toBe("lines: Custom-made items cannot be returned.");

    const earrings = order.item(ids.ARW103!).id;
    const unsealed = await ask(order.id, { kind: "withdrawal", lines: [earrings] });
    expect(unsealed.status).toBe(400);
    expect(unsealed.body.error).toBe(
      "sealIntact: Earrings are taken back only with their hygiene seal unopened: confirm the seal is intact.",
    );

    const cancelled = order.item(ids.ARW105!).id;
    await shop.db((d) =>
      d.update(orderItems).set({ status: "Cancelled" }).where(eq(orderItems.id, cancelled)),
    );
    const gone = await ask(order.id, { kind: "withdrawal", lines: [cancelled] });
    expect(gone.status).toBe(400);
    expect(gone.body.error).toBe("lines: A cancelled item cannot be sent back.");
    const none = await ask(order.id, { kind: "withdrawal", lines: [] });
    expect(none.body.error).toBe("lines: Choose at least one item.");
    const noKind = await ask(order.id, { lines: [earrings] });
    expect(noKind.body.error).toBe("kind: Choose the kind of request.");
    // Nothing of the refused requests was written.
    expect(await shop.requestsOf(order.id)).toHaveLength(0);

    const sealed = await ask(order.id, { kind: "withdrawal", lines: [earrings], sealIntact: true });
    expect(sealed.status, JSON.stringify(sealed.body)).toBe(201);
    expect(sealed.body.returns[0].sealIntact).toBe(true);
    const twice = await ask(order.id, { kind: "withdrawal", lines: [earrings], sealIntact: true });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("lines: There is a request for a chosen item already.");
    expect(await shop.requestsOf(order.id)).toHaveLength(1);
  });

  it("a guest with the order's key asks (IBAN for a transfer); anyone else gets 404", async () => {
    const order = await shop.deliveredOrder([ids.ARW102!, ids.ARW103!], 4, { transfer: true });
    const key = encodeURIComponent(order.key!);
    const stranger = new Browser(server.url);
    expect((await stranger.get(`/order/${order.id}/return`)).status).toBe(404);
    const other = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    expect((await other.get(`/order/${order.id}/return`)).status).toBe(404);
    const otherToken = await tokenOf(server.url, "merchant@demo.shop", "merchant123!");
    const theirs = await shop.call(`/api/order/${order.id}/returns`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(theirs.status).toBe(404);

    const guest = new Browser(server.url);
    const page = await guest.get(`/order/${order.id}/return?key=${key}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("İadenin yapılacağı hesap");
    const action = page.doc.querySelector("form.return-form")!.getAttribute("action")!;
    expect(action).toContain(`key=${key}`);
    const earrings = order.item(ids.ARW103!).id;
    // A mistyped IBAN and the seal not confirmed: both said under their fields, the rest kept.
    const wrong = await guest.postBody(
      action,
      formOf({
        lines: earrings,
        kind: "return",
        reason: "damaged",
        note: "Kilidi kırık.",
        iban: "TR33 0006 1005 1978 6457 8413 27",
        accountHolder: "Ece Tan",
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.doc.querySelector("#return-iban-error")?.text).toBe(
      "Geçerli bir TR IBAN yazın: TR ile başlayan 26 karakter.",
    );
    expect(wrong.doc.querySelector("#return-note")?.text).toBe("Kilidi kırık.");
    expect(wrong.doc.querySelector("#return-holder")?.getAttribute("value")).toBe("Ece Tan");
    expect(wrong.doc.querySelector(`input[value="${earrings}"]`)?.hasAttribute("checked")).toBe(
      true,
    );
    expect(
      wrong.doc.querySelector('#return-reason option[value="damaged"]')?.hasAttribute("selected"),
    ).toBe(true);
    const unsealed = await guest.postBody(
      action,
      formOf({
        lines: earrings,
        kind: "return",
        reason: "damaged",
        iban: IBAN,
        accountHolder: "Ece Tan",
      }),
    );
    expect(unsealed.status).toBe(400);
    expect(unsealed.doc.querySelector("#return-sealIntact-error")?.text).toContain("hijyen bandı");
    expect(await shop.requestsOf(order.id)).toHaveLength(0);

    const sent = await guest.postBody(
      action,
      formOf({
        lines: earrings,
        kind: "return",
        reason: "damaged",
        sealIntact: "on",
        iban: IBAN,
        accountHolder: "Ece Tan",
      }),
    );
    expect(sent.status, sent.text.slice(0, 300)).toBe(303);
    expect(sent.location).toContain(`key=${key}`);
    const done = await guest.follow(sent);
    expect(done.text).toContain("kargo ücreti alıcıya aittir");
    const [request] = await shop.requestsOf(order.id);
    expect(request).toMatchObject({
      iban: "TR330006100519786457841326",
      accountHolder: "Ece Tan",
      reason: "damaged",
    });
    // The guest's mail goes to the order's address.
    const mails = await shop.mailsOf(order.id);
    expect(mails.find((m) => m.kind === "returnUpdate")?.to).toBe(TRANSFER_ADDRESS.email);
    // The key reads the list over /api too.
    const list = await shop.call(`/api/order/${order.id}/returns?key=${key}`);
    expect(list.status).toBe(200);
    expect(list.body.returns[0].number).toBe(`R${request!.id.slice(-7).toUpperCase()}`);
  });

  it("a line's amount is its share of the paid total, the coupon included", async () => {
    const order = await shop.deliveredOrder([ids.ARW101!, ids.ARW102!], 1, {
      token: memberToken,
      coupon: "HOSGELDIN10",
    });
    const line = order.item(ids.ARW102!);
    expect(line.totalPrice).toBeLessThan(line.unitPrice);
    const made = await shop.call(
      `/api/order/${order.id}/returns`,
      json("POST", { kind: "withdrawal", lines: [line.id] }, memberToken),
    );
    expect(made.status).toBe(201);
    expect(made.body.returns[0].amount).toBe(line.totalPrice);
    expect(made.body.returns[0].lines).toEqual([
      expect.objectContaining({ orderItemId: line.id, amount: line.totalPrice }),
    ]);
  });
});

describe.each(DB_KINDS)("one request from two processes on %s", (kind: DbKind) => {
  let a: TestServer;
  let b: TestServer;
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await ownDatabase(kind);
    a = await startServer(kind, { DATABASE_URL: database.url });
    b = kind === "postgres" ? await startServer(kind, { DATABASE_URL: database.url }) : a;
  });
  afterAll(async () => {
    if (b && b !== a) await b.stop();
    await a?.stop();
    await database?.drop();
  });

  it("two simultaneous submits make exactly one request", async () => {
    const shop = shopOn(
      () => a,
      (s) => (a = s),
    );
    const token = await tokenOf(a.url, MEMBER, "member123!");
    const ids = await shop.stocked(["ARW101", "ARW102"]);
    const order = await shop.deliveredOrder([ids.ARW101!, ids.ARW102!], 2, { token });
    const body = {
      kind: "withdrawal",
      lines: [order.item(ids.ARW101!).id, order.item(ids.ARW102!).id],
    };
    const answers = await Promise.all(
      [a, b, a, b].map((s) =>
        getJson<Json>(s.url, `/api/order/${order.id}/returns`, json("POST", body, token)),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    // The one that won made a request per seller (the two products are two sellers'); the others
    // wrote nothing.
    const won = answers.find((r) => r.status === 201)!.body.returns as Json[];
    const rows = await shop.requestsOf(order.id);
    expect(rows.map((r) => r.id).sort()).toEqual(won.map((r) => r._id).sort());
    const taken = await shop.db((d) =>
      d
        .select({ n: sql<number>`count(*)::int` })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, order.id),
            inArray(
              orderItems.returnId,
              rows.map((r) => r.id),
            ),
          ),
        ),
    );
    expect(taken[0]!.n).toBe(2);
  });
});
