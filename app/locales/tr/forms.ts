// Contact, newsletter, sell-with-us and merchant sign-up forms. Turkish is the source; en/forms.ts
// mirrors every key. The spec quotes the newsletter and merchant sign-up texts in English (000 §2, §5).
export const forms = {
  // Contact (spec 000 §2, §5)
  contactTitle: "İletişim",
  contactDescription:
    "Sorularınız, siparişleriniz ve özel tasarım istekleriniz için bize yazın; en kısa sürede dönelim.",
  contactIntro: "Sorularınız, özel sipariş talepleriniz ve önerileriniz için bize yazın.",
  firstname: "Ad",
  lastname: "Soyad",
  email: "E-posta",
  message: "Mesajınız",
  optional: "İsteğe bağlı",
  // The consent to commercial e-mail (issue [20] point 3), beside every box and button that asks
  // for it: its wording is app/lib/consent.ts's CURRENT_CONSENT_TEXT; reworded, add a version.
  consentText: "Kampanya, indirim ve yeniliklerden e-posta ile haberdar olmak istiyorum.",
  // What the message is about (decision 080): a K.V.K.K. request also lands in the shop's log.
  contactKind: "Konu",
  contactKinds: { general: "Genel", kvkk: "K.V.K.K. başvurusu" },
  contactKindHint:
    "Kişisel verilerinizle ilgili bir talep (bilgi alma, düzeltme, silme) için K.V.K.K. başvurusunu seçin; 30 gün içinde yanıtlarız.",
  contactKindInvalid: "Konu: Genel ya da K.V.K.K. başvurusu seçin.",
  contactButton: "GÖNDER",
  firstnameRequired: "Ad gerekli.",
  lastnameRequired: "Soyad gerekli.",
  emailRequired: "E-posta gerekli.",
  emailInvalid: "E-posta biçimi geçersiz.",
  messageTooLong: "Mesajınız en fazla 2000 karakter olabilir.",
  // Newsletter
  newsletterTitle: "E-Bülten",
  newsletterIntro: "Yeni koleksiyonlardan ve kampanyalardan ilk siz haberdar olun.",
  newsletterEmail: "E-posta adresiniz",
  newsletterButton: "ABONE OL",
  // Sell with us
  sellTitle: "Bizimle Satış Yapın",
  sellDescription:
    "Doğal taş ve gümüş takılarınızı mağazamızda satmak için satıcı başvurunuzu gönderin.",
  sellIntro:
    "Doğal taş ve gümüş takılarınızı mağazamızda satmak için başvurun. Başvurunuz incelendikten sonra size e-posta ile dönüş yapacağız.",
  name: "Ad Soyad",
  phoneNumber: "Telefon numarası",
  phoneHint: "10 haneli numara, örneğin 555 123 4567",
  brand: "Marka",
  business: "İşletmenizi anlatın",
  sellButton: "BAŞVUR",
  nameRequired: "Ad soyad gerekli.",
  phoneRequired: "Telefon numarası gerekli.",
  phoneInvalid: "Telefon numarası 10 haneli olmalıdır.",
  brandRequired: "Marka gerekli.",
  businessRequired: "İşletmenizi anlatmanız gerekiyor.",
  businessMin: "İşletmenizi en az 10 karakterle anlatın.",
  tooLong: "Bu alan çok uzun.",
  // Merchant sign-up completion
  merchantSignupTitle: "Kaydı Tamamla",
  merchantSignupIntro: "Satıcı hesabınızı oluşturmak için bilgilerinizi girin.",
  firstName: "Ad",
  lastName: "Soyad",
  password: "Şifre",
  merchantSignupButton: "Başlayın",
  firstNameRequired: "Ad gerekli.",
  lastNameRequired: "Soyad gerekli.",
  passwordRequired: "Şifre gerekli.",
  passwordMin: "Şifre en az 6 karakter olmalıdır.",
  invitationInvalidTitle: "Davet bağlantısı geçersiz",
  invitationInvalid:
    "Bu kayıt bağlantısı geçersiz, daha önce kullanılmış ya da süresi dolmuş. Yeni bir bağlantı için bizimle iletişime geçin.",
  invitationEmailMismatch: "Bu e-posta adresi davetin gönderildiği adresle eşleşmiyor.",
  emailTaken: "Bu e-posta adresiyle bir hesap zaten var.",
  botCheckFailed: "Güvenlik doğrulaması başarısız oldu. Lütfen tekrar deneyin.",
  // Contact page: the shop's own details beside the form
  contactDetailsTitle: "Bize ulaşın",
  contactPhone: "Telefon",
  contactEmail: "E-posta",
  contactAddress: "Adres",
  contactWhatsappLabel: "WhatsApp",
  contactWhatsapp: "WhatsApp ile yazın",
};
