/**
 * The legal and information pages under /info. They are Turkish only, as the spec says; English pages
 * show the same text with a note. Placeholders are filled from the shop's settings when a page is served:
 * {name} the shop's name, {address}, {phone}, {email}, {site} the shop's address on the web,
 * {seller} the seller's identity as Settings hold it (legal name, MERSİS, tax number, registered
 * address, KEP, chamber, ETBİS; issue [20] point 1), {arbitrationYear} and {arbitrationLimit}
 * the consumer arbitration limit Settings hold for the year (point 2).
 */

import type { Messages } from "~/locales";
import { sellerLabels as trSellerLabels } from "~/locales/tr/seller-labels";
import { sellerIdentity, sellerLine, type SellerIdentity } from "~/lib/seller";
import { formatMoney } from "~/lib/money";

const LEGAL_SLUGS = [
  "iade-ve-degisim",
  "kvkk",
  "kullanim-ve-gizlilik",
  "mesafeli-satis",
  "cerezler",
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export type LegalBlock = {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  /** A page of the site the block points to, as a link (a path under /info). */
  link?: { to: string; label: string };
};
export type LegalDoc = {
  slug: LegalSlug;
  /** The document's own (Turkish) title. */
  title: string;
  /** Its name in the page's language: the words the footer links use. */
  labelKey: keyof Messages["common"];
  blocks: LegalBlock[];
};

function isLegalSlug(slug: string | undefined): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug ?? "");
}

const returns: LegalDoc = {
  slug: "iade-ve-degisim",
  labelKey: "returns",
  title: "İADE ve DEĞİŞİM",
  blocks: [
    {
      paragraphs: [
        "{name} olarak her takıyı göndermeden önce tek tek kontrol ediyoruz. Yine de siparişiniz beklentinizi karşılamazsa aşağıdaki koşullarla iade ve değişim yapabilirsiniz.",
      ],
    },
    {
      heading: "Cayma hakkı: 14 gün, gerekçesiz",
      items: [
        "Ürünü teslim aldığınız günden itibaren 14 gün içinde hiçbir gerekçe göstermeden cayma hakkınızı kullanabilirsiniz.",
        "Cayma hakkıyla yapılan iadelerde kargo ücreti, ürünü Satıcı'nın anlaştığı kargo firmasıyla göndermeniz koşuluyla Satıcı'ya aittir.",
      ],
    },
    {
      heading: "İade: 15 iş günü, nedeniyle",
      items: [
        "14 günlük cayma süresi geçtiyse, teslimden itibaren 15 iş günü içinde nedenini belirterek iade talebinde bulunabilirsiniz.",
        "Bu iadelerde kargo ücreti alıcıya aittir; ürün kusurlu, hasarlı ya da yanlış gönderilmişse Satıcı'ya aittir.",
      ],
    },
    {
      heading: "İade alınmayan ürünler",
      items: [
        "Kişiye özel üretilen (isim, tarih veya ölçü ile hazırlanan) ürünler; bunlarda cayma hakkı da yoktur.",
        "Hijyen bandı (koruyucu ambalajı) açılmış küpeler, sağlık ve hijyen nedeniyle. Bandı açılmamış küpeler diğer ürünler gibi iade edilebilir.",
      ],
    },
    {
      heading: "Ürünün durumu",
      paragraphs: [
        "İade edilecek ürün kullanılmamış, zarar görmemiş ve orijinal kutusu, faturası ve varsa sertifikasıyla birlikte gönderilmelidir.",
      ],
    },
    {
      heading: "Kusurlu ürünler",
      paragraphs: [
        "Üretim hatalı ya da kargoda hasar görmüş bir ürün size ulaştıysa, teslimden itibaren 15 iş günü içinde sipariş sayfanızdan fotoğraflarıyla birlikte iade talebinde bulunun. Ürün incelendikten sonra tercihinize göre yenisiyle değiştirilir ya da bedeli iade edilir; kargo ücreti Satıcı'ya aittir.",
      ],
    },
    {
      heading: "Değişim",
      paragraphs: [
        "15 iş günlük süre geçtikten sonra iade yapılamaz; ürünün kullanılmamış olması koşuluyla yalnızca değişim yapılabilir. Değişimde fiyat farkı varsa ayrıca tahsil edilir ya da iade edilir.",
      ],
    },
    {
      heading: "Ücret iadesi",
      paragraphs: [
        "Ödemeniz, cayma bildiriminizin ya da iade talebinizin bize ulaştığı tarihten itibaren en geç 14 gün içinde, ödemeyi yaptığınız yönteme iade edilir: kartla ödemelerde kartınıza, havale ile ödemelerde talebinizde bildirdiğiniz IBAN'a. Bankanızın tutarı hesabınıza ya da kartınıza yansıtması birkaç gün sürebilir.",
      ],
    },
    {
      heading: "İade nasıl yapılır?",
      items: [
        'Sipariş sayfanızı açın (üyeyseniz Siparişlerim\'den, misafirseniz sipariş e-postanızdaki bağlantıdan) ve "İade / cayma talebi" ile ürünleri seçip gönderin. Dilerseniz {email} adresine e-postayla ya da {phone} numarasından da bildirebilirsiniz.',
        "Talep numaranız ve gönderim bilgileri hem sayfada hem e-postayla size ulaşır.",
        "Ürünü, bildiriminizden itibaren 10 gün içinde faturasıyla birlikte özenle paketleyip {address} adresine gönderin.",
      ],
    },
  ],
};

