import type { BulkPreviewRow } from "./bulk-form";
import type { Db } from "../../../../db/client.server";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithToast } from "~/http/toast.server";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden } from "~/http/page-responses.server";
import {
  bulkOutcome,
  bulkPrices,
  BULK_COLUMN,
  parseBulkChange,
  type BulkChange,
  type BulkError,
  type BulkKind,
} from "~/schemas/bulk-change";
import { formatMoney } from "~/lib/money";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import { batchChangedSince, productCounts } from "~/models/bulk-undo.server";
import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import { tickedIds } from "~/lib/product-bulk";
import { requestLang } from "~/lib/request";
import { parseStaffProductQuery, staffProductSearch } from "~/lib/staff-product-query";
import { serverMessages } from "~/locales/server";
import {
  BULK_MAX,
  applyBulk,
  batchSummary,
  bulkTargets,
  choiceAllowed,
  undoBatch,
  type BulkOutcomeRow,
  type BulkSelection,
} from "~/models/bulk-change.server";
import { scopeBrandIds } from "~/models/catalogue-scope.server";
import { shownValue } from "~/features/history/history.server";
import { staffFilterOptions } from "~/models/staff-product.server";
import { isUuid } from "~/lib/uuid";

/**
 * /dashboard/product/bulk (issue [10] point 1): the ticked products (`ids`) or the list's current
 * filter (`all=1` with the list's query) get one change, previewed first (every product before
 * and after), applied in one transaction, and undone as a whole while nothing changed since.
 * Plain forms: the selection rides in the page's address, the change in the posted fields.
 */
type Args = LoaderFunctionArgs | ActionFunctionArgs;

async function actorOf(context: AppLoadContext): Promise<CatalogueActor> {
  const actor = catalogueActor(await requireUser(context));
  if (!actor) throw forbidden();
  return actor;
}

function selectionOf(url: URL): BulkSelection {
  if (url.searchParams.get("all") === "1")
    return { query: parseStaffProductQuery(url.searchParams) };
  return { ids: tickedIds(url.searchParams.getAll("ids")) };
}

async function pageData(db: Db, { request }: Args, actor: CatalogueActor) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const batch = url.searchParams.get("batch");
  const t = serverMessages[lang].bulk;
  const scope = await scopeBrandIds(db, actor);
  const [options, counts] = await Promise.all([
    staffFilterOptions(db, actor),
    productCounts(db, scope),
  ]);
  const label = (o: { name: string; nameEn: string | null }) =>
    lang === "en" && o.nameEn ? o.nameEn : o.name;
  // Each list its own, every entry with how many of the actor's products it has.
  const listOf = (
    group: keyof typeof counts,
    rows: { id: string; name: string; nameEn: string | null }[],
  ) =>
    rows.map((o) => ({
      value: o.id,
      name: label(o),
      label: fmt(t.choiceOption, { name: label(o), count: counts[group].get(o.id) ?? 0 }),
    }));
  const choices = {
    category: listOf("category", options.categories),
    type: listOf("type", options.types),
    brand: listOf("brand", options.brands),
  };
  const names = new Map(
    [...choices.category, ...choices.type, ...choices.brand].map((c) => [c.value, c.name]),
  );
  const selection = selectionOf(url);
  const targets = batch ? [] : await bulkTargets(db, actor, selection);
  const summary = batch && isUuid(batch) ? await batchSummary(db, batch, scope) : null;
  return {
    t: serverMessages[lang].bulk,
    listPath:
      "query" in selection
        ? `/dashboard/product${staffProductSearch(selection.query)}`
        : "/dashboard/product",
    byFilter: "query" in selection,
    count: Math.min(targets.length, BULK_MAX),
    tooMany: targets.length > BULK_MAX,
    max: BULK_MAX,
    choices,
    names,
    batch:
      batch && isUuid(batch)
        ? {
            id: batch,
            ...summary,
            // Offered while nothing it wrote changed since; else which products did.
            changedSince:
              summary && !summary.undoneBy ? await batchChangedSince(db, batch, scope) : [],
          }
        : null,
  };
}

export async function bulkLoader(args: LoaderFunctionArgs) {
  const actor = await actorOf(args.context);
  const { names: _names, ...page } = await pageData(args.context.db, args, actor);
  return { ...page, ...NOTHING_ASKED };
}

/** A page not answering a post: no preview, no values typed, no message. */
const NOTHING_ASKED = {
  preview: null,
  values: null,
  error: null,
  errors: null,
  undoRefused: null,
};

