// Server-only texts of the orders pages (app/locales/server.ts): answers an action or /api writes.
export const ordersServer = {
  apiNotFound: "Sipariş bulunmadı.",
  apiItemNotFound: "Ürün bu siparişte bulunmadı ya da zaten iptal edildi.",
  apiCannotCancel: "Yalnızca henüz işlenmemiş siparişler iptal edilebilir.",
  apiInvalidStatus: "Geçersiz sipariş durumu.",
  apiCancelledFinal: "İptal edilen sipariş yeniden açılamaz.",
  apiChangedMeanwhile:
    "Siparişin durumu bu arada değişti; yalnızca henüz işlenmemiş siparişler iptal edilebilir.",
  apiStatusRaced:
    "Siparişin durumu bu arada başka biri tarafından değiştirildi; sayfayı yenileyip yeniden seçin.",
  apiIncomplete: "Ödemesi tamamlanmamış bir siparişin durumu değiştirilemez.",
};
