/**
 * The one place that folds text for search: Unicode NFC, then Turkish lower-casing, so that
 * 'İNCİ', 'inci', 'KOLYE' and 'kolye' meet. The product model stores this form in
 * products.search_text and the shop folds the query the same way before matching with LIKE.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("tr").replace(/\s+/g, " ").trim();
}

/** The spec applies a search only when the query is longer than 3 characters. */
const MIN_SEARCH_LENGTH = 4;
/** Longer queries are cut: nothing that long can match, and it bounds the work. */
const MAX_SEARCH_LENGTH = 100;

/** The folded query to search for, or null when the query is too short to apply. */
export function searchTerm(q: string | null | undefined): string | null {
  if (!q) return null;
  const folded = foldForSearch(q).slice(0, MAX_SEARCH_LENGTH);
  return folded.length >= MIN_SEARCH_LENGTH ? folded : null;
}

/** Escapes LIKE's wildcards so that '%' and '_' in a query match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function searchDocument(fields: (string | null | undefined)[]): string {
  return foldForSearch(fields.filter(Boolean).join(" \u2022 "));
}

/** What the shop searches in a product (products.search_text): its SKU, names, materials, details. */
export function productSearchText(p: {
  sku: string;
  name: string;
  nameEn: string;
  ingredients: string;
  ingredientsEn: string;
  details: string;
  detailsEn: string;
}): string {
  return searchDocument([
    p.sku,
    p.name,
    p.nameEn,
    p.ingredients,
    p.ingredientsEn,
    p.details,
    p.detailsEn,
  ]);
}
