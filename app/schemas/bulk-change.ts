import { parsePrice, parseWhole, signedNumber } from "./product-form";
import { round2 } from "~/lib/money";
import { isUuid } from "~/lib/uuid";

/**
 * One bulk change of products (issue [10] point 1): what the form asks, checked, and what it
 * makes of one product. The preview and the apply both compute it here, from the values the
 * database holds at that moment, so the page never sends amounts the server trusts.
 */
export const BULK_KINDS = [
  "pricePercent",
  "priceSet",
  "discountPercent",
  "discountSet",
  "discountClear",
  "quantitySet",
  "activeOn",
  "activeOff",
  "visibleOn",
  "visibleOff",
  "category",
  "type",
  "brand",
] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** The products' column each kind writes. */
export const BULK_COLUMN = {
  pricePercent: "price",
  priceSet: "price",
  discountPercent: "discount_price",
  discountSet: "discount_price",
  discountClear: "discount_price",
  quantitySet: "quantity",
  activeOn: "is_active",
  activeOff: "is_active",
  visibleOn: "is_visible",
  visibleOff: "is_visible",
  category: "category_id",
  type: "type_id",
  brand: "brand_id",
} as const satisfies Record<BulkKind, string>;

/** Kinds that take a typed value, and those that take a choice from a list. */
const TYPED = new Set<BulkKind>([
  "pricePercent",
  "priceSet",
  "discountPercent",
  "discountSet",
  "quantitySet",
]);
const CHOSEN = new Set<BulkKind>(["category", "type", "brand"]);

/** Spec 001 §5: a price (and a discount price, a price too) is at least 1. */
export const PRICE_MIN = 1;

/**
 * Why a change is refused as typed: the value's (no number, a percentage out of range, below 0,
 * a price below 1) or the choice's (none of the list's).
 */
export type BulkError = "badValue" | "badPercent" | "negative" | "belowOne" | "badChoice";

export type BulkChange =
  | { kind: BulkKind; value: number | boolean | string | null }
  | { error: BulkError };

/** A percentage as typed: '10', '-15', '7,5'. */
function parsePercent(text: string): number {
  const t = text.replace(/\s|%/g, "").replace(",", ".");
  return /^[-+]?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

export function parseBulkChange(kindText: string, valueText: string, choice: string): BulkChange {
  const kind = BULK_KINDS.find((k) => k === kindText);
  if (!kind) return { error: "badValue" };
  if (kind.endsWith("Percent")) {
    const p = parsePercent(valueText);
    if (Number.isNaN(p)) return { error: "badValue" };
    if (p < -99 || p > 1000) return { error: "badPercent" };
    return { kind, value: p };
  }
  if (TYPED.has(kind)) {
    // A stock of 0 is valid (sold out); a price at least 1. A minus is said as such.
    const n = signedNumber(valueText, kind === "quantitySet" ? parseWhole : parsePrice);
    if (Number.isNaN(n)) return { error: "badValue" };
    if (n < 0) return { error: "negative" };
    if (kind !== "quantitySet" && n < PRICE_MIN) return { error: "belowOne" };
    return { kind, value: n };
  }
  if (CHOSEN.has(kind)) return isUuid(choice) ? { kind, value: choice } : { error: "badChoice" };
  if (kind === "discountClear") return { kind, value: null };
  return { kind, value: kind.endsWith("On") };
}

/** What a bulk change reads of a product. */
export interface BulkProduct {
  id: string;
  price: number;
  discountPrice: number | null;
  quantity: number;
  isActive: boolean;
  isVisible: boolean;
  categoryId: string | null;
  typeId: string | null;
  brandId: string | null;
}

const FIELD = {
  price: "price",
  discount_price: "discountPrice",
  quantity: "quantity",
  is_active: "isActive",
  is_visible: "isVisible",
  category_id: "categoryId",
  type_id: "typeId",
  brand_id: "brandId",
} as const;

/**
 * The product's value before and after, or why it cannot take the change: a discount price
 * must stay below the price (the product form's rule), a price and a discount at least 1.
 */
export function bulkOutcome(
  product: BulkProduct,
  change: Extract<BulkChange, { kind: BulkKind }>,
): { before: unknown; after: unknown; error?: "discountNotBelow" | "belowOne" } {
  const field = FIELD[BULK_COLUMN[change.kind]];
  const before = product[field];
  let after: unknown = change.value;
  if (change.kind === "pricePercent")
    after = round2(product.price * (1 + Number(change.value) / 100));
  if (change.kind === "discountPercent")
    after =
      product.discountPrice === null
        ? null
        : round2(product.discountPrice * (1 + Number(change.value) / 100));
  if (field !== "price" && field !== "discountPrice") return { before, after };
  const price = field === "price" ? Number(after) : product.price;
  const discount = field === "discountPrice" ? (after as number | null) : product.discountPrice;
  if (!(price >= PRICE_MIN && (discount ?? PRICE_MIN) >= PRICE_MIN))
    return { before, after, error: "belowOne" };
  if (discount !== null && discount >= price) return { before, after, error: "discountNotBelow" };
  return { before, after };
}

/** A product's price and discount price before and after a change: what shoppers pay. */
export interface BulkPrices {
  price: { before: number; after: number };
  discount: { before: number | null; after: number | null };
}

/** The prices a change leaves a product with (its other fields leave them as they are). */
export function bulkPrices(
  product: BulkProduct,
  change: Extract<BulkChange, { kind: BulkKind }>,
  after: unknown,
): BulkPrices {
  const column = BULK_COLUMN[change.kind];
  return {
    price: { before: product.price, after: column === "price" ? Number(after) : product.price },
    discount: {
      before: product.discountPrice,
      after: column === "discount_price" ? (after as number | null) : product.discountPrice,
    },
  };
}
