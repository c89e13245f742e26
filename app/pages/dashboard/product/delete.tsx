import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CatalogueError } from "~/components/dashboard/catalogue-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink } from "~/components/i18n";
import { deleteProductsOf } from "~/features/catalogue/products.server";
import { backToProducts } from "./product-list-page.server";
import { requireCatalogueActor } from "~/http/catalogue-actor.server";
import { forbidden } from "~/http/page-responses.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { tickedIds } from "~/lib/product-bulk";
import { requestLang } from "~/lib/request";
import { parseStaffProductQuery, staffProductSearch } from "~/lib/staff-product-query";
import { dashboardMessages } from "~/locales/dashboard";
import { anyOutsideScope, staffProductsByIds } from "~/models/staff-product.server";

/** The list's query string as posted, written again so that it is only ever one of the list's. */
function listQuery(back: string | null) {
  return staffProductSearch(parseStaffProductQuery(new URLSearchParams(back ?? "")));
}

/** GET ?ids=…&back=…: the ticked products, named, before anything is deleted. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireCatalogueActor(context);
  const params = new URL(request.url).searchParams;
  const ids = tickedIds(params.getAll("ids"));
  const { db } = context;
  if (await anyOutsideScope(db, actor, ids)) throw forbidden();
  return {
    products: await staffProductsByIds(db, actor, ids),
    back: listQuery(params.get("back")),
  };
}

/** The confirmation: deletes (or archives) the ticked products, back to the list. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireCatalogueActor(context);
  const form = await request.formData();
  const ids = tickedIds(form.getAll("ids"));
  const back = String(form.get("back") ?? "");
  const lang = requestLang(request);
  if (!ids.length) return backToProducts(lang, back, "productsNone");
  const outcome = await deleteProductsOf(context.db, actor, ids);
  if (!outcome.ok && outcome.refused === "forbidden") throw forbidden();
  const archived = outcome.ok ? (outcome.archived ?? 0) : 0;
  const n = outcome.ok ? outcome.changed.length - archived : 0;
  return archived
    ? backToProducts(lang, back, "productsDeletedArchived", { n, archived })
    : backToProducts(lang, back, "productsDeleted", { n });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].products.deleteTitle);

export default function DeleteProducts() {
  const t = useDashboardT().products;
  const { products, back } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.deleteTitle}</h1>
      </div>
      {products.length === 0 ? (
        <p className="empty">{t.deleteNothing}</p>
      ) : (
        <Form method="post" className="product-delete">
          <p>{t.deleteLead}</p>
          <ul className="product-delete-list">
            {products.map((p) => (
              <li key={p.id}>
                <input type="hidden" name="ids" value={p.id} />
                <span className="sku">{p.sku}</span> {p.name}
              </li>
            ))}
          </ul>
          <p className="hint">{t.deleteNote}</p>
          <input type="hidden" name="back" value={back} />
          <div className="form-actions">
            <button type="submit" className="button danger">
              {t.deleteConfirm}
            </button>
            <LocalLink to={`/dashboard/product${back}`}>{t.deleteCancel}</LocalLink>
          </div>
        </Form>
      )}
      {products.length === 0 ? (
        <LocalLink to={`/dashboard/product${back}`}>{t.deleteCancel}</LocalLink>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <CatalogueError />;
}
