// Each /info page's meta description, by its slug (app/content/legal.ts): its loader reads it, so it
// stays out of the pages' JavaScript (app/locales/server.ts).
export const legalDescriptions = {
  "iade-ve-degisim":
    "İade ve değişim koşullarımız: 14 gün cayma hakkı, 15 iş günü içinde iade, kusurlu ürünler, değişim ve ücret iadesi.",
  kvkk: "Kişisel verilerinizi 6698 sayılı KVKK uyarınca hangi amaçlarla işlediğimiz ve haklarınız.",
  "kullanim-ve-gizlilik":
    "Sitemizin kullanım koşulları, üyelik, gizlilik, çerezler ve e-posta bildirimleri.",
  "mesafeli-satis":
    "Siparişlerinize uygulanan mesafeli satış sözleşmesi: taraflar, ödeme, teslimat ve cayma hakkı.",
  cerezler:
    "Sitemizin kullandığı her çerez ve tarayıcı depolama anahtarı: amacı, süresi ve hukuki dayanağı.",
};
