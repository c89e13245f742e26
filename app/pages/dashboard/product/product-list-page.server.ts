import { redirectWithDashboardToast, type DashboardCounts } from "~/http/toast.server";
import type { DashboardToastKey } from "~/http/toast.server";
import { localePath, type Lang } from "~/lib/i18n";
import { listAfter } from "~/lib/product-bulk";

/** What the product list says after a bulk action or a deletion (locales' productToasts). */
export type ProductListToast = Extract<DashboardToastKey, `products${string}`>;

/**
 * Back to the product list after a post, on the page it was posted from (`back`, its query
 * string), saying what was done with the dashboard's one-time message: with or without
 * JavaScript, the message comes with the list's next render. Nothing ticked is the one refusal.
 */
export function backToProducts(
  lang: Lang,
  back: string,
  said: ProductListToast,
  counts?: DashboardCounts,
) {
  return redirectWithDashboardToast(
    listAfter(localePath(lang, "/dashboard/product"), back),
    said,
    counts,
    { type: said === "productsNone" ? "error" : "success", status: 303 },
  );
}
