import type { Lang } from "~/lib/i18n";
import { returnDesk as enReturnDesk } from "./en/dashboard-returns";
import { dataRequests as enDataRequests, myData as enMyData } from "./en/dashboard-my-data";
import { returnDesk as trReturnDesk } from "./tr/dashboard-returns";
import { settings as enSettings } from "./en/dashboard-settings";
import { settings as trSettings } from "./tr/dashboard-settings";
import { consents as trConsents, mailings as trMailings } from "./tr/dashboard-consents";
import { consents as enConsents, mailings as enMailings } from "./en/dashboard-consents";
import { dataRequests as trDataRequests, myData as trMyData } from "./tr/dashboard-my-data";
import { jewellery as trJewellery } from "./tr/jewellery";
import { jewellery as enJewellery } from "./en/jewellery";

/**
 * Texts only their own pages need (the return desk, a member's data page, the K.V.K.K. log, the
 * settings): kept out of the dashboards' language module, which every back-office page loads (its
 * JavaScript budget, DESIGN.md §8). Their loaders read them here and hand the page its part; the
 * pages' one-time messages stay with the dashboard's toast texts.
 */
export const pageTexts = {
  tr: {
    returnDesk: trReturnDesk,
    myData: trMyData,
    dataRequests: trDataRequests,
    settings: trSettings,
    consents: trConsents,
    mailings: trMailings,
    jewellery: trJewellery,
  },
  en: {
    returnDesk: enReturnDesk,
    myData: enMyData,
    dataRequests: enDataRequests,
    settings: enSettings,
    consents: enConsents,
    mailings: enMailings,
    jewellery: enJewellery,
  },
} satisfies Record<Lang, unknown>;

export type ReturnDeskTexts = typeof trReturnDesk;
export type MyDataTexts = typeof trMyData;
export type DataRequestsTexts = typeof trDataRequests;
export type SettingsTexts = typeof trSettings;
export type ConsentsTexts = typeof trConsents;
export type MailingsTexts = typeof trMailings;