function previewOf(
  rows: BulkOutcomeRow[],
  change: Extract<BulkChange, { kind: BulkKind }>,
  names: Map<string, string>,
  lang: Lang,
) {
  const t = serverMessages[lang].bulk;
  const money = (n: number | null) => (n === null ? t.noDiscount : formatMoney(n, "try", lang));
  const fromTo = <V>(pair: { before: V; after: V }, show: (v: V) => string) =>
    pair.before === pair.after
      ? `${show(pair.before)} (${t.unchanged})`
      : fmt(t.fromTo, { before: show(pair.before), after: show(pair.after) });
  const column = BULK_COLUMN[change.kind];
  const priced = column === "price" || column === "discount_price";
  return rows.slice(0, BULK_MAX).map((r): BulkPreviewRow => {
    const prices = bulkPrices(r, change, r.after);
    return {
      id: r.id,
      name: r.name,
      sku: r.sku,
      price: fromTo(prices.price, money),
      discount: fromTo(prices.discount, money),
      field: priced
        ? null
        : fromTo({ before: r.before, after: r.after }, (v) => shownValue(v, lang, names)),
      changes: JSON.stringify(r.before) !== JSON.stringify(r.after),
      error: r.error ? t[r.error] : null,
    };
  });
}

/** Which field a refused value is said under: the typed value, or the chosen list entry. */
const ERROR_FIELD: Record<BulkError, "value" | "choice"> = {
  badValue: "value",
  badPercent: "value",
  negative: "value",
  belowOne: "value",
  badChoice: "choice",
};

/** Where an undo offered on another page goes back to (only these two). */
const UNDO_BACK = ["/dashboard/product", "/dashboard/activity"];

export async function bulkAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const { db } = context;
  const actor = await actorOf(context);
  const lang = requestLang(request);
  const t = serverMessages[lang].bulk;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const url = new URL(request.url);
  const { names, ...page } = await pageData(db, args, actor);
  const answer = (
    extra: Partial<{
      preview: BulkPreviewRow[];
      values: Record<string, string>;
      error: string;
      errors: Partial<Record<"value" | "choice", string>>;
      undoRefused: string;
    }>,
    status = 200,
  ) => data({ ...page, ...NOTHING_ASKED, ...extra }, { status });

  if (intent === "undo") {
    const batch = String(form.get("batch") ?? "");
    if (!isUuid(batch)) throw badRequest();
    const scope = await scopeBrandIds(db, actor);
    const summary = await batchSummary(db, batch, scope);
    if (!summary || summary.undoneBy) return answer({ error: t.undoMissing }, 404);
    const changed = await undoBatch(db, batch, scope);
    if (changed.length)
      return answer({ undoRefused: t.undoRefused.replace("{names}", changed.join(", ")) }, 409);
    // Offered on the product list or the activity: back there, saying so.
    const back = String(form.get("back") ?? "");
    if (UNDO_BACK.includes(back))
      return redirectWithToast(localePath(lang, back), "bulkUndone", { status: 303 });
    return redirect(`${url.pathname}?batch=${batch}`, 303);
  }

  const kind = String(form.get("kind") ?? "");
  const values = {
    kind,
    value: String(form.get("value") ?? "").slice(0, 50),
    // Each list posts its own field; the one of the chosen change is read.
    category: String(form.get("category") ?? ""),
    type: String(form.get("type") ?? ""),
    brand: String(form.get("brand") ?? ""),
  };
  const chosen = kind === "category" || kind === "type" || kind === "brand" ? values[kind] : "";
  const change: BulkChange = parseBulkChange(kind, values.value, chosen);
  if ("error" in change)
    return answer({ values, errors: { [ERROR_FIELD[change.error]]: t[change.error] } }, 400);
  if (!(await choiceAllowed(db, actor, change)))
    return answer({ values, errors: { choice: t.badChoice } }, 400);
  if (page.count === 0) return answer({ values, error: t.none }, 400);
  if (page.tooMany)
    return answer({ values, error: t.tooMany.replace("{max}", String(BULK_MAX)) }, 400);
  const selection = selectionOf(url);
  const kinded = change as Extract<BulkChange, { kind: BulkKind }>;

  if (intent === "apply") {
    const { batchId, rows } = await applyBulk(db, actor, selection, kinded);
    if (!batchId) {
      const refused = rows.some((r) => r.error) || rows.length > BULK_MAX;
      return answer(
        {
          values,
          preview: previewOf(rows, kinded, names, lang),
          error: refused ? t.cannotApply : t.none,
        },
        refused ? 409 : 400,
      );
    }
    return redirect(`${url.pathname}?batch=${batchId}`, 303);
  }
  if (intent !== "preview") throw badRequest();
  const { rows } = await previewRows(db, actor, selection, kinded);
  return answer({ values, preview: previewOf(rows, kinded, names, lang) });
}

/** The preview: what apply would write, computed the same way, written nowhere. */
async function previewRows(
  db: Db,
  actor: CatalogueActor,
  selection: BulkSelection,
  change: Extract<BulkChange, { kind: BulkKind }>,
) {
  const rows = await bulkTargets(db, actor, selection);
  return { rows: rows.map((r) => ({ ...r, ...bulkOutcome(r, change) })) };
}
