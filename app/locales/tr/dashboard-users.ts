// The admin's user list (spec 001 §2 Users, §8; DESIGN.md §9 Roles).
export const users = {
  title: "Kullanıcılar",
  searchLabel: "Kullanıcı adı veya e-posta",
  search: "Kullanıcı Ara",
  count: "{n} kullanıcı",
  empty: "kullanıcılar bulunmadı!",
  roleHint: "Tıklayarak kullanıcı rolü değiştirebilirsiniz.",
  roles: { ROLE_ADMIN: "Yönetici", ROLE_MERCHANT: "Satıcı", ROLE_MEMBER: "Üye" },
  /** The badge's button, for a screen reader: what it is and what a press does. */
  toggleAdmin: "Rol: {role}. Yönetici yapmak için basın.",
  toggleMember: "Rol: {role}. Üye yapmak için basın.",
  makeMerchant: "Satıcı yap",
  merchant: "Satıcı: {name}",
  joined: "Kayıt: {date}",
  pages: "Sayfalar",
  page: "Sayfa {page} / {pages}",
  previous: "Önceki",
  next: "Sonraki",
  toast: {
    userUpdated: "Kullanıcı başarıyla güncellendi.",
    userLastAdmin: "Mağazanın son yöneticisi başka bir role geçirilemez.",
    userNoMerchant: "Satıcı rolü için kullanıcıya bağlı bir satıcı gerekir.",
    userMissing: "Kullanıcı bulunamadı.",
  },
};
