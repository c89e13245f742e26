// Orders: the order page (/order/{id}) and the account's list (/dashboard/orders).
// Turkish is the source; en/orders.ts mirrors every key.
export const orders = {
  title: "Siparişler",
  empty: "Henüz siparişiniz yok!",
  notFound: "Sipariş bulunmadı.",
  orderTitle: "Sipariş #{number}",
  orderNumber: "Sipariş No",
  created: "Sipariş Tarihi",
  status: "Durum",
  payment: "Ödeme",
  total: "Toplam",
  totalTax: "KDV (%{rate}, dahil)",
  currency: "Para Birimi",
  itemCount: "{count} ürün",
  customer: "Müşteri Bilgileri",
  address: "Teslimat Adresi",
  phone: "Telefon",
  email: "E-posta",
  addressTypes: { home: "Ev", work: "İş" },
  products: "Ürünler",
  quantity: "Adet",
  lineTotal: "Tutar",
  // Stored values (spec 000 §4) and what the page shows for them.
  statuses: {
    "Not Processed": "İşlenmedi",
    Processing: "İşleniyor",
    Shipped: "Kargoya Verildi",
    Delivered: "Teslim Edildi",
    Canceled: "İptal Edildi",
    "İşlem Tamamlanmadı": "İşlem Tamamlanmadı",
  },
  itemStatuses: { Cancelled: "İptal Edildi" },
  paymentStates: {
    paidByCard: "Kartla ödendi",
    paidByTransfer: "Havale ile ödendi",
    awaitingTransfer: "Havale bekleniyor",
  },
  payments: { Havale: "Havale / EFT", "Kredi Kartı": "Kredi Kartı" },
  paymentNotChosen: "Henüz seçilmedi",
  // The admin's status form
  changeStatus: "Sipariş durumu",
  update: "Güncelle",
  // Cancelling (a second button confirms, so that it works without JavaScript)
  cancelOrder: "Siparişi İptal Et",
  cancelOrderConfirm:
    "Siparişi iptal etmek istediğinizden emin misiniz? Ürünler stoğa geri döner ve bu işlem geri alınamaz.",
  cancelOrderYes: "Evet, siparişi iptal et",
  cancelItem: "Ürünü İptal Et",
  cancelItemConfirm: "{name} siparişten çıkarılsın mı? Bu işlem geri alınamaz.",
  cancelItemYes: "Evet, ürünü iptal et",
  cancelNote: "Henüz işlenmemiş siparişleri iptal edebilirsiniz.",
  backToOrders: "Siparişlerime dön",
  // The order's parcels (issue [18] point 2): the shopper's page, and the staff's.
  parcels: {
    heading: "Kargo",
    parcel: "Kargo {n}",
    carrier: "Kargo firması",
    number: "Takip numarası",
    track: "Kargonu takip et",
    lines: "İçindekiler",
    newTab: "(yeni sekmede açılır)",
  },
  // /api answers
};
