import type { dashboard as tr } from "../tr/dashboard";
import { blogs } from "./dashboard-blog";
import { staleTexts } from "./dashboard-history";
import { sliders } from "./dashboard-sliders";
import { carousel } from "./dashboard-carousel";
import { popup } from "./dashboard-popup";
import { music } from "./dashboard-music";
import { settingsToast } from "./dashboard-settings";
import { users } from "./dashboard-users";
import { merchants } from "./dashboard-merchants";
import { coupons } from "./dashboard-coupons";
import { productExport } from "./dashboard-product-export";
import { productImport } from "./dashboard-product-import";
import { orderDesk } from "./dashboard-orders";
import { orderStatus, shipping } from "./dashboard-shipping";
import { orderPage, orderPageToasts } from "./dashboard-order-page";
import { dashboardCatalogue } from "./dashboard-catalogue";
import { dashboardPictures, pictureToasts } from "./dashboard-pictures";
import { picker } from "./dashboard-picker";
import { uploads } from "./dashboard-uploads";
import { formMarks } from "./dashboard-form-marks";
import { productForm } from "./dashboard-product-form";
import { products, productToasts } from "./dashboard-products";
import { refundToasts } from "./dashboard-refunds";
import { translations } from "./dashboard-translations";
import { shell } from "./dashboard-shell";
import { validation } from "./validation";
import { returnDeskToast } from "./dashboard-returns";

export const dashboard: typeof tr = {
  picker,
  uploads,
  formMarks,
  validation,
  ...dashboardPictures,
  shell,
  menu: {
    menuOverview: "Overview",
    menuProducts: "Products",
    menuCategories: "Categories",
    menuGenders: "Gender",
    menuSymbols: "Symbols",
    menuStones: "Natural Stones",
    menuIngredients: "Materials",
    menuBrands: "Brands",
    menuUsers: "Users",
    menuMerchants: "Merchants",
    menuCoupons: "Coupons",
    menuSettings: "Settings",
    menuPopup: "Pop-Up",
    menuBlog: "Blog",
    menuSliders: "Slider",
    menuCarousel: "Carousel",
    menuActivity: "Activity",
    menuMail: "Outgoing mail",
    menuReturnDesk: "Return desk",
    menuDataRequests: "K.V.K.K. requests",
    menuConsents: "Consents",
    menuMailings: "Newsletter",
    menuMyData: "My data",
  },
  products,
  productForm,
  translations,
  catalogue: dashboardCatalogue,
  blogs,
  sliders,
  carousel,
  popup,
  music,
  users,
  merchants,
  coupons,
  productExport,
  productImport,
  orderDesk,
  orderStatus,
  shipping,
  orderPage,
  /** A save refused because the record changed since its form was drawn (decision 067). */
  stale: staleTexts,
  /** The link from a product, the settings or an order to its history (issue [10] point 2). */
  historyLink: "Change history",
  toast: {
    ...dashboardCatalogue.toast,
    ...productToasts,
    ...pictureToasts,
    ...productForm.toast,
    ...productImport.toast,
    ...blogs.toast,
    ...sliders.toast,
    ...carousel.toast,
    ...popup.toast,
    ...settingsToast,
    ...music.toast,
    ...users.toast,
    ...merchants.toast,
    ...coupons.toast,
    ...refundToasts,
    ...shipping.toast,
    mailResent: "The e-mail was sent again.",
    mailResendFailed: "The e-mail could not be sent again; the error is below.",
    mailNotFailed: "This e-mail has not failed; it was not sent again.",
    dataRequestHandled: "The request is marked answered.",
    dataRequestAlreadyHandled: "This request was marked answered already.",
    ...orderPageToasts,
    ...returnDeskToast,
  },
};
