import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type {
  brandAddLoader,
  brandEditLoader,
  brandListLoader,
  entryAddLoader,
  entryDeleteLoader,
  entryEditLoader,
  entryListLoader,
} from "./catalogue-pages.server";
import { LocalLink } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { TAXONOMY_RESOURCES, type TaxonomyResource } from "~/lib/taxonomy-resources";
import type { SubmissionResult } from "@conform-to/react";
import type { FormVersion, StaleNotice } from "~/lib/record-version";
import type { CatalogueFormValues } from "~/components/dashboard/catalogue-form";
import type { MissingLang } from "~/lib/missing-text";
import { CatalogueForm } from "~/components/dashboard/catalogue-form";
import { MissingFilter } from "~/components/dashboard/missing-filter";
import type { ProductChoice } from "~/components/dashboard/product-picker";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";

/**
 * The pages of the reference lists and brands (their loaders: catalogue-pages.server.ts). Each
 * route file renders one of these for its resource.
 */
type Loaded<F extends (...args: never[]) => unknown> = (args: LoaderFunctionArgs) => ReturnType<F>;

function useEntryTexts(resource: TaxonomyResource) {
  const t = useDashboardT().catalogue;
  return { t, texts: t.taxonomy[TAXONOMY_RESOURCES[resource]] };
}

function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useDashboardT().catalogue.form;
  return (
    <span className={`state-tag${isActive ? "" : " is-off"}`}>
      {isActive ? t.active : t.inactive}
    </span>
  );
}

