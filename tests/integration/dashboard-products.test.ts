import type { HTMLElement } from "node-html-parser";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, merchants, orderItems, orders, products, users } from "../../db/schema";
import { hashPassword } from "~/lib/password.server";
import { seedLargeCatalogue } from "../../db/seed/catalogue.server";
import { atDatabase } from "../helpers/database";
import {
  DB_KINDS,
  ownDatabase,
  startServer,
  type TestServer,
  sharedServer,
} from "../helpers/server";
import { Browser, type Answer } from "../helpers/browser";

const SECOND = { email: "ikinci.tuccar@example.com", password: "ikinci-tuccar-1" };

/** The list's rows as a user sees them. */
function rows(page: Answer) {
  return page.doc.querySelectorAll("tr.product-row").map((tr) => ({
    id: tr.querySelector('input[name="ids"]')!.getAttribute("value")!,
    sku: tr.querySelector(".sku")!.text.trim(),
    text: tr.text.replace(/\s+/g, " ").trim(),
    inactive: tr.classList.contains("is-inactive"),
    hidden: tr.classList.contains("is-hidden"),
  }));
}

const status = (page: Answer) => page.doc.querySelector('[role="status"]')?.text.trim() ?? "";
const count = (page: Answer) => page.doc.querySelector(".product-count")?.text.trim() ?? "";

/** Submits a GET form as a browser would: its inputs and selected options, `typed` over them. */
function getForm(browser: Browser, form: HTMLElement, typed: Record<string, string>) {
  const params = new URLSearchParams();
  for (const el of form.querySelectorAll("input, select")) {
    const name = el.getAttribute("name");
    if (!name) continue;
    if (name in typed) continue;
    const value =
      el.tagName === "SELECT"
        ? (el.querySelector("option[selected]")?.getAttribute("value") ?? "")
        : (el.getAttribute("value") ?? "");
    params.set(name, value);
  }
  for (const [k, v] of Object.entries(typed)) params.set(k, v);
  // A GET form's own query (Remix's `?index`) gives way to its fields, as in a browser.
  const action = form.getAttribute("action")!.split("?")[0];
  return browser.get(`${action}?${params}`);
}

/** Ticks rows of the bulk form and presses one of its buttons (several `ids`, as a browser sends). */
async function bulk(browser: Browser, page: Answer, ids: string[], intent: string) {
  const form = page.doc.querySelector("form.product-bulk")!;
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll('input[type="hidden"]'))
    fields.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
  for (const id of ids) fields.append("ids", id);
  expect(form.querySelector(`button[name="intent"][value="${intent}"]`)).toBeTruthy();
  fields.append("intent", intent);
  return browser.post(form.getAttribute("action")!, fields);
}

