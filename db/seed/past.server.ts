/**
 * The demo shop's past (issue [18] point 7): about 90 days of orders from fictitious customers, in
 * every status and payment state, so that a newcomer's first start shows the owner's overview,
 * the order desk and the merchant's dashboard with something in them. Added on first start and by
 * `npm run db:seed` (seedIfEmpty(db, { past: true })); the tests' template keeps today's shop.
 *
 * Everything is relative to `now` and drawn from a fixed seed, so the demo is the same each time.
 * Amounts are priceCart's, at the price the product had that day (its price history) and the
 * order's KDV rate; stock is what is left once the orders that hold it took their pieces.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client.server";
import {
  addresses,
  brands,
  coupons,
  lowStockAlerts,
  orderItems,
  orderNotes,
  orders,
  productPriceHistory,
  products,
  productStones,
  refundAttempts,
  refunds,
  returnLines,
  returnRequests,
  settings,
  shipments,
  staffChanges,
  users,
} from "../schema";
import { seedDemoConsents } from "./consents.server";
import { priceCart, type PricedProduct, type PricingCoupon } from "../../app/lib/cart-pricing";
import {
  CANCELED,
  CARD,
  INCOMPLETE,
  ITEM_CANCELLED,
  TRANSFER,
  type DeliveryAddress,
  type Payment,
} from "../../app/lib/orders";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Customers with plainly made-up names, on the reserved example.com domain. */
const CUSTOMERS = [
  { first: "Ayla", last: "Örnek", city: "İstanbul", district: "Beşiktaş", zip: "34353" },
  { first: "Kaan", last: "Denemeci", city: "Ankara", district: "Çankaya", zip: "06680" },
  { first: "Nehir", last: "Sınamaoğlu", city: "İzmir", district: "Karşıyaka", zip: "35540" },
  { first: "Bora", last: "Örnekçi", city: "Bursa", district: "Nilüfer", zip: "16110" },
  { first: "Lale", last: "Kurgu", city: "Antalya", district: "Muratpaşa", zip: "07160" },
  { first: "Emir", last: "Hayali", city: "Eskişehir", district: "Tepebaşı", zip: "26010" },
  { first: "Defne", last: "Taslak", city: "İstanbul", district: "Üsküdar", zip: "34662" },
  { first: "Cem", last: "Farazi", city: "Trabzon", district: "Ortahisar", zip: "61030" },
];

/** Guests: no account, a name and an address of their own each time. */
const GUESTS = [
  { first: "Mira", last: "Misafir", city: "Muğla", district: "Bodrum", zip: "48400" },
  { first: "Tuna", last: "Konuk", city: "Kocaeli", district: "İzmit", zip: "41100" },
  { first: "Jane", last: "Example", city: "İstanbul", district: "Beyoğlu", zip: "34433" },
  { first: "Selim", last: "Geçici", city: "Adana", district: "Seyhan", zip: "01120" },
];

const CARRIERS = ["yurtici", "aras", "mng", "ptt", "surat", "hepsijet"] as const;

/** Products that sold best (more weight), by SKU number. */
const POPULAR: Record<number, number> = { 102: 6, 133: 6, 110: 4, 122: 4, 101: 3, 108: 3 };

/**
 * What is left in stock after the past, by SKU number (the rest keep the demo's figure): some
 * sold out, some low, so that the overview's stock panel has both.
 */
const LEFT: Record<number, number> = { 133: 0, 110: 0, 102: 2, 122: 3, 108: 1, 106: 2 };

/** The discounted products' discounts began this many days ago (within 30: the lowest shows). */
const discountAge = (n: number, createdAge: number) =>
  Math.max(0.5, Math.min(createdAge - 1, 6 + ((n * 7) % 19)));

interface Product extends PricedProduct {
  n: number;
  sku: string;
  quantity: number;
  name: string;
  slug: string;
  imageUrl: string | null;
  merchantId: string | null;
  createdAge: number;
  /** Days ago its discount began; null when not discounted. */
  discountSince: number | null;
}

type Status = "Not Processed" | "Processing" | "Shipped" | "Delivered" | typeof CANCELED;

