import { common } from "./common";

/** Pages for requests refused before any route runs (server.ts): plain HTML, no scripts. */
export const refusals = {
  // A form sent from another site with the visitor's session (app/edge/cross-site.server.ts).
  crossSiteTitle: "İstek reddedildi",
  crossSiteText:
    "Bu istek başka bir siteden gönderildiği için işlenmedi. Lütfen sayfayı mağazamızda açıp tekrar deneyin.",
  // A body over the limit, or one no form could have sent (app/edge/body-limit.server.ts).
  tooLargeTitle: "İstek çok büyük",
  tooLargeText:
    "Gönderdiğiniz bilgiler {limit} sınırını aşıyor. Lütfen daha kısa bir metinle tekrar deneyin.",
  // A form with more fields than any page of the shop sends (app/edge/body-limit.server.ts).
  tooManyFieldsTitle: "Formda çok fazla alan var",
  tooManyFieldsText:
    "Gönderdiğiniz form {limit} alandan fazlasını içeriyor; mağazamızın hiçbir formu bu kadar alan göndermez. Lütfen sayfayı yenileyip formu yeniden gönderin.",
  // A method no page of the shop answers, such as TRACE (app/edge/method-check.server.ts).
  methodTitle: "Bu istek yöntemi desteklenmiyor",
  methodText:
    "Bu adres bu yöntemle istenemez. Sayfayı tarayıcınızda açarak ya da mağazadaki formlarla kullanabilirsiniz.",
  badRequestTitle: "İstek okunamadı",
  badRequestText: "Gönderdiğiniz bilgiler okunamadı. Lütfen sayfayı yenileyip yeniden gönderin.",
  // The database is briefly out of reach: the same words as a page's error boundary shows.
  unavailableTitle: common.unavailableTitle,
  unavailableText: common.unavailableText,
  // Handling the request failed past every route's own answer (server.ts's last resort).
  failedTitle: common.errorTitle,
  failedText: common.errorText,
  tryAgain: common.tryAgain,
  backHome: common.backHome,
};
