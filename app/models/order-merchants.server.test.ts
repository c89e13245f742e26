import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { type Database } from "../../db/client.server";
import { brands, merchants, orderItems, orders, products } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { parseOrderDeskQuery } from "~/lib/order-desk-query";
import { listOrderDesk } from "./order-list.server";
import { testDatabase } from "../../tests/helpers/database";

/**
 * A merchant's desk follows who owns what now (migration 0013's triggers keep order_merchants):
 * a brand given to another merchant, a product moved to another brand, a product deleted, each
 * moves the orders between the merchants' desks at once, on a real (in-memory) PostgreSQL.
 */
let database: Database;
const desk = async (merchantId: string) => {
  const actor: CatalogueActor = { kind: "merchant", userId: "test", merchantId };
  const page = await listOrderDesk(database.db, actor, parseOrderDeskQuery(new URLSearchParams()));
  return page.orders.map((o) => [o.id, o.lines.map((l) => l.name)] as const);
};

describe("a merchant's orders follow their brands and products", () => {
  let m1 = "";
  let m2 = "";
  let brand1 = "";
  let brand2 = "";
  let p1 = "";
  let p2 = "";
  let order = "";

  beforeAll(async () => {
    database = await testDatabase("demo");
    const db = database.db;
    [{ id: m1 }, { id: m2 }] = await db
      .insert(merchants)
      .values([{ name: "Bir" }, { name: "İki" }])
      .returning({ id: merchants.id });
    [{ id: brand1 }, { id: brand2 }] = await db
      .insert(brands)
      .values([
        { name: "Bir Marka", slug: "bir-marka", merchantId: m1 },
        { name: "İki Marka", slug: "iki-marka", merchantId: m2 },
      ])
      .returning({ id: brands.id });
    [{ id: p1 }, { id: p2 }] = await db
      .insert(products)
      .values([
        { sku: "OM1", name: "OM1", slug: "om1", brandId: brand1, quantity: 1 },
        { sku: "OM2", name: "OM2", slug: "om2", brandId: brand2, quantity: 1 },
      ])
      .returning({ id: products.id });
    [{ id: order }] = await db
      .insert(orders)
      .values({
        payment: "Havale",
        subtotal: 300,
        total: 300,
        vatRate: 20,
        shippingAddress: {},
        buyer: { firstName: "A", lastName: "B", email: "a@b.c" },
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values([
      {
        orderId: order,
        productId: p1,
        name: "Bir Kolye",
        slug: "om1",
        quantity: 1,
        unitPrice: 100,
        totalPrice: 100,
      },
      {
        orderId: order,
        productId: p2,
        name: "İki Küpe",
        slug: "om2",
        quantity: 2,
        unitPrice: 100,
        totalPrice: 200,
      },
    ]);
  });
  afterAll(() => database?.close());

  it("lists a placed order for each merchant with a line in it, with their lines only", async () => {
    expect(await desk(m1)).toEqual([[order, ["Bir Kolye"]]]);
    expect(await desk(m2)).toEqual([[order, ["İki Küpe"]]]);
  });

  it("moves the order with a brand given to another merchant, and back", async () => {
    await database.db.update(brands).set({ merchantId: m2 }).where(eq(brands.id, brand1));
    expect(await desk(m1)).toEqual([]);
    expect(await desk(m2)).toEqual([[order, ["Bir Kolye", "İki Küpe"]]]);
    await database.db.update(brands).set({ merchantId: m1 }).where(eq(brands.id, brand1));
    expect(await desk(m1)).toEqual([[order, ["Bir Kolye"]]]);
  });

  it("moves it with a product moved to another brand, and drops it with a deleted product", async () => {
    await database.db.update(products).set({ brandId: brand1 }).where(eq(products.id, p2));
    expect(await desk(m2)).toEqual([]);
    expect(await desk(m1)).toEqual([[order, ["Bir Kolye", "İki Küpe"]]]);
    await database.db.delete(products).where(eq(products.id, p1));
    expect(await desk(m1)).toEqual([[order, ["İki Küpe"]]]);
    await database.db.delete(products).where(eq(products.id, p2));
    expect(await desk(m1)).toEqual([]);
  });
});