const kvkk: LegalDoc = {
  slug: "kvkk",
  labelKey: "kvkk",
  title: "K.V.K.K Bilgilendirmesi",
  blocks: [
    {
      paragraphs: [
        '6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca, veri sorumlusu sıfatıyla {name} ("Şirket") olarak, {site} internet sitesi üzerinden paylaştığınız kişisel verilerinizi aşağıda açıklanan amaçlarla ve kanuna uygun olarak işlediğimizi bildiririz.',
      ],
    },
    {
      heading: "1. Veri sorumlusu",
      paragraphs: ["{name}. {seller}. E-posta: {email}. Telefon: {phone}."],
    },
    {
      heading: "2. İşlenen kişisel veriler",
      items: [
        "Kimlik bilgileri: ad, soyad.",
        "İletişim bilgileri: e-posta adresi, telefon numarası, teslimat ve fatura adresi.",
        "Müşteri işlem bilgileri: sipariş geçmişi, sepet ve favori ürünler, ürün değerlendirmeleri, talep ve şikâyetler.",
        "İşlem güvenliği bilgileri: IP adresi, oturum ve giriş kayıtları, tarayıcı bilgileri.",
        "Finansal bilgiler: ödeme tutarı ve yöntemi. Kart bilgileriniz Şirketimiz tarafından görülmez ve saklanmaz; ödeme kuruluşu tarafından işlenir.",
        "Pazarlama bilgileri: ticari elektronik ileti için verdiğiniz onay ya da ret, tarihi, verildiği sayfa ve onayladığınız metnin sürümü.",
      ],
    },
    {
      heading: "3. İşleme amaçları",
      items: [
        "Üyelik kaydının oluşturulması ve hesabın yönetilmesi,",
        "Siparişlerin alınması, ödemenin tahsili, ürünlerin teslimi, iade ve değişim işlemlerinin yürütülmesi,",
        "Fatura düzenlenmesi ve yasal saklama yükümlülüklerinin yerine getirilmesi,",
        "Müşteri taleplerinin ve şikâyetlerinin yanıtlanması,",
        "İnternet sitesinin güvenliğinin sağlanması ve kötüye kullanımın önlenmesi,",
        "Açık rızanız olması hâlinde kampanya, yeni ürün ve e-bülten gönderimi.",
      ],
    },
    {
      heading: "4. Hukuki sebepler",
      paragraphs: [
        "Kişisel verileriniz KVKK'nın 5. maddesinde yer alan; bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi, bir hakkın tesisi, kullanılması veya korunması ve ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaati hukuki sebeplerine dayanılarak işlenir. Ticari elektronik ileti gönderimi yalnızca açık rızanıza dayanır.",
      ],
    },
    {
      heading: "5. Aktarım",
      paragraphs: [
        "Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak; siparişinizin teslimi için kargo şirketlerine, ödemenin alınması için ödeme kuruluşuna ve bankalara, barındırma ve e-posta hizmeti aldığımız iş ortaklarına ve talep hâlinde yetkili kamu kurum ve kuruluşlarına aktarılabilir. Ticari elektronik ileti onay ve retleriniz (e-posta adresiniz, tarihi ve kaynağı), mevzuat gereği İleti Yönetim Sistemi'ne (İYS) bildirilir.",
      ],
    },
    {
      heading: "6. Toplama yöntemi",
      paragraphs: [
        "Kişisel verileriniz; internet sitemizdeki üyelik, sipariş, iletişim ve e-bülten formları, çerezler ve e-posta ya da telefonla bize ilettiğiniz talepler aracılığıyla elektronik ortamda toplanır.",
      ],
    },
    {
      heading: "7. Haklarınız",
      paragraphs: [
        "KVKK'nın 11. maddesi uyarınca Şirketimize başvurarak aşağıdaki haklarınızı kullanabilirsiniz:",
      ],
      items: [
        "Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme.",
        "İşlenme amacını ve verilerin amacına uygun kullanılıp kullanılmadığını öğrenme.",
        "Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme.",
        "Eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini veya yok edilmesini isteme ve bu işlemlerin verilerin aktarıldığı üçüncü kişilere bildirilmesini talep etme.",
        "Münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme.",
        "Kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.",
      ],
    },
    {
      paragraphs: [
        "Başvurularınızı {email} adresine e-postayla ya da {address} adresine yazılı olarak iletebilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.",
      ],
    },
    {
      heading: "Çerezler ve tarayıcı depolaması",
      paragraphs: [
        "Sitemizin kullandığı her çerez ve tarayıcı depolama anahtarı; amacı, süresi ve hukuki dayanağıyla birlikte aşağıdaki bildirimde listelenir.",
      ],
      link: { to: "/info/cerezler", label: "Çerez ve Tarayıcı Depolama Bildirimi" },
    },
  ],
};

