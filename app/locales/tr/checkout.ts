// Checkout: /delivery, /payment, the order result pages and the /api/order answers.
export const checkout = {
  title: "Ödeme",

  // /delivery
  deliveryTitle: "Teslimat Adresi",
  deliveryIntro:
    "Üye olmadan sipariş vermek için teslimat bilgilerinizi girin. Sipariş onayını e-posta adresinize göndereceğiz.",
  firstName: "Ad",
  lastName: "Soyad",
  phone: "Cep Telefonu",
  phoneHint: "Örnek: 0532 123 45 67 ya da ülke koduyla +44 20 7946 0958",
  email: "E-posta",
  country: "Ülke",
  chooseCountry: "Ülke seçin",
  region: "İl",
  regionHint: "Listeden seçin. Türkiye dışındaki adreslerde bölge ya da eyaletinizi yazın.",
  district: "İlçe",
  addressType: "Adres Tipi",
  home: "Ev",
  work: "İş",
  zipCode: "Posta Kodu",
  address: "Adres",
  addressHint: "Mahalle, cadde/sokak, bina ve daire numarası",
  continue: "DEVAM ET",
  privacyNote:
    "DEVAM ET'e basarak kişisel verilerinizin siparişinizin teslimatı için işlenmesini kabul etmiş olursunuz. Ayrıntılar: {kvkk}, {terms}.",
  kvkkLink: "K.V.K.K Bilgilendirmesi",
  termsLink: "Kullanım ve Gizlilik",
  recaptchaNotice: "Bu site reCAPTCHA ile korunmaktadır; Google {privacy} ve {terms} geçerlidir.",
  googlePrivacy: "Gizlilik Politikası",
  googleTerms: "Hizmet Şartları",

  // Delivery form errors (DESIGN.md §4: every field is required)
  firstNameRequired: "Ad gerekli.",
  lastNameRequired: "Soyad gerekli.",
  phoneRequired: "Cep telefonu gerekli.",
  phoneInvalid:
    "Geçerli bir cep telefonu numarası girin (0532 123 45 67 ya da ülke koduyla +44 20 7946 0958).",
  emailRequired: "E-posta gerekli.",
  emailInvalid: "E-posta hatalı.",
  countryRequired: "Ülke seçin.",
  countryInvalid: "Listeden bir ülke seçin.",
  regionRequired: "İl gerekli.",
  regionInvalid: "Listeden Türkiye'deki bir il seçin.",
  districtRequired: "İlçe gerekli.",
  addressTypeRequired: "Adres tipini seçin: Ev ya da İş.",
  zipCodeRequired: "Posta kodu gerekli.",
  zipCodeInvalid: "Posta kodu 5 rakamdan oluşmalıdır.",
  addressRequired: "Adres gerekli.",
  botCheckFailed: "Güvenlik doğrulaması başarısız oldu. Lütfen yeniden deneyin.",
  tooLong: "En fazla {max} karakter girebilirsiniz.",

  // Summary panel
  summaryTitle: "Sipariş Özeti",
  quantity: "{n} adet",
  subtotal: "Ara Toplam",
  discount: "İndirim",
  couponCode: "Kupon: {code}",
  shipping: "Kargo",
  freeShipping: "Ücretsiz",
  total: "Toplam",
  kdvIncluded: "KDV (%{rate}) dahil: {tax}",
  editCart: "Sepeti düzenle",

  // /payment
  paymentTitle: "Ödeme Yöntemleri",
  deliveryTo: "Teslimat Adresi",
  // /payment after 'Hemen Al': the order holds this product alone.
  buyNowAlone: "Yalnızca bu ürünü satın alıyorsunuz; sepetiniz olduğu gibi duruyor.",
  changeAddress: "Adresi değiştir",
  homeAddress: "Ev adresi",
  workAddress: "İş adresi",
  preInfoTitle: "Ön Bilgilendirme Formu",
  preInfoSeller: "Satıcı: {name}. {seller}. Telefon: {phone}. E-posta: {email}.",
  preInfoGoods:
    "Ürünler, adetleri ve fiyatları sipariş özetinde gösterildiği gibidir. Ödenecek toplam tutar KDV (%{rate}) dahil {total}; kargo ücreti Satıcı'ya aittir ve toplama eklenmez.",
  preInfoDelivery:
    "Ürünler, siparişten itibaren en geç 30 gün içinde teslimat adresinize gönderilir.",
  preInfoPayment: "Ödeme, banka veya kredi kartıyla tek çekim ya da banka havalesiyle yapılır.",
  preInfoWithdrawal:
    "Teslimden itibaren 14 gün içinde gerekçe göstermeden cayma hakkınızı sipariş sayfanızdan kullanabilirsiniz; ürünü Satıcı'nın anlaştığı kargoyla gönderirseniz kargo ücreti Satıcı'ya aittir ve bedel, bildiriminizden itibaren 14 gün içinde iade edilir. Kişiye özel ürünlerde cayma hakkı yoktur; küpelerde hijyen bandı açılmamışsa vardır. Cayma süresinden sonra, teslimden itibaren 15 iş günü içinde nedenini belirterek iade edebilirsiniz (kargo ücreti alıcıya aittir).",
  contractTitle: "Mesafeli Satış Sözleşmesi",
  contractAccept:
    "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, kabul ediyorum.",
  cardTitle: "Banka / Kredi Kartı",
  cardIntro:
    "Kart bilgilerinizi iyzico'nun güvenli ödeme formuna girersiniz; kart bilgileriniz mağazamıza ulaşmaz. Tek çekim.",
  cardButton: "Siparişi onayla ve kartla öde",
  cardPreparing: "Ödeme formu hazırlanıyor…",
  cardRenew: "Form görünmüyor ya da süresi mi doldu? Yeni form al",
  cardFormTitle: "Güvenli ödeme formu",
  cardFormHint:
    "Ödemeyi aşağıdaki formdan tamamlayın. Stoktaki ürünleriniz 30 dakika sizin için ayrıldı.",
  transferTitle: "Havale / EFT",
  transferIntro:
    "Siparişinizi verin, ardından toplam tutarı aşağıdaki hesaplardan birine gönderin. Havale açıklamasına sipariş numaranızı yazın.",
  accountHolder: "Hesap sahibi",
  bank: "Banka",
  iban: "IBAN",
  accountCurrency: "Para birimi",
  placeOrder: "Siparişi onayla ve öde",
  placing: "Sipariş veriliyor…",

  // Result pages
  preSuccessTitle: "Siparişiniz alındı",
  preSuccessIntro:
    "Teşekkür ederiz! Siparişinizi hazırlayabilmemiz için toplam tutarı aşağıdaki hesaplardan birine gönderin.",
  orderNumber: "Sipariş numarası",
  transferDescription: "Havale açıklamasına sipariş numaranızı yazın: {number}",
  amountToPay: "Ödenecek tutar",
  successTitle: "Teşekkür ederiz!",
  successIntro: "Ödemeniz alındı, siparişiniz oluşturuldu.",
  confirmationSent: "Sipariş onayını {email} adresine gönderdik.",
  viewOrder: "Siparişi görüntüle",
  failureTitle: "Siparişiniz başarısız oldu",
  failureText: "Sipariş ödemesi tamamlanmadı.",
  refundText:
    "Ödemeniz alındı ancak siparişe işlenemedi: sipariş zaten ödenmişti ya da bir ürün veya kupon bu arada tükendi. Kartınızdan çekilen tutar iade edilecek; sorularınız için bizimle iletişime geçin.",
  reviewTitle: "Ödemeniz inceleniyor",
  reviewText:
    "iyzico ödemenizi güvenlik için inceliyor: tutar kartınızdan çekildi, ancak siparişiniz henüz onaylanmadı. Onaylanınca sipariş onayını e-postayla göndereceğiz; onaylanmazsa çekilen tutar kartınıza iade edilir. Lütfen yeniden ödeme yapmayın.",
  tryAgain: "Tekrar dene",
  orderNotFound: "Sipariş bulunmadı.",
  continueShopping: "Alışverişe devam et",

  // /api/order
  orderPlaced: "Siparişiniz alındı.",
  orderAwaitsPayment: "Siparişiniz ödeme yönteminin seçilmesini bekliyor.",
};
