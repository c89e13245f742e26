import type { Db } from "../../../../db/client.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formVersion, rebased, staleNotice } from "~/features/history/stale-notice.server";
import { requireUser } from "~/http/auth.server";
import { seenIn, versionIn, type FormVersion, type StaleNotice } from "~/lib/record-version";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { catalogueActor } from "~/lib/catalogue-actor";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { dashboardMessages } from "~/locales/dashboard";
import { TAXONOMY_TABLES, listTaxonomy, type TaxonomyGroup } from "~/models/taxonomy.server";
import type { PublicUser } from "~/models/user.server";
import { CouponSchema } from "~/schemas/coupon";
import { idsIn, productChoices } from "~/features/catalogue/product-form-page.server";
import {
  addCoupon,
  changeCoupon,
  couponsFor,
  inputOf,
  readCoupon,
  rebasableOf,
  removeCoupon,
  setCouponActive,
  type CouponRefusal,
} from "~/features/coupons/coupons.server";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * /dashboard/coupon and its add, edit and delete pages, without JavaScript first: plain forms
 * that come back with what was typed and what is wrong (400), a posting product search
 * (`intent=find-products`), and the list's switch that acts at once (`intent=toggle`).
 */
type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** The form as typed: one value a field, several for the pickers. */
export type CouponValues = Record<string, string | string[]>;
export interface CouponFormAnswer {
  values: CouponValues;
  errors: Record<string, string>;
  /** A stale save (decision 067): what changed since; the form saves over its version now. */
  stale?: StaleNotice;
}

function allowed<T>(outcome: T | CouponRefusal): T {
  if (outcome === "forbidden") throw forbidden();
  if (outcome === "missing") throw notFound();
  // A taken code, or a rule across fields the checked form already keeps (the model's own check).
  if (outcome === "codeTaken" || outcome === "percentMax" || outcome === "endBeforeStart")
    throw badRequest();
  return outcome;
}

const listPath = (request: Request) => localePath(requestLang(request), "/dashboard/coupon");

/** The reference lists' entries a coupon may name, each group under its menu's name. */
const GROUP_LABELS: Record<
  TaxonomyGroup,
  "menuGenders" | "menuCategories" | "menuStones" | "menuIngredients" | "menuSymbols"
> = {
  categories: "menuGenders",
  types: "menuCategories",
  stones: "menuStones",
  ingredients: "menuIngredients",
  symbols: "menuSymbols",
};

async function formOptions(
  db: Db,
  request: Request,
  user: PublicUser,
  chosen: string[],
  q: string | null = null,
) {
  const menu = dashboardMessages[requestLang(request)].menu;
  const groups = Object.keys(TAXONOMY_TABLES) as TaxonomyGroup[];
  const lists = await Promise.all(groups.map((g) => listTaxonomy(db, g)));
  const categories = groups.flatMap((g, i) =>
    lists[i]!.map((e) => ({ value: e.id, label: `${menu[GROUP_LABELS[g]]} · ${e.name}` })),
  );
  const { options, found } = await productChoices(db, catalogueActor(user)!, chosen, q);
  return { categories, products: options, found };
}

/** What a form posted, for drawing it again. */
function valuesOf(form: FormData): CouponValues {
  const values: CouponValues = {};
  for (const key of new Set(form.keys())) {
    if (key === "intent") continue;
    const all = form.getAll(key).map(String);
    values[key] = key === "categories" || key === "products" ? all : all[0]!;
  }
  return values;
}

/** A form posted to the add or edit page: the checked input, or the page drawn again. */
async function readForm(db: Db, request: Request, user: PublicUser) {
  const form = await request.formData();
  const t = dashboardMessages[requestLang(request)].coupons.errors;
  const values = valuesOf(form);
  if (form.get("intent") === "find-products") {
    const q = String(form.get("find-products") ?? "");
    const answer: CouponFormAnswer = { values, errors: {} };
    return {
      again: { ...answer, ...(await formOptions(db, request, user, idsIn(form, "products"), q)) },
    };
  }
  const parsed = CouponSchema(t).safeParse(
    {
      ...values,
      categories: form.getAll("categories").map(String),
      products: form.getAll("products").map(String),
      // An unticked checkbox posts nothing: off.
      isActive: form.get("isActive") ?? false,
    },
    { errorMap: zodMessages(requestLang(request)) },
  );
  if (parsed.success) return { input: parsed.data, values, form };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { values, errors };
}

