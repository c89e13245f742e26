import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type {
  CouponFormAnswer,
  couponAddLoader,
  couponDeleteLoader,
  couponEditLoader,
  couponListLoader,
} from "./coupon-pages.server";
import { LocalLink } from "~/components/i18n";
import { FieldErrors } from "~/components/forms/field";
import { RequiredLegend, RequiredMark, RequiredMarks } from "~/components/forms/required-mark";
import { fmt } from "~/lib/i18n";
import { MultiPicker } from "~/components/dashboard/multi-picker";
import { ProductPicker, SaveOnEnter } from "~/components/dashboard/product-picker";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { versionOf, type FormVersion } from "~/lib/record-version";

/**
 * The coupon pages (their loaders: app/features/coupons/coupon-pages.server.ts): the list with
 * its switch that acts at once, the add and edit form, the delete confirmation.
 */
type Loaded<F extends (...args: never[]) => unknown> = (args: LoaderFunctionArgs) => ReturnType<F>;

export function CouponListPage() {
  const t = useDashboardT().coupons;
  const { items } = useLoaderData<Loaded<typeof couponListLoader>>();
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <LocalLink to="/dashboard/coupon/add" className="button">
          {t.add}
        </LocalLink>
      </div>
      {items.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ul className="catalogue-list">
          {items.map((c) => (
            <li key={c.id} className={`catalogue-item${c.isActive ? "" : " is-off"}`}>
              <LocalLink to={`/dashboard/coupon/edit/${c.id}`} className="catalogue-name">
                {c.name}
              </LocalLink>
              <span className="catalogue-meta">
                <code>{c.code}</code>
                <span>{c.dtype === "P" ? `%${c.amount}` : `${c.amount} TL`}</span>
                <span>{fmt(t.usesLeft, { n: c.uses })}</span>
              </span>
              <ActiveSwitch id={c.id} name={c.name} isActive={c.isActive} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The spec's toggle that acts at once: a plain form without JavaScript (the page comes back with
 * a message), a fetcher with it (the list redraws in place).
 */
function ActiveSwitch({ id, name, isActive }: { id: string; name: string; isActive: boolean }) {
  const t = useDashboardT().coupons;
  const fetcher = useFetcher();
  const on = fetcher.formData ? fetcher.formData.get("to") === "on" : isActive;
  return (
    <fetcher.Form method="post" action="?index">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="to" value={on ? "off" : "on"} />
      <button
        type="submit"
        className={`state-tag coupon-switch${on ? "" : " is-off"}`}
        aria-pressed={on}
        aria-label={fmt(on ? t.turnOff : t.turnOn, { name })}
      >
        {on ? t.active : t.inactive}
      </button>
    </fetcher.Form>
  );
}

function Text({
  name,
  label,
  values,
  errors,
  type = "text",
  hint,
  required,
}: {
  name: string;
  label: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  type?: "text" | "date";
  hint?: ReactNode;
  /** Marked, and announced as required (the server checks the form: noValidate). */
  required?: boolean;
}) {
  const value = values[name];
  const error = errors[name];
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={`coupon-${name}`}>
        {label}
        <RequiredMark required={required} />
      </label>
      <input
        id={`coupon-${name}`}
        name={name}
        type={type}
        required={required}
        defaultValue={value === undefined || value === null ? "" : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `coupon-${name}-error` : undefined}
      />
      {hint ? <p className="hint">{hint}</p> : null}
      <FieldErrors id={`coupon-${name}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

/** Add (no coupon) or edit: the same fields, kept as typed when the server refuses them. */
export function CouponFormPage() {
  return (
    <RequiredMarks>
      <CouponForm />
    </RequiredMarks>
  );
}

function CouponForm() {
  const t = useDashboardT().coupons;
  const marks = useDashboardT().formMarks;
  const loaded = useLoaderData<Loaded<typeof couponAddLoader> | Loaded<typeof couponEditLoader>>();
  const answer = useActionData<
    CouponFormAnswer & Partial<Awaited<ReturnType<typeof couponAddLoader>>>
  >();
  const coupon = loaded.coupon;
  const values: Record<string, unknown> = answer?.values ??
    coupon ?? { dtype: "P", uses: "10", isActive: true };
  const errors = answer?.errors ?? {};
  const categories = answer?.categories ?? loaded.categories;
  const products = answer?.products ?? loaded.products;
  const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);
  const active = answer ? values.isActive === "on" : values.isActive === true;
  // The version the edit form saves over (decision 067): a stale save's new one, the one a form
  // with mistakes was drawn from, or the coupon's as loaded.
  const posted = versionOf(answer?.values.version);
  const at: FormVersion | undefined =
    answer?.stale ??
    (posted ? { version: posted, seen: Number(answer?.values.seen) || 0 } : undefined) ??
    ("at" in loaded ? loaded.at : undefined);
  return (
    <>
      <div className="dashboard-head">
        <h1>{coupon ? t.editTitle : t.addTitle}</h1>
      </div>
      <Form
        // A stale save draws the form anew, over the coupon as it is now.
        key={answer?.stale?.version ?? ""}
        method="post"
        className="stack-form dashboard-form catalogue-form"
        noValidate
      >
        <SaveOnEnter />
        {coupon && at ? <VersionFields at={at} /> : null}
        <StaleNoticeBox notice={answer?.stale} />
        <RequiredLegend text={marks.legend} />
        <div className="field-pair">
          <Text name="name" label={t.name} values={values} errors={errors} required />
          <Text
            name="code"
            label={t.code}
            values={values}
            errors={errors}
            hint={t.codeHint}
            required
          />
        </div>
        <fieldset className="field coupon-types">
          <legend>{t.dtype}</legend>
          {(["P", "A"] as const).map((d) => (
            <label key={d} className="check">
              <input
                type="radio"
                name="dtype"
                value={d}
                defaultChecked={(values.dtype ?? "P") === d}
              />{" "}
              {d === "P" ? t.percent : t.fixed}
            </label>
          ))}
        </fieldset>
        <div className="field-pair">
          <Text name="amount" label={t.amount} values={values} errors={errors} required />
          <Text name="uses" label={t.uses} values={values} errors={errors} />
        </div>
        <MultiPicker
          name="categories"
          label={t.categories}
          options={categories}
          defaultValue={list(values.categories)}
        />
        <p className="hint">{t.categoriesHint}</p>
        <ProductPicker
          name="products"
          label={t.products}
          options={products}
          chosen={list(values.products)}
          found={answer?.found}
        />
        <div className="field-pair">
          <Text name="startDate" label={t.startDate} type="date" values={values} errors={errors} />
          <Text name="endDate" label={t.endDate} type="date" values={values} errors={errors} />
        </div>
        <p className="hint">{t.datesHint}</p>
        <label className="check">
          <input type="checkbox" name="isActive" defaultChecked={active} /> {t.isActive}
        </label>
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button">
            {coupon ? t.save : t.submitAdd}
          </button>
          {coupon ? (
            <LocalLink
              to={`/dashboard/coupon/delete/${coupon.id}`}
              className="button button-danger"
            >
              {t.delete}
            </LocalLink>
          ) : null}
          <LocalLink to="/dashboard/coupon" className="button secondary">
            {t.cancel}
          </LocalLink>
        </div>
      </Form>
    </>
  );
}

export function CouponDeletePage() {
  const t = useDashboardT().coupons;
  const { coupon } = useLoaderData<Loaded<typeof couponDeleteLoader>>();
  return (
    <>
      <h1>{t.deleteTitle}</h1>
      <div className="confirm-box" role="alertdialog" aria-labelledby="delete-question">
        <p id="delete-question">
          <strong>
            {coupon.name} ({coupon.code})
          </strong>
          : {t.deleteConfirm}
        </p>
        <p>{t.deleteEffect}</p>
        <Form method="post" className="form-actions">
          <button type="submit" name="intent" value="delete" className="button button-danger">
            {t.delete}
          </button>
          <LocalLink to={`/dashboard/coupon/edit/${coupon.id}`} className="button secondary">
            {t.cancel}
          </LocalLink>
        </Form>
      </div>
    </>
  );
}
