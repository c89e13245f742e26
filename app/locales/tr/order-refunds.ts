// Card refunds on the order page (decision 031). Only the order page imports them
// (app/locales/order-refunds.ts), so they travel in its module, not in every page's.
export const orderRefunds = {
  title: "İadeler",
  refundsNote: "İptal edilen ürünlerin tutarı kartınıza iyzico üzerinden iade edilir.",
  refundItem: "Ürün",
  refundAmount: "Tutar",
  refundState: "Durum",
  refundDate: "Tarih",
  refundStates: {
    pending: "Bekliyor",
    sending: "Gönderiliyor",
    done: "İade edildi",
    failed: "Yapılamadı",
  },
  refundError: "iyzico'nun yanıtı",
  refundUnreachable:
    "iyzico zamanında yanıt vermedi: iade yapılmış olabilir. Yeniden denemeden önce iyzico panelinden bakın; iyzico ödemenin kalanından fazlasını iade etmez.",
  refundRetry: "Yeniden Dene",
  refundAttempts: "{n}. deneme",
  historyTitle: "iyzico'ya yapılan denemeler",
  historyHow: {
    refund: "İade",
    cancel: "Aynı gün iptal",
    report: "iyzico kayıtlarında yapılmış bulundu",
  },
  historyOutcomes: {
    done: "Yapıldı",
    refused: "Reddedildi",
    unreachable: "Yanıt gelmedi",
  },
};