function CatalogueList({
  title,
  empty,
  addTo,
  items,
  editTo,
  extra,
  missing,
}: {
  title: string;
  empty: string;
  /** The list's "missing" filter: its links, and an empty list says so. */
  missing: MissingLang | null;
  addTo: string | null;
  items: { id: string; name: string; isActive: boolean; productCount: number }[];
  editTo: (id: string) => string;
  extra?: (id: string) => string | null;
}) {
  const t = useDashboardT().catalogue.form;
  const noneMissing = useDashboardT().translations.noneMissing;
  return (
    <>
      <div className="dashboard-head">
        <h1>{title}</h1>
        {addTo ? (
          <LocalLink to={addTo} className="button">
            {t.add}
          </LocalLink>
        ) : null}
      </div>
      <MissingFilter missing={missing} />
      {items.length === 0 ? (
        <p className="empty">{missing ? noneMissing : empty}</p>
      ) : (
        <ul className="catalogue-list">
          {items.map((item) => (
            <li key={item.id} className={`catalogue-item${item.isActive ? "" : " is-off"}`}>
              <LocalLink to={editTo(item.id)} className="catalogue-name">
                {item.name}
              </LocalLink>
              <span className="catalogue-meta">
                {extra?.(item.id) ? <span>{extra(item.id)}</span> : null}
                <span>{fmt(t.productCount, { n: item.productCount })}</span>
                <ActiveBadge isActive={item.isActive} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

// ---------------------------------------------------------------- the five lists

export function EntryListPage({ resource }: { resource: TaxonomyResource }) {
  const { texts } = useEntryTexts(resource);
  const { items, missing } = useLoaderData<Loaded<typeof entryListLoader>>();
  return (
    <CatalogueList
      title={texts.title}
      empty={texts.empty}
      addTo={`/dashboard/${resource}/add`}
      items={items}
      missing={missing}
      editTo={(id) => `/dashboard/${resource}/edit/${id}`}
    />
  );
}

/** What an entry's action answers when it does not save: the form again, and its products. */
interface EntryAnswer {
  lastResult?: SubmissionResult<string[]>;
  products?: ProductChoice[];
  found?: number;
  /** The version a form drawn again with a mistake was drawn from (decision 067). */
  at?: FormVersion;
  /** A stale save: what changed since, and the values rebased on the record as it is now. */
  stale?: StaleNotice;
  values?: CatalogueFormValues;
}

export function EntryAddPage({ resource }: { resource: TaxonomyResource }) {
  const { t, texts } = useEntryTexts(resource);
  const loaded = useLoaderData<Loaded<typeof entryAddLoader>>();
  const answer = useActionData() as EntryAnswer | undefined;
  return (
    <>
      <h1>{texts.addTitle}</h1>
      <CatalogueForm
        kind={resource === "category" ? "category" : "entry"}
        lastResult={answer?.lastResult}
        defaultValue={{ isActive: true }}
        submitLabel={t.form.add}
        cancelTo={`/dashboard/${resource}`}
        products={answer?.products ?? loaded.products}
        found={answer?.found}
        activeHint={t.form.activeHint}
      />
    </>
  );
}

export function EntryEditPage({ resource }: { resource: TaxonomyResource }) {
  const { t, texts } = useEntryTexts(resource);
  const { entry, products, at } = useLoaderData<Loaded<typeof entryEditLoader>>();
  const answer = useActionData() as EntryAnswer | undefined;
  return (
    <>
      <h1>{texts.editTitle}</h1>
      <CatalogueForm
        // A stale save draws the form anew, over the entry as it is now.
        key={`${entry.id}:${answer?.stale?.version ?? ""}`}
        kind={resource === "category" ? "category" : "entry"}
        lastResult={answer?.lastResult}
        defaultValue={
          answer?.values ?? {
            name: entry.name,
            name_en: entry.nameEn,
            description: entry.description,
            description_en: entry.descriptionEn,
            isActive: entry.isActive,
            products: entry.productIds,
          }
        }
        at={answer?.stale ?? answer?.at ?? at}
        stale={answer?.stale}
        submitLabel={t.form.save}
        cancelTo={`/dashboard/${resource}`}
        products={answer?.products ?? products}
        found={answer?.found}
        activeHint={t.form.activeHint}
      />
      <p className="catalogue-delete">
        <LocalLink to={`/dashboard/${resource}/delete/${entry.id}`} className="button secondary">
          {t.form.delete}
        </LocalLink>
      </p>
    </>
  );
}

/** Deleting asks first, on a page of its own (DESIGN.md §9), in the spec's words. */
export function EntryDeletePage({ resource }: { resource: TaxonomyResource }) {
  const { t, texts } = useEntryTexts(resource);
  const { entry, productCount } = useLoaderData<Loaded<typeof entryDeleteLoader>>();
  return (
    <>
      <h1>{t.form.deleteTitle}</h1>
      <div className="confirm-box" role="alertdialog" aria-labelledby="delete-question">
        <p id="delete-question">
          <strong>{entry.name}</strong>: {texts.deleteConfirm}
        </p>
        <p>
          {productCount > 0
            ? fmt(t.form.deleteEffect, { n: productCount })
            : t.form.deleteEffectNone}
        </p>
        <Form method="post" className="form-actions">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            {t.form.delete}
          </button>
          <LocalLink to={`/dashboard/${resource}/edit/${entry.id}`} className="button secondary">
            {t.form.cancel}
          </LocalLink>
        </Form>
      </div>
    </>
  );
}

// ---------------------------------------------------------------- brands

export function BrandListPage() {
  const t = useDashboardT().catalogue.brand;
  const { items, canAdd, missing } = useLoaderData<Loaded<typeof brandListLoader>>();
  const merchantOf = new Map(items.map((b) => [b.id, b.merchantName]));
  return (
    <CatalogueList
      title={t.title}
      empty={t.empty}
      addTo={canAdd ? "/dashboard/brand/add" : null}
      items={items}
      missing={missing}
      editTo={(id) => `/dashboard/brand/edit/${id}`}
      extra={(id) => merchantOf.get(id) ?? null}
    />
  );
}

export function BrandAddPage() {
  const t = useDashboardT().catalogue;
  const { merchants } = useLoaderData<Loaded<typeof brandAddLoader>>();
  return (
    <>
      <h1>{t.brand.addTitle}</h1>
      <CatalogueForm
        kind="brand"
        lastResult={useActionData() as never}
        defaultValue={{ isActive: true, merchant: "" }}
        submitLabel={t.form.add}
        cancelTo="/dashboard/brand"
        merchants={merchants}
        activeHint={t.brand.activeHint}
      />
    </>
  );
}

export function BrandEditPage() {
  const t = useDashboardT().catalogue;
  const { brand, isAdmin, merchants, at } = useLoaderData<Loaded<typeof brandEditLoader>>();
  const answer = useActionData() as EntryAnswer | undefined;
  return (
    <>
      <h1>{t.brand.editTitle}</h1>
      {brand.merchantName ? (
        <p className="hint">
          {t.brand.merchant}: {brand.merchantName}
        </p>
      ) : null}
      <CatalogueForm
        // A stale save draws the form anew, over the brand as it is now.
        key={`${brand.id}:${answer?.stale?.version ?? ""}`}
        kind="brand"
        lastResult={answer?.lastResult}
        defaultValue={
          answer?.values ?? {
            name: brand.name,
            description: brand.description,
            description_en: brand.descriptionEn,
            isActive: brand.isActive,
            merchant: brand.merchantId ?? "",
          }
        }
        at={answer?.stale ?? answer?.at ?? at}
        stale={answer?.stale}
        submitLabel={t.form.save}
        cancelTo="/dashboard/brand"
        merchants={isAdmin ? merchants : undefined}
        activeHint={t.brand.activeHint}
      />
      {isAdmin ? (
        // Spec 001 §2: a brand is deleted without a confirmation.
        <Form method="post" className="catalogue-delete">
          <button type="submit" name="intent" value="delete" className="button secondary">
            {t.form.delete}
          </button>
        </Form>
      ) : null}
    </>
  );
}
