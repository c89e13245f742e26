/**
 * A large catalogue for benchmarks and load tests: the demo shop, then generated products
 * (SKUs BNC100000, BNC100001, ...) until the shop lists `count` products.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, ne, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import {
  brands,
  categories,
  ingredients,
  products,
  productStones,
  stones,
  symbols,
  types,
} from "../schema";
import { searchDocument } from "../../app/lib/search";
import {
  BATCH_SIZE,
  productPictures,
  productSlug,
  productTexts,
  seedIfEmpty,
  type ProductTypeSlug,
} from "./demo.server";

const SKU_PREFIX = "BNC";
const SKU_BASE = 100_000;

const ADJECTIVES = [
  { tr: "Zarif", en: "Elegant" },
  { tr: "Klasik", en: "Classic" },
  { tr: "Minimal", en: "Minimal" },
  { tr: "Bohem", en: "Boho" },
  { tr: "Vintage", en: "Vintage" },
  { tr: "Doğal", en: "Natural" },
  { tr: "Sade", en: "Simple" },
  { tr: "Işıltılı", en: "Radiant" },
  { tr: "Örgü", en: "Braided" },
  { tr: "Damla", en: "Drop" },
  { tr: "Hilal", en: "Crescent" },
  { tr: "Anadolu", en: "Anatolian" },
];

const NOUNS: Record<ProductTypeSlug, { tr: string; en: string; ingredients: string[] }> = {
  necklace: { tr: "Kolye", en: "Necklace", ingredients: ["gumus", "gumus", "altin-kaplama"] },
  bracelet: { tr: "Bileklik", en: "Bracelet", ingredients: ["gumus", "altin-kaplama", "celik"] },
  earrings: { tr: "Küpe", en: "Earrings", ingredients: ["gumus", "gumus", "altin-kaplama"] },
  wristband: { tr: "Kordon", en: "Wristband", ingredients: ["deri", "celik"] },
};
const PRODUCT_TYPES = Object.keys(NOUNS) as ProductTypeSlug[];

/** A small deterministic generator, so that a catalogue of a given size is the same every time. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LargeCatalogueResult {
  demoSeeded: boolean;
  added: number;
  listed: number;
}

/**
 * Makes sure the demo taxonomy exists (seeding the demo shop into an empty database), then adds
 * generated products in batches until `count` products are listed. Never removes any.
 */
export async function seedLargeCatalogue(
  db: Db,
  count: number,
  opts: { past?: boolean; onProgress?: (added: number, toAdd: number) => void } = {},
): Promise<LargeCatalogueResult> {
  const demoSeeded = await seedIfEmpty(db, { past: opts.past });

  const [typeRows, categoryRows, brandRows, ingredientRows, symbolRows, stoneRows] =
    await Promise.all([
      db
        .select({ id: types.id, slug: types.slug })
        .from(types)
        .where(inArray(types.slug, PRODUCT_TYPES)),
      db.select({ id: categories.id }).from(categories),
      // The empty demo brand stays empty.
      db.select({ id: brands.id }).from(brands).where(ne(brands.slug, "yeni-marka")),
      db.select({ id: ingredients.id, slug: ingredients.slug }).from(ingredients),
      db.select({ id: symbols.id }).from(symbols),
      db
        .select({ id: stones.id, slug: stones.slug, name: stones.name, nameEn: stones.nameEn })
        .from(stones),
    ]);
  const typeIds = new Map(typeRows.map((t) => [t.slug, t.id]));
  const ingredientIds = new Map(ingredientRows.map((i) => [i.slug, i.id]));
  const knownStones = stoneRows.filter((s) => s.nameEn);
  if (
    typeIds.size < PRODUCT_TYPES.length ||
    !categoryRows.length ||
    !brandRows.length ||
    !knownStones.length
  ) {
    throw new Error(
      "The database has no demo taxonomy (types, categories, brands, stones): seed the demo shop first.",
    );
  }

  const [{ listed }] = await db
    .select({ listed: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.isVisible, true)));
  const toAdd = Math.max(0, count - listed);
  if (!toAdd) return { demoSeeded, added: 0, listed };

  const [{ last }] = await db
    .select({ last: sql<number | null>`max(${products.skuNumber})` })
    .from(products)
    .where(like(products.sku, `${SKU_PREFIX}%`));
  const first = last == null ? 0 : Number(last) - SKU_BASE + 1;

  for (let done = 0; done < toAdd; done += BATCH_SIZE) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const stoneLinks: { productId: string; stoneId: string }[] = [];
    for (let k = done; k < Math.min(toAdd, done + BATCH_SIZE); k++) {
      const i = first + k;
      const rnd = random(i * 7919 + 17);
      const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
      const type = pick(PRODUCT_TYPES);
      const noun = NOUNS[type];
      const adjective = pick(ADJECTIVES);
      const stoneCount = rnd() < 0.35 ? 2 : 1;
      const chosen = [pick(knownStones)];
      if (stoneCount === 2) {
        const second = pick(knownStones);
        if (second.id !== chosen[0].id) chosen.push(second);
      }
      const ingredient = pick(noun.ingredients);
      const code = `${SKU_PREFIX}${SKU_BASE + i}`;
      const name = `${adjective.tr} ${chosen[0].name} ${noun.tr}`;
      const nameEn = `${adjective.en} ${chosen[0].nameEn} ${noun.en}`;
      const texts = productTexts({
        type,
        ingredient,
        stones: chosen.map((s) => s.slug),
        collection: { tr: `${adjective.tr} Koleksiyonu`, en: `${adjective.en} Collection` },
      });
      const price = Math.round((250 + rnd() * 4250) / 10) * 10;
      const id = randomUUID();
      productRows.push({
        id,
        sku: code,
        name,
        nameEn,
        slug: productSlug(name, code),
        ...texts,
        pcollection: `${adjective.tr} Koleksiyonu`,
        price,
        discountPrice: rnd() < 0.15 ? Math.round((price * 0.85) / 10) * 10 : null,
        quantity: rnd() < 0.05 ? 0 : 1 + Math.floor(rnd() * 40),
        ...productPictures(type, chosen[0].slug),
        brandId: pick(brandRows).id,
        categoryId: pick(categoryRows).id,
        typeId: typeIds.get(type)!,
        ingredientId: ingredientIds.get(ingredient) ?? null,
        symbolId: rnd() < 0.8 ? (pick(symbolRows)?.id ?? null) : null,
        searchText: searchDocument([
          code,
          name,
          nameEn,
          texts.ingredients,
          texts.ingredientsEn,
          texts.details,
          texts.detailsEn,
        ]),
      });
      for (const s of chosen) stoneLinks.push({ productId: id, stoneId: s.id });
    }
    await db.transaction(async (tx) => {
      await tx.insert(products).values(productRows);
      await tx.insert(productStones).values(stoneLinks);
    });
    opts.onProgress?.(Math.min(toAdd, done + BATCH_SIZE), toAdd);
  }
  // What autovacuum would do in a while: fresh statistics for the planner, and a visibility map
  // so that counts read the small partial index alone instead of every wide product row.
  await db.execute(sql`vacuum analyze ${products}, ${productStones}`);
  return { demoSeeded, added: toAdd, listed: listed + toAdd };
}
