// The order page's refund messages after a redirect (decision 031). Sent as dashboard toasts: the
// server writes them out, so they never travel in the storefront's language module.
export const refundToasts = {
  refundDone: "İade yapıldı.",
  refundFailed: "iyzico iadeyi yapamadı; nedeni siparişte gösteriliyor.",
  refundBusy: "Bu iade tamamlandı ya da şu anda gönderiliyor.",
};
