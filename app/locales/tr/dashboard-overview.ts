// The owner's morning on the admin's and the merchant's dashboard home (issue [10] point 4).
// Sent with the page's data (app/locales/server.ts), not in every dashboard page's scripts.
export const overview = {
  title: "Mağazanın Özeti",
  merchantNote: "Yalnızca markalarınızın ürünleri sayılır.",
  todayOrders: "Bugünkü sipariş",
  todaySales: "Bugünkü satış",
  monthSales: "Son 30 günün satışı",
  salesNote:
    "Satış: verilen siparişlerin iptal edilmemiş ürünleri; ödemesi beklenen havaleler de sayılır.",
  chartTitle: "Son 30 günün günlük satışı ({currency})",
  chartSummary: "En yüksek gün {day}: {amount}. Toplam {total}.",
  chartEmpty: "Son 30 günde satış yok.",
  asTable: "Tablo olarak göster",
  day: "Gün",
  orders: "Sipariş",
  sales: "Satış",
  bestSellers: "En çok satanlar (30 gün)",
  bestSellersNone: "Son 30 günde satılan ürün yok.",
  pieces: "{count} adet",
  underReview: "iyzico'nun incelediği kart ödemeleri ({count})",
  awaited: "Ödemesi beklenen havaleler ({count})",
  awaitedNone: "Ödemesi beklenen havale yok.",
  allAwaited: "Tümünü gör",
  lowStock: "Stoğu azalan ürünler",
  lowStockNone: "Stoğu azalan ürün yok.",
  left: "{count} adet kaldı",
  allLow: "Tümünü gör",
};
