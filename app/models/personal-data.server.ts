import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.server";
import {
  addresses,
  backInStockRequests,
  carts,
  consentRecords,
  contactMessages,
  dataRequests,
  favorites,
  mailOutbox,
  orderDocuments,
  orderItems,
  orders,
  passwordResetTokens,
  products,
  refunds,
  returnLines,
  returnRequests,
  reviews,
  sessions,
  shipments,
  users,
} from "../../db/schema";
import { verifyPassword } from "~/lib/password.server";
import { CONSENT_SOURCES } from "~/lib/consent";
import { consentState, recordConsent } from "./consent.server";
import { publicUserColumns } from "./user.server";

/**
 * Everything the shop holds about one member (K.V.K.K. art. 11, decision 080), read for their
 * download: each query scoped to the member in its own WHERE (their id, or their e-mail where
 * the shop keys the row by address), so that nobody else's row can come with it.
 */
const sameEmail = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

export async function personalDataOf(db: DbOrTx, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      role: users.role,
      provider: users.provider,
      isSubscribed: publicUserColumns.isSubscribed,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;
  const email = profile.email;
  const ownOrders = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      payment: orders.payment,
      currency: orders.currency,
      subtotal: orders.subtotal,
      discount: orders.discount,
      total: orders.total,
      totalTax: orders.totalTax,
      vatRate: orders.vatRate,
      locale: orders.locale,
      buyer: orders.buyer,
      shippingAddress: orders.shippingAddress,
      contractAcceptedAt: orders.contractAcceptedAt,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const orderIds = ownOrders.map((o) => o.id);
  const ofOrders = <T extends { orderId: string }>(rows: T[], id: string) =>
    rows.filter((r) => r.orderId === id).map(({ orderId: _o, ...r }) => r);
  const [lines, parcels, paidBack, documents, returns] = orderIds.length
    ? await Promise.all([
        db
          .select({
            orderId: orderItems.orderId,
            id: orderItems.id,
            name: orderItems.name,
            slug: orderItems.slug,
            quantity: orderItems.quantity,
            unitPrice: orderItems.unitPrice,
            totalPrice: orderItems.totalPrice,
            status: orderItems.status,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.name), asc(orderItems.id)),
        db
          .select({
            orderId: shipments.orderId,
            carrier: shipments.carrier,
            carrierName: shipments.carrierName,
            trackingNumber: shipments.trackingNumber,
            trackingUrl: shipments.trackingUrl,
            createdAt: shipments.createdAt,
          })
          .from(shipments)
          .where(inArray(shipments.orderId, orderIds))
          .orderBy(asc(shipments.createdAt)),
        db
          .select({
            orderId: refunds.orderId,
            orderItemId: refunds.orderItemId,
            amount: refunds.amount,
            currency: refunds.currency,
            state: refunds.state,
            createdAt: refunds.createdAt,
            refundedAt: refunds.refundedAt,
          })
          .from(refunds)
          .where(inArray(refunds.orderId, orderIds))
          .orderBy(asc(refunds.createdAt)),
        db
          .select({
            orderId: orderDocuments.orderId,
            kind: orderDocuments.kind,
            title: orderDocuments.title,
            createdAt: orderDocuments.createdAt,
          })
          .from(orderDocuments)
          .where(inArray(orderDocuments.orderId, orderIds)),
        returnsOf(db, orderIds),
      ])
    : [[], [], [], [], []];
  return {
    profile,
    addresses: await db
      .select({
        address: addresses.address,
        city: addresses.city,
        state: addresses.state,
        country: addresses.country,
        zipCode: addresses.zipCode,
        isDefault: addresses.isDefault,
        createdAt: addresses.createdAt,
      })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt)),
    orders: ownOrders.map((o) => ({
      ...o,
      items: ofOrders(lines, o.id),
      shipments: ofOrders(parcels, o.id),
      refunds: ofOrders(paidBack, o.id),
      documents: ofOrders(documents, o.id),
    })),
    returnRequests: returns,
    reviews: await db
      .select({
        product: products.slug,
        title: reviews.title,
        review: reviews.review,
        rating: reviews.rating,
        isRecommended: reviews.isRecommended,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    favorites: await db
      .select({ product: products.slug, name: products.name, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.createdAt)),
    consents: {
      isSubscribed: profile.isSubscribed,
      // Every consent to commercial e-mail given or refused for the address (issue [20] point 3),
      // oldest first, with the version of the text agreed to.
      commercialEmail: await db
        .select({
          email: consentRecords.email,
          channel: consentRecords.channel,
          given: consentRecords.given,
          textVersion: consentRecords.textVersion,
          source: consentRecords.source,
          lang: consentRecords.lang,
          createdAt: consentRecords.createdAt,
        })
        .from(consentRecords)
        .where(sameEmail(consentRecords.email, email))
        .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id)),
    },
    contactMessages: await db
      .select({
        kind: contactMessages.kind,
        firstname: contactMessages.firstname,
        lastname: contactMessages.lastname,
        email: contactMessages.email,
        message: contactMessages.message,
        subscribe: contactMessages.subscribe,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(sameEmail(contactMessages.email, email))
      .orderBy(asc(contactMessages.createdAt)),
    backInStockRequests: await db
      .select({
        product: products.slug,
        email: backInStockRequests.email,
        lang: backInStockRequests.lang,
        createdAt: backInStockRequests.createdAt,
      })
      .from(backInStockRequests)
      .innerJoin(products, eq(products.id, backInStockRequests.productId))
      .where(
        or(eq(backInStockRequests.userId, userId), sameEmail(backInStockRequests.email, email)),
      ),
    // Where and how they were signed in: the ids themselves are keys, never shown.
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    dataRequests: await db
      .select({
        kind: dataRequests.kind,
        via: dataRequests.via,
        email: dataRequests.email,
        createdAt: dataRequests.createdAt,
        handledAt: dataRequests.handledAt,
      })
      .from(dataRequests)
      .where(eq(dataRequests.userId, userId))
      .orderBy(asc(dataRequests.createdAt)),
  };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof personalDataOf>>>;

/** The return requests on the member's orders, with their lines (a plain read of their tables). */
async function returnsOf(db: DbOrTx, orderIds: string[]) {
  const requests = await db
    .select({
      id: returnRequests.id,
      orderId: returnRequests.orderId,
      kind: returnRequests.kind,
      state: returnRequests.state,
      reason: returnRequests.reason,
      note: returnRequests.note,
      sealIntact: returnRequests.sealIntact,
      amount: returnRequests.amount,
      currency: returnRequests.currency,
      iban: returnRequests.iban,
      accountHolder: returnRequests.accountHolder,
      instructions: returnRequests.instructions,
      refusalReason: returnRequests.refusalReason,
      createdAt: returnRequests.createdAt,
      refundDueBy: returnRequests.refundDueBy,
      approvedAt: returnRequests.approvedAt,
      receivedAt: returnRequests.receivedAt,
      refundedAt: returnRequests.refundedAt,
      refusedAt: returnRequests.refusedAt,
    })
    .from(returnRequests)
    .where(inArray(returnRequests.orderId, orderIds))
    .orderBy(asc(returnRequests.createdAt));
  if (!requests.length) return [];
  const lines = await db
    .select({
      returnId: returnLines.returnId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      amount: returnLines.amount,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(
      inArray(
        returnLines.returnId,
        requests.map((r) => r.id),
      ),
    );
  return requests.map(({ id, ...r }) => ({
    ...r,
    lines: lines.filter((l) => l.returnId === id).map(({ returnId: _r, ...l }) => l),
  }));
}

/** The member's role and whether `password` is theirs, or null when there is no such user. */
export async function checkOwnPassword(
  db: DbOrTx,
  userId: string,
  password: string,
): Promise<{ role: string; email: string; matches: boolean } | null> {
  const [row] = await db
    .select({ role: users.role, email: users.email, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const matches = !!row.hash && (await verifyPassword(password, row.hash));
  return { role: row.role, email: row.email, matches };
}

/**
 * Erases a member's account in the caller's transaction (decision 080). Gone: the account, its
 * addresses, favorites, carts, sessions (cookies and API tokens alike), password reset tokens,
 * back-in-stock requests, general contact messages and mail that was about no order. A standing
 * consent to commercial e-mail is refused (source 'account-closed'); the consent log stays. Kept without the person: reviews (no author), orders (the buyer and
 * delivery address emptied but for country and city; their documents as the law keeps them).
 * Changes nothing when the user row is gone already (a second close at once: "gone") or is no
 * member's any more (promoted meanwhile: "notMember"), as read under the row's lock.
 */
export async function eraseAccount(
  tx: DbOrTx,
  user: { id: string; email: string },
): Promise<"erased" | "gone" | "notMember"> {
  const [locked] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, user.id))
    .for("update");
  if (!locked) return "gone";
  if (locked.role !== "ROLE_MEMBER") return "notMember";
  const email = user.email;
  // The shop's copies of the person's details on their orders; the documents keep theirs.
  await tx
    .update(orders)
    .set({
      userId: null,
      cartId: null,
      guestAccessToken: null,
      buyer: sql`jsonb_build_object('userId', null, 'firstName', '', 'lastName', '', 'email', '', 'phone', '', 'anonymised', true)`,
      shippingAddress: sql`${orders.shippingAddress} || jsonb_build_object('firstName', '', 'lastName', '', 'phone', '', 'email', '', 'district', '', 'zipCode', '', 'address', '', 'anonymised', true)`,
    })
    .where(eq(orders.userId, user.id));
  await tx.update(reviews).set({ userId: null }).where(eq(reviews.userId, user.id));
  await tx.delete(addresses).where(eq(addresses.userId, user.id));
  await tx.delete(favorites).where(eq(favorites.userId, user.id));
  await tx.delete(carts).where(eq(carts.userId, user.id));
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx
    .delete(backInStockRequests)
    .where(
      or(eq(backInStockRequests.userId, user.id), sameEmail(backInStockRequests.email, email)),
    );
  // The consent log is the evidence İYS asks for and is never erased: a standing consent is
  // refused instead, before the account goes (its row keeps the address, not the member).
  const consent = await consentState(tx, email);
  if (consent?.given)
    await recordConsent(tx, {
      email,
      given: false,
      source: CONSENT_SOURCES.accountClosed,
      lang: consent.lang,
      userId: user.id,
    });
  await tx
    .delete(contactMessages)
    .where(and(eq(contactMessages.kind, "general"), sameEmail(contactMessages.email, email)));
  await tx
    .delete(mailOutbox)
    .where(and(isNull(mailOutbox.orderId), sameEmail(mailOutbox.to, email)));
  await tx.delete(users).where(eq(users.id, user.id));
  return "erased";
}
