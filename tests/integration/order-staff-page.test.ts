import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { brands, products } from "../../db/schema";
import { DEMO_ACCOUNTS } from "../../db/seed/demo.server";
import { sessionSetCookie } from "~/http/cookies.server";
import { atDatabase } from "../helpers/database";
import { getJson, getPage } from "../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { placeTransferOrder, type PlacedOrder } from "../helpers/transfer-order";

/**
 * The staff order page (issue [18] points 1, 3, 8) over HTTP, as a browser without JavaScript and
 * an /api client: staff who open a shopper's order page are sent to /dashboard/orders/{id} (an
 * admin's own order stays theirs); the admin sees the customer, the merchant their lines and,
 * once paid, where the parcel goes, never the customer's e-mail (decision 075); notes are
 * written and read by the order's staff only, never shown to the shopper, on the page or /api.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Where the demo member's orders go: their default address (db/seed/demo.server.ts). */
const SHIP_TO = { name: "Elif Demir", address: "Moda Caddesi No: 12", phone: "+905321234567" };

describe.each(DB_KINDS)("the staff order page on %s", (kind) => {
  let server: TestServer;
  const token = { admin: "", merchant: "", member: "" };
  /** A member's order with a line of the demo merchant's and one of another shop's. */
  let mixed: PlacedOrder;
  /** A member's order without the merchant's products. */
  let foreign: PlacedOrder;
  let merchantLine = "";
  let otherLine = "";
  let otherProduct = "";

  const cookie = async (t: string) => (await sessionSetCookie(t)).split(";")[0]!;
  const page = async (path: string, t?: string) =>
    getPage(server.url, path, t ? { headers: { cookie: await cookie(t) } } : {});
  const post = async (path: string, fields: Record<string, string>, t: string) =>
    getPage(server.url, path, {
      method: "POST",
      headers: {
        cookie: await cookie(t),
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });
  const api = (path: string, t?: string, init: RequestInit = {}) =>
    getJson<Json>(server.url, path, {
      ...init,
      headers: {
        ...(t ? { authorization: `Bearer ${t}` } : {}),
        ...(init.body ? { "content-type": "application/json" } : {}),
      },
    });
  const notesOn = (p: Awaited<ReturnType<typeof page>>) =>
    p.doc.querySelectorAll(".order-staff-note").map((n) => ({
      author: n.querySelector(".order-staff-note-author")!.text.trim(),
      body: n.querySelector(".order-staff-note-body")!.text.trim(),
    }));

  beforeAll(async () => {
    server = await sharedServer(kind);
    for (const who of ["admin", "merchant", "member"] as const) {
      const res = await api("/api/auth/login", undefined, {
        method: "POST",
        body: JSON.stringify(DEMO_ACCOUNTS[who]),
      });
      expect(res.status).toBe(200);
      token[who] = res.body.token;
    }
    const { value: ids } = await atDatabase(server, async (db) => {
      const pick = (merchant: boolean) =>
        db
          .select({ id: products.id, name: products.name })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(
            and(
              merchant ? isNotNull(brands.merchantId) : isNull(brands.merchantId),
              gt(products.quantity, 2),
              eq(products.isActive, true),
              eq(products.isVisible, true),
            ),
          )
          .orderBy(desc(products.quantity))
          .limit(1);
      return { mine: (await pick(true))[0]!, other: (await pick(false))[0]! };
    });
    merchantLine = ids.mine.name;
    otherLine = ids.other.name;
    otherProduct = ids.other.id;
    mixed = await placeTransferOrder(
      server.url,
      [
        { product: ids.mine.id, quantity: 2 },
        { product: ids.other.id, quantity: 1 },
      ],
      { token: token.member },
    );
    foreign = await placeTransferOrder(server.url, [{ product: ids.other.id, quantity: 1 }], {
      token: token.member,
    });
  });

  it("sends staff from the shopper's page to theirs; an admin's own order stays the shopper's", async () => {
    const toDesk = await page(`/order/${mixed.id}`, token.admin);
    expect(toDesk.status).toBe(302);
    expect(toDesk.headers.get("location")).toBe(`/dashboard/orders/${mixed.id}`);
    const en = await page(`/en/order/${mixed.id}`, token.merchant);
    expect(en.headers.get("location")).toBe(`/en/dashboard/orders/${mixed.id}`);
    // The buyer keeps the shopper's page, with no staff controls on it.
    const own = await page(`/order/${mixed.id}`, token.member);
    expect(own.status).toBe(200);
    expect(own.doc.querySelector('select[name="status"]')).toBeNull();
    expect(own.doc.querySelector('button[value="markPaid"]')).toBeNull();
    // An admin who bought something sees their order as a shopper.
    const address = await post(
      "/dashboard/address/add",
      {
        address: "Bağdat Caddesi 1",
        city: "İstanbul",
        state: "Kadıköy",
        country: "Türkiye",
        zipCode: "34710",
        isDefault: "on",
      },
      token.admin,
    );
    expect(address.status).toBe(302);
    const bought = await placeTransferOrder(server.url, [{ product: otherProduct, quantity: 1 }], {
      token: token.admin,
    });
    const adminsOwn = await page(`/order/${bought.id}`, token.admin);
    expect(adminsOwn.status).toBe(200);
    expect(adminsOwn.doc.querySelector("h1")!.text).toContain(bought.number);
  });

  it("shows the admin the customer, the addresses, the payment and every line", async () => {
    const view = await page(`/dashboard/orders/${mixed.id}`, token.admin);
    expect(view.status).toBe(200);
    expect(view.doc.querySelector("h1")!.text).toBe(`Sipariş #${mixed.number}`);
    expect(view.doc.querySelector(".order-customer-email")!.text).toBe("member@demo.shop");
    expect(view.doc.querySelector(".order-address address")!.text).toContain(SHIP_TO.address);
    expect(view.text).toContain("Havale bekleniyor");
    expect(
      view.doc
        .querySelectorAll(".order-line-name")
        .map((l) => l.text.trim())
        .sort(),
    ).toEqual([merchantLine, otherLine].sort());
    // The status change is its own page: a GET form to it.
    const form = view.doc.querySelector("form.order-status-form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe(`/dashboard/orders/${mixed.id}/status`);
    expect(view.doc.querySelector(`a[href="/dashboard/history/order/${mixed.id}"]`)).toBeTruthy();
    const en = await page(`/en/dashboard/orders/${mixed.id}`, token.admin);
    expect(en.doc.querySelector("h1")!.text).toBe(`Order #${mixed.number}`);
    expect(en.text).toContain("Awaiting the transfer");
    // A member is no staff: there is no such page for them.
    expect((await page(`/dashboard/orders/${mixed.id}`, token.member)).status).toBe(404);
  });

  it("shows a merchant their lines, the address only once paid, never the customer", async () => {
    const before = await page(`/dashboard/orders/${mixed.id}`, token.merchant);
    expect(before.status).toBe(200);
    expect(before.doc.querySelectorAll(".order-line-name").map((l) => l.text.trim())).toEqual([
      merchantLine,
    ]);
    expect(before.text).not.toContain(otherLine);
    expect(before.text).not.toContain("member@demo.shop");
    expect(before.doc.querySelector(".order-customer")).toBeNull();
    expect(before.text).not.toContain(SHIP_TO.address);
    expect(before.text).toContain("Teslimat adresi, ödeme alındığında gösterilir.");
    expect(before.doc.querySelector('select[name="status"]')).toBeNull();
    // Another shop's order does not exist for them; nor may they act as the admin.
    expect((await page(`/dashboard/orders/${foreign.id}`, token.merchant)).status).toBe(404);
    expect(
      (await post(`/dashboard/orders/${mixed.id}`, { intent: "markPaid" }, token.merchant)).status,
    ).toBe(403);

    const paid = await post(`/dashboard/orders/${mixed.id}`, { intent: "markPaid" }, token.admin);
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe(`/dashboard/orders/${mixed.id}`);
    const after = await page(`/dashboard/orders/${mixed.id}`, token.merchant);
    const address = after.doc.querySelector(".order-address address")!.text;
    expect(address).toContain(SHIP_TO.name);
    expect(address).toContain(SHIP_TO.address);
    expect(address).toContain(SHIP_TO.phone);
    expect(after.text).not.toContain("member@demo.shop");
    expect(after.text).not.toContain("member@demo.shop");
    expect(after.doc.querySelector(".order-billing")).toBeNull();
    // The slip: their lines, the quantities, no prices.
    const slip = await page(`/dashboard/orders/${mixed.id}/slip`, token.merchant);
    expect(slip.status).toBe(200);
    expect(slip.doc.querySelector(".backoffice-header, .back-office-menu")).toBeNull();
    const rows = slip.doc.querySelectorAll(".packing-slip-lines tbody tr");
    expect(rows.map((r) => r.querySelectorAll("td").map((c) => c.text.trim()))).toEqual([
      [merchantLine, "2"],
    ]);
    expect(slip.text).toContain(SHIP_TO.address);
    expect(slip.text).not.toMatch(/₺|TL/);
    expect((await page(`/dashboard/orders/${foreign.id}/slip`, token.merchant)).status).toBe(404);
  });

  it("keeps notes for the order's staff: written, listed with who, refused when empty or long", async () => {
    const path = `/dashboard/orders/${mixed.id}`;
    const added = await post(
      path,
      { intent: "note", body: "  Müşteri hediye paketi istedi.  " },
      token.admin,
    );
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(path);
    const byMerchant = await post(path, { intent: "note", body: "Kutular hazır." }, token.merchant);
    expect(byMerchant.status).toBe(302);
    const expected = [
      { author: "Ada Yönetici", body: "Müşteri hediye paketi istedi." },
      { author: "Selin Taşçı", body: "Kutular hazır." },
    ];
    const seen = notesOn(await page(path, token.admin));
    expect(seen.map((n) => n.body)).toEqual(expected.map((n) => n.body));
    // The merchant sees the notes of their order, whoever wrote them (decision 075).
    expect(notesOn(await page(path, token.merchant)).map((n) => n.body)).toEqual(
      expected.map((n) => n.body),
    );

    const empty = await post(path, { intent: "note", body: "   " }, token.admin);
    expect(empty.status).toBe(400);
    expect(empty.doc.querySelector("#order-note-error")!.text).toBe("Not boş olamaz.");
    const long = await post(`/en${path}`, { intent: "note", body: "x".repeat(2001) }, token.admin);
    expect(long.status).toBe(400);
    expect(long.doc.querySelector("#order-note-error")!.text).toBe(
      "A note can have at most 2000 characters.",
    );
    expect(notesOn(await page(path, token.admin))).toHaveLength(2);
    // Not on another merchant's order; never to the shopper.
    expect(
      (await post(`/dashboard/orders/${foreign.id}`, { intent: "note", body: "x" }, token.merchant))
        .status,
    ).toBe(404);
    const shopper = await page(`/order/${mixed.id}`, token.member);
    expect(shopper.text).not.toContain("hediye paketi");
    expect(JSON.stringify((await api(`/api/order/${mixed.id}`, token.member)).body)).not.toContain(
      "hediye paketi",
    );
    expect((await page(`/dashboard/orders/${mixed.id}`, token.member)).status).toBe(404);
  });

  it("answers an order's notes on /api to its staff, with the field named on bad input", async () => {
    const path = `/api/order/${foreign.id}/notes`;
    const posted = await api(path, token.admin, {
      method: "POST",
      body: JSON.stringify({ body: "Kargo firması arandı." }),
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({
      success: true,
      note: {
        author: "Ada Yönetici",
        body: "Kargo firması arandı.",
        statusFrom: null,
        statusTo: null,
      },
    });
    const listed = await api(path, token.admin);
    expect(listed.status).toBe(200);
    expect(listed.body.notes.map((n: Json) => n.body)).toEqual(["Kargo firması arandı."]);
    expect(Number.isNaN(Date.parse(listed.body.notes[0].createdAt))).toBe(false);

    const bad = async (body: unknown) =>
      api(path, token.admin, { method: "POST", body: JSON.stringify(body) });
    expect((await bad({})).body.error).toBe("body: A note cannot be empty.");
    expect((await bad({ body: " " })).status).toBe(400);
    expect((await bad({ body: "x".repeat(2001) })).body.error).toBe(
      "body: A note can have at most 2000 characters.",
    );
    // A merchant: their own orders' notes, 404 for another's; shoppers 403, guests 401.
    expect((await api(path, token.merchant)).status).toBe(404);
    expect(
      (await api(path, token.merchant, { method: "POST", body: JSON.stringify({ body: "x" }) }))
        .status,
    ).toBe(404);
    const own = await api(`/api/order/${mixed.id}/notes`, token.merchant);
    expect(own.status).toBe(200);
    expect(own.body.notes.length).toBeGreaterThan(0);
    expect((await api(path, token.member)).status).toBe(403);
    expect((await api(path)).status).toBe(401);
  });
});
