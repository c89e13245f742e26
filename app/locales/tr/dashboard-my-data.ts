// A member's data (K.V.K.K., decision 080) and the admins' log of data requests. Turkish is the
// source; en/dashboard-my-data.ts mirrors every key.
export const myData = {
  title: "Verilerim",
  intro:
    "6698 sayılı Kişisel Verilerin Korunması Kanunu (K.V.K.K.) 11. maddesi uyarınca hakkınızdaki verileri öğrenebilir, bir kopyasını alabilir, düzeltilmesini ve silinmesini isteyebilirsiniz.",
  rightsTitle: "Haklarınız",
  rightLearn: "Öğrenme: hangi verilerinizi neden işlediğimizi K.V.K.K. aydınlatma metninde okuyun.",
  rightLearnLink: "K.V.K.K. aydınlatma metni",
  rightObtain: "Alma: aşağıdan tüm verilerinizi JSON ya da CSV olarak indirin.",
  rightCorrect: "Düzeltme: ad, telefon ve adreslerinizi hesabınızdan değiştirin.",
  rightCorrectProfile: "Kişisel bilgiler",
  rightCorrectAddresses: "Adreslerim",
  rightErase: "Silme: hesabınızı aşağıdan kapatın.",
  rightOther:
    "Diğer talepleriniz için iletişim formundan K.V.K.K. başvurusu yapın; 30 gün içinde yanıtlarız.",
  rightOtherLink: "K.V.K.K. başvurusu",
  downloadTitle: "Verilerimi indir",
  downloadIntro:
    "Profiliniz, adresleriniz, siparişleriniz (satırları, kargoları, iadeleri), değerlendirmeleriniz, favorileriniz, e-posta izinleriniz ve iletişim kayıtlarınız, iade talepleriniz, oturumlarınız ve bu sayfadaki talepleriniz tek dosyada. Her indirme kayda geçer.",
  downloadJson: "JSON olarak indir",
  downloadCsv: "CSV olarak indir (Excel)",
  // A member's own consent to commercial e-mail (issue [20] point 3); the box's label is the
  // consent text itself (forms.consentText).
  consentTitle: "Kampanya e-postaları",
  consentIntro:
    "Kampanya ve yenilik e-postalarını yalnız izin verdiyseniz göndeririz. İzninizi buradan ya da her kampanya e-postasındaki abonelikten çıkma bağlantısından istediğiniz an, ücretsiz geri alabilirsiniz. Sipariş, kargo ve iade e-postaları bundan etkilenmez.",
  consentGivenOn: "İzin verdiniz: {date}.",
  consentRefusedOn: "İzninizi geri aldınız: {date}.",
  consentNever: "Henüz izin vermediniz.",
  consentSave: "Kaydet",
  closeTitle: "Hesabımı kapat",
  closeIntro:
    "Hesabınız hemen kapanır ve tüm oturumlarınız sonlanır. Adresleriniz, favorileriniz, sepetiniz ve stok haberi istekleriniz silinir; kampanya e-postalarına izniniz geri alınır; değerlendirmeleriniz adınız olmadan kalır.",
  closeKept:
    "Siparişleriniz vergi ve ticaret mevzuatı gereği saklanır, ama adınız, e-postanız, telefonunuz ve açık adresiniz çıkarılır; sözleşme ve fatura belgeleri kanunun istediği sürece saklanır. Kapatmadan önce verilerinizi indirebilirsiniz.",
  closeStaff:
    "Yönetici ve satıcı hesapları buradan kapatılamaz: hesabın devri için mağaza yöneticisine başvurun.",
  password: "Şifreniz",
  passwordRequired: "Onay için şifrenizi girin.",
  passwordWrong: "Şifre yanlış. Hesabınız kapatılmadı.",
  tooManyTries:
    "Çok fazla yanlış şifre denendi. Hesabınız kapatılmadı; 15 dakika sonra yeniden deneyin.",
  confirm: "Hesabımın kapanacağını ve bunun geri alınamayacağını anlıyorum.",
  confirmRequired: "Devam etmek için kutuyu işaretleyin.",
  closeButton: "Hesabımı kapat",
};

export const dataRequests = {
  title: "K.V.K.K. talepleri",
  intro:
    "Üyelerin veri indirmeleri, kapattıkları hesaplar ve iletişim formundan gelen K.V.K.K. başvuruları, en yenisi üstte. Başvurulara 30 gün içinde yanıt verin ve yanıtladığınızı işaretleyin.",
  filtersLabel: "Talepleri süz",
  kind: "Tür",
  anyKind: "Tümü",
  kinds: { export: "Veri indirme", close: "Hesap kapatma", contact: "İletişim formu başvurusu" },
  vias: { account: "Hesap sayfası", api: "API", contact: "İletişim formu" },
  apply: "Süz",
  clear: "Temizle",
  empty: "Henüz talep yok.",
  emptyFiltered: "Bu süzgece uyan talep yok.",
  email: "E-posta",
  via: "Kanal",
  when: "Tarih",
  handled: "Yanıtlandı",
  handledBy: "{who}, {when}",
  handledByGone: "silinmiş bir hesap, {when}",
  notHandled: "Bekliyor",
  markHandled: "Yanıtlandı olarak işaretle",
  message: "Mesajı göster",
  messageFrom: "{name} yazdı:",
  noMessage: "(mesaj yazılmamış)",
  pages: "Sayfalar",
  newest: "En yeniler",
  older: "Daha eskiler",
};
