// What the server answers a checkout it refuses: into /payment's action answer or an /api error,
// never drawn by a component, so kept out of the pages' JavaScript (app/locales/server.ts).
export const checkoutRefusals = {
  contractRequired:
    "Siparişi vermek için Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni kabul etmelisiniz.",
  tooLarge: "Sipariş tutarı en fazla {max} olabilir. Lütfen adetleri azaltın.",
  soldOut: "{product} artık stokta yok. Lütfen sepetinizi güncelleyin.",
  emptyCart: "Sepetiniz boş.",
  totalChanged:
    "Sepetinizin toplamı değişti; yeni toplam {total}. Lütfen kontrol edip siparişi yeniden onaylayın.",
  paymentUnavailable:
    "Kartla ödeme şu anda başlatılamadı. Lütfen biraz sonra yeniden deneyin ya da havale ile ödeyin.",
  chooseMethod: "Bir ödeme yöntemi seçin.",
  couponGoneApi: "{code} kuponu artık geçerli değil ve sepetten kaldırıldı.",
};
