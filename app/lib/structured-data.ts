/**
 * schema.org JSON-LD for search engines, as plain objects. Pages hand them to Remix's meta as
 * `{ "script:ld+json": ... }`; Remix serialises them with `<`, `>`, `&` and the line separators
 * escaped, so a name holding `</script>` stays inside its block (tests/integration/seo.test.ts).
 * Every address passed in is already absolute.
 */
import type { CurrencyCode } from "./money";

type JsonLd = Record<string, unknown>;

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

export interface OrganizationLdInput {
  name: string;
  url: string;
  logo: string;
  phone?: string | null;
  email?: string | null;
  /** The shop's profiles elsewhere (Instagram). */
  sameAs?: (string | null | undefined)[];
}

/** The shop itself, with its customer-service contact when the settings give one. */
export function organizationJsonLd(o: OrganizationLdInput): JsonLd {
  const phone = o.phone?.trim();
  const email = o.email?.trim();
  const sameAs = (o.sameAs ?? []).filter((u): u is string => !!u && /^https?:\/\//i.test(u));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    ...(o.name ? { name: o.name } : {}),
    url: o.url,
    logo: o.logo,
    ...(phone || email
      ? {
          contactPoint: [
            {
              "@type": "ContactPoint",
              contactType: "customer service",
              ...(phone ? { telephone: phone } : {}),
              ...(email ? { email } : {}),
            },
          ],
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
