// Server-only texts of the auth pages (app/locales/server.ts): answers an action or /api writes.
export const authServer = {
  wrongCredentials: "E-posta veya şifre hatalı.",
  tooManyAttempts: "Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.",
  resetDone: "Şifreniz sıfırlandı. Yeni şifrenizle giriş yapabilirsiniz.",
};