describe.each(DB_KINDS)("dashboard product list without JavaScript on %s", (kind) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  const fixture = {
    total: 0,
    merchantIds: [] as string[],
    secondIds: [] as string[],
    ordered: "",
    orderId: "",
    describedSku: "",
  };

  beforeAll(async () => {
    const own = await ownDatabase(kind);
    drop = own.drop;
    const first = await startServer(kind, { DATABASE_URL: own.url });
    // A second merchant with a brand of three products, one of them ordered, and one product
    // whose words are only in its description.
    ({ server } = await atDatabase(first, async (db) => {
      // More products than one page holds.
      await seedLargeCatalogue(db, 120);
      const [m] = await db.insert(merchants).values({ name: "İkinci Atölye" }).returning();
      await db.insert(users).values({
        firstName: "İkinci",
        lastName: "Tüccar",
        email: SECOND.email,
        passwordHash: await hashPassword(SECOND.password),
        role: "ROLE_MERCHANT",
        merchantId: m!.id,
      });
      const [b] = await db
        .insert(brands)
        .values({ name: "İkinci Marka", slug: "ikinci-marka", merchantId: m!.id })
        .returning();
      const [gumus] = await db.select().from(brands).where(eq(brands.slug, "gumus-isik"));
      const three = await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(eq(products.brandId, gumus!.id))
        .orderBy(products.sku)
        .limit(3);
      fixture.secondIds = three.map((p) => p.id);
      await db
        .update(products)
        .set({ brandId: b!.id })
        .where(inArray(products.id, fixture.secondIds));
      await db
        .update(products)
        .set({ description: "KIRMIZI İNCİ ışıltısı, el işi" })
        .where(eq(products.id, fixture.secondIds[0]!));
      fixture.describedSku = three[0]!.sku;
      const [atolye] = await db.select().from(brands).where(eq(brands.slug, "dogal-tas-atolyesi"));
      fixture.merchantIds = (
        await db.select({ id: products.id }).from(products).where(eq(products.brandId, atolye!.id))
      ).map((p) => p.id);
      [{ total: fixture.total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products);
      fixture.ordered = fixture.secondIds[2]!;
      const [o] = await db
        .insert(orders)
        .values({
          payment: "Havale",
          subtotal: 100,
          total: 100,
          vatRate: 20,
          shippingAddress: {},
          buyer: { firstName: "A", lastName: "B", email: "a@example.com" },
        })
        .returning();
      fixture.orderId = o!.id;
      const [p] = await db.select().from(products).where(eq(products.id, fixture.ordered));
      await db.insert(orderItems).values({
        orderId: o!.id,
        productId: p!.id,
        name: p!.name,
        slug: p!.slug,
        imageUrl: p!.imageUrl,
        quantity: 1,
        unitPrice: 100,
        totalPrice: 100,
      });
    }));
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  async function signIn(email: string, password: string) {
    const browser = new Browser(server.url);
    const login = await browser.get("/login");
    const form = login.doc.querySelector('main form input[name="email"]')!.closest("form")!;
    const res = await browser.submit(form, { email, password });
    expect(res.status).toBe(302);
    return browser;
  }

  it("lists every product for the admin, newest SKU first, a page at a time", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const page = await admin.get("/dashboard/product");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")!.text).toBe("Ürünler");
    expect(count(page)).toBe(`${fixture.total} ürün`);
    const first = rows(page);
    expect(first).toHaveLength(50);
    const numbers = first.map((r) => Number(r.sku.replace(/\D/g, "")));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // The side menu links the page.
    expect(page.doc.querySelector('.dashboard-menu a[href="/dashboard/product"]')!.text).toBe(
      "Ürünler",
    );
    const next = page.doc.querySelector('.pager a[rel="next"]')!.getAttribute("href")!;
    expect(next).toBe("/dashboard/product?page=2");
    const second = await admin.get(next);
    expect(second.doc.querySelector('.pager [aria-current="page"]')!.text).toBe(
      `Sayfa 2 / ${Math.ceil(fixture.total / 50)}`,
    );
    const ids = new Set(first.map((r) => r.id));
    expect(rows(second).some((r) => ids.has(r.id))).toBe(false);
  });

  it("searches SKU, name and descriptions with Turkish case folding, in English too", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const list = await admin.get("/en/dashboard/product");
    const form = list.doc.querySelector("form.product-filters")!;
    const found = await getForm(admin, form, { q: "kırmızı inci" });
    expect(found.status).toBe(200);
    expect(rows(found).map((r) => r.sku)).toEqual([fixture.describedSku]);
    expect(count(found)).toBe("1 products");
    const upper = await admin.get(`/dashboard/product?q=${encodeURIComponent("KIRMIZI İNCİ")}`);
    expect(rows(upper).map((r) => r.sku)).toEqual([fixture.describedSku]);
    const bySku = await admin.get(`/dashboard/product?q=${fixture.describedSku.toLowerCase()}`);
    expect(rows(bySku).map((r) => r.sku)).toContain(fixture.describedSku);
    const none = await admin.get("/dashboard/product?q=yokboyleurun");
    expect(none.doc.querySelector(".empty")!.text).toBe("ürünler bulunmadı.");
  });

  it("shows a merchant only their brands' products, and filters keep to them", async () => {
    const merchant = await signIn("merchant@demo.shop", "merchant123!");
    const page = await merchant.get("/dashboard/product?sort=name");
    expect(count(page)).toBe(`${fixture.merchantIds.length} ürün`);
    const seen = rows(page).map((r) => r.id);
    expect(new Set(seen)).toEqual(new Set(fixture.merchantIds.slice(0, 50)));
    const brandOptions = page.doc
      .querySelectorAll('select[name="brand"] option')
      .map((o) => o.text);
    expect(brandOptions).toEqual(["Hepsi", "Doğal Taş Atölyesi"]);
    // Another merchant's product is out of reach even by its words.
    const search = await merchant.get(`/dashboard/product?q=${encodeURIComponent("kırmızı inci")}`);
    expect(rows(search)).toEqual([]);
  });

  it("deactivates and hides ticked rows, and refuses another merchant's", async () => {
    const second = await signIn(SECOND.email, SECOND.password);
    const list = await second.get("/dashboard/product");
    expect(
      rows(list)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...fixture.secondIds].sort());
    const [a, b] = fixture.secondIds;
    const off = await bulk(second, list, [a!, b!], "deactivate");
    expect(off.status).toBe(303);
    const after = await second.follow(off);
    expect(status(after)).toBe("2 ürün pasif yapıldı.");
    const hid = await bulk(second, after, [a!], "hide");
    const hidden = await second.follow(hid);
    expect(status(hidden)).toBe("1 ürün gizlendi.");
    // Said once: the next page has no message.
    expect(status(await second.get("/dashboard/product"))).toBe("");
    // Nothing ticked: the list says so, as a refusal.
    const none = await second.follow(await bulk(second, hidden, [], "show"));
    expect(none.doc.querySelector(".toast.toast-error")?.text.trim()).toBe("Önce ürün seçiniz.");
    const filtered = await second.get("/dashboard/product?active=no");
    expect(
      rows(filtered)
        .map((r) => [r.id, r.inactive])
        .sort(),
    ).toEqual(
      [
        [a, true],
        [b, true],
      ].sort(),
    );
    const invisible = await second.get("/dashboard/product?visible=no");
    expect(rows(invisible).map((r) => [r.id, r.hidden])).toEqual([[a, true]]);

    const foreign = fixture.merchantIds[0]!;
    const refused = await bulk(second, list, [foreign], "deactivate");
    expect(refused.status).toBe(403);
    const merchant = await signIn("merchant@demo.shop", "merchant123!");
    const theirs = await merchant.get("/dashboard/product?active=no");
    expect(rows(theirs).map((r) => r.id)).not.toContain(foreign);
  });

  it("deletes after a confirmation page: erased without orders, archived with them", async () => {
    const second = await signIn(SECOND.email, SECOND.password);
    const list = await second.get("/en/dashboard/product?sort=name");
    const [, b, ordered] = fixture.secondIds;
    const asked = await bulk(second, list, [b!, ordered!], "delete");
    expect(asked.status).toBe(303);
    expect(asked.location).toMatch(/^\/en\/dashboard\/product\/delete\?ids=/);
    const confirm = await second.follow(asked);
    expect(confirm.status).toBe(200);
    expect(confirm.doc.querySelector("h1")!.text).toBe("Delete products");
    expect(confirm.doc.querySelectorAll(".product-delete-list li")).toHaveLength(2);
    const form = confirm.doc.querySelector("form.product-delete")!;
    const fields = new URLSearchParams();
    for (const input of form.querySelectorAll('input[type="hidden"]'))
      fields.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
    const done = await second.post(form.getAttribute("action")!, fields);
    expect(done.status).toBe(303);
    expect(done.location).toBe("/en/dashboard/product?sort=name");
    const back = await second.follow(done);
    expect(status(back)).toBe(
      "1 products deleted. 1 products with orders were archived: the orders keep their lines.",
    );
    expect(rows(back).map((r) => r.id)).toEqual([fixture.secondIds[0]]);
    // A merchant cannot even ask to delete another's product.
    const foreign = await second.get(`/dashboard/product/delete?ids=${fixture.merchantIds[0]}`);
    expect(foreign.status).toBe(403);
  });

  it("keeps the archived product's order line and row, erases the other", async () => {
    const { value, server: next } = await atDatabase(server, async (db) => {
      const line = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, fixture.orderId));
      const left = await db
        .select({ id: products.id, archivedAt: products.archivedAt })
        .from(products)
        .where(and(inArray(products.id, fixture.secondIds.slice(1))));
      return { line, left };
    });
    server = next;
    expect(value.line).toHaveLength(1);
    expect(value.line[0]!.productId).toBe(fixture.ordered);
    expect(value.left).toHaveLength(1);
    expect(value.left[0]!.id).toBe(fixture.ordered);
    expect(value.left[0]!.archivedAt).toBeInstanceOf(Date);
  });
});

