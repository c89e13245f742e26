// Server-only texts of the forms pages (app/locales/server.ts): answers an action or /api writes.
export const formsServer = {
  tooManyRequests:
    "Bu bağlantıdan çok fazla istek geldi. Lütfen {minutes} dakika bekleyip tekrar deneyin.",
};
