import type { refusals as tr } from "../tr/refusals";
import { common } from "./common";

export const refusals: typeof tr = {
  crossSiteTitle: "Request refused",
  crossSiteText:
    "This request came from another site, so it was not processed. Please open the page in our shop and try again.",
  tooLargeTitle: "Request too large",
  tooLargeText: "What you sent is larger than the {limit} limit. Please try again with less text.",
  tooManyFieldsTitle: "The form has too many fields",
  tooManyFieldsText:
    "The form you sent has more than {limit} fields; no form of our shop sends that many. Please reload the page and send the form again.",
  methodTitle: "This request method is not supported",
  methodText:
    "This address cannot be requested with this method. Open the page in your browser or use the shop's forms.",
  badRequestTitle: "Request could not be read",
  badRequestText: "What you sent could not be read. Please reload the page and send it again.",
  unavailableTitle: common.unavailableTitle,
  unavailableText: common.unavailableText,
  // Handling the request failed past every route's own answer (server.ts's last resort).
  failedTitle: common.errorTitle,
  failedText: common.errorText,
  tryAgain: common.tryAgain,
  backHome: common.backHome,
};
