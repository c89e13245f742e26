import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { type Database } from "../../../db/client.server";
import { products } from "../../../db/schema";
import { recording } from "../../../tests/helpers/recording-db";
import type { OrderDetail } from "~/models/order.server";
import { checkoutInitOf, orderCollections } from "./iyzico-basket.server";
import { testDatabase } from "../../../tests/helpers/database";

const order: OrderDetail = {
  id: "11111111-2222-4333-8444-555555555555",
  cartId: "99999999-2222-4333-8444-555555555555",
  userId: null,
  createdAt: new Date(),
  status: "İşlem Tamamlanmadı",
  payment: "Kredi Kartı",
  currency: "TRY",
  subtotal: 300,
  discount: 30,
  total: 270,
  totalTax: 41.19,
  vatRate: 18,
  paidAt: null,
  deliveredAt: null,
  locale: "tr",
  version: 1,
  address: {
    firstName: "Ayşe",
    lastName: "Yılmaz",
    phone: "+905321234567",
    email: "ayse@example.com",
    country: "Türkiye",
    city: "İstanbul",
    district: "Kadıköy",
    addressType: "home",
    zipCode: "34710",
    address: "Moda Cad. 1",
  },
  buyer: {
    userId: null,
    firstName: "Ayşe",
    lastName: "Yılmaz",
    email: "ayse@example.com",
    phone: "",
  },
  items: [
    {
      id: "a",
      productId: "p1",
      name: "Kolye",
      slug: "kolye",
      imageUrl: null,
      quantity: 1,
      unitPrice: 200,
      totalPrice: 180,
      status: "Not Processed",
      merchantId: null,
      shipmentId: null,
      returnId: null,
    },
    {
      id: "b",
      productId: "p2",
      name: "Küpe",
      slug: "kupe",
      imageUrl: null,
      quantity: 1,
      unitPrice: 100,
      totalPrice: 90,
      status: "Not Processed",
      merchantId: null,
      shipmentId: null,
      returnId: null,
    },
    // A line the coupon made free is not something iyzico can charge for.
    {
      id: "c",
      productId: "p3",
      name: "Hediye",
      slug: "hediye",
      imageUrl: null,
      quantity: 1,
      unitPrice: 0,
      totalPrice: 0,
      status: "Not Processed",
      merchantId: null,
      shipmentId: null,
      returnId: null,
    },
  ],
};

describe("checkoutInitOf", () => {
  it("asks iyzico for the order's total, in lines that add up to it", () => {
    const init = checkoutInitOf(order, {
      callbackUrl: "https://shop.example/api/order/success",
      ip: "10.0.0.1",
      locale: "en",
      collections: new Map([
        ["p1", "Ay Koleksiyonu"],
        ["p2", null],
      ]),
    });
    expect(init).toMatchObject({
      orderId: order.id,
      price: 270,
      currency: "TRY",
      locale: "en",
      callbackUrl: "https://shop.example/api/order/success",
      buyer: {
        id: `guest-${order.cartId}`,
        name: "Ayşe",
        surname: "Yılmaz",
        gsmNumber: "+905321234567",
      },
      address: {
        contactName: "Ayşe Yılmaz",
        city: "İstanbul",
        address: "Moda Cad. 1, Kadıköy / İstanbul 34710, Türkiye",
        zipCode: "34710",
      },
    });
    expect(init.items).toEqual([
      {
        id: "a",
        name: "Kolye",
        category1: "Collectibles",
        category2: "Ay Koleksiyonu",
        price: 180,
      },
      { id: "b", name: "Küpe", category1: "Collectibles", category2: "Accessories", price: 90 },
    ]);
    expect(init.items.reduce((sum, i) => sum + i.price, 0)).toBe(init.price);
  });
});

describe("the basket's collections", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase("demo");
  }, 120_000);
  afterAll(() => database?.close());

  it("are read for every product of the order in one statement, hidden products too", async () => {
    const rows = await database.db
      .select({ id: products.id, pcollection: products.pcollection })
      .from(products)
      .orderBy(products.sku)
      .limit(5);
    // One of them has since been taken off the shop, one has no collection.
    await database.db.update(products).set({ isVisible: false }).where(eq(products.id, rows[0].id));
    await database.db
      .update(products)
      .set({ pcollection: null })
      .where(inArray(products.id, [rows[1].id]));
    const lines = rows.map((r, i) => ({ ...order.items[0], id: `line-${i}`, productId: r.id }));
    const placed: OrderDetail = { ...order, items: [...lines, { ...lines[2], id: "again" }] };

    const rec = recording(database);
    const collections = await orderCollections(rec.db, placed);
    expect(rec.statements).toHaveLength(1);
    expect(collections).toEqual(
      new Map(rows.map((r, i) => [r.id, i === 1 ? null : r.pcollection])),
    );
    expect(rows.filter((r) => r.pcollection).length).toBeGreaterThan(2);
  });
});
