import { pictureLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { jewelleryFieldsHtml } from "~/components/dashboard/jewellery-fields.server";
import { ProductForm } from "~/components/dashboard/product-form";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import {
  productAddAction,
  productAddLoader,
  type ProductFormData,
} from "~/features/catalogue/product-form-page.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["imageUrl", "images"]);

/** /dashboard/product/add: an admin's product, or a merchant's under one of their brands. */
// The jewellery section is drawn here, on the server: its texts stay out of the page's code.
export const loader = (args: LoaderFunctionArgs) => productAddLoader(args, jewelleryFieldsHtml);
export const action = (args: ActionFunctionArgs) => productAddAction(args, jewelleryFieldsHtml);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].productForm.addTitle);

export default function AddProduct() {
  const t = useDashboardT().productForm;
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ProductFormData | undefined;
  return (
    <>
      <h1>{t.addTitle}</h1>
      <ProductForm
        mode="add"
        choices={page.choices}
        // Spec 001 §9: a new product has stock 1, is active and visible.
        defaultValue={{ quantity: "1", isActive: true, isVisible: true }}
        lastResult={answer?.lastResult}
        options={answer?.options ?? page.options}
        chosen={answer?.chosen ?? page.chosen}
        found={answer?.found}
        kept={answer?.kept}
        lastSku={page.lastSku}
        limits={uploadLimits}
        jewellery={answer?.jewellery ?? page.jewellery}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().productForm.missing} />;
}
