import { fmt, type Lang } from "./i18n";
import type { jewellery } from "~/locales/tr/jewellery";

/**
 * The jewellery facts a buyer is owed (issue [20] point 4; Turkish consumer law asks an online
 * jeweller to state them): the metal and its fineness in thousandths ("925 ayar gümüş"), the
 * weight in grams, a plating, and whether each stone is natural, treated or synthetic. The
 * values stored (products.metal, .plating, product_stones.nature) are these keys; the words are
 * app/locales/{tr,en}/jewellery.ts.
 */
export const METALS = [
  "silver",
  "gold",
  "white-gold",
  "rose-gold",
  "brass",
  "copper",
  "steel",
] as const;
/** 'none' says there is none; an empty plating is not stated. */
export const PLATINGS = ["none", "rhodium", "gold", "rose-gold", "oxidised"] as const;
export const STONE_NATURES = ["natural", "treated", "synthetic"] as const;

export type Metal = (typeof METALS)[number];
export type Plating = (typeof PLATINGS)[number];
export type StoneNature = (typeof STONE_NATURES)[number];
export type JewelleryTexts = typeof jewellery;

export const isMetal = (v: unknown): v is Metal => METALS.includes(v as Metal);
export const isPlating = (v: unknown): v is Plating => PLATINGS.includes(v as Plating);
export const isStoneNature = (v: unknown): v is StoneNature =>
  STONE_NATURES.includes(v as StoneNature);

/** The fineness columns' range (products_fineness_range): thousandths. */
export const FINENESS_MIN = 1;
export const FINENESS_MAX = 1000;
/** Above any jewel, inside numeric(8,2). */
export const WEIGHT_MAX = 100_000;

/** Gold's thousandths as the karats a Turkish jeweller says ("14 ayar" is 585). */
const KARATS: Record<number, number> = {
  333: 8,
  375: 9,
  417: 10,
  583: 14,
  585: 14,
  750: 18,
  875: 21,
  916: 22,
  917: 22,
  999: 24,
  1000: 24,
};

const GOLDS = new Set<string>(["gold", "white-gold", "rose-gold"]);

export interface JewelleryFactsOf {
  metal: string | null;
  fineness: number | null;
  weightGrams: number | null;
  plating: string | null;
  /** The product's stones, each by its name in the page's language. */
  stones: { name: string; nature: string }[];
}

const lower = (text: string, lang: Lang) => text.toLocaleLowerCase(lang === "tr" ? "tr" : "en");

/** The metal with its fineness: "925 ayar gümüş", "925 sterling silver", "14 ayar altın (585)". */
export function metalText(
  metal: string | null,
  fineness: number | null,
  lang: Lang,
  t: JewelleryTexts,
): string | null {
  if (!metal && !fineness) return null;
  const name = metal && isMetal(metal) ? t.metals[metal] : (metal ?? "");
  if (!fineness) return name || null;
  if (!name) return String(fineness);
  const metalWord = lower(name, lang);
  if (metal === "silver")
    return fmt(fineness === 925 ? t.sterling : t.silverFineness, { fineness, metal: metalWord });
  const karat = metal && GOLDS.has(metal) ? KARATS[fineness] : undefined;
  if (karat) return fmt(t.goldFineness, { karat, fineness, metal: metalWord });
  return fmt(t.otherFineness, { fineness, metal: name });
}

/** A weight in the page's language: "4,2 g", "4.2 g". */
export function gramsText(grams: number, lang: Lang, t: JewelleryTexts): string {
  const n = new Intl.NumberFormat(lang === "tr" ? "tr-TR" : "en-GB", {
    maximumFractionDigits: 2,
  }).format(grams);
  return fmt(t.grams, { n });
}

/** A stone with its nature: "Ametist (doğal)", "Turquoise (treated)". */
export function stoneText(stone: { name: string; nature: string }, t: JewelleryTexts): string {
  const nature = isStoneNature(stone.nature) ? t.natures[stone.nature] : stone.nature;
  return fmt(t.stone, { name: stone.name, nature });
}

/**
 * The facts a product states, each as a term and its value in the page's language, in the order
 * the product page lists them; what is not stated is left out.
 */
export function jewelleryFacts(
  p: JewelleryFactsOf,
  lang: Lang,
  t: JewelleryTexts,
): { key: "metal" | "weight" | "plating" | "stones"; term: string; value: string }[] {
  const facts: ReturnType<typeof jewelleryFacts> = [];
  const metal = metalText(p.metal, p.fineness, lang, t);
  if (metal) facts.push({ key: "metal", term: t.terms.metal, value: metal });
  if (p.weightGrams)
    facts.push({ key: "weight", term: t.terms.weight, value: gramsText(p.weightGrams, lang, t) });
  if (p.plating)
    facts.push({
      key: "plating",
      term: t.terms.plating,
      value: isPlating(p.plating) ? t.platings[p.plating] : p.plating,
    });
  if (p.stones.length)
    facts.push({
      key: "stones",
      term: t.terms.stones,
      value: p.stones.map((s) => stoneText(s, t)).join(", "),
    });
  return facts;
}

/**
 * A weight as typed: "4,2", "4.2", "4,25 g". A comma or a dot is the decimal point (no
 * thousands: no jewel weighs a kilogram). NaN when it is no number.
 */
export function parseGrams(input: string): number {
  const text = input
    .trim()
    .replace(/\s*(g|gr|gram)\.?$/i, "")
    .replace(",", ".");
  return /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 100) / 100 : Number.NaN;
}
