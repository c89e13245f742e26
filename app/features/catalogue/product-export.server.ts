import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { DbOrTx } from "../../../db/client.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import type { Lang } from "~/lib/i18n";
import { isMetal, isPlating, stoneText } from "~/lib/jewellery";
import type { StaffProductQuery } from "~/lib/staff-product-query";
import { serverMessages } from "~/locales/server";
import { exportStaffProducts, type ExportedProduct } from "~/models/staff-product.server";

/**
 * The product list as a spreadsheet Turkish Excel opens right (issue [10] point 3): UTF-8 with a
 * byte order mark, `;` between fields, CRLF lines, numbers as '1.234,56', yes/no in words. Its
 * columns are the list's filter applied to the actor's products, in SKU order, streamed in
 * batches. The import reads the same columns back.
 */
export const EXPORT_COLUMNS = [
  "sku",
  "name",
  "nameEn",
  "pcollection",
  "price",
  "discountPrice",
  "quantity",
  "isActive",
  "isVisible",
  "brand",
  "category",
  "type",
  "ingredient",
  "symbol",
  "stones",
  "keys",
  "description",
  "descriptionEn",
  // The jewellery facts (issue [20] point 4), last: a sheet of the earlier columns reads as it did.
  "metal",
  "fineness",
  "weightGrams",
  "plating",
] as const satisfies readonly (keyof ExportedProduct)[];

const turkishNumber = new Intl.NumberFormat("tr-TR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A text Excel would read as a formula ('=HYPERLINK(...)', '+1', '@SUM') is written with a
 * leading apostrophe, which Excel shows as text: a merchant's product name must not run in the
 * owner's spreadsheet (CSV injection).
 */
function safeText(value: string | null): string {
  const text = value ?? "";
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A weight as Turkish Excel reads it: '4,2'. */
export const gramsCell = (grams: number) =>
  new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2, useGrouping: false }).format(grams);

/** A metal or plating by its word in the file's language; a key the list lacks as it is. */
export function metalCell(metal: string | null, lang: Lang): string {
  if (!metal) return "";
  return isMetal(metal) ? serverMessages[lang].jewellery.metals[metal] : safeText(metal);
}

export function platingCell(plating: string | null, lang: Lang): string {
  if (!plating) return "";
  return isPlating(plating) ? serverMessages[lang].jewellery.platings[plating] : safeText(plating);
}

/** The stones, each with its nature: 'Ametist (doğal), Turkuaz (işlem görmüş)'. */
export function stonesCell(stones: { name: string; nature: string }[], lang: Lang): string {
  const t = serverMessages[lang].jewellery;
  return stones.map((s) => stoneText(s, t)).join(", ");
}

function cells(p: ExportedProduct, lang: Lang): string[] {
  const t = serverMessages[lang].productExport;
  const yesNo = (v: boolean) => (v ? t.yes : t.no);
  return [
    safeText(p.sku),
    safeText(p.name),
    safeText(p.nameEn),
    safeText(p.pcollection),
    turkishNumber.format(p.price),
    p.discountPrice == null ? "" : turkishNumber.format(p.discountPrice),
    String(p.quantity),
    yesNo(p.isActive),
    yesNo(p.isVisible),
    safeText(p.brand),
    safeText(p.category),
    safeText(p.type),
    safeText(p.ingredient),
    safeText(p.symbol),
    safeText(stonesCell(p.stones, lang)),
    safeText(p.keys),
    safeText(p.description),
    safeText(p.descriptionEn),
    metalCell(p.metal, lang),
    p.fineness === null ? "" : String(p.fineness),
    p.weightGrams === null ? "" : gramsCell(p.weightGrams),
    platingCell(p.plating, lang),
  ];
}

/** The file's name: 'urunler-2026-11-24.csv' (the shop's day). */
export function exportFileName(lang: Lang, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(now);
  return `${serverMessages[lang].productExport.fileName}-${day}.csv`;
}

/** The CSV of the actor's products that match `query`, as a stream of bytes. */
export function productCsv(
  db: DbOrTx,
  actor: CatalogueActor,
  query: StaffProductQuery,
  lang: Lang,
): ReadableStream<Uint8Array> {
  const headers = serverMessages[lang].productExport.columns;
  const csv = stringify({
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    quoted_match: /[;"\r\n]/,
  });
  csv.write(EXPORT_COLUMNS.map((c) => headers[c]));
  void (async () => {
    try {
      for await (const batch of exportStaffProducts(db, actor, query)) {
        for (const p of batch) {
          // Backpressure: a slow download does not pile 100,000 rows up in memory.
          if (!csv.write(cells(p, lang)))
            await new Promise((resolve) => csv.once("drain", resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
