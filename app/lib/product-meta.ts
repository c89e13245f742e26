import type { MetaDescriptor } from "@remix-run/react";
import { messages } from "~/locales";
import { localePath } from "./i18n";
import { absoluteUrl, pageMeta, rootData, type RootMatch } from "./meta";
import { currencyCode, priceView } from "./money";
import { breadcrumbJsonLd, productJsonLd } from "./product-structured-data";

/** A product as its page shows it: texts already in the page's language. */
export interface ShownProduct {
  slug: string;
  name: string;
  description: string;
  sku: string;
  imageUrl: string | null;
  images: string[];
  brand: string | null;
  price: number;
  discountPrice: number | null;
  quantity: number;
  /** The metal and fineness in words ("925 ayar gümüş"); null when not stated. */
  material: string | null;
  weightGrams: number | null;
}

/**
 * A product page's meta: its Open Graph tags with its picture, and Product + Offer and
 * BreadcrumbList JSON-LD. The offer's price is the one the page shows, in the page's currency.
 */
export function productMeta(matches: RootMatch[], p: ShownProduct): MetaDescriptor[] {
  const root = rootData(matches);
  const lang = root?.lang ?? "tr";
  const origin = root?.origin ?? "";
  const currency = root?.currency ?? "try";
  const url = `${origin}${localePath(lang, `/product/${p.slug}`)}`;
  const images = [p.imageUrl, ...p.images]
    .filter((x, i, all): x is string => !!x && all.indexOf(x) === i)
    .map((x) => absoluteUrl(origin, x));
  const t = messages[lang].common;
  return [
    ...pageMeta(matches, p.name, p.description.slice(0, 160), {
      type: "product",
      image: p.imageUrl,
    }),
    {
      "script:ld+json": productJsonLd({
        url,
        name: p.name,
        description: p.description,
        sku: p.sku,
        images,
        brand: p.brand,
        material: p.material,
        weightGrams: p.weightGrams,
        price: priceView(p, currency, root?.exchangeRate ?? 1).current,
        currency: currencyCode(currency),
        stock: p.quantity,
      }),
    },
    {
      // The same trail as the page's visible breadcrumb.
      "script:ld+json": breadcrumbJsonLd([
        { name: t.home, url: `${origin}${localePath(lang, "/")}` },
        { name: t.shop, url: `${origin}${localePath(lang, "/shop")}` },
        { name: p.name, url },
      ]),
    },
  ];
}
