import { sellerFieldsOf } from "~/lib/seller";
/**
 * The /api contract's field names for the shop's words and pictures: blog notes, slides, the
 * carousel, the pop-up and the public settings. Admins' HTML is sanitised on the way out too.
 */
import type { ProductCard } from "~/models/product.server";
import type { Settings } from "~/models/settings.server";
import type { Blog } from "~/models/content.server";
import { safeLink, sanitizeHtml } from "~/lib/sanitize-html.server";
import { iso } from "./iso";
import { productCardShape } from "./catalogue.server";

export function blogShape(b: Blog) {
  return {
    _id: b.id,
    title: b.title,
    title_en: b.titleEn,
    // Admins' HTML, sanitised on the way out too (DESIGN.md §4): clients render it as HTML.
    body: sanitizeHtml(b.body),
    body_en: b.bodyEn ? sanitizeHtml(b.bodyEn) : null,
    image: b.image,
    inner_image: b.innerImage,
    preview: b.preview,
    preview_en: b.previewEn,
    slug: b.slug,
    isActive: b.isActive,
    created: iso(b.createdAt),
    version: b.version,
  };
}

export function sliderShape(s: {
  id: string;
  title: string;
  titleEn: string | null;
  body: string;
  bodyEn: string | null;
  firstImage: string;
  secondImage: string;
  slug: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: Date;
  version: number;
}) {
  return {
    _id: s.id,
    title: s.title,
    title_en: s.titleEn,
    body: sanitizeHtml(s.body),
    body_en: s.bodyEn ? sanitizeHtml(s.bodyEn) : null,
    firstImage: s.firstImage,
    secondImage: s.secondImage,
    // Links a client puts in an href: never a `javascript:` one (the pages use safeLink too).
    slug: safeLink(s.slug) ?? "/shop",
    order: s.sortOrder,
    isActive: s.isActive,
    created: iso(s.createdAt),
    version: s.version,
  };
}

export function carouselEntryShape(
  e: { id: string; sortOrder: number; isActive: boolean },
  product: ProductCard,
) {
  return {
    _id: e.id,
    order: e.sortOrder,
    isActive: e.isActive,
    product: productCardShape(product),
  };
}

export function popupShape(p: {
  status: boolean;
  src: string | null;
  url: string | null;
  version?: number;
}) {
  return { status: p.status, src: p.src, url: safeLink(p.url), version: p.version };
}

/** The public settings: what the storefront shows (no internal ids). */
export function settingsShape(s: Settings) {
  return {
    _id: s.id,
    store_name: s.storeName,
    phone_number: s.phoneNumber,
    email_address: s.emailAddress,
    store_address: s.storeAddress,
    site_address: s.siteAddress,
    // Who sells: public, as the law wants it shown (issue [20] point 1).
    ...sellerFieldsOf(s),
    exchange_rate: s.exchangeRate,
    low_stock_threshold: s.lowStockThreshold,
    vat_rate: s.vatRate,
    arbitration_year: s.arbitrationYear,
    arbitration_limit: s.arbitrationLimit,
    homepage_about_text: s.homepageAboutText,
    homepage_about_text_en: s.homepageAboutTextEn,
    about_paragraphs: s.aboutParagraphs,
    story_paragraphs: s.storyParagraphs,
    whatsapp_number: s.whatsappNumber,
    instagram_url: safeLink(s.instagramUrl) ?? "",
    bank_account_holder: s.bankAccountHolder,
    bank_accounts: s.bankAccounts,
    // The music page (decision 045), read only here: null plays the shop's own recording.
    music_url: s.musicUrl,
    music_title: s.musicTitle,
    music_title_en: s.musicTitleEn,
    updated: iso(s.updatedAt),
    version: s.version,
  };
}

/** The settings as an admin reads them: the public ones and the shop's order notices. */
export function staffSettingsShape(s: Settings) {
  return {
    ...settingsShape(s),
    order_mail_to: s.orderMailTo,
    notify_new_order: s.notifyNewOrder,
    notify_payment_received: s.notifyPaymentReceived,
    notify_cancellation: s.notifyCancellation,
    notify_refund_failed: s.notifyRefundFailed,
    notify_low_stock: s.notifyLowStock,
  };
}
