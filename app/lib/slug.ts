const TR_MAP: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" };

export function slugify(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/[çğıöşü]/g, (c) => TR_MAP[c])
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const ZODIAC_SIGNS = [
  "koc",
  "boga",
  "ikizler",
  "yengec",
  "aslan",
  "basak",
  "terazi",
  "akrep",
  "yay",
  "oglak",
  "kova",
  "balik",
] as const;
export type Zodiac = (typeof ZODIAC_SIGNS)[number];

/** The spec: a product slug split by dashes has the zodiac sign as its third part. */
export function zodiacFromSlug(slug: string): Zodiac | null {
  const part = slug.split("-")[2];
  return (ZODIAC_SIGNS as readonly string[]).includes(part ?? "") ? (part as Zodiac) : null;
}

/** The order number shown to people: the last 7 characters of the id. */
export function orderNumber(id: string): string {
  return id.slice(-7);
}
