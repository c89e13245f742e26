// Sell-with-us requests, as the admin answers them (spec 001 §2 Merchants, §4).
export const merchants = {
  title: "Satıcı Başvuruları",
  empty: "Satıcı başvurusu bulunamadı.",
  count: "{n} başvuru",
  status: {
    "Waiting Approval": "Onay bekliyor",
    Approved: "Onaylandı",
    Rejected: "Reddedildi",
  },
  business: "İşletme",
  brand: "Marka",
  email: "E-posta",
  phone: "Telefon",
  sent: "Başvuru: {date}",
  approve: "Onayla",
  reject: "Reddet",
  delete: "Sil",
  cancel: "İptal",
  noEmail: "Bu başvuruda e-posta adresi yok: başvuranı {phone} numarasından arayın.",
  approvedHint: "Kayıt bağlantısı {email} adresine gönderildi.",
  // No SMTP_URL (the demo): mail is not sent, only written to the outbox page (decision 077).
  approvedHintNoSmtp: "E-posta gönderilmiyor (SMTP_URL yok): {email} için kayıt bağlantısı",
  mailPage: "Giden E-postalar sayfasında",
  deleteConfirm: "{name} ({brand}) başvurusunu silmek istediğinizden emin misiniz?",
  deleteEffect: "Gönderilmiş bir kayıt bağlantısı da geçersiz olur.",
  toast: {
    requestApproved: "Başvuru onaylandı; kayıt bağlantısı e-postayla gönderildi.",
    requestApprovedNoSmtp:
      "Başvuru onaylandı. SMTP_URL ayarlı olmadığından e-posta gönderilmedi: kayıt bağlantısı Giden E-postalar sayfasında.",
    requestRejected: "Başvuru reddedildi.",
    requestDeleted: "Başvuru silindi.",
    requestNotNow: "Başvurunun durumu bu arada değişmiş; güncel hâli aşağıda.",
    requestNoEmail: "Bu başvuruda e-posta adresi yok.",
    requestMissing: "Başvuru bulunamadı.",
  },
};
