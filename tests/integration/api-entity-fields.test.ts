import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signedIn } from "../helpers/demo-visits";
import { getJson } from "../helpers/http";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";

/**
 * Fields spec 001 §3 names that the /api answers lacked (issue [16] 4): a brand's `merchant` as
 * `{ _id, name }`, a category's `products`, an order item's `itemId`.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DB_KINDS)("/api entity fields of spec 001 §3 on %s", (kind) => {
  let server: TestServer;
  let admin = "";
  let member = "";
  const api = (path: string, cookie = "", init: RequestInit = {}) =>
    getJson<Json>(server.url, path, { ...init, headers: { cookie, ...init.headers } });
  const ids = (items: Json[]) => items.map((i) => i._id as string).sort();

  beforeAll(async () => {
    server = await sharedServer(kind);
    [admin, member] = (
      await Promise.all([signedIn(server.url, DEMO.admin), signedIn(server.url, DEMO.member)])
    ).map((s) => s.cookie);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a brand's merchant as { _id, name }, null for the shop's own brands", async () => {
    const merchant = await signedIn(server.url, DEMO.merchant);
    const merchantId = (await api("/api/user/me", merchant.cookie)).body.user.merchant as string;
    const { brands } = (await api("/api/brand")).body;
    const theirs = brands.find((b: Json) => b.slug === "dogal-tas-atolyesi");
    const shops = brands.find((b: Json) => b.slug === "gumus-isik");
    expect(theirs.merchant).toEqual({ _id: merchantId, name: "Taş Atölyesi" });
    expect(shops.merchant).toBeNull();
    expect((await api(`/api/brand/${theirs._id}`)).body.brand).toEqual(theirs);
    expect((await api("/api/brand/list")).body.brands).toEqual(brands);
    // The answer to a change carries it too.
    const changed = await api(`/api/brand/${theirs._id}`, merchant.cookie, {
      method: "PUT",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ brand: { description: "Elde işlenmiş taşlar" } }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.brand.merchant).toEqual(theirs.merchant);
  });

  it("answers a category with the ids of its products, the hidden ones to the admin only", async () => {
    const { categories } = (await api("/api/category")).body;
    const kadin = categories.find((c: Json) => c.slug === "kadin");
    const listed = (await api("/api/product/list?categories=kadin&limit=100")).body.products;
    expect(listed.length).toBeGreaterThan(0);
    expect([...kadin.products].sort()).toEqual(ids(listed));
    expect((await api(`/api/category/${kadin._id}`)).body.category).toEqual(kadin);
    for (const c of categories) expect(Array.isArray(c.products), c.slug).toBe(true);
    // Types, stones and the like have none (spec 001 §3 names them for categories only).
    expect((await api("/api/type")).body.types[0]).not.toHaveProperty("products");

    // 'Gizli Koleksiyon Ametist Kolye' (not shown) and 'Gizli Eski Küpe' (off) are Kadın's too.
    const asAdmin = (await api(`/api/category/${kadin._id}`, admin)).body.category;
    const hidden = asAdmin.products.filter((id: string) => !kadin.products.includes(id));
    expect(hidden).toHaveLength(2);
    for (const id of hidden)
      expect((await api(`/api/product/${id}`, admin)).body.product.name).toMatch(/^Gizli/);
    // The answer to a change carries them as the admin reads them.
    const changed = await api(`/api/category/${kadin._id}`, admin, {
      method: "PUT",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ category: { description: "Kadınlar için" } }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.category.products).toEqual(asAdmin.products);

    // The merchant's: their own hidden one only (the necklace is their brand's, the earrings not).
    const merchant = await signedIn(server.url, DEMO.merchant);
    const asMerchant = (await api(`/api/category/${kadin._id}`, merchant.cookie)).body.category;
    const theirs = asMerchant.products.filter((id: string) => !kadin.products.includes(id));
    expect(theirs).toHaveLength(1);
    expect((await api(`/api/product/${theirs[0]}`, admin)).body.product.sku).toBe("ARW120");
  });

  it("gives each order item its itemId", async () => {
    // One of the merchant's products, so that the merchant's order desk lists the line too.
    const merchant = await signedIn(server.url, DEMO.merchant);
    const stocked = (
      await api("/api/product/list?brand=dogal-tas-atolyesi&limit=100")
    ).body.products.find((p: Json) => p.inventory >= 2);
    const cart = await api("/api/cart/add", "", {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ products: [{ product: stocked._id, quantity: 1 }] }),
    });
    expect(cart.status).toBe(200);
    const placed = await api("/api/order/add", member, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ cartId: cart.body.cartId, payment: "Havale" }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order._id as string;

    const order = (await api(`/api/order/${id}`, member)).body.order;
    expect(order.products).toHaveLength(1);
    const [item] = order.products;
    // Beside `_id`, which clients read already: the same id, by the spec's name.
    expect(item).toMatchObject({ _id: expect.any(String), itemId: item._id, product: stocked._id });

    const desk = (await api(`/api/order/list?q=${id.slice(-7)}`, merchant.cookie)).body.orders;
    const line = desk.find((o: Json) => o._id === id).products[0];
    expect(line).toMatchObject({ _id: item._id, itemId: item._id });
  });
});
