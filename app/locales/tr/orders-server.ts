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
  // Decision 076: shipping an unpaid transfer order, leaving Delivered.
  apiReasonNeeded:
    "reason: Bu değişiklik için bir gerekçe yazın (ödenmemiş havale siparişini kargoya vermek ya da teslim edilmiş siparişi geri almak).",
  apiShipmentLines:
    "itemIds: Bu ürünlerden biri gönderebileceğiniz, kargoya verilmemiş bir satır değil.",
  apiShipmentClosed: "Bu sipariş kargoya verilemez (iptal edildi ya da ödemesi tamamlanmadı).",
  apiShipmentUnpaid: "Ödemesi alınmamış bir siparişi satıcı kargoya veremez.",
  apiShipmentAllShipped: "Bu siparişin gönderilecek ürünü kalmadı.",
};
