// The admin and merchant dashboards (spec 001). Turkish is the source; en/dashboard.ts mirrors every
// key. Each area adds its own file and one line here; only dashboard routes import these texts.
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

export const dashboard = {
  picker,
  uploads,
  formMarks,
  validation,
  ...dashboardPictures,
  shell,
  menu: {
    menuOverview: "Genel Bakış",
    menuProducts: "Ürünler",
    menuCategories: "Kategoriler",
    menuGenders: "Cinsiyet",
    menuSymbols: "Semboller",
    menuStones: "Doğal Taşlar",
    menuIngredients: "Malzemeler",
    menuBrands: "Markalar",
    menuUsers: "Kullanıcılar",
    menuMerchants: "Satıcılar",
    menuCoupons: "Kuponlar",
    menuSettings: "Ayarlar",
    menuPopup: "Pop-Up",
    menuBlog: "Blog",
    menuSliders: "Slider",
    menuCarousel: "Carousel",
    menuActivity: "İşlem Geçmişi",
    menuMail: "Giden E-postalar",
    menuReturnDesk: "İade Masası",
    menuDataRequests: "K.V.K.K. Talepleri",
    menuConsents: "İzinler",
    menuMailings: "Bülten",
    menuMyData: "Verilerim",
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
  historyLink: "Değişiklik geçmişi",
  // One-time messages after a dashboard redirect (app/http/toast.server.ts), `{n}` a count.
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
    // The outbox page's resend (decision 077).
    mailResent: "E-posta yeniden gönderildi.",
    mailResendFailed: "E-posta yine gönderilemedi; hata aşağıda.",
    mailNotFailed: "Bu e-posta gönderilemeyenlerden değil; yeniden gönderilmedi.",
    // The K.V.K.K. log (decision 080).
    dataRequestHandled: "Talep yanıtlandı olarak işaretlendi.",
    dataRequestAlreadyHandled: "Bu talep zaten yanıtlandı olarak işaretlenmişti.",
    ...orderPageToasts,
    ...returnDeskToast,
  },
};
