// Server-only texts of the orders pages (app/locales/server.ts): answers an action or /api writes.
export const ordersServer = {
  apiNotFound: "Sipariş bulunmadı.",
  apiRefundNotFound: "İade bulunmadı.",
  apiRefundBusy: "Bu iade tamamlandı ya da şu anda gönderiliyor; yeniden gönderilmedi.",
  apiRefundFailed: "iyzico iadeyi yapamadı:",
  apiItemNotFound: "Ürün bu siparişte bulunmadı ya da zaten iptal edildi.",
  apiCannotCancel: "Yalnızca henüz işlenmemiş siparişler iptal edilebilir.",
  apiInvalidStatus: "Geçersiz sipariş durumu.",
  apiCancelledFinal: "İptal edilen sipariş yeniden açılamaz.",
  apiChangedMeanwhile:
    "Siparişin durumu bu arada değişti; yalnızca henüz işlenmemiş siparişler iptal edilebilir.",
  apiStatusRaced:
    "Siparişin durumu bu arada başka biri tarafından değiştirildi; sayfayı yenileyip yeniden seçin.",
  apiNotPayable:
    "Yalnızca ödemesi beklenen, iptal edilmemiş havale siparişleri ödendi olarak işaretlenebilir.",
  apiIncomplete: "Ödemesi tamamlanmamış bir siparişin durumu değiştirilemez.",
};