describe.each(DB_KINDS)("dashboard product /api calls on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await sharedServer(kind);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function session(email: string, password: string) {
    const browser = new Browser(server.url);
    const login = await browser.get("/login");
    const form = login.doc.querySelector('main form input[name="email"]')!.closest("form")!;
    expect((await browser.submit(form, { email, password })).status).toBe(302);
    return browser.cookie;
  }

  async function call(cookie: string | null, method: string, path: string, body?: unknown) {
    const res = await fetch(server.url + path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        origin: server.url,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  type Listed = { _id: string; sku: string; isActive: boolean; isVisible: boolean; brand: string };

  it("lists the staff's scope with inactive products; shoppers' answer is unchanged", async () => {
    const admin = await session("admin@demo.shop", "admin123!");
    const merchant = await session("merchant@demo.shop", "merchant123!");
    const shopper = await call(null, "GET", "/api/product");
    expect(shopper.status).toBe(200);
    expect(Object.keys(shopper.json).sort()).toEqual(
      ["count", "currentPage", "products", "totalPages"].sort(),
    );
    expect((shopper.json.products as Record<string, unknown>[])[0]).not.toHaveProperty("isActive");
    const all = await call(admin, "GET", "/api/product");
    expect(all.json.count as number).toBeGreaterThan(shopper.json.count as number);
    const inactive = await call(admin, "GET", "/api/product?active=no");
    expect((inactive.json.products as Listed[]).every((p) => !p.isActive)).toBe(true);
    expect((inactive.json.products as Listed[]).length).toBeGreaterThan(0);
    const own = await call(merchant, "GET", "/api/product");
    const ownRows = own.json.products as Listed[];
    expect(ownRows.length).toBeGreaterThan(0);
    expect(new Set(ownRows.map((p) => p.brand))).toEqual(new Set(["Doğal Taş Atölyesi"]));
  });

  it("turns products off and on, hides them, answers 400, 401, 403 and 404 in JSON", async () => {
    const admin = await session("admin@demo.shop", "admin123!");
    const merchant = await session("merchant@demo.shop", "merchant123!");
    const member = await session("member@demo.shop", "member123!");
    const rows = (await call(admin, "GET", "/api/product")).json.products as Listed[];
    const theirs = rows.find((p) => p.brand === "Doğal Taş Atölyesi")!;
    const other = rows.find((p) => p.brand !== "Doğal Taş Atölyesi")!;

    const off = await call(merchant, "PUT", `/api/product/${theirs._id}/active`, {
      product: { isActive: false },
    });
    expect(off).toEqual({
      status: 200,
      json: {
        success: true,
        message: "Product has been updated successfully!",
        product: { _id: theirs._id, isActive: false },
      },
    });
    const hidden = await call(merchant, "PUT", `/api/product/${theirs._id}/visible`, {
      product: { isVisible: false },
    });
    expect(hidden.status).toBe(200);
    const now = (await call(merchant, "GET", `/api/product?visible=no`)).json.products as Listed[];
    expect(now.find((p) => p._id === theirs._id)).toMatchObject({
      isActive: false,
      isVisible: false,
    });

    const bad = await call(merchant, "PUT", `/api/product/${theirs._id}/active`, {
      product: { isActive: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/^product\.isActive: /);
    expect(
      (await call(merchant, "PUT", `/api/product/nope/active`, { product: { isActive: true } }))
        .json,
    ).toEqual({ error: "Invalid id." });

    const foreign = await call(merchant, "PUT", `/api/product/${other._id}/active`, {
      product: { isActive: false },
    });
    expect(foreign).toEqual({
      status: 403,
      json: { error: "Forbidden! You are not allowed to access this resource." },
    });
    expect(
      (
        await call(null, "PUT", `/api/product/${theirs._id}/active`, {
          product: { isActive: true },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(member, "PUT", `/api/product/${theirs._id}/active`, {
          product: { isActive: true },
        })
      ).status,
    ).toBe(403);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      await call(admin, "PUT", `/api/product/${missing}/visible`, { product: { isVisible: true } }),
    ).toEqual({
      status: 404,
      json: { error: "Product not found." },
    });
    const still = (await call(admin, "GET", "/api/product?active=yes")).json.products as Listed[];
    expect(still.some((p) => p._id === other._id)).toBe(true);
  });

  it("deletes, names the last SKU and the form's choices", async () => {
    const admin = await session("admin@demo.shop", "admin123!");
    const merchant = await session("merchant@demo.shop", "merchant123!");
    const rows = (await call(admin, "GET", "/api/product?sort=sku")).json.products as Listed[];
    const last = await call(merchant, "GET", "/api/product/lastSku");
    expect(last).toEqual({ status: 200, json: { sku: rows[0]!.sku } });
    expect((await call(null, "GET", "/api/product/lastSku")).status).toBe(401);

    const other = rows.find((p) => p.brand !== "Doğal Taş Atölyesi")!;
    expect((await call(merchant, "DELETE", `/api/product/delete/${other._id}`)).status).toBe(403);
    const theirs = rows.find((p) => p.brand === "Doğal Taş Atölyesi")!;
    const gone = await call(merchant, "DELETE", `/api/product/delete/${theirs._id}`);
    expect(gone).toEqual({
      status: 200,
      json: { success: true, archived: false, message: "Product has been deleted successfully!" },
    });
    expect((await call(merchant, "DELETE", `/api/product/delete/${theirs._id}`)).status).toBe(404);

    const shopper = await call(null, "GET", "/api/product/allSelects");
    expect((shopper.json.brands as { name: string }[]).map((b) => b.name)).toContain("Gümüş Işık");
    const selects = await call(merchant, "GET", "/api/product/allSelects");
    expect(Object.keys(selects.json).sort()).toEqual(
      ["brands", "categories", "ingredients", "products", "stones", "symbols", "types"].sort(),
    );
    expect((selects.json.brands as { name: string }[]).map((b) => b.name)).toEqual([
      "Doğal Taş Atölyesi",
    ]);
    expect(selects.json.stones as unknown[]).toEqual(
      expect.arrayContaining([expect.objectContaining({ isActive: expect.any(Boolean) })]),
    );
  });
});
