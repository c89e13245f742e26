import type { Lang } from "~/lib/i18n";
import { sellerLabels as enSellerLabels } from "./en/seller-labels";
import { sellerLabels as trSellerLabels } from "./tr/seller-labels";
import { ordersServer as enOrders } from "./en/orders-server";
import { ordersServer as trOrders } from "./tr/orders-server";
import { cartServer as enCart } from "./en/cart-server";
import { cartServer as trCart } from "./tr/cart-server";
import { authServer as enAuth } from "./en/auth-server";
import { authServer as trAuth } from "./tr/auth-server";
import { formsServer as enForms } from "./en/forms-server";
import { formsServer as trForms } from "./tr/forms-server";
import { checkoutRefusals as enCheckout } from "./en/checkout-refusals";
import { legalDescriptions as enLegal } from "./en/legal-descriptions";
import { checkoutRefusals as trCheckout } from "./tr/checkout-refusals";
import { legalDescriptions as trLegal } from "./tr/legal-descriptions";
import { toast as enToast } from "./en/toast";
import { orderDocuments as enDocuments } from "./en/order-documents";
import { orderDocuments as trDocuments } from "./tr/order-documents";
import { productExportServer as enExport } from "./en/product-export-server";
import { productExportServer as trExport } from "./tr/product-export-server";
import { productImportServer as enImport } from "./en/product-import-server";
import { productImportServer as trImport } from "./tr/product-import-server";
import { overview as enOverview } from "./en/dashboard-overview";
import { overview as trOverview } from "./tr/dashboard-overview";
import { toast as trToast } from "./tr/toast";
import {
  activity as enActivity,
  bulk as enBulk,
  history as enHistory,
} from "./en/dashboard-history";
import {
  activity as trActivity,
  bulk as trBulk,
  history as trHistory,
} from "./tr/dashboard-history";
import { backInStockServer as trBackInStock } from "./tr/back-in-stock-server";
import { backInStockServer as enBackInStock } from "./en/back-in-stock-server";
import { outbox as trOutbox } from "./tr/dashboard-mail";
import { outbox as enOutbox } from "./en/dashboard-mail";
import { myDataServer as trMyData } from "./tr/my-data-server";
import { myDataServer as enMyData } from "./en/my-data-server";
import { unsubscribe as trUnsubscribe } from "./tr/unsubscribe";
import { unsubscribe as enUnsubscribe } from "./en/unsubscribe";
import { jewellery as trJewellery } from "./tr/jewellery";
import { jewellery as enJewellery } from "./en/jewellery";

/**
 * Texts only the server writes: into an action's answer, an /api error, or a loader's data. Kept
 * apart from `messages` so that the JavaScript every page loads does not carry them (the
 * storefront's budget, DESIGN.md §8). Like refusals.ts, in both languages.
 */
const tr = {
  checkout: trCheckout,
  legalDescriptions: trLegal,
  orders: trOrders,
  cart: trCart,
  auth: trAuth,
  forms: trForms,
  /** One-time messages after a redirect (app/http/toast.server.ts writes them out for the page). */
  toast: trToast,
  orderDocuments: trDocuments,
  productExport: trExport,
  productImport: trImport,
  overview: trOverview,
  history: trHistory,
  activity: trActivity,
  bulk: trBulk,
  backInStock: trBackInStock,
  outbox: trOutbox,
  myData: trMyData,
  sellerLabels: trSellerLabels,
  unsubscribe: trUnsubscribe,
  /** The jewellery facts' words (the product page, /api, the CSV, the history). */
  jewellery: trJewellery,
};
export type ServerMessages = typeof tr;
export const serverMessages: Record<Lang, ServerMessages> = {
  tr,
  en: {
    checkout: enCheckout,
    legalDescriptions: enLegal,
    orders: enOrders,
    cart: enCart,
    auth: enAuth,
    forms: enForms,
    toast: enToast,
    orderDocuments: enDocuments,
    productExport: enExport,
    productImport: enImport,
    overview: enOverview,
    history: enHistory,
    activity: enActivity,
    bulk: enBulk,
    backInStock: enBackInStock,
    outbox: enOutbox,
    myData: enMyData,
    sellerLabels: enSellerLabels,
    unsubscribe: enUnsubscribe,
    jewellery: enJewellery,
  },
};
