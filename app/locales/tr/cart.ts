// The cart: /cart, the header's mini-cart, the product page's add/remove form and the /api answers.
export const cart = {
  title: "Sepetim",
  description: "Sepetinizdeki ürünler, kuponunuz, kargo ve ödenecek toplam tutar.",
  empty: "Sepetiniz boş.",
  continueShopping: "Alışverişe Devam Et",
  goToCart: "Sepete Git",
  checkout: "Ödemeye Geç",
  product: "Ürün",
  unitPrice: "Birim Fiyat",
  quantity: "Adet",
  lineTotal: "Tutar",
  // Before a line's delivery text, taken from the product's description after 'Teslimat:'.
  deliveryLabel: "Teslimat:",
  update: "Güncelle",
  remove: "Kaldır",
  removeItem: "{name} ürününü sepetten çıkar",
  quantityOf: "{name} adedi",
  lines: "Sepetinizdeki ürünler",
  inCart: "Bu ürün sepetinizde ({n} adet).",
  adding: "Sepete ekleniyor...",
  // Spec 000 §5 gives these in English; the English file keeps the spec's words.
  quantityMin: "Miktar en az 1 olmalıdır.",
  quantityMax: "Miktar {n} adetten fazla olamaz.",
  soldOut: "Bu ürün tükendi.",
  // Lines whose product sold out while they waited in the cart.
  soldOutTitle: "Tükenen ürünler",
  soldOutNote:
    "Bu ürünler siz alışveriş yaparken tükendi ve siparişe eklenemez. Ödemeye geçmek için sepetinizden çıkarın; sepetinizdeki diğer ürünler olduğu gibi duruyor.",
  productMissing: "Bu ürün artık satışta değil.",
  // Coupon box
  couponTitle: "İndirim Kuponu",
  couponCode: "Kupon Kodu",
  apply: "Uygula",
  couponApplied: "Kupon: {code} ({name})",
  removeCoupon: "Kuponu Kaldır",
  couponRequired: "Kupon kodu girmeniz gerekiyor.",
  couponUnknown: "Bu kupon kodu bulunamadı.",
  couponNoMatch: "Bu kupon sepetinizdeki ürünlerin hiçbirine uygulanmıyor.",
  // Totals
  summary: "Sipariş Özeti",
  subtotal: "Ara Toplam",
  discount: "Kupon İndirimi",
  shipping: "Kargo",
  tax: "KDV (%{rate})",
  taxIncluded: "dahil",
  total: "Toplam",
  itemCount: "{n} ürün",
};
