// The return desk's mails to the shopper (issue [19] point 2): one per step, in the request's
// language. `{number}` the request's number, `{order}` the order's.
export const returnDeskMail = {
  approvedSubject: "İade talebiniz onaylandı (No: {number})",
  approvedIntro:
    "{order} numaralı siparişiniz için yaptığınız {number} numaralı talebi onayladık. Ürünleri nasıl göndereceğiniz aşağıda:",
  refusedSubject: "İade talebiniz hakkında (No: {number})",
  refusedIntro:
    "{order} numaralı siparişiniz için yaptığınız {number} numaralı talebi kabul edemiyoruz. Nedeni:",
  refusedNote: "Bu ürünler için yeniden talepte bulunabilir ya da bize yazabilirsiniz.",
  receivedSubject: "İade ettiğiniz ürünler bize ulaştı (No: {number})",
  receivedIntro:
    "{number} numaralı talebinizdeki ürünler bize ulaştı. Ödemeniz en geç {due} tarihine kadar iade edilecek.",
  refundedSubject: "Ödemeniz iade edildi (No: {number})",
  refundedCard:
    "{number} numaralı talebiniz için {amount} kartınıza iade edildi. Tutarın hesabınıza geçmesi bankanıza göre birkaç gün sürebilir.",
  refundedTransfer:
    "{number} numaralı talebiniz için {amount}, bildirdiğiniz {iban} numaralı hesaba gönderildi.",
};
