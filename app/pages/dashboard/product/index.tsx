import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { CatalogueError } from "~/components/dashboard/catalogue-error";
import { ProductFilters } from "./product-filters";
import { ProductTable } from "./product-table";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink } from "~/components/i18n";
import {
  setProductsActive,
  setProductsVisible,
  staffProductList,
  type StatusOutcome,
} from "~/features/catalogue/products.server";
import { backToProducts } from "./product-list-page.server";
import { requireCatalogueActor } from "~/http/catalogue-actor.server";
import { badRequest, forbidden } from "~/http/page-responses.server";
import { fmt, localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { BULK_INTENTS, tickedIds, type BulkIntent } from "~/lib/product-bulk";
import { requestLang } from "~/lib/request";
import { parseStaffProductQuery, staffProductSearch } from "~/lib/staff-product-query";
import { dashboardMessages } from "~/locales/dashboard";
import { staffFilterOptions } from "~/models/staff-product.server";
import { bulkUndoOffers } from "~/features/catalogue/bulk-undo-offers.server";
import { BulkUndoOffers } from "~/components/dashboard/bulk-undo-offers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireCatalogueActor(context);
  const params = new URL(request.url).searchParams;
  const query = parseStaffProductQuery(params);
  const [page, options, undo] = await Promise.all([
    staffProductList(context.db, actor, query),
    staffFilterOptions(context.db, actor),
    // The newest bulk change, while it can still be undone (issue [17] point 5).
    bulkUndoOffers(context.db, actor, requestLang(request), 1),
  ]);
  return { page, options, undo, query: { ...query, page: page.page } };
}

/** The bulk form: the ticked `ids` and the pressed button's `intent`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireCatalogueActor(context);
  const lang = requestLang(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!BULK_INTENTS.includes(intent as BulkIntent)) throw badRequest();
  const back = String(form.get("back") ?? "");
  const ids = tickedIds(form.getAll("ids"));
  if (!ids.length) return backToProducts(lang, back, "productsNone");
  if (intent === "delete") {
    // Deleting asks first, on its own page (DESIGN.md §9).
    const params = new URLSearchParams(ids.map((id) => ["ids", id]));
    params.set("back", back);
    return redirect(`${localePath(lang, "/dashboard/product/delete")}?${params}`, 303);
  }
  const outcome: StatusOutcome =
    intent === "activate" || intent === "deactivate"
      ? await setProductsActive(context.db, actor, ids, intent === "activate")
      : await setProductsVisible(context.db, actor, ids, intent === "show");
  if (!outcome.ok && outcome.refused === "forbidden") throw forbidden();
  const said = (
    {
      activate: "productsActivated",
      deactivate: "productsDeactivated",
      show: "productsShown",
      hide: "productsHidden",
    } as const
  )[intent as Exclude<BulkIntent, "delete">];
  return backToProducts(lang, back, said, { n: outcome.ok ? outcome.changed.length : 0 });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].products.title);

export default function ProductList() {
  const { products: t, productExport: e, productImport: i } = useDashboardT();
  const { page, options, undo, query } = useLoaderData<typeof loader>();
  // A new table after each navigation: the ticks of a finished bulk action are not left for the
  // next button, as a page drawn afresh without JavaScript has none.
  const { key } = useLocation();
  const back = staffProductSearch(query);
  const pageLink = (n: number) => `/dashboard/product${staffProductSearch(query, { page: n })}`;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <p className="product-count">
          {fmt(page.more ? t.countMore : t.count, { count: page.total })}
        </p>
        <LocalLink to="/dashboard/product/add" className="button">
          {t.add}
        </LocalLink>
      </div>
      {/* Drawn afresh for each list state: its fields keep no words of a search cleared by a link. */}
      <ProductFilters key={back} query={query} options={options} />
      <p className="product-export">
        {/* A download, not a page: the client router must not take it. */}
        <LocalLink to={`/dashboard/product/export${back}`} reloadDocument title={e.linkHint}>
          {e.link}
        </LocalLink>{" "}
        <LocalLink to={`/dashboard/product/bulk${back ? `${back}&all=1` : "?all=1"}`}>
          {e.bulkAll}
        </LocalLink>
        {" · "}
        <LocalLink to="/dashboard/product/import">{i.link}</LocalLink>
      </p>
      <BulkUndoOffers offers={undo} back="/dashboard/product" />
      {page.products.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ProductTable key={key} rows={page.products} back={back} />
      )}
      {page.pages > 1 || page.more ? (
        <nav className="pager" aria-label={t.pages}>
          {page.page > 1 ? (
            <LocalLink to={pageLink(page.page - 1)} rel="prev">
              {t.previous}
            </LocalLink>
          ) : null}
          <span aria-current="page">
            {fmt(page.more ? t.pageMore : t.page, { page: page.page, pages: page.pages })}
          </span>
          {page.page < page.pages || page.more ? (
            <LocalLink to={pageLink(page.page + 1)} rel="next">
              {t.next}
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <CatalogueError />;
}
