import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useT, FieldText, LangText } from "~/components/i18n";
import type { LocalizedText } from "~/lib/localized-text";
import { fmt } from "~/lib/i18n";
import type { ProductCard } from "~/models/product.server";
import type { FilterGroups, TaxonomyGroup } from "~/models/taxonomy.server";
import { Pagination } from "~/components/ui/pagination";
import { ProductGrid } from "./product-card";

export interface ShopViewData {
  products: ProductCard[];
  total: number;
  page: number;
  pages: number;
  groups: FilterGroups;
}

const GROUP_LABEL: Record<
  TaxonomyGroup,
  "filterCategories" | "filterTypes" | "filterStones" | "filterIngredients" | "filterSymbols"
> = {
  categories: "filterCategories",
  types: "filterTypes",
  stones: "filterStones",
  ingredients: "filterIngredients",
  symbols: "filterSymbols",
};

export function ShopView({
  title,
  data,
  emptyText,
  intro,
  hideGroups = [],
}: {
  /** A record's name (a category's) comes with its language: `lang="tr"` on an English page. */
  title: string | LocalizedText;
  data: ShopViewData;
  emptyText?: string;
  intro?: React.ReactNode;
  hideGroups?: TaxonomyGroup[];
}) {
  const t = useT().catalog;
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const params = new URLSearchParams(search);
  const q = params.get("q") ?? "";
  const groups = (Object.keys(GROUP_LABEL) as TaxonomyGroup[]).filter(
    (g) => !hideGroups.includes(g) && data.groups[g].length,
  );
  const chosen = groups.reduce((n, g) => n + params.getAll(g).length, 0);

  return (
    <main id="main" className="container shop">
      {typeof title === "string" ? <h1>{title}</h1> : <LangText as="h1" text={title} />}
      {intro}
      {q && q.trim().length < 4 ? <p className="hint">{t.searchTooShort}</p> : null}
      {q && q.trim().length >= 4 ? <p className="hint">{fmt(t.searchResults, { q })}</p> : null}
      <div className="shop-layout">
        {/* Closed: on a phone the products come first, the filters open from this one control
            (without JavaScript too). Beside the grid on a wide screen the stylesheet shows them
            open. */}
        <details className="filters">
          <summary>{chosen ? `${t.filters} (${chosen})` : t.filters}</summary>
          <Form
            method="get"
            action={pathname}
            // With JavaScript a change filters at once; without it the button submits.
            onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
          >
            {q ? <input type="hidden" name="q" value={q} /> : null}
            {params.get("cat") ? (
              <input type="hidden" name="cat" value={params.get("cat")!} />
            ) : null}
            {params.get("teachers") ? (
              <input type="hidden" name="teachers" value={params.get("teachers")!} />
            ) : null}
            {groups.map((g) => (
              <fieldset key={g}>
                <legend>{t[GROUP_LABEL[g]]}</legend>
                {data.groups[g].map((item) => (
                  <label key={item.id} className="check">
                    <input
                      type="checkbox"
                      name={g}
                      value={item.slug}
                      defaultChecked={params.getAll(g).includes(item.slug)}
                    />{" "}
                    <FieldText row={item} field="name" />
                  </label>
                ))}
              </fieldset>
            ))}
            <div className="filter-actions">
              <button type="submit" className="button">
                {t.applyFilters}
              </button>
              <a href={pathname} className="button secondary">
                {t.clearFilters}
              </a>
            </div>
          </Form>
        </details>
        <section aria-labelledby="shop-results">
          {/* The cards' h3 titles sit under this h2, not straight under the page's h1. */}
          <h2 id="shop-results" className="visually-hidden">
            {t.productsHeading}
          </h2>
          <p className="result-count" role="status">
            {fmt(t.resultCount, { count: data.total })}
          </p>
          {data.products.length ? (
            <ProductGrid products={data.products} />
          ) : (
            <p className="empty">{emptyText ?? t.noProducts}</p>
          )}
          <Pagination page={data.page} pages={data.pages} />
        </section>
      </div>
    </main>
  );
}
