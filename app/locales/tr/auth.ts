// Sign-in, sign-up, sign-out and password pages. Turkish is the source; en/auth.ts mirrors it.
export const auth = {
  loginTitle: "Giriş Yap",
  loginButton: "OTURUM AÇ",
  registerLink: "ÜYE OL",
  forgotLink: "Şifreni mi unuttun?",
  guestCheckout: "ÜYE OLMADAN DEVAM ET",
  checkoutLoginNotice: "Ödemeye geçmek için lütfen giriş yapın",
  registerTitle: "Üye Ol",
  registerButton: "HESAP OLUŞTUR",
  haveAccount: "Zaten hesabınız var mı? Giriş yapın",
  email: "E-posta",
  password: "Şifre",
  confirmPassword: "Şifre (tekrar)",
  firstName: "Ad",
  lastName: "Soyad",
  privacyAccept:
    "Gizlilik politikasını ve kişisel verilerimin e-posta iletişimi için işlenmesini kabul ediyorum.",
  // /auth/success: where a sign-in through an outside provider (Google and the like) returns.
  outsideTitle: "Dış Hesapla Giriş",
  outsideOff:
    "Bu mağazada Google gibi dış bir hesapla giriş açık değil. E-posta adresiniz ve şifrenizle giriş yapabilirsiniz.",
  outsideToLogin: "Giriş sayfasına git",
  signOutTitle: "Çıkış Yap",
  signOutQuestion: "Hesabınızdan çıkmak istiyor musunuz?",
  signOutButton: "Çıkış Yap",
  // Validation (spec 000 §5)
  emailRequired: "E-posta girmeniz gerekiyor.",
  emailInvalid: "E-posta hatalı.",
  passwordRequired: "Şifre girmeniz gerekiyor.",
  passwordMin: "Şifreniz en az 6 karakter içermelidir.",
  signupEmailRequired: "E-posta gerekli.",
  signupPasswordRequired: "Şifre gerekli.",
  firstNameRequired: "Ad gerekli.",
  lastNameRequired: "Soyad gerekli.",
  privacyRequired: "Devam etmek için gizlilik politikasını kabul etmelisiniz.",
  emailTaken: "Bu e-posta adresiyle bir hesap zaten var.",
  botCheckFailed: "Güvenlik doğrulaması başarısız oldu. Lütfen tekrar deneyin.",
  // Forgot and reset password (spec 000 §5)
  forgotTitle: "Şifremi Unuttum",
  forgotIntro:
    "Hesabınızın e-posta adresini yazın; şifrenizi sıfırlamanız için bir bağlantı gönderelim.",
  forgotButton: "BAĞLANTI GÖNDER",
  forgotSent:
    "Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Lütfen e-posta kutunuzu kontrol edin.",
  forgotEmailRequired: "E-posta gerekli.",
  backToLogin: "Giriş sayfasına dön",
  resetTitle: "Şifre Sıfırla",
  resetIntro: "Hesabınız için yeni bir şifre belirleyin.",
  resetButton: "ŞİFREYİ SIFIRLA",
  newPassword: "Yeni şifre",
  resetPasswordRequired: "Şifre gerekli.",
  resetPasswordMin: "Şifre en az 6 karakter olmalıdır.",
  confirmPasswordRequired: "Şifre tekrarı gerekli.",
  passwordsMustMatch: "Şifre ve şifre tekrarı alanları eşleşmelidir.",
  resetLinkInvalid:
    "Bu şifre sıfırlama bağlantısı geçersiz, süresi dolmuş ya da daha önce kullanılmış.",
  resetAskAgain: "Yeni bir bağlantı isteyin",
};