const terms: LegalDoc = {
  slug: "kullanim-ve-gizlilik",
  labelKey: "terms",
  title: "KULLANIM VE GİZLİLİK",
  blocks: [
    {
      paragraphs: [
        "{site} internet sitesini kullanan herkes aşağıdaki koşulları kabul etmiş sayılır. Lütfen siteyi kullanmadan önce bu metni dikkatle okuyun.",
      ],
    },
    {
      heading: "1. Sitenin kullanımı",
      items: [
        "Site, {name} tarafından işletilir. Sitedeki ürün, fiyat ve kampanya bilgileri önceden bildirilmeksizin değiştirilebilir.",
        "Ürün görselleri takının gerçek görünümünü yansıtacak şekilde hazırlanır; doğal taşların renk ve desenleri her parçada farklılık gösterebilir.",
        "Kullanıcı, siteyi hukuka ve genel ahlaka uygun biçimde kullanmayı, siteye zarar verecek ya da başka kullanıcıların erişimini engelleyecek işlemlerden kaçınmayı kabul eder.",
      ],
    },
    {
      heading: "2. Üyelik",
      items: [
        "Üyelik için verilen bilgilerin doğru ve güncel olması kullanıcının sorumluluğundadır.",
        "Hesap şifresinin gizliliğinden kullanıcı sorumludur. Hesabınızda yetkisiz bir işlem fark ederseniz bize hemen bildirin.",
        "Bu koşullara aykırı kullanım hâlinde {name}, üyeliği askıya alma veya sonlandırma hakkını saklı tutar.",
      ],
    },
    {
      heading: "3. Fikri mülkiyet",
      paragraphs: [
        "Sitedeki tasarımlar, fotoğraflar, metinler, logo ve diğer içerikler {name} markasına aittir ya da lisanslı olarak kullanılır. İzinsiz kopyalanamaz, çoğaltılamaz ve ticari amaçla kullanılamaz.",
      ],
    },
    {
      heading: "4. Gizlilik",
      paragraphs: [
        "Paylaştığınız kişisel veriler yalnızca siparişlerinizin yerine getirilmesi, hesabınızın yönetilmesi ve izin verdiyseniz size bilgi gönderilmesi amacıyla kullanılır. Verilerin nasıl işlendiğini ve haklarınızı K.V.K.K Bilgilendirmesi sayfamızda bulabilirsiniz.",
        "Ödemeler güvenli ödeme altyapısı üzerinden alınır; kart bilgileriniz sitemizde saklanmaz. Site ile tarayıcınız arasındaki iletişim şifrelenir.",
      ],
    },
    {
      heading: "5. Çerezler",
      paragraphs: [
        "Sitemiz; oturumunuzu açık tutmak, sepetinizi hatırlamak ve dil ile para birimi tercihinizi saklamak için zorunlu çerezler kullanır. Her çerezin ve tarayıcı depolama anahtarının amacı, süresi ve hukuki dayanağı aşağıdaki bildirimde yer alır. Tarayıcı ayarlarınızdan çerezleri silebilir veya engelleyebilirsiniz; bu durumda sepet ve üyelik gibi bazı özellikler çalışmayabilir.",
      ],
      link: { to: "/info/cerezler", label: "Çerez ve Tarayıcı Depolama Bildirimi" },
    },
    {
      heading: "6. E-posta ve bildirimler",
      paragraphs: [
        "Sipariş ve hesap işlemlerinizle ilgili bilgilendirme e-postaları size her durumda gönderilir. Kampanya ve e-bülten e-postaları ise yalnızca onay vermeniz hâlinde gönderilir; her e-postadaki bağlantıdan tek tıkla, ücretsiz olarak ya da {email} adresine yazarak aboneliğinizi sonlandırabilirsiniz; ret hemen kaydedilir ve size bir daha kampanya e-postası gönderilmez. Onay ve retleriniz İleti Yönetim Sistemi'ne (İYS) bildirilir; izinlerinizi iys.org.tr üzerinden de yönetebilirsiniz.",
      ],
    },
    {
      heading: "7. Değişiklikler ve iletişim",
      paragraphs: [
        "{name}, bu koşulları gerektiğinde güncelleyebilir; güncel metin her zaman bu sayfada yayımlanır. Sorularınız için {email} adresine yazabilir ya da {phone} numarasından bize ulaşabilirsiniz.",
      ],
    },
  ],
};