interface Plan {
  age: number;
  who: { userId: string | null; first: string; last: string; email: string; phone: string } & {
    city: string;
    district: string;
    zip: string;
  };
  payment: Payment;
  status: Status | typeof INCOMPLETE;
  lines: { product: Product; quantity: number }[];
  coupon?: "HOSGELDIN10" | "KOLYE50";
  usd?: boolean;
  /** Card orders never paid: released after 30 minutes. */
  released?: boolean;
  review?: boolean;
  /** Index of a line cancelled later; its refund 'done' or 'failed'. */
  cancelLine?: { index: number; refund: "done" | "failed" };
  /** Transfer orders taken in hand, paid. */
  paid?: boolean;
  /** Its first line sent back a day after delivery (issue [19]): a request where it stands. */
  returned?: { kind: "withdrawal" | "return"; state: "asked" | "approved"; reason?: string };
  note?: string;
}

export async function seedDemoPast(tx: DbOrTx, now = new Date()): Promise<void> {
  const rnd = random(18_0907);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];

  const [shop] = await tx.select().from(settings).where(eq(settings.id, 1));
  const staff = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      first: users.firstName,
      last: users.lastName,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(inArray(users.email, ["admin@demo.shop", "merchant@demo.shop", "member@demo.shop"]));
  const admin = staff.find((u) => u.role === "ROLE_ADMIN")!;
  const merchantUser = staff.find((u) => u.role === "ROLE_MERCHANT")!;
  const member = staff.find((u) => u.email === "member@demo.shop")!;

  // The listed products, with what pricing reads.
  const rows = await tx
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      slug: products.slug,
      imageUrl: products.imageUrl,
      price: products.price,
      discountPrice: products.discountPrice,
      quantity: products.quantity,
      categoryId: products.categoryId,
      typeId: products.typeId,
      symbolId: products.symbolId,
      ingredientId: products.ingredientId,
      merchantId: brands.merchantId,
      createdAt: products.createdAt,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.isActive, true), eq(products.isVisible, true)))
    .orderBy(products.sku);
  const stoneRows = await tx.select().from(productStones);
  const catalogue: Product[] = rows.map((r) => {
    const n = Number(r.sku.replace(/\D/g, ""));
    const createdAge = (now.getTime() - r.createdAt.getTime()) / DAY;
    const discounted = r.discountPrice != null && r.discountPrice < r.price;
    return {
      ...r,
      n,
      createdAge,
      stoneIds: stoneRows.filter((s) => s.productId === r.id).map((s) => s.stoneId),
      discountSince: discounted ? discountAge(n, createdAge) : null,
    };
  });

  // Price history: the full price from the product's first day, its discount since.
  const discounted = catalogue.filter((p) => p.discountSince != null);
  await tx.delete(productPriceHistory).where(
    inArray(
      productPriceHistory.productId,
      discounted.map((p) => p.id),
    ),
  );
  await tx.insert(productPriceHistory).values(
    discounted.flatMap((p) => [
      {
        productId: p.id,
        price: p.price,
        discountPrice: null,
        effective: p.price,
        changedAt: at(p.createdAge),
      },
      {
        productId: p.id,
        price: p.price,
        discountPrice: p.discountPrice,
        effective: p.discountPrice!,
        changedAt: at(p.discountSince!),
      },
    ]),
  );
  /** The product as the shop priced it `age` days ago. */
  const asOf = (p: Product, age: number): Product =>
    p.discountSince != null && age > p.discountSince ? { ...p, discountPrice: null } : p;

  // The customers: accounts of their own (they cannot sign in), and the demo member.
  const customerIds = CUSTOMERS.map(() => randomUUID());
  await tx.insert(users).values(
    CUSTOMERS.map((c, i) => ({
      id: customerIds[i],
      firstName: c.first,
      lastName: c.last,
      email: `${fold(c.first)}.${fold(c.last)}@example.com`,
      phoneNumber: `53000000${String(i + 10)}`,
      role: "ROLE_MEMBER" as const,
      createdAt: at(95 - i * 9),
    })),
  );
  await tx.insert(addresses).values(
    CUSTOMERS.map((c, i) => ({
      userId: customerIds[i],
      address: `Örnek Sokak No: ${i + 3}`,
      city: c.city,
      state: c.district,
      country: "Türkiye",
      zipCode: c.zip,
      isDefault: true,
    })),
  );
  const person =
    (prefix: string, userId: (i: number) => string | null) =>
    (c: (typeof CUSTOMERS)[number], i: number) => ({
      userId: userId(i),
      first: c.first,
      last: c.last,
      email: `${fold(c.first)}.${fold(c.last)}@example.com`,
      phone: `${prefix}${String(i + 10)}`,
      city: c.city,
      district: c.district,
      zip: c.zip,
    });
  const people = [
    ...CUSTOMERS.map(person("53000000", (i) => customerIds[i])),
    ...GUESTS.map(person("53100000", () => null)),
  ];
  const elif = {
    userId: member.id,
    first: member.first,
    last: member.last,
    email: member.email,
    phone: member.phone ?? "5321234567",
    city: "İstanbul",
    district: "Kadıköy",
    zip: "34710",
  };

  /** A few lines of products on sale that day, the popular ones more often. */
  const linesFor = (age: number) => {
    const open = catalogue.filter((p) => p.createdAge > age + 0.2);
    const weighted = open.flatMap((p) => Array<Product>(POPULAR[p.n] ?? 1).fill(p));
    const count = rnd() < 0.6 ? 1 : rnd() < 0.75 ? 2 : 3;
    const chosen = new Map<string, { product: Product; quantity: number }>();
    while (chosen.size < Math.min(count, open.length)) {
      const product = pick(weighted);
      chosen.set(product.id, { product, quantity: rnd() < 0.85 ? 1 : 2 });
    }
    return [...chosen.values()];
  };
  const byN = (n: number) => catalogue.find((p) => p.n === n)!;

  const plans: Plan[] = [];
  // Ordinary orders over 90 days, more of them lately.
  for (let i = 0; i < 190; i++) {
    // Busier lately: orders a day grow steadily from none 90 days ago.
    const age = 90 * (1 - Math.sqrt(1 - rnd()));
    const payment = rnd() < 0.65 ? CARD : TRANSFER;
    const r = rnd();
    let status: Status;
    if (age >= 10) status = r < 0.9 ? "Delivered" : CANCELED;
    else if (age >= 4) status = r < 0.5 ? "Delivered" : r < 0.92 ? "Shipped" : CANCELED;
    else if (age >= 1) status = r < 0.4 ? "Shipped" : r < 0.8 ? "Processing" : "Not Processed";
    else status = r < 0.6 ? "Not Processed" : "Processing";
    const usd = rnd() < 0.05;
    const lines = linesFor(age);
    if (!lines.length) continue;
    plans.push({
      age,
      who: rnd() < 0.2 ? pick(people.slice(CUSTOMERS.length)) : pick(people),
      payment,
      status,
      lines,
      coupon: rnd() < 0.15 ? "HOSGELDIN10" : undefined,
      usd,
      // A transfer taken in hand had its money; one still new may have, or not.
      paid: payment === TRANSFER && status !== CANCELED && status !== "Not Processed",
    });
  }
  // What every shop has seen once: the story of each state, at a plain age.
  const alone = (n: number, quantity = 1) => [{ product: byN(n), quantity }];
  plans.push(
    // The demo member: delivered 16 to 19 days ago (withdrawal over, a return still open: 15
    // business days) and 3 days ago (returns, issue [19]); one on its way.
    {
      age: 21.5,
      who: elif,
      payment: CARD,
      status: "Delivered",
      lines: [...alone(101), ...alone(118)],
      note: "Hediye paketi istendi.",
    },
    // Earrings beside a bracelet: the seal's question on the request page.
    {
      age: 6,
      who: elif,
      payment: CARD,
      status: "Delivered",
      lines: [...alone(103), ...alone(102)],
    },
    { age: 1.2, who: elif, payment: TRANSFER, status: "Processing", lines: alone(122), paid: true },
    // Card payments never completed, their stock given back; one held for iyzico's fraud review.
    {
      age: 12.3,
      who: people[2],
      payment: CARD,
      status: INCOMPLETE,
      lines: alone(129),
      released: true,
    },
    {
      age: 3.4,
      who: people[9],
      payment: CARD,
      status: INCOMPLETE,
      lines: alone(106),
      released: true,
    },
    {
      age: 0.4,
      who: people[5],
      payment: CARD,
      status: INCOMPLETE,
      lines: alone(144),
      review: true,
    },
    // Transfers waiting for their money.
    { age: 2.6, who: people[3], payment: TRANSFER, status: "Not Processed", lines: alone(115) },
    {
      age: 0.3,
      who: people[11],
      payment: TRANSFER,
      status: "Not Processed",
      lines: [...alone(102), ...alone(133, 2)],
    },
    // A line cancelled in an order that goes on: refunded; and one whose refund iyzico refused.
    {
      age: 8,
      who: people[0],
      payment: CARD,
      status: "Delivered",
      lines: [...alone(110), ...alone(137)],
      cancelLine: { index: 1, refund: "done" },
      // The return desk's first day: a withdrawal approved, the item on its way back.
      returned: { kind: "withdrawal", state: "approved" },
    },
    {
      age: 2.2,
      who: people[6],
      payment: CARD,
      status: "Processing",
      lines: [...alone(124), ...alone(108)],
      cancelLine: { index: 0, refund: "failed" },
      note: "Müşteri bilekliği iptal etti; iade bankadan reddedildi, tekrar denenecek.",
    },
    // A whole paid order cancelled and refunded; coupons.
    {
      age: 15,
      who: people[4],
      payment: CARD,
      status: CANCELED,
      lines: [...alone(114), ...alone(123)],
    },
    {
      age: 18,
      who: people[1],
      payment: CARD,
      status: "Delivered",
      lines: [...alone(105), ...alone(135)],
      coupon: "KOLYE50",
      // And a return just asked for, with a coupon's share to refund.
      returned: { kind: "return", state: "asked", reason: "sizeOrFit" },
    },
    { age: 5, who: people[10], payment: CARD, status: "Shipped", lines: alone(133), usd: true },
  );

  for (const plan of plans)
    for (const { product } of plan.lines)
      if (product.createdAge <= plan.age)
        throw new Error(`the demo's past sells ${product.sku} before it was made`);
  const couponRows = await tx.select().from(coupons);
  const couponUses = new Map<string, number>();

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const refundRows: (typeof refunds.$inferInsert)[] = [];
  const attemptRows: (typeof refundAttempts.$inferInsert)[] = [];
  const changeRows: (typeof staffChanges.$inferInsert)[] = [];
  const noteRows: (typeof orderNotes.$inferInsert)[] = [];
  const returnRows: (typeof returnRequests.$inferInsert)[] = [];
  const returnLineRows: (typeof returnLines.$inferInsert)[] = [];

  plans.sort((a, b) => b.age - a.age);
  for (const plan of plans) {
    const created = new Date(at(plan.age).getTime() - Math.floor(rnd() * 50) * 60_000);
    const hours = (h: number) => new Date(created.getTime() + h * HOUR);
    const couponRow = plan.coupon ? couponRows.find((c) => c.code === plan.coupon) : undefined;
    const coupon: PricingCoupon | null = couponRow
      ? { ...couponRow, uses: 1, dtype: couponRow.dtype }
      : null;
    const pricing = priceCart({
      lines: plan.lines.map((l) => ({ product: asOf(l.product, plan.age), quantity: l.quantity })),
      coupon,
      currency: plan.usd ? "usd" : "try",
      exchangeRate: shop.exchangeRate,
      vatRate: shop.vatRate,
      now: created,
    });
    const orderId = randomUUID();
    const card = plan.payment === CARD;
    // When it moved on: taken in hand, shipped, delivered (never later than now).
    let status = plan.status;
    const inHand = hours(card ? 2 + rnd() * 20 : 20 + rnd() * 20);
    const shipped = hours(26 + rnd() * 30);
    const delivered = new Date(shipped.getTime() + (24 + rnd() * 48) * HOUR);
    if (status === "Delivered" && delivered > now) status = "Shipped";
    if (status === "Shipped" && shipped > now) status = "Processing";
    if (status === "Processing" && inHand > now) status = "Not Processed";
    const paidAt = card
      ? plan.released || plan.review
        ? null
        : new Date(created.getTime() + 60_000)
      : plan.paid && status !== "Not Processed"
        ? new Date(inHand.getTime() - HOUR)
        : null;
    const cancelled = status === CANCELED ? hours(card ? 5 + rnd() * 10 : 70) : null;
    const steps: [string, string, Date][] = [];
    if (["Processing", "Shipped", "Delivered"].includes(status))
      steps.push(["Not Processed", "Processing", inHand]);
    if (["Shipped", "Delivered"].includes(status)) steps.push(["Processing", "Shipped", shipped]);
    if (status === "Delivered") steps.push(["Shipped", "Delivered", delivered]);
    if (cancelled) steps.push(["Not Processed", CANCELED, cancelled]);
    const lastChange = steps.at(-1)?.[2] ?? created;

    const address: DeliveryAddress = {
      firstName: plan.who.first,
      lastName: plan.who.last,
      phone: plan.who.phone,
      email: plan.who.email,
      country: "Türkiye",
      city: plan.who.city,
      district: plan.who.district,
      addressType: "home",
      zipCode: plan.who.zip,
      address: `Örnek Sokak No: ${1 + Math.floor(rnd() * 40)} Daire: ${1 + Math.floor(rnd() * 12)}`,
    };
    orderRows.push({
      id: orderId,
      userId: plan.who.userId,
      status,
      payment: plan.payment,
      currency: plan.usd ? "USD" : "TRY",
      subtotal: pricing.subtotal,
      discount: pricing.discount,
      total: pricing.total,
      totalTax: pricing.tax,
      vatRate: pricing.vatRate,
      couponId: pricing.discount > 0 ? (couponRow?.id ?? null) : null,
      shippingAddress: address,
      buyer: {
        userId: plan.who.userId,
        firstName: plan.who.first,
        lastName: plan.who.last,
        email: plan.who.email,
        phone: plan.who.phone,
      },
      locale: plan.usd ? "en" : "tr",
      contractAcceptedAt: created,
      paymentId: card && paidAt ? String(20_000_000 + Math.floor(rnd() * 9_999_999)) : null,
      paidAt,
      releasedAt: plan.released ? new Date(created.getTime() + 30 * 60_000) : null,
      paymentReviewAt: plan.review ? new Date(created.getTime() + 60_000) : null,
      deliveredAt: status === "Delivered" ? delivered : null,
      createdAt: created,
      updatedAt: lastChange,
    });
    const order = orderRows.at(-1)!;
    if (pricing.discount > 0 && couponRow && !plan.released)
      couponUses.set(couponRow.id, (couponUses.get(couponRow.id) ?? 0) + 1);

    // Parcels: the merchant ships their own lines, the shop the rest.
    const shipmentOf = new Map<string | null, string>();
    if (status === "Shipped" || status === "Delivered") {
      for (const owner of new Set(plan.lines.map((l) => l.product.merchantId))) {
        const id = randomUUID();
        shipmentOf.set(owner, id);
        shipmentRows.push({
          id,
          orderId,
          merchantId: owner,
          carrier: pick(CARRIERS),
          trackingNumber: String(1_000_000_000 + Math.floor(rnd() * 8_999_999_999)),
          createdBy: owner ? merchantUser.id : admin.id,
          createdAt: shipped,
        });
      }
    }
    // A request a day after delivery, on the first line (never later than now).
    const asked = new Date(Math.min(delivered.getTime() + DAY, now.getTime() - HOUR));
    const returnId = plan.returned && status === "Delivered" ? randomUUID() : null;
    if (returnId && plan.returned) {
      const line = plan.lines[0]!;
      const approved = plan.returned.state === "approved";
      returnRows.push({
        id: returnId,
        orderId,
        merchantId: line.product.merchantId,
        kind: plan.returned.kind,
        state: plan.returned.state,
        reason: plan.returned.reason ?? null,
        note: plan.returned.kind === "return" ? "Zincir boyu kısa geldi." : "",
        amount: pricing.lines[0]!.payable,
        currency: plan.usd ? "USD" : "TRY",
        locale: plan.usd ? "en" : "tr",
        requestedBy: plan.who.userId,
        createdAt: asked,
        refundDueBy: new Date(asked.getTime() + 14 * DAY),
        approvedAt: approved ? new Date(Math.min(asked.getTime() + 3 * HOUR, now.getTime())) : null,
        instructions: approved
          ? "Ürünü kutusuyla, talep numarasını yazarak anlaşmalı kargomuzla ücretsiz gönderin."
          : null,
        updatedAt: asked,
      });
      returnLineRows.push({ returnId, orderItemId: "", amount: pricing.lines[0]!.payable });
    }
    plan.lines.forEach((line, i) => {
      const itemId = randomUUID();
      const inReturn = returnId && i === 0 ? returnId : null;
      if (inReturn) returnLineRows.at(-1)!.orderItemId = itemId;
      itemRows.push({
        id: itemId,
        orderId,
        productId: line.product.id,
        name: line.product.name,
        slug: line.product.slug,
        imageUrl: line.product.imageUrl,
        quantity: line.quantity,
        unitPrice: pricing.lines[i].unitPrice,
        totalPrice: pricing.lines[i].payable,
        status: status === CANCELED || plan.cancelLine?.index === i ? ITEM_CANCELLED : "Active",
        shipmentId:
          plan.cancelLine?.index === i ? null : (shipmentOf.get(line.product.merchantId) ?? null),
        returnId: inReturn,
      });
      // A paid card line cancelled: its money went back (or iyzico refused it).
      const refundWhen = plan.cancelLine?.index === i ? hours(10) : cancelled;
      if (card && paidAt && refundWhen && (status === CANCELED || plan.cancelLine?.index === i)) {
        const failed = plan.cancelLine?.index === i && plan.cancelLine.refund === "failed";
        const refundId = randomUUID();
        refundRows.push({
          id: refundId,
          orderId,
          orderItemId: itemId,
          amount: pricing.lines[i].payable,
          currency: plan.usd ? "USD" : "TRY",
          paymentId: order.paymentId!,
          state: failed ? "failed" : "done",
          attempts: failed ? 2 : 1,
          failure: failed ? "refused" : null,
          lastError: failed ? "İade işlemi banka tarafından onaylanmadı." : null,
          createdAt: refundWhen,
          updatedAt: failed ? new Date(refundWhen.getTime() + 2 * HOUR) : refundWhen,
          sentAt: refundWhen,
          refundedAt: failed ? null : refundWhen,
        });
        const tries = failed ? [0, 2] : [0];
        for (const h of tries)
          attemptRows.push({
            refundId,
            how: "refund",
            amount: pricing.lines[i].payable,
            outcome: failed ? "refused" : "done",
            message: failed ? "İade işlemi banka tarafından onaylanmadı." : null,
            at: new Date(refundWhen.getTime() + h * HOUR),
          });
      }
    });

    // The order's history, as the staff's status changes wrote it.
    for (const [from, to, when] of steps)
      changeRows.push({
        at: when,
        writerId: admin.id,
        writerEmail: admin.email,
        tableName: "orders",
        rowId: orderId,
        action: "update",
        subject: "order",
        subjectId: orderId,
        before: { status: from },
        after: { status: to },
      });
    if (!card && paidAt && paidAt <= now)
      changeRows.push({
        at: paidAt,
        writerId: admin.id,
        writerEmail: admin.email,
        tableName: "orders",
        rowId: orderId,
        action: "update",
        subject: "order",
        subjectId: orderId,
        before: { paid_at: null },
        after: { paid_at: paidAt.toISOString() },
      });
    if (plan.note)
      noteRows.push({
        orderId,
        authorId: admin.id,
        authorName: `${admin.first} ${admin.last}`,
        body: plan.note,
        createdAt: hours(3),
      });
  }

  const batches = async <T>(list: T[], insert: (batch: T[]) => Promise<unknown>) => {
    for (let i = 0; i < list.length; i += 200) await insert(list.slice(i, i + 200));
  };
  await batches(orderRows, (b) => tx.insert(orders).values(b));
  await batches(shipmentRows, (b) => tx.insert(shipments).values(b));
  if (returnRows.length) await tx.insert(returnRequests).values(returnRows);
  await batches(itemRows, (b) => tx.insert(orderItems).values(b));
  if (returnLineRows.length) await tx.insert(returnLines).values(returnLineRows);
  await batches(refundRows, (b) => tx.insert(refunds).values(b));
  await batches(attemptRows, (b) => tx.insert(refundAttempts).values(b));
  await batches(changeRows, (b) => tx.insert(staffChanges).values(b));
  if (noteRows.length) await tx.insert(orderNotes).values(noteRows);

  // What is left: the demo's stock, or the figure LEFT gives, once the held pieces are taken.
  for (const p of catalogue) {
    const left = LEFT[p.n] ?? p.quantity;
    if (left !== p.quantity)
      await tx.update(products).set({ quantity: left }).where(eq(products.id, p.id));
  }
  for (const [id, n] of couponUses)
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - ${n}, 0)` })
      .where(eq(coupons.id, id));
  // The past's stock crossings were told long ago: no alert mail for them on first start.
  await tx.delete(lowStockAlerts);
  // The consent log and a past newsletter (issue [20] point 3).
  await seedDemoConsents(tx, now, { adminId: admin.id, memberId: member.id });
}

/** An e-mail's local part from a name: Turkish letters folded, lower case. */
function fold(s: string): string {
  return s
    .replace(/İ/g, "i")
    .replace(/I/g, "ı")
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .replace(/ş/g, "s")
    .replace(/ğ/g, "g")
    .replace(/ü/g, "u")
    .replace(/ö/g, "o")
    .replace(/ç/g, "c");
}
