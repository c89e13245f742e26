// The documents a buyer accepted with an order (issue [10] point 7): kept with it, attached to
// the confirmation, opened from the order page. Server-only (app/locales/server.ts).
export const orderDocuments = {
  heading: "Belgeler",
  note: "Siparişinizle onayladığınız belgelerin, siparişinizin bilgileriyle doldurulmuş kopyaları.",
  accepted: "Onay tarihi: {date}",
  orderNumber: "Sipariş No: {number}",
  seller: "Satıcı",
  buyer: "Alıcı",
  buyerLine: "{name}, e-posta: {email}, telefon: {phone}",
  deliverTo: "Teslimat adresi",
  lines: "Sipariş edilen ürünler",
  product: "Ürün",
  quantity: "Adet",
  amount: "Tutar",
  discount: "İndirim",
  total: "Toplam (KDV dahil)",
  tax: "KDV (%{rate}, dahil)",
  payment: "Ödeme: {payment}",
  annex: "Ek: Sipariş özeti",
  fileNames: { preInfo: "on-bilgilendirme-formu", contract: "mesafeli-satis-sozlesmesi" },
};
