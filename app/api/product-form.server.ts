import type { Db } from "../../db/client.server";
import type { ProductErrors, Refused } from "~/features/catalogue/product-form.server";
import { productToEdit } from "~/features/catalogue/product-form.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { dashboardMessages } from "~/locales/dashboard";
import { serverMessages } from "~/locales/server";
import type { ProductFormInput } from "~/schemas/product-form";
import { ProductWriteSchema } from "~/schemas/product-write";
import { apiError } from "./answers.server";
import { firstIssue } from "./body.server";
import { STAFF_PRODUCT_TEXTS } from "./shapes/staff-products.server";
import { staffProductShape } from "./shapes/staff-products.server";

/** The /api speaks the contract's language: English texts, field names as the spec has them. */
const ERRORS = dashboardMessages.en.productForm.errors;
const JEWELLERY_ERRORS = serverMessages.en.jewellery.errors;

/**
 * A multipart body's fields as values: a repeated name (stone, children, ...) as a list; the
 * stones' natures as the form names them (`stoneNatures.<stone id>`) as one object.
 */
export function fieldsOf(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const natures: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).map(String);
    if (key.startsWith("stoneNatures.")) natures[key.slice("stoneNatures.".length)] = all[0]!;
    else fields[key] = all.length > 1 ? all : all[0];
  }
  if (Object.keys(natures).length && fields.stoneNatures === undefined)
    fields.stoneNatures = natures;
  return fields;
}

/** The product fields of a body, valid, or the 400 naming the first wrong field. */
export function productInput(fields: Record<string, unknown>): ProductFormInput {
  const parsed = ProductWriteSchema(ERRORS, JEWELLERY_ERRORS).safeParse(fields);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  return parsed.data;
}

/** A refusal (403, 404) or the catalogue's field errors (400) as the contract's JSON. */
export function answerProductRefusal(
  outcome: Refused | { ok: false; errors: ProductErrors },
): never {
  if ("refused" in outcome)
    apiError(
      outcome.refused === "forbidden" ? 403 : 404,
      outcome.refused === "forbidden"
        ? STAFF_PRODUCT_TEXTS.forbidden
        : STAFF_PRODUCT_TEXTS.notFound,
    );
  const [field, key] = Object.entries(outcome.errors)[0]!;
  apiError(400, `${field}: ${ERRORS[key!]}`);
}

/** `{ success, message, product }` with the product as it now is. */
export async function productAnswer(db: Db, actor: CatalogueActor, id: string, message: string) {
  const product = await productToEdit(db, actor, id);
  if ("refused" in product) answerProductRefusal(product);
  return { success: true, message, product: staffProductShape(product) };
}
