import { FilterActions } from "~/components/dashboard/filter-actions";
import { Form } from "@remix-run/react";
import { useLang } from "~/components/i18n";
import type { StaffOption } from "~/models/staff-product.server";
import type { StaffProductQuery } from "~/lib/staff-product-query";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";

type Options = {
  brands: StaffOption[];
  categories: StaffOption[];
  types: StaffOption[];
  stones: StaffOption[];
};

/**
 * The list's search, filters and sort: a GET form, so the state is the URL (bookmarkable, and
 * the same without JavaScript). Applying it starts again at page 1. Each field is named by its
 * label's words alone (aria-labelledby): a label wrapped around a select or an input also lends
 * the field its current value as part of its name ('Marka Hepsi').
 */
export function ProductFilters({ query, options }: { query: StaffProductQuery; options: Options }) {
  const t = useDashboardT().products;
  const tt = useDashboardT().translations;
  const lang = useLang();
  const label = (o: StaffOption) => (lang === "en" && o.nameEn) || o.name;
  const choice = (name: keyof Options, key: "brand" | "category" | "type" | "stone") => (
    <label className="product-filter">
      <span id={`product-filter-${key}`}>{t[key]}</span>
      <select name={key} defaultValue={query[key] ?? ""} aria-labelledby={`product-filter-${key}`}>
        <option value="">{t.any}</option>
        {options[name].map((o) => (
          <option key={o.id} value={o.id}>
            {label(o)}
          </option>
        ))}
      </select>
    </label>
  );
  const flag = (key: "active" | "visible") => (
    <label className="product-filter">
      <span id={`product-filter-${key}`}>{t[key]}</span>
      <select
        name={key}
        defaultValue={query[key] === null ? "" : query[key] ? "yes" : "no"}
        aria-labelledby={`product-filter-${key}`}
      >
        <option value="">{t.any}</option>
        <option value="yes">{t.yes}</option>
        <option value="no">{t.no}</option>
      </select>
    </label>
  );
  return (
    <Form method="get" className="product-filters" role="search" aria-label={t.filtersLabel}>
      <label className="product-search">
        <span id="product-search-label">{t.searchLabel}</span>
        <input
          aria-labelledby="product-search-label"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder={t.searchPlaceholder}
          aria-describedby="product-search-hint"
          maxLength={100}
        />
        <small id="product-search-hint">{t.searchHint}</small>
      </label>
      {choice("brands", "brand")}
      {choice("categories", "category")}
      {choice("types", "type")}
      {choice("stones", "stone")}
      {flag("active")}
      {flag("visible")}
      <label className="product-filter">
        <span id="product-filter-stock">{t.stock}</span>
        <select
          name="stock"
          defaultValue={query.stock ?? ""}
          aria-labelledby="product-filter-stock"
        >
          <option value="">{t.any}</option>
          <option value="soldOut">{t.soldOut}</option>
          <option value="low">{t.lowStock}</option>
        </select>
      </label>
      <label className="product-filter">
        <span id="product-filter-missing">{tt.filterLabel}</span>
        <select
          name="missing"
          defaultValue={query.missing ?? ""}
          aria-labelledby="product-filter-missing"
        >
          <option value="">{tt.all}</option>
          <option value="en">{tt.missingEn}</option>
          <option value="tr">{tt.missingTr}</option>
        </select>
      </label>
      <label className="product-filter">
        <span id="product-filter-sort">{t.sort}</span>
        <select name="sort" defaultValue={query.sort} aria-labelledby="product-filter-sort">
          <option value="sku">{t.sortSku}</option>
          <option value="name">{t.sortName}</option>
          <option value="price">{t.sortPrice}</option>
          <option value="price-desc">{t.sortPriceDesc}</option>
          <option value="stock">{t.sortStock}</option>
        </select>
      </label>
      <FilterActions path="/dashboard/product" label={t} />
    </Form>
  );
}