const distanceSales: LegalDoc = {
  slug: "mesafeli-satis",
  labelKey: "distanceSales",
  title: "MESAFELİ SATIŞ SÖZLEŞMESİ",
  blocks: [
    {
      heading: "Madde 1. Taraflar",
      paragraphs: [
        "SATICI: {name}. {seller}. Telefon: {phone}. E-posta: {email}.",
        "ALICI: {site} internet sitesi üzerinden sipariş veren kişi. Alıcının adı, adresi ve iletişim bilgileri sipariş sırasında bildirdiği bilgilerdir.",
      ],
    },
    {
      heading: "Madde 2. Konu",
      paragraphs: [
        "Bu sözleşmenin konusu, Alıcı'nın Satıcı'ya ait internet sitesinden elektronik ortamda sipariş verdiği ürünlerin satışı ve teslimi ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.",
      ],
    },
    {
      heading: "Madde 3. Ürün ve ödeme bilgileri",
      paragraphs: [
        "Ürünlerin cinsi, miktarı, satış fiyatı (vergiler dahil), ödeme şekli ve teslimat adresi sipariş özetinde ve Alıcı'ya gönderilen sipariş onayı e-postasında yer aldığı gibidir. Kargo ücreti Satıcı'ya aittir; sipariş toplamına eklenmez.",
      ],
    },
    {
      heading: "Madde 4. Genel hükümler",
      items: [
        "Alıcı, ürünün temel nitelikleri, satış fiyatı, ödeme şekli ve teslimata ilişkin ön bilgileri okuyup bilgi sahibi olduğunu ve siparişi elektronik ortamda onayladığını kabul eder.",
        "Ürün, yasal 30 günlük süreyi aşmamak kaydıyla, Alıcı'nın bildirdiği teslimat adresine teslim edilir.",
        "Satıcı, siparişi verilen ürünü teslim edemeyeceğini anlarsa bu durumu öğrendiği tarihten itibaren 3 gün içinde Alıcı'ya bildirir ve tahsil edilen tutarı 14 gün içinde iade eder.",
        "Sipariş iptal edildiğinde ödenen tutar 14 gün içinde Alıcı'ya iade edilir. Tutarın bankanız tarafından hesabınıza veya kartınıza yansıtılması 2 ile 3 hafta sürebilir.",
        "Ürün bedelinin ödendiği kredi kartının yetkisiz kişilerce haksız ve hukuka aykırı biçimde kullanılması nedeniyle ilgili banka ürün bedelini Satıcı'ya ödemezse, Alıcı ürünü 3 gün içinde, kargo gideri kendisine ait olmak üzere Satıcı'ya iade eder.",
        "Satıcı, kart sahibinin kimliğini ve iletişim bilgilerini doğrulamak için belge isteyebilir. İstenen belgeler 24 saat içinde iletilmezse Satıcı siparişi iptal edebilir.",
        "Ürün, Alıcı'dan başka birine teslim edilecekse teslim edilecek kişinin teslimatı kabul etmemesinden Satıcı sorumlu tutulamaz.",
      ],
    },
    {
      heading: "Madde 5. Cayma hakkı",
      items: [
        "Alıcı, ürünün kendisine veya gösterdiği kişiye teslim tarihinden itibaren 14 gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayma hakkına sahiptir.",
        'Cayma hakkının kullanılması için bu süre içinde Satıcı\'ya sipariş sayfasındaki "İade / cayma talebi" ile, {email} adresine e-postayla ya da yazılı olarak bildirimde bulunulması yeterlidir.',
        "Satıcı, cayma bildiriminin kendisine ulaştığı tarihten itibaren 14 gün içinde ürün bedelini, ödemenin yapıldığı yönteme (havale ile ödemelerde Alıcı'nın bildirdiği IBAN'a) iade eder.",
        "Alıcı, cayma bildiriminden itibaren 10 gün içinde ürünü Satıcı'ya geri gönderir.",
        "Cayma hakkı kapsamında iade edilen ürünün kargo ücreti, Satıcı'nın anlaştığı kargo firmasıyla gönderilmesi koşuluyla Satıcı'ya aittir.",
        "Ürün; faturası, kutusu ve varsa sertifikasıyla birlikte, kullanılmamış ve hasar görmemiş olarak iade edilmelidir.",
      ],
    },
    {
      heading: "Madde 6. Cayma hakkının kullanılamayacağı durumlar",
      items: [
        "Alıcı'nın istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan (kişiye özel) ürünler.",
        "Teslimden sonra hijyen bandı veya koruyucu ambalajı açılmış küpeler gibi, sağlık ve hijyen açısından iadesi uygun olmayan ürünler. Hijyen bandı açılmamış küpelerde cayma hakkı geçerlidir.",
      ],
    },
    {
      heading: "Madde 7. Uyuşmazlıkların çözümü",
      paragraphs: [
        "Bu sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığı'nca her yıl ilan edilen parasal sınırın altında kalanlarda Alıcı'nın yerleşim yerindeki veya işlemin yapıldığı yerdeki tüketici hakem heyeti, sınırı aşanlarda tüketici mahkemesi yetkilidir. {arbitrationYear} yılı için bu sınır {arbitrationLimit}'dir.",
      ],
    },
    {
      heading: "Madde 8. Yürürlük",
      paragraphs: [
        "Alıcı, siparişini onayladığı anda bu sözleşmenin tüm koşullarını kabul etmiş sayılır. Sözleşme, siparişin onaylandığı tarihte yürürlüğe girer ve bir örneği Alıcı'nın e-posta adresine gönderilir.",
      ],
    },
  ],
};

