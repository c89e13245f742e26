import { CSV_BYTES } from "~/lib/upload-limits";
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import iconv from "iconv-lite";
import yauzl from "yauzl";
import type { Db, DbOrTx } from "../../../db/client.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { fmt, type Lang } from "~/lib/i18n";
import { dashboardMessages } from "~/locales/dashboard";
import { serverMessages } from "~/locales/server";
import {
  appendPictures,
  attachFirstPictures,
  type NewPicture,
} from "~/models/product-image.server";
import {
  highestSkuNumber,
  importReferences,
  productsBySku,
  type ImportChoice,
  type ImportedProduct,
  type ImportReferences,
} from "~/models/product-import.server";
import {
  insertProduct,
  isSkuTaken,
  updateProduct,
  type ProductFields,
} from "~/models/product-write.server";
import { ProductWriteSchema } from "~/schemas/product-write";
import { METALS, PLATINGS, STONE_NATURES, type StoneNature } from "~/lib/jewellery";
import { ImageRejected, storeImage } from "~/services/images.server";
import { pictureStorage } from "~/services/picture-storage.server";
import {
  EXPORT_COLUMNS,
  gramsCell,
  metalCell,
  platingCell,
  stonesCell,
} from "./product-export.server";
import { fieldsOf, formValuesOf, linksOf } from "./product-form.server";

/**
 * The product import (issue [10] point 3): the export's CSV back, as Turkish Excel saves it or
 * any other way a spreadsheet does (UTF-8 with or without BOM, or Windows-1254; `;` or `,`;
 * '1.234,56' or '1234.56'). Every row is checked by the product form's own schema and catalogue
 * rules; a dry run reports per row what would be created or changed, and the apply writes every
 * row in one transaction, or none when any row is wrong or the catalogue moved since the dry run.
 */
export const MAX_CSV_BYTES = CSV_BYTES;
export const MAX_ROWS = 2000;
/** A ZIP of pictures: its entries and what they unpack to (a zip bomb is refused by its sizes). */
export const MAX_ZIP_ENTRIES = 500;
export const MAX_ZIP_UNPACKED = 100 * 1024 * 1024;

const IMPORT_ONLY = [
  "story",
  "storyEn",
  "details",
  "detailsEn",
  "ingredients",
  "ingredientsEn",
  "pictures",
] as const;
export const IMPORT_COLUMNS = [...EXPORT_COLUMNS, ...IMPORT_ONLY] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

type Texts = (typeof serverMessages)[Lang]["productImport"];
export type FileErrorKey = keyof Texts["errors"];

export interface ImportChange {
  column: string;
  before: string;
  after: string;
}

export interface ImportRow {
  /** The line of the file the row ends on (the header is line 1). */
  line: number;
  sku: string;
  name: string;
  status: "created" | "changed" | "unchanged" | "error";
  changes: ImportChange[];
  errors: string[];
}

export interface ImportReport {
  rows: ImportRow[];
  counts: { rows: number; created: number; changed: number; unchanged: number; errors: number };
  /** What the rows say, hashed: the apply refuses when its own plan hashes otherwise. */
  digest: string;
}

/** A file-level refusal: the file cannot be read as rows at all. */
export interface FileRefusal {
  error: string;
}

// ---------------------------------------------------------------- reading the file

/**
 * The file's text: UTF-8 when its bytes are valid UTF-8 (a byte order mark or not), else Windows-1254,
 * what Turkish Excel's "CSV (virgülle ayrılmış)" saves. Valid UTF-8 is almost never an accident
 * in a 1254 file with Turkish letters, so the strict decoder decides.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), "win1254");
  }
}

const fold = (s: string) => s.trim().toLocaleLowerCase("tr");

/**
 * Every title a column may have: its Turkish and English headers (a file exported in either
 * language imports in either). Not the keys: English 'Category' is the key `type`.
 */
function columnTitles(): Map<string, ImportColumn> {
  const titles = new Map<string, ImportColumn>();
  for (const lang of ["tr", "en"] as const) {
    const t = serverMessages[lang].productExport;
    for (const c of EXPORT_COLUMNS) titles.set(fold(t.columns[c]), c);
    for (const c of IMPORT_ONLY) titles.set(fold(t.importColumns[c]), c);
  }
  return titles;
}

