import type { Db } from "../../../db/client.server";
import { fmt, type Lang } from "~/lib/i18n";
import { dateTimeText } from "~/lib/order-date";
import { serverMessages } from "~/locales/server";
import {
  orderCurrencies,
  picturesAsRecorded,
  type HistorySubject,
  type PictureRow,
  type StaffChange,
} from "~/models/staff-change.server";
import type { PublicUser } from "~/models/user.server";
import { changesFor, isRevertible, UNSHOWN } from "./history.server";
import { pointedAt, recordNames } from "~/models/record-names.server";
import {
  currencyOf,
  readableValue,
  thumbnailOf,
  type ShownCell,
  type ShownPicture,
  type ValueContext,
} from "./readable-value.server";

/**
 * A subject's history as people read it (issue [16] point 3), for /dashboard/history: each
 * column by its form's label, a product's picture as one picture, a stone or a related product
 * added or removed as a sentence, records by their names. /api/history keeps answering the
 * stored values (history.server.ts).
 */

export interface ReadableField {
  label: string;
  before: ShownCell;
  after: ShownCell;
}

export interface ReadableChange {
  id: number;
  at: string;
  atText: string;
  writerEmail: string;
  action: StaffChange["action"];
  batchId: string | null;
  reverts: number | null;
  revertedBy: number | null;
  revertible: boolean;
  /** A sentence for the whole change: "Doğal taş: Ametist eklendi". */
  summary: string | null;
  /** The product's picture the change is about, with what it is and where. */
  picture: (ShownPicture & { caption: string }) | null;
  fields: ReadableField[];
}

/** Tables linking a product to another record: a row is a link made or undone. */
const LINKS: Record<string, string> = {
  product_stones: "stone_id",
  product_children: "child_id",
  product_combinations: "combo_id",
};

/** The column naming the subject a row belongs to: the page is that subject's already. */
const OWNER: Record<string, string> = {
  product_images: "product_id",
  product_stones: "product_id",
  product_children: "product_id",
  product_combinations: "product_id",
  order_items: "order_id",
  refunds: "order_id",
};

/** Never shown: derived, or a secret of the buyer's. */
const HIDDEN = new Set([...UNSHOWN, "id", "buyer_search_text", "guest_access_token"]);

/** A column the page leaves out: the row's own id, its owner's, what is derived or secret. */
export const hidden = (table: string, column: string) =>
  HIDDEN.has(column) || OWNER[table] === column;

export async function readableHistoryFor(
  db: Db,
  user: PublicUser,
  subject: HistorySubject,
  subjectId: string,
  before: number | null,
  lang: Lang,
  since: number | null = null,
): Promise<ReadableChange[] | "forbidden"> {
  const changes = await changesFor(db, user, subject, subjectId, before, since);
  if (changes === "forbidden") return changes;
  return readableChanges(db, changes, lang, () => (subject === "order" ? subjectId : null));
}

/**
 * Changes as people read them, each of whatever record: the names of the records they point at,
 * the pictures they are about and their orders' currencies read once for all of them.
 */
export async function readableChanges(
  db: Db,
  changes: StaffChange[],
  lang: Lang,
  orderOf: (change: StaffChange) => string | null,
): Promise<ReadableChange[]> {
  const wanted = new Map<string, Set<string>>();
  for (const c of changes)
    for (const row of [c.before, c.after])
      for (const [column, value] of Object.entries(row ?? {}))
        if (!hidden(c.tableName, column)) pointedAt(wanted, column, value);
  const orders = changes.map(orderOf).filter((id): id is string => id !== null);
  const [names, pictures, currencies] = await Promise.all([
    recordNames(db, wanted, lang),
    picturesAsRecorded(
      db,
      changes.filter((c) => c.tableName === "product_images").map((c) => c.rowId),
    ),
    orderCurrencies(db, orders),
  ]);
  return changes.map((c) => {
    const order = orderOf(c);
    const currency = currencyOf((order && currencies.get(order)) ?? "TRY");
    return readable(c, { lang, names, currency }, pictures);
  });
}

function readable(
  c: StaffChange,
  ctx: ValueContext,
  pictures: Map<string, PictureRow>,
): ReadableChange {
  const t = serverMessages[ctx.lang].history;
  const labels: Record<string, string> = t.fields;
  const row = { ...c.before, ...c.after };
  const columns = Object.keys(c.after ?? c.before ?? {}).filter((k) => !hidden(c.tableName, k));
  const cell = (column: string, value: unknown) => readableValue(c.tableName, column, value, ctx);
  let summary: string | null = null;
  let picture: ReadableChange["picture"] = null;
  let shown = columns;

  const link = LINKS[c.tableName];
  if (link) {
    const said = { insert: t.linkAdded, delete: t.linkRemoved, update: t.linkChanged };
    // A stone says its nature unless natural (as every stone was before natures): a nature changed
    // reads as the stone removed as one and added as the other.
    const nature =
      c.tableName === "product_stones" && c.action !== "update" && row.nature !== "natural"
        ? row.nature
        : null;
    const name = cell(link, row[link]).text;
    summary = fmt(said[c.action], {
      what: labels[link]!,
      name: nature ? `${name} (${cell("nature", nature).text})` : name,
    });
    // A link changed (a stone's nature) says what of it changed; one made or undone is itself.
    shown = c.action === "update" ? columns.filter((k) => k !== link) : [];
  } else if (c.tableName === "product_images") {
    const known = { ...pictures.get(c.rowId), ...c.before, ...c.after } as Partial<PictureRow>;
    const kind = known.is_cover ? t.pictures.cover : t.pictures.gallery;
    const verb = {
      insert: t.pictures.added,
      delete: t.pictures.removed,
      update: t.pictures.changed,
    };
    summary = fmt(verb[c.action], { what: kind });
    const alt = (ctx.lang === "en" ? known.alt_en || known.alt : known.alt) ?? "";
    const place = known.is_cover ? "" : fmt(t.pictures.place, { n: (known.position ?? 0) + 1 });
    if (known.url)
      picture = {
        src: thumbnailOf(known.url),
        alt: alt || kind,
        caption: [place, alt].filter(Boolean).join(" · "),
      };
    // A picture made or removed is the picture; a change says what changed of it.
    shown = c.action === "update" ? columns.filter((k) => k !== "url" || !picture) : [];
  }

  return {
    id: c.id,
    at: c.at.toISOString(),
    atText: dateTimeText(c.at, ctx.lang),
    writerEmail: c.writerEmail,
    action: c.action,
    batchId: c.batchId,
    reverts: c.reverts,
    revertedBy: c.revertedBy,
    revertible: isRevertible(c),
    summary,
    picture,
    fields: shown.map((column) => ({
      label: labels[`${c.tableName}.${column}`] ?? labels[column] ?? t.otherField,
      before: cell(column, c.before?.[column]),
      after: cell(column, c.after?.[column]),
    })),
  };
}