/**
 * Every cookie and browser-storage key the shop sets, with its purpose, lifetime and legal basis
 * (issue [20] point 5). tests/unit/cookie-notice.test.ts holds it to app/http/cookies.server.ts
 * and the storage keys of the pop-up and the music player: a new one must be listed here.
 */
const cookieNotice: LegalDoc = {
  slug: "cerezler",
  labelKey: "cookies",
  title: "ÇEREZ VE TARAYICI DEPOLAMA BİLDİRİMİ",
  blocks: [
    {
      paragraphs: [
        "{name} olarak {site} sitesinde yalnızca sitenin çalışması için gereken çerezleri ve tarayıcı depolamasını kullanırız. Reklam, izleme veya analiz çerezi kullanmayız; bu yüzden çerez onayı istemeyiz. Aşağıda her birinin adı, amacı, süresi ve hukuki dayanağı yer alır.",
      ],
    },
    {
      heading: "Çerezler",
      items: [
        "sid: oturumunuzu açık tutar (üye girişi). Süre: 30 gün ya da çıkış yapana kadar. Dayanak: sözleşmenin kurulması ve ifası (KVKK m. 5/2-c).",
        "cart: üye olmadan oluşturduğunuz sepetin numarasını, imzalı olarak saklar. Süre: 60 gün. Dayanak: sözleşmenin kurulması ve ifası (KVKK m. 5/2-c).",
        "currency: seçtiğiniz para birimini (TL ya da USD) hatırlar. Süre: 365 gün. Dayanak: ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaat (KVKK m. 5/2-f).",
        "toast: bir işlemden sonraki sayfada gösterilen tek seferlik mesajı taşır. Süre: 1 dakika. Dayanak: sözleşmenin ifası (KVKK m. 5/2-c).",
      ],
    },
    {
      heading: "Tarayıcı depolaması (localStorage)",
      items: [
        "popup-seen: açılır duyuruyu kapattığınızı hatırlar, aynı duyuru yeniden gösterilmez. Süre: siz silene kadar. Dayanak: meşru menfaat (KVKK m. 5/2-f).",
        "music-paused: müzik sayfasındaki çaları durdurduğunuzu hatırlar. Süre: siz silene kadar. Dayanak: meşru menfaat (KVKK m. 5/2-f).",
      ],
    },
    {
      heading: "Üçüncü taraflar",
      items: [
        "Kartla ödeme sayfasındaki güvenli ödeme formu iyzico'ya aittir ve iyzico'nun kendi alan adından yüklenir; iyzico'nun koyduğu çerezler iyzico'nun gizlilik bildirimine tabidir.",
        "Formlarda robot doğrulaması açıksa (reCAPTCHA), Google o formların bulunduğu sayfalarda kendi çerezlerini kullanır.",
      ],
    },
    {
      heading: "Çerezleri silmek",
      paragraphs: [
        "Tarayıcınızın ayarlarından çerezleri ve site verilerini silebilir ya da engelleyebilirsiniz; bu durumda sepet ve üyelik gibi özellikler çalışmaz. Kişisel verilerinizle ilgili haklarınız için K.V.K.K. Bilgilendirmesi'ne bakın.",
      ],
    },
  ],
};

