import type { Db } from "../../../../db/client.server";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden } from "~/http/page-responses.server";
import {
  bulkOutcome,
  parseBulkChange,
  type BulkChange,
  type BulkKind,
} from "~/schemas/bulk-change";
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
  const options = await staffFilterOptions(db, actor);
  const label = (o: { name: string; nameEn: string | null }) =>
    lang === "en" && o.nameEn ? o.nameEn : o.name;
  const choices = {
    category: options.categories.map((o) => ({ value: o.id, label: label(o) })),
    type: options.types.map((o) => ({ value: o.id, label: label(o) })),
    brand: options.brands.map((o) => ({ value: o.id, label: o.name })),
  };
  const names = new Map(
    [...choices.category, ...choices.type, ...choices.brand].map((c) => [c.value, c.label]),
  );
  const selection = selectionOf(url);
  const targets = batch ? [] : await bulkTargets(db, actor, selection);
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
        ? { id: batch, ...(await batchSummary(db, batch, await scopeBrandIds(db, actor))) }
        : null,
  };
}

export async function bulkLoader(args: LoaderFunctionArgs) {
  const actor = await actorOf(args.context);
  const { names: _names, ...page } = await pageData(args.context.db, args, actor);
  return { ...page, preview: null, values: null, error: null, undoRefused: null };
}

type PreviewRow = {
  id: string;
  name: string;
  sku: string;
  before: string;
  after: string;
  error: string | null;
};

function previewOf(rows: BulkOutcomeRow[], names: Map<string, string>, lang: "tr" | "en") {
  const t = serverMessages[lang].bulk;
  return rows.slice(0, BULK_MAX).map((r): PreviewRow => ({
    id: r.id,
    name: r.name,
    sku: r.sku,
    before: shownValue(r.before, lang, names),
    after: shownValue(r.after, lang, names),
    error: r.error ? t[r.error] : null,
  }));
}

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
      preview: PreviewRow[];
      values: Record<string, string>;
      error: string;
      undoRefused: string;
    }>,
    status = 200,
  ) =>
    data(
      { ...page, preview: null, values: null, error: null, undoRefused: null, ...extra },
      { status },
    );

  if (intent === "undo") {
    const batch = String(form.get("batch") ?? "");
    if (!isUuid(batch)) throw badRequest();
    const scope = await scopeBrandIds(db, actor);
    const summary = await batchSummary(db, batch, scope);
    if (!summary || summary.undoneBy) return answer({ error: t.undoMissing }, 404);
    const changed = await undoBatch(db, batch, scope);
    if (changed.length)
      return answer({ undoRefused: t.undoRefused.replace("{names}", changed.join(", ")) }, 409);
    return redirect(`${url.pathname}?batch=${batch}`, 303);
  }

  const values = {
    kind: String(form.get("kind") ?? ""),
    value: String(form.get("value") ?? "").slice(0, 50),
    choice: String(form.get("choice") ?? ""),
  };
  const change: BulkChange = parseBulkChange(values.kind, values.value, values.choice);
  if ("error" in change) return answer({ values, error: t[change.error] }, 400);
  if (!(await choiceAllowed(db, actor, change))) return answer({ values, error: t.badChoice }, 400);
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
        { values, preview: previewOf(rows, names, lang), error: refused ? t.cannotApply : t.none },
        refused ? 409 : 400,
      );
    }
    return redirect(`${url.pathname}?batch=${batchId}`, 303);
  }
  if (intent !== "preview") throw badRequest();
  const { rows } = await previewRows(db, actor, selection, kinded);
  return answer({ values, preview: previewOf(rows, names, lang) });
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
