import type { overview as tr } from "../tr/dashboard-overview";

export const overview: typeof tr = {
  title: "The shop at a glance",
  merchantNote: "Only your brands' products count.",
  todayOrders: "Orders today",
  todaySales: "Sales today",
  monthSales: "Sales, last 30 days",
  salesNote:
    "Sales: the items not cancelled of the orders placed; transfers still awaited count too.",
  chartTitle: "Daily sales, last 30 days ({currency})",
  chartSummary: "Best day {day}: {amount}. Total {total}.",
  chartEmpty: "No sales in the last 30 days.",
  asTable: "Show as a table",
  day: "Day",
  orders: "Orders",
  sales: "Sales",
  bestSellers: "Best sellers (30 days)",
  bestSellersNone: "Nothing sold in the last 30 days.",
  pieces: "{count} pcs",
  underReview: "Card payments under iyzico's review ({count})",
  awaited: "Transfers awaiting payment ({count})",
  awaitedNone: "No transfer is awaited.",
  allAwaited: "See all",
  lowStock: "Running low",
  lowStockNone: "No product is running low.",
  left: "{count} left",
  allLow: "See all",
};