async function refused(
  db: Db,
  request: Request,
  user: PublicUser,
  values: CouponValues,
  errors: Record<string, string>,
) {
  const chosen = Array.isArray(values.products) ? values.products : [];
  const answer: CouponFormAnswer = { values, errors };
  return data({ ...answer, ...(await formOptions(db, request, user, chosen)) }, { status: 400 });
}

// ---------------------------------------------------------------- the list

export async function couponListLoader({ context }: Args) {
  const user = await requireUser(context);
  const rows = allowed(await couponsFor(context.db, user));
  return {
    items: rows.map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      dtype: c.dtype,
      amount: c.amount,
      uses: c.uses,
      isActive: c.isActive,
    })),
  };
}

/** The list's switch: `intent=toggle`, the coupon's `id` and the state wanted (`to`). */
export async function couponListAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const form = await request.formData();
  if (form.get("intent") !== "toggle") throw badRequest();
  const on = form.get("to") === "on";
  allowed(await setCouponActive(context.db, user, String(form.get("id") ?? ""), on));
  return redirectWithDashboardToast(listPath(request), on ? "couponOn" : "couponOff", undefined, {
    status: 303,
  });
}

// ---------------------------------------------------------------- add and edit

export async function couponAddLoader({ request, context }: Args) {
  const user = await requireUser(context);
  allowed(await couponsFor(context.db, user));
  return { coupon: null, ...(await formOptions(context.db, request, user, [])) };
}

export async function couponAddAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const read = await readForm(context.db, request, user);
  if ("again" in read) return read.again;
  if (!read.input) return refused(context.db, request, user, read.values, read.errors!);
  const added = await addCoupon(context.db, user, read.input);
  if (added === "codeTaken") {
    const t = dashboardMessages[requestLang(request)].coupons.errors;
    return refused(context.db, request, user, read.values, { code: t.codeTaken });
  }
  allowed(added);
  return redirectWithDashboardToast(listPath(request), "couponAdded");
}

export async function couponEditLoader({ request, params, context }: Args) {
  const user = await requireUser(context);
  const coupon = allowed(await readCoupon(context.db, user, params.id ?? ""));
  return {
    coupon: { id: coupon.id, ...inputOf(coupon) },
    at: await formVersion(context.db, "coupon", coupon.id, coupon.version),
    ...(await formOptions(context.db, request, user, coupon.productIds)),
  };
}

export async function couponEditAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const id = params.id ?? "";
  allowed(await readCoupon(context.db, user, id));
  const read = await readForm(context.db, request, user);
  if ("again" in read) return read.again;
  if (!read.input) return refused(context.db, request, user, read.values, read.errors!);
  const form = read.form;
  const changed = await changeCoupon(context.db, user, id, read.input, {
    expected: versionIn(form),
  });
  if (changed === "stale") {
    // Drawn again over the coupon as it is now: what was typed kept, the fields only the other
    // writer changed taken from the coupon (decision 067); saving again applies the rest.
    const now = allowed(await readCoupon(context.db, user, id));
    const seen = seenIn(form);
    const at: FormVersion = { version: now.version, seen };
    const [stale, merged] = await Promise.all([
      staleNotice(context.db, user, "coupon", id, at, requestLang(request)),
      rebased(context.db, user, "coupon", id, "coupons", seen, rebasableOf(read.input), now),
    ]);
    const values: CouponValues = {
      ...read.values,
      name: merged.name,
      code: merged.code,
      dtype: merged.dtype,
      amount: String(merged.amount),
      uses: String(merged.uses),
      categories: merged.categoryIds,
      products: merged.productIds,
    };
    if (merged.isActive) values.isActive = "on";
    else delete values.isActive;
    const answer: CouponFormAnswer = { values, errors: {}, stale };
    const options = await formOptions(context.db, request, user, merged.productIds);
    return data({ ...answer, ...options }, { status: 409 });
  }
  if (changed === "codeTaken") {
    const t = dashboardMessages[requestLang(request)].coupons.errors;
    return refused(context.db, request, user, read.values, { code: t.codeTaken });
  }
  allowed(changed);
  return redirectWithDashboardToast(listPath(request), "couponSaved");
}

// ---------------------------------------------------------------- delete

export async function couponDeleteLoader({ params, context }: Args) {
  const user = await requireUser(context);
  const coupon = allowed(await readCoupon(context.db, user, params.id ?? ""));
  return { coupon: { id: coupon.id, name: coupon.name, code: coupon.code } };
}

export async function couponDeleteAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  allowed(await removeCoupon(context.db, user, params.id ?? ""));
  return redirectWithDashboardToast(listPath(request), "couponDeleted");
}
