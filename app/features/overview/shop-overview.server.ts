import type { DbOrTx } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { currencyFromCode, type Currency } from "~/lib/money";
import { orderDateText } from "~/lib/order-date";
import { orderNumber } from "~/lib/orders";
import type { PublicUser } from "~/models/user.server";
import {
  awaitedTransfers,
  bestSellers,
  cardPaymentsUnderReview,
  refreshSales,
  runningLow,
  salesByDay,
  type DaySales,
  type OverviewScope,
} from "~/models/shop-overview.server";
import { openReturnCounts } from "~/models/return-desk.server";

/** Sums per currency, as the page shows them: one figure per currency sold in. */
export type Amounts = { currency: Currency; amount: number }[];

export interface ShopOverview {
  /** A merchant's figures are their brands' lines only. */
  merchant: boolean;
  today: { orders: number; amounts: Amounts };
  month: { orders: number; amounts: Amounts };
  /** The chart's days, in the shop's own currency (TRY); other currencies are in `amounts`. */
  days: { day: string; orders: number; amount: number; amounts: Amounts }[];
  best: { name: string; slug: string; quantity: number }[];
  awaited: AwaitedOrders;
  /** Card payments iyzico holds for fraud review: the admin's only (none for a merchant). */
  underReview: AwaitedOrders;
  low: { id: string; name: string; quantity: number }[];
  /** Open return requests (issue [19]) and those past their legal refund deadline. */
  returns: { open: number; overdue: number };
}

/** Orders waiting on their payment, the oldest first. */
export interface AwaitedOrders {
  count: number;
  /** More than `count` are awaited (counted up to AWAITED_COUNT_CAP). */
  more: boolean;
  rows: {
    id: string;
    number: string;
    created: string;
    dateText: string;
    total: number;
    currency: Currency;
  }[];
}

/** Who sees an overview: the admin (the shop) and a merchant with a shop (their brands). */
function scopeOf(user: PublicUser): OverviewScope | null {
  if (user.role === "ROLE_ADMIN") return { merchantId: null };
  if (user.role === "ROLE_MERCHANT" && user.merchantId) return { merchantId: user.merchantId };
  return null;
}

const amountsOf = (byCode: Record<string, number>): Amounts =>
  Object.entries(byCode)
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => (a === "TRY" ? -1 : b === "TRY" ? 1 : a.localeCompare(b)))
    .map(([code, amount]) => ({ currency: currencyFromCode(code as "TRY" | "USD"), amount }));

function total(days: DaySales[]): { orders: number; amounts: Amounts } {
  const byCode: Record<string, number> = {};
  for (const day of days)
    for (const [code, amount] of Object.entries(day.amounts))
      byCode[code] = Math.round(((byCode[code] ?? 0) + amount) * 100) / 100;
  return { orders: days.reduce((n, d) => n + d.orders, 0), amounts: amountsOf(byCode) };
}

/** The owner's morning for this user, or null for a customer (whose home is their profile). */
export async function shopOverview(
  db: DbOrTx,
  user: PublicUser,
  lang: Lang,
): Promise<ShopOverview | null> {
  const scope = scopeOf(user);
  if (!scope) return null;
  const window = await refreshSales(db);
  const [days, best, awaited, underReview, low, returns] = await Promise.all([
    salesByDay(db, scope, window),
    bestSellers(db, scope),
    awaitedTransfers(db, scope),
    scope.merchantId ? { rows: [], count: 0, more: false } : cardPaymentsUnderReview(db),
    runningLow(db, scope),
    openReturnCounts(db, scope),
  ]);
  const listed = (list: typeof awaited): AwaitedOrders => ({
    count: list.count,
    more: list.more,
    rows: list.rows.map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      created: o.createdAt.toISOString(),
      dateText: orderDateText(o.createdAt, lang),
      total: o.total,
      currency: currencyFromCode(o.currency),
    })),
  });
  return {
    merchant: scope.merchantId !== null,
    today: total(days.slice(-1)),
    month: total(days),
    days: days.map((d) => ({
      day: d.day,
      orders: d.orders,
      amount: d.amounts.TRY ?? 0,
      amounts: amountsOf(d.amounts),
    })),
    best: best.map(({ name, slug, quantity }) => ({ name, slug, quantity })),
    awaited: listed(awaited),
    underReview: listed(underReview),
    low,
    returns,
  };
}
