// Messages shown once after a redirect (app/server/toast.server.ts carries only the key).
export const toast = {
  signedOut: "Başarıyla çıkış yapıldı!",
  signedIn: "Hoş geldiniz!",
  registered: "Hesabınız oluşturuldu. Hoş geldiniz!",
};
