// Server-only texts of the cart pages (app/locales/server.ts): answers an action or /api writes.
export const cartServer = {
  couponInactive: "Bu kupon aktif değil.",
  couponNotStarted: "Bu kupon henüz geçerli değil.",
  couponExpired: "Bu kuponun süresi doldu.",
  couponUsedUp: "Bu kuponun kullanım hakkı kalmadı.",
  couponNotValid: "Bu kupon kodu geçerli değil.",
};
