import { parseWithZod } from "@conform-to/zod";
import type { Messages } from "~/locales";
import { ReviewSchema } from "~/schemas/review";

/**
 * The review form's checks in the browser. Loaded on demand (the first focus in the form): zod
 * would otherwise weigh on every product page, most of whose visitors never write a review.
 */
export function reviewValidator(t: Messages["engage"]) {
  const schema = ReviewSchema(t);
  return ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema });
}