export function columnTitle(lang: Lang, column: ImportColumn): string {
  const t = serverMessages[lang].productExport;
  return (IMPORT_ONLY as readonly string[]).includes(column)
    ? t.importColumns[column as (typeof IMPORT_ONLY)[number]]
    : t.columns[column as (typeof EXPORT_COLUMNS)[number]];
}

interface CsvRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/** The first record read with `delimiter`: how many of its cells are titles we know. */
function knownTitles(text: string, delimiter: string, titles: Map<string, ImportColumn>): number {
  try {
    const [header] = parse(text, { delimiter, to_line: 1, relax_quotes: true }) as string[][];
    return (header ?? []).filter((h) => titles.has(fold(h))).length;
  } catch {
    return 0;
  }
}

/** The rows of the file by column, or what makes it unreadable, in `lang`. */
export function readCsv(bytes: Uint8Array, lang: Lang): { rows: CsvRow[] } | FileRefusal {
  const t = serverMessages[lang].productImport.errors;
  if (bytes.byteLength > MAX_CSV_BYTES) return { error: t.fileTooLarge };
  const text = decodeCsv(bytes);
  const titles = columnTitles();
  // The separator is the one that makes the first line a row of our titles.
  const delimiter = knownTitles(text, ";", titles) >= knownTitles(text, ",", titles) ? ";" : ",";
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { error: fmt(t.unreadableCsv, { line }) };
  }
  const [header, ...body] = records;
  if (!header) return { error: t.emptyFile };
  const columns: (ImportColumn | null)[] = [];
  for (const title of header.record) {
    const column = titles.get(fold(title)) ?? null;
    // An untitled column (Excel keeps one past the last used) must be empty throughout.
    if (!column && title.trim()) return { error: fmt(t.unknownColumn, { column: title.trim() }) };
    if (column && columns.includes(column))
      return { error: fmt(t.duplicateColumn, { column: title.trim() }) };
    columns.push(column);
  }
  if (!columns.includes("sku")) return { error: t.noSkuColumn };
  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    if (record.every((cell) => !cell.trim())) continue;
    const cells: CsvRow["cells"] = {};
    for (const [i, column] of columns.entries()) {
      if (column) cells[column] = record[i] ?? "";
      else if (record[i]?.trim()) return { error: fmt(t.unreadableCsv, { line: info.lines }) };
    }
    rows.push({ line: info.lines, cells });
    if (rows.length > MAX_ROWS) return { error: t.tooManyRows };
  }
  if (!rows.length) return { error: t.emptyFile };
  return { rows };
}

// ---------------------------------------------------------------- the ZIP of pictures

export type ZipRefusal = "zipUnreadable" | "zipTooLarge" | "zipTooManyEntries";

/**
 * The files of a ZIP that `wanted` names (by their name without folders, case-insensitively).
 * Sizes are checked from the directory before anything is inflated, and yauzl checks each
 * entry's inflated bytes against its declared size, so a lying entry is refused too.
 */
