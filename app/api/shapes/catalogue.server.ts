/**
 * The /api contract's field names for the catalogue (spec 001 §3, §7): model rows become the JSON
 * the original clients read (`_id`, `name_en`, `imageUrl`, `inventory`, ...). Dates are ISO
 * strings, money and counts are numbers.
 */
import type { ProductCard, ProductDetail, ProductPage } from "~/models/product.server";
import { iso } from "./iso";

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
    // The lowest price of the 30 days before the discount (the rule on announcing discounts).
    lowestPrice30: p.lowestBefore,
    quantity: p.quantity,
    inventory: p.quantity,
    imageUrl: p.imageUrl,
    images: p.images,
    isActive: p.isActive,
    isVisible: p.isVisible,
    customMade: p.customMade,
    // The jewellery facts (issue [20] point 4; decision 084): null when not stated.
    metal: p.metal,
    fineness: p.fineness,
    weightGrams: p.weightGrams,
    plating: p.plating,
    brand: p.brand ? { _id: p.brand.id, name: p.brand.name, slug: p.brand.slug } : null,
    category: refShape(p.category),
    type: refShape(p.type),
    ingredient: refShape(p.ingredient),
    symbol: refShape(p.symbol),
    // Each stone with its nature ('natural' | 'treated' | 'synthetic').
    stone: p.stones.map((s) => ({ ...refShape(s)!, nature: s.nature })),
    children: p.children.map((c) => ({ _id: c.id, slug: c.slug, name: c.name, name_en: c.nameEn })),
    combination: p.combination.map(productCardShape),
    created: iso(p.createdAt),
    updated: iso(p.updatedAt),
    version: p.version,
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
  version: number;
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
    version: r.version,
  };
}

/** A category (spec 001 §3): also the ids of its products, those its reader sees. */
export function categoryShape(r: TaxonomyRow & { productIds: string[] }) {
  return { ...taxonomyShape(r), products: r.productIds };
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

/** A brand; `merchant` is its merchant as spec 001 §3 names it, `{ _id, name }`, or null. */
export function brandShape(r: {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  descriptionEn: string | null;
  isActive: boolean;
  merchantId: string | null;
  merchantName: string | null;
  version: number;
}) {
  return {
    _id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    description_en: r.descriptionEn,
    isActive: r.isActive,
    merchant: r.merchantId ? { _id: r.merchantId, name: r.merchantName } : null,
    version: r.version,
  };
}
