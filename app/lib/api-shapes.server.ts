/**
 * The /api contract's field names (spec 001 §3, §7): rows from the models become the JSON the
 * original clients read (`_id`, `name_en`, `imageUrl`, `inventory`, ...). Dates are ISO strings,
 * money and counts are numbers. Also the small plumbing every /api route shares: JSON answers
 * and the error wrapper (routes are declared with apiRoute, app/server/api-route.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ProductCard, ProductDetail, ProductPage } from "~/models/product.server";
import type { Settings } from "~/models/settings.server";
import type { Blog } from "~/models/content.server";
import { safeLink, sanitizeHtml } from "~/lib/sanitize-html.server";
import { requireStaffCall } from "~/server/staff-calls.server";
import { log } from "~/server/log.server";
import {
  isDatabaseUnavailable,
  SERVER_ERROR,
  unavailableJson,
  unavailableReason,
} from "~/server/unavailable.server";

// ---------------------------------------------------------------- answers

export function ok(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, init);
}

export function notFoundJson(): Response {
  return Response.json({ error: "Not found." }, { status: 404 });
}

/** For GET-only resource routes outside /api (sitemaps, robots.txt): other methods answer 405. */
export function methodNotAllowed(): Response {
  return allowOnly("GET, HEAD");
}

/** The 405 of a route that takes only the methods `allow` lists. */
export function allowOnly(allow: string): Response {
  return Response.json(
    { error: "Method not allowed." },
    { status: 405, headers: { Allow: allow } },
  );
}

/**
 * Wraps a loader or action so that whatever happens the client gets JSON: thrown Responses
 * (apiError, found, a declared route's refusals) pass through; a database outage is a 503 with Retry-After
 * (app/server/unavailable.server.ts); anything else is logged and becomes a 500 `{ error }`.
 * A dashboard call (app/server/staff-calls.server.ts) is refused first to a caller without the role.
 */
export function apiHandler(
  fn: (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response> | Response,
) {
  return async (args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    try {
      await requireStaffCall(args.request);
      return await fn(args);
    } catch (error) {
      if (error instanceof Response) return error;
      if (isDatabaseUnavailable(error)) {
        const path = new URL(args.request.url).pathname;
        log.warn({ path, reason: unavailableReason(error) }, "database unavailable");
        return unavailableJson();
      }
      log.error(
        { err: error, method: args.request.method, path: new URL(args.request.url).pathname },
        "api call failed",
      );
      return Response.json({ error: SERVER_ERROR }, { status: 500 });
    }
  };
}

// ---------------------------------------------------------------- query strings

// Read by the declared routes' query schemas (app/schemas/api.ts); the catalogue model takes them.
export type { ApiProductQuery, FilterGroup } from "~/schemas/api";

// ---------------------------------------------------------------- shapes

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

type Ref = { id: string; name: string; nameEn?: string | null; slug: string };

function refShape(r: Ref | null) {
  return r ? { _id: r.id, name: r.name, name_en: r.nameEn ?? null, slug: r.slug } : null;
}

/** A product in a list: what a card shows. `inventory` is the spec's name for the stock. */
export function productCardShape(p: Omit<ProductCard, "wished"> & { wished?: boolean }) {
  return {
    _id: p.id,
    sku: p.sku,
    slug: p.slug,
    name: p.name,
    name_en: p.nameEn,
    price: p.price,
    discountPrice: p.discountPrice,
    quantity: p.quantity,
    inventory: p.quantity,
    imageUrl: p.imageUrl,
  };
}

/** The paged list answer: `{ products, totalPages, currentPage, count }`. */
export function productPageShape(page: ProductPage) {
  return {
    products: page.products.map(productCardShape),
    totalPages: page.pages,
    currentPage: page.page,
    count: page.total,
  };
}

/** One product with its relations populated, as the product page and the dashboard read it. */
export function productShape(p: ProductDetail) {
  return {
    _id: p.id,
    sku: p.sku,
    pcollection: p.pcollection,
    name: p.name,
    name_en: p.nameEn,
    slug: p.slug,
    description: p.description,
    description_en: p.descriptionEn,
    story: p.story,
    story_en: p.storyEn,
    details: p.details,
    details_en: p.detailsEn,
    ingredients: p.ingredients,
    ingredients_en: p.ingredientsEn,
    keys: p.keys,
    price: p.price,
    discountPrice: p.discountPrice,
    quantity: p.quantity,
    inventory: p.quantity,
    imageUrl: p.imageUrl,
    images: p.images,
    isActive: p.isActive,
    isVisible: p.isVisible,
    brand: p.brand ? { _id: p.brand.id, name: p.brand.name, slug: p.brand.slug } : null,
    category: refShape(p.category),
    type: refShape(p.type),
    ingredient: refShape(p.ingredient),
    symbol: refShape(p.symbol),
    stone: p.stones.map(refShape),
    children: p.children.map((c) => ({ _id: c.id, slug: c.slug, name: c.name, name_en: c.nameEn })),
    combination: p.combination.map(productCardShape),
    created: iso(p.createdAt),
    updated: iso(p.updatedAt),
  };
}

/** Picker options: `_id` and `name` (the dashboards' selects turn them into value/label). */
export function optionShape(r: { id: string; name: string; sku?: string }) {
  return r.sku === undefined
    ? { _id: r.id, name: r.name }
    : { _id: r.id, name: r.name, sku: r.sku };
}

export interface TaxonomyRow {
  id: string;
  name: string;
  nameEn: string | null;
  slug: string;
  description: string | null;
  descriptionEn: string | null;
  isActive: boolean;
  createdAt: Date;
}

/** Category, type, stone, ingredient, symbol. */
export function taxonomyShape(r: TaxonomyRow) {
  return {
    _id: r.id,
    name: r.name,
    name_en: r.nameEn,
    slug: r.slug,
    description: r.description,
    description_en: r.descriptionEn,
    isActive: r.isActive,
    created: iso(r.createdAt),
  };
}

/** A filter item: `_id`, `name`, `slug` (spec 000 §3). */
export function filterItemShape(r: {
  id: string;
  name: string;
  nameEn: string | null;
  slug: string;
}) {
  return { _id: r.id, name: r.name, name_en: r.nameEn, slug: r.slug };
}

/** A brand; `merchant` is the owning merchant's id (an unpopulated reference) or null. */
export function brandShape(r: {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  descriptionEn: string | null;
  isActive: boolean;
  merchantId: string | null;
}) {
  return {
    _id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    description_en: r.descriptionEn,
    isActive: r.isActive,
    merchant: r.merchantId,
  };
}

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

export function popupShape(p: { status: boolean; src: string | null; url: string | null }) {
  return { status: p.status, src: p.src, url: safeLink(p.url) };
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
    exchange_rate: s.exchangeRate,
    homepage_about_text: s.homepageAboutText,
    homepage_about_text_en: s.homepageAboutTextEn,
    about_paragraphs: s.aboutParagraphs,
    story_paragraphs: s.storyParagraphs,
    whatsapp_number: s.whatsappNumber,
    instagram_url: safeLink(s.instagramUrl) ?? "",
    bank_account_holder: s.bankAccountHolder,
    bank_accounts: s.bankAccounts,
    updated: iso(s.updatedAt),
  };
}