const DOCS: Record<LegalSlug, LegalDoc> = {
  "iade-ve-degisim": returns,
  kvkk,
  "kullanim-ve-gizlilik": terms,
  "mesafeli-satis": distanceSales,
  cerezler: cookieNotice,
};

export function getLegalDoc(slug: string | undefined): LegalDoc | null {
  return isLegalSlug(slug) ? DOCS[slug] : null;
}

export function listLegalDocs(): LegalDoc[] {
  return LEGAL_SLUGS.map((s) => DOCS[s]);
}

export type LegalVars = {
  name: string;
  /** The seller's identity on one line, Turkish labels (the legal texts are Turkish). */
  seller: string;
  /** The consumer arbitration limit of the year Settings name, as the contract quotes it. */
  arbitrationYear: string;
  arbitrationLimit: string;
  identity: SellerIdentity;
  address: string;
  phone: string;
  email: string;
  site: string;
};

/**
 * What the placeholders say, from the shop's settings. {site} is the site address the admin set,
 * else PUBLIC_URL's host, else the shop's name: never the Host a request was sent to, which any
 * client chooses (a contract must not name '127.0.0.1:3000' or an attacker's domain as the seller's site).
 */
export function legalVars(
  settings: SellerIdentity & {
    storeName: string;
    storeAddress: string;
    phoneNumber: string;
    emailAddress: string;
    siteAddress: string;
    arbitrationYear: number;
    arbitrationLimit: number;
  },
  publicOrigin: string | null,
): LegalVars {
  const site =
    settings.siteAddress.trim() ||
    (publicOrigin ? new URL(publicOrigin).host : "") ||
    settings.storeName ||
    "-";
  const identity = sellerIdentity(settings);
  const address = settings.storeAddress || "-";
  return {
    name: settings.storeName || site,
    // A shop that has not named itself yet still gives an address.
    seller: sellerLine(identity, trSellerLabels) || `Adres: ${address}`,
    identity,
    arbitrationYear: String(settings.arbitrationYear),
    arbitrationLimit: formatMoney(settings.arbitrationLimit, "try", "tr"),
    address,
    phone: settings.phoneNumber || "-",
    email: settings.emailAddress || "-",
    site,
  };
}

/** The document with its placeholders filled in. */
export function fillLegalDoc(doc: LegalDoc, vars: LegalVars): LegalDoc {
  const fill = (text: string) =>
    text.replace(
      /\{(name|address|phone|email|site|seller|arbitrationYear|arbitrationLimit)\}/g,
      (_, k: Exclude<keyof LegalVars, "identity">) => vars[k],
    );
  return {
    ...doc,
    blocks: doc.blocks.map((b) => ({
      heading: b.heading ? fill(b.heading) : undefined,
      paragraphs: b.paragraphs?.map(fill),
      items: b.items?.map(fill),
      link: b.link,
    })),
  };
}
