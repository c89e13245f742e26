/**
 * A product page's JSON-LD (Product with its Offer, and its BreadcrumbList), apart from the
 * shop-wide ./structured-data so that only the product page's code carries it: meta code is in
 * every page's JavaScript, the back office's too.
 */
import type { CurrencyCode } from "./money";
import type { JsonLd } from "./structured-data";

const AVAILABILITY = {
  in: "https://schema.org/InStock",
  out: "https://schema.org/OutOfStock",
} as const;

export interface ProductLdInput {
  url: string;
  name: string;
  description: string;
  sku: string;
  images: string[];
  brand: string | null;
  /** Metal and fineness in the page's words (issue [20] point 4); null when not stated. */
  material?: string | null;
  weightGrams?: number | null;
  /** What the shopper pays now, in the currency the page shows it in. */
  price: number;
  currency: CurrencyCode;
  stock: number;
}

/** A product with its one offer: in stock while any is left, as the add-to-cart button says. */
export function productJsonLd(p: ProductLdInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    sku: p.sku,
    ...(p.images.length ? { image: p.images } : {}),
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand } } : {}),
    ...(p.material ? { material: p.material } : {}),
    // UN/CEFACT's code for grams, as schema.org's QuantitativeValue asks.
    ...(p.weightGrams
      ? { weight: { "@type": "QuantitativeValue", value: p.weightGrams, unitCode: "GRM" } }
      : {}),
    offers: {
      "@type": "Offer",
      url: p.url,
      // schema.org wants a plain number with a dot, whatever the page's number format.
      price: p.price.toFixed(2),
      priceCurrency: p.currency,
      availability: p.stock > 0 ? AVAILABILITY.in : AVAILABILITY.out,
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/** The page's breadcrumb trail as search results show it: each step a name and an address. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