export async function readZip(
  bytes: Uint8Array,
  wanted: Set<string>,
): Promise<Map<string, Uint8Array> | ZipRefusal> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes), {
      lazyEntries: true,
      validateEntrySizes: true,
    });
  } catch {
    return "zipUnreadable";
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close();
    return "zipTooManyEntries";
  }
  const files = new Map<string, Uint8Array>();
  let unpacked = 0;
  return new Promise((resolve) => {
    const fail = (reason: ZipRefusal) => {
      zip.close();
      resolve(reason);
    };
    zip.on("error", () => fail("zipUnreadable"));
    zip.on("end", () => resolve(files));
    zip.on("entry", (entry: yauzl.Entry) => {
      const name = fold(entry.fileName.split("/").pop() ?? "");
      if (entry.fileName.endsWith("/") || !wanted.has(name) || files.has(name)) {
        zip.readEntry();
        return;
      }
      unpacked += entry.uncompressedSize;
      if (unpacked > MAX_ZIP_UNPACKED) return fail("zipTooLarge");
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail("zipUnreadable");
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", () => fail("zipUnreadable"));
        stream.on("end", () => {
          files.set(name, new Uint8Array(Buffer.concat(chunks)));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}

/** The names a row's Pictures cell gives, in order (the cover first). */
export function pictureNames(cell: string | undefined): string[] {
  return (cell ?? "")
    .split(/[,;\n]/)
    .map((n) => n.trim())
    .filter(Boolean);
}

/**
 * Where a row's pictures come from: the dry run stores the ZIP's files (the same bytes share one
 * name, so storing twice costs nothing); the apply uses what the dry run stored, by name.
 */
export type PictureSource = (name: string) => Promise<NewPicture | ImageRejected["reason"] | null>;

export function zipPictures(files: Map<string, Uint8Array>): {
  source: PictureSource;
  stored: Map<string, NewPicture>;
} {
  const stored = new Map<string, NewPicture>();
  return {
    stored,
    source: async (name) => {
      const key = fold(name);
      const known = stored.get(key);
      if (known) return known;
      const bytes = files.get(key);
      if (!bytes) return null;
      try {
        const picture = await storeImage(bytes, pictureStorage());
        stored.set(key, picture);
        return picture;
      } catch (error) {
        if (error instanceof ImageRejected) return error.reason;
        throw error;
      }
    },
  };
}

export function keptPictures(kept: Map<string, NewPicture>): PictureSource {
  return async (name) => kept.get(fold(name)) ?? null;
}

// ---------------------------------------------------------------- the plan

interface PlannedRow extends ImportRow {
  write?:
    | {
        kind: "create";
        fields: ProductFields;
        stones: string[];
        stoneNatures: Record<string, string>;
        cover: NewPicture;
        gallery: NewPicture[];
      }
    | {
        kind: "change";
        id: string;
        /** Null when only pictures are added. */
        fields: ProductFields | null;
        links: ImportedProduct;
        pictures: NewPicture[];
      };
}

/** The contract's field names (the schema's issues) as the file's columns. */
const COLUMN_OF: Record<string, ImportColumn> = {
  sku: "sku",
  pcollection: "pcollection",
  name: "name",
  name_en: "nameEn",
  description: "description",
  description_en: "descriptionEn",
  story: "story",
  story_en: "storyEn",
  details: "details",
  details_en: "detailsEn",
  ingredients: "ingredients",
  ingredients_en: "ingredientsEn",
  keys: "keys",
  quantity: "quantity",
  price: "price",
  discountPrice: "discountPrice",
  brand: "brand",
  category: "category",
  type: "type",
  ingredient: "ingredient",
  symbol: "symbol",
  stone: "stones",
  stoneNatures: "stones",
  metal: "metal",
  fineness: "fineness",
  weightGrams: "weightGrams",
  plating: "plating",
  isActive: "isActive",
  isVisible: "isVisible",
};

/** The columns a field comparison shows, and the product field each holds. */
const COMPARED: [ImportColumn, keyof ProductFields | "stones"][] = [
  ["name", "name"],
  ["nameEn", "nameEn"],
  ["pcollection", "pcollection"],
  ["price", "price"],
  ["discountPrice", "discountPrice"],
  ["quantity", "quantity"],
  ["isActive", "isActive"],
  ["isVisible", "isVisible"],
  ["brand", "brandId"],
  ["category", "categoryId"],
  ["type", "typeId"],
  ["ingredient", "ingredientId"],
  ["symbol", "symbolId"],
  ["stones", "stones"],
  ["metal", "metal"],
  ["fineness", "fineness"],
  ["weightGrams", "weightGrams"],
  ["plating", "plating"],
  ["keys", "keys"],
  ["description", "description"],
  ["descriptionEn", "descriptionEn"],
  ["story", "story"],
  ["storyEn", "storyEn"],
  ["details", "details"],
  ["detailsEn", "detailsEn"],
  ["ingredients", "ingredients"],
  ["ingredientsEn", "ingredientsEn"],
];

const turkishNumber = new Intl.NumberFormat("tr-TR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A choice by its name or slug, as the export writes it (case and Turkish letters folded). */
function findChoice<T extends ImportChoice>(list: T[], value: string): T | undefined {
  const v = fold(value);
  return list.find((c) => fold(c.name) === v) ?? list.find((c) => fold(c.slug) === v);
}

/** A yes/no cell in either language (and what a spreadsheet may make of a checkbox). */
function yesNo(value: string): boolean | null {
  const v = fold(value);
  if (["evet", "yes", "true", "1", "doğru", "e", "y"].includes(v)) return true;
  if (["hayır", "hayir", "no", "false", "0", "yanlış", "h", "n"].includes(v)) return false;
  return null;
}

/**
 * The export wrote a text that Excel would run as a formula with a leading apostrophe; read back,
 * the apostrophe goes. (The schema strips surrounding quotes too, §5.)
 */
const unguard = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

function display(
  column: ImportColumn,
  fields: ProductFields,
  stones: { ids: string[]; natures: Record<string, string> },
  refs: ImportReferences,
  lang: Lang,
): string {
  const nameIn = (list: ImportChoice[], id: string | null) =>
    id ? (list.find((c) => c.id === id)?.name ?? "") : "";
  const t = serverMessages[lang].productExport;
  switch (column) {
    case "price":
      return turkishNumber.format(fields.price);
    case "discountPrice":
      return fields.discountPrice == null ? "" : turkishNumber.format(fields.discountPrice);
    case "quantity":
      return String(fields.quantity);
    case "isActive":
    case "isVisible":
      return fields[column] ? t.yes : t.no;
    case "brand":
      return nameIn(refs.brands, fields.brandId);
    case "category":
      return nameIn(refs.categories, fields.categoryId);
    case "type":
      return nameIn(refs.types, fields.typeId);
    case "ingredient":
      return nameIn(refs.ingredients, fields.ingredientId);
    case "symbol":
      return nameIn(refs.symbols, fields.symbolId);
    case "stones":
      return stonesCell(
        stones.ids
          .map((id) => ({ name: nameIn(refs.stones, id), nature: stones.natures[id] ?? "natural" }))
          .sort((a, b) => a.name.localeCompare(b.name, "tr")),
        lang,
      );
    case "metal":
      return metalCell(fields.metal, lang);
    case "plating":
      return platingCell(fields.plating, lang);
    case "fineness":
      return fields.fineness === null ? "" : String(fields.fineness);
    case "weightGrams":
      return fields.weightGrams === null ? "" : gramsCell(fields.weightGrams);
    default:
      return String(fields[column as keyof ProductFields] ?? "");
  }
}

/** The same stones, each of the same nature. */
const sameStones = (
  a: { ids: string[]; natures: Record<string, string> },
  b: { ids: string[]; natures: Record<string, string> },
) => {
  const key = (s: typeof a) =>
    s.ids
      .map((id) => `${id}:${s.natures[id] ?? "natural"}`)
      .sort()
      .join();
  return key(a) === key(b);
};

/** A list's key by the key itself or its word in either language (case and Turkish folded). */
function jewelleryKey<K extends string>(
  keys: readonly K[],
  words: (lang: Lang) => Record<K, string>,
  value: string,
): K | undefined {
  const v = fold(value);
  return keys.find(
    (k) => fold(k) === v || (["tr", "en"] as const).some((l) => fold(words(l)[k]) === v),
  );
}

/**
 * A Stones cell's entry: 'Ametist', or with its nature 'Turkuaz (işlem görmüş)', 'Turquoise
 * (treated)'. A name that is a stone's as it is wins (a stone named with brackets).
 */
function stoneEntry(
  list: ImportChoice[],
  entry: string,
): { stone: ImportChoice; nature: StoneNature | null } | { unknown: true } {
  const whole = findChoice(list, entry);
  if (whole) return { stone: whole, nature: null };
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(entry);
  const stone = m ? findChoice(list, m[1]!) : undefined;
  const nature = m
    ? jewelleryKey(STONE_NATURES, (l) => serverMessages[l].jewellery.natures, m[2]!)
    : undefined;
  return stone && nature ? { stone, nature } : { unknown: true };
}

/** The contract's name of a text column (the schema's field). */
const TEXT_FIELDS: Partial<Record<ImportColumn, string>> = {
  name: "name",
  nameEn: "name_en",
  pcollection: "pcollection",
  keys: "keys",
  description: "description",
  descriptionEn: "description_en",
  story: "story",
  storyEn: "story_en",
  details: "details",
  detailsEn: "details_en",
  ingredients: "ingredients",
  ingredientsEn: "ingredients_en",
  price: "price",
  discountPrice: "discountPrice",
  quantity: "quantity",
  fineness: "fineness",
  weightGrams: "weightGrams",
};

/**
 * What every row of the file would do, read in `db` (the apply's transaction, or the database).
 * Nothing is written but the pictures a source stores.
 */
async function plan(
  db: DbOrTx,
  actor: CatalogueActor,
  rows: CsvRow[],
  pictures: PictureSource,
  lang: Lang,
): Promise<{ rows: PlannedRow[]; report: ImportReport }> {
  const t = serverMessages[lang].productImport.errors;
  const schema = ProductWriteSchema(
    dashboardMessages[lang].productForm.errors,
    serverMessages[lang].jewellery.errors,
  );
  const title = (c: ImportColumn) => columnTitle(lang, c);
  const skus = rows.map((r) => (r.cells.sku ?? "").trim().toUpperCase()).filter(Boolean);
  const [refs, found, highest] = await Promise.all([
    importReferences(db, actor),
    productsBySku(db, actor, [...new Set(skus)]),
    highestSkuNumber(db),
  ]);
  const own = new Map(found.own.map((p) => [p.sku, p]));
  // New rows without an SKU count on from the highest taken, past any the file names itself.
  let next = Math.max(
    highest,
    ...skus.map((s) => (/^ARW(\d{1,12})$/.exec(s) ? Number(s.slice(3)) : 0)),
  );
  const seen = new Map<string, number>();
  for (const s of skus) seen.set(s, (seen.get(s) ?? 0) + 1);

  const planned: PlannedRow[] = [];
  for (const { line, cells } of rows) {
    const errors: string[] = [];
    /** Columns already said to be wrong: the schema's word on the same cell would repeat it. */
    const wrong = new Set<ImportColumn>();
    const err = (key: FileErrorKey, column: ImportColumn, value = "") => {
      wrong.add(column);
      errors.push(fmt(t[key], { column: title(column), value }));
    };
    const givenSku = unguard(cells.sku ?? "")
      .trim()
      .toUpperCase();
    const existing = givenSku ? own.get(givenSku) : undefined;
    if (givenSku && (seen.get(givenSku) ?? 0) > 1) err("skuTwice", "sku");
    if (givenSku && !existing && found.taken.has(givenSku)) err("skuOfOtherShop", "sku");
    if (existing?.archived) {
      wrong.add("sku");
      errors.push(`${title("sku")}: ${dashboardMessages[lang].productForm.errors.skuTaken}`);
    }
    const isNew = !existing;
    const sku = givenSku || `ARW${++next}`;

    const values: Record<string, unknown> = existing
      ? { ...formValuesOf(existing) }
      : { sku, stone: [], children: [], combination: [], isActive: true, isVisible: true };
    values.sku = sku;
    for (const [column, field] of Object.entries(TEXT_FIELDS) as [ImportColumn, string][])
      if (cells[column] !== undefined) values[field] = unguard(cells[column]);
    for (const flag of ["isActive", "isVisible"] as const) {
      const cell = cells[flag];
      if (cell === undefined || (isNew && !cell.trim())) continue;
      const v = yesNo(cell);
      if (v === null) err("notYesNo", flag);
      else values[flag] = v;
    }
    const brandCell = cells.brand;
    if (brandCell !== undefined) {
      const brand = brandCell.trim() ? findChoice(refs.brands, unguard(brandCell)) : undefined;
      if (brandCell.trim() && !brand) err("unknownChoice", "brand", brandCell.trim());
      else if (brand && !brand.mine) err("brandNotYours", "brand");
      values.brand = brand?.id ?? "";
    }
    for (const [column, field, list] of [
      ["category", "category", refs.categories],
      ["type", "type", refs.types],
      ["ingredient", "ingredient", refs.ingredients],
      ["symbol", "symbol", refs.symbols],
    ] as const) {
      const cell = cells[column];
      if (cell === undefined) continue;
      const choice = cell.trim() ? findChoice(list, unguard(cell)) : undefined;
      if (cell.trim() && !choice) err("unknownChoice", column, cell.trim());
      values[field] = choice?.id ?? "";
    }
    for (const [column, keys, words] of [
      ["metal", METALS, (l: Lang) => serverMessages[l].jewellery.metals],
      ["plating", PLATINGS, (l: Lang) => serverMessages[l].jewellery.platings],
    ] as const) {
      const cell = cells[column];
      if (cell === undefined) continue;
      const key = cell.trim()
        ? jewelleryKey<string>(keys, words as (l: Lang) => Record<string, string>, unguard(cell))
        : "";
      if (key === undefined) err("unknownChoice", column, cell.trim());
      else values[column] = key;
    }
    if (cells.stones !== undefined) {
      const ids: string[] = [];
      // A stone named without its nature keeps the one it has (natural when new).
      const natures: Record<string, string> = {};
      const had = existing?.stoneNatures ?? {};
      for (const entry of cells.stones
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter(Boolean)) {
        const found = stoneEntry(refs.stones, unguard(entry));
        if ("unknown" in found) {
          err("unknownChoice", "stones", entry);
          continue;
        }
        ids.push(found.stone.id);
        natures[found.stone.id] = found.nature ?? had[found.stone.id] ?? "natural";
      }
      values.stone = ids;
      values.stoneNatures = natures;
    }

    const parsed = schema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const column = COLUMN_OF[String(issue.path[0])] ?? "sku";
        if (wrong.has(column)) continue;
        const message = `${title(column)}: ${issue.message}`;
        if (!errors.includes(message)) errors.push(message);
      }

    // Pictures by name from the ZIP: a new product's cover and gallery; added at the end of an
    // existing one's gallery.
    const names = pictureNames(cells.pictures);
    let stored: { name: string; picture: NewPicture }[] = [];
    for (const name of names) {
      const picture = await pictures(name);
      if (picture === null) err("pictureMissing", "pictures", name);
      else if (typeof picture === "string")
        errors.push(
          fmt(t.picture, {
            column: title("pictures"),
            value: name,
            reason: dashboardMessages[lang].productForm.errors[picture],
          }),
        );
      else stored.push({ name, picture });
    }
    if (isNew && names.length < 2 && !errors.some((e) => e.startsWith(title("pictures"))))
      err("picturesNeeded", "pictures");
    if (stored.length !== names.length) stored = [];

    const base = { line, sku, name: String(values.name ?? ""), changes: [] as ImportChange[] };
    if (errors.length || !parsed.success) {
      planned.push({ ...base, sku: givenSku, status: "error", errors });
      continue;
    }
    const input = parsed.data;
    const fields = fieldsOf(input, {
      isActive: input.isActive ?? true,
      isVisible: input.isVisible ?? true,
    });
    if (isNew) {
      const [cover, ...gallery] = stored.map((s) => s.picture);
      planned.push({
        ...base,
        status: "created",
        errors: [],
        write: {
          kind: "create",
          fields,
          stones: input.stone,
          stoneNatures: linksOf(input).stoneNatures,
          cover: cover!,
          gallery,
        },
      });
      continue;
    }
    const changes: ImportChange[] = [];
    const before = { ids: existing.stones, natures: existing.stoneNatures };
    const after = { ids: input.stone, natures: linksOf(input).stoneNatures };
    for (const [column, field] of COMPARED) {
      const same =
        field === "stones"
          ? sameStones(before, after)
          : (existing[field] ?? null) === (fields[field] ?? null);
      if (!same)
        changes.push({
          column: title(column),
          before: display(column, existing, before, refs, lang),
          after: display(column, fields, after, refs, lang),
        });
    }
    const fieldsChanged = changes.length > 0;
    // The same bytes are stored once, at one address: a picture it shows already is not added again.
    const added = stored.filter(
      (s, i) =>
        !existing.pictureUrls.includes(s.picture.url) &&
        stored.findIndex((o) => o.picture.url === s.picture.url) === i,
    );
    if (added.length) {
      const had = new Set(existing.pictureUrls).size;
      changes.push({
        column: title("pictures"),
        before: String(had),
        after: `${had + added.length} (+ ${added.map((s) => s.name).join(", ")})`,
      });
    }
    planned.push({
      ...base,
      status: changes.length ? "changed" : "unchanged",
      changes,
      errors: [],
      write: changes.length
        ? {
            kind: "change",
            id: existing.id,
            fields: fieldsChanged ? fields : null,
            links: { ...existing, stones: input.stone, stoneNatures: after.natures },
            pictures: added.map((s) => s.picture),
          }
        : undefined,
    });
  }
  const count = (s: ImportRow["status"]) => planned.filter((r) => r.status === s).length;
  const reportRows: ImportRow[] = planned.map(({ write: _write, ...row }) => row);
  return {
    rows: planned,
    report: {
      rows: reportRows,
      counts: {
        rows: planned.length,
        created: count("created"),
        changed: count("changed"),
        unchanged: count("unchanged"),
        errors: count("error"),
      },
      // The language of the texts is no change: hash what would be written.
      digest: createHash("sha256")
        .update(
          JSON.stringify(
            planned.map((r) => [r.line, r.status, r.sku, r.write ?? null, r.errors.length]),
          ),
        )
        .digest("base64url"),
    },
  };
}

/** The dry run: the report, nothing written (but the pictures stored for the apply). */
export async function dryRunImport(
  db: Db,
  actor: CatalogueActor,
  rows: CsvRow[],
  pictures: PictureSource,
  lang: Lang,
): Promise<ImportReport> {
  return (await plan(db, actor, rows, pictures, lang)).report;
}

export type ApplyOutcome =
  | { ok: true; created: number; changed: number }
  | { ok: false; why: "invalid" | "changedMeanwhile" | "nothing"; report: ImportReport };

/**
 * The apply: the plan is made again inside the transaction that writes it; rows with mistakes, or
 * a plan other than the dry run's (`digest`), write nothing and answer the new report.
 */
export async function applyImport(
  db: Db,
  actor: CatalogueActor,
  rows: CsvRow[],
  pictures: PictureSource,
  lang: Lang,
  digest: string | null,
): Promise<ApplyOutcome> {
  class Refusal extends Error {
    constructor(readonly outcome: ApplyOutcome) {
      super("import refused");
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const { rows: planned, report } = await plan(tx, actor, rows, pictures, lang);
      if (report.counts.errors) return { ok: false, why: "invalid", report } as const;
      if (digest !== null && digest !== report.digest)
        return { ok: false, why: "changedMeanwhile", report } as const;
      if (!report.counts.created && !report.counts.changed)
        return { ok: false, why: "nothing", report } as const;
      for (const row of planned) {
        if (row.write?.kind === "create") {
          const { fields, stones, stoneNatures, cover, gallery } = row.write;
          const added = await insertProduct(tx, actor, fields, {
            stones,
            stoneNatures,
            children: [],
            combination: [],
          });
          if (!added) throw new Refusal({ ok: false, why: "changedMeanwhile", report });
          await attachFirstPictures(tx, added.id, cover, gallery);
        } else if (row.write?.kind === "change") {
          const { id, fields, links, pictures: added } = row.write;
          if (fields) {
            const written = await updateProduct(tx, actor, id, fields, {
              stones: links.stones,
              stoneNatures: links.stoneNatures,
              children: links.children,
              combination: links.combination,
            });
            if (!written) throw new Refusal({ ok: false, why: "changedMeanwhile", report });
          }
          if (added.length) await appendPictures(tx, id, added);
        }
      }
      return { ok: true, created: report.counts.created, changed: report.counts.changed } as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    // Another writer took an SKU between the plan and the insert: all rolled back; say so.
    if (isSkuTaken(error))
      return {
        ok: false,
        why: "changedMeanwhile",
        report: await dryRunImport(db, actor, rows, pictures, lang),
      };
    throw error;
  }
}
