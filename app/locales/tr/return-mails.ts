// The mails of a return request (issue [19]): the shopper's copy and the shop's notice. The next
// steps are the page's own words (order-returns.ts), so that page and mail say the same.
export const returnMails = {
  subject: "Talebiniz alındı: {number} ({kind}, Sipariş #{order})",
  intro: "#{order} numaralı siparişiniz için {kind} talebinizi aldık. Talep numaranız: {number}.",
  amount: "İade edilecek tutar",
  shopSubject: "Yeni talep: {number} ({kind}, Sipariş #{order})",
  shopIntro:
    "#{order} numaralı sipariş için {kind} talebi geldi ({number}). Yasal iade süresi {date} tarihinde doluyor.",
  shopReason: "Neden: {reason}",
  shopNote: "Müşterinin notu: {note}",
  shopButton: "Siparişi aç",
  shopFooter: "Talebi onaylayın ya da reddedin; müşteriye e-posta ile bildirilir.",
};
