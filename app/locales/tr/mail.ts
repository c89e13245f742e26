// E-mails (app/services/mail-templates.server.ts). Turkish is the source; en/mail.ts mirrors every key.
export const mail = {
  greeting: "Merhaba {name},",
  greetingNoName: "Merhaba,",
  signature: "Taş ve Gümüş",
  linkHint: "Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın:",
  resetSubject: "Şifre sıfırlama bağlantınız",
  resetIntro:
    "Hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın.",
  resetButton: "Şifremi sıfırla",
  resetExpiry: "Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.",
  resetIgnore: "Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecek.",
  welcomeSubject: "Taş ve Gümüş'e hoş geldiniz",
  welcomeIntro:
    "Hesabınız oluşturuldu. Doğal taş ve gümüş takılarımızı keşfetmeye hemen başlayabilirsiniz.",
  welcomeButton: "Mağazaya git",
  welcomeAccount: "Siparişlerinizi, adreslerinizi ve favorilerinizi hesabınızdan yönetebilirsiniz.",
  inviteSubject: "Satıcı hesabınızı oluşturun",
  inviteIntro:
    "Taş ve Gümüş'te satış başvurunuz onaylandı. Satıcı hesabınızı oluşturmak için aşağıdaki bağlantıyı kullanın.",
  inviteButton: "Kaydı tamamla",
  inviteNote: "Bu bağlantı size özeldir; kaydınızı {email} adresiyle tamamlayın.",
};
