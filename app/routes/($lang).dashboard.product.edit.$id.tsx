import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { ProductForm } from "~/components/dashboard/product-form";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import {
  productEditAction,
  productEditLoader,
  type ProductFormData,
} from "~/features/catalogue/product-form-page.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/product/edit/{id}: the actor's product; another shop's is 403. */
export const loader = (args: LoaderFunctionArgs) => productEditLoader(args);
export const action = (args: ActionFunctionArgs) => productEditAction(args);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].productForm.editTitle);

export default function EditProduct() {
  const t = useDashboardT().productForm;
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ProductFormData | undefined;
  return (
    <>
      <h1>{t.editTitle}</h1>
      <ProductForm
        key={page.product.id}
        mode="edit"
        choices={page.choices}
        defaultValue={page.values}
        lastResult={answer?.lastResult}
        options={answer?.options ?? page.options}
        chosen={answer?.chosen ?? page.chosen}
        found={answer?.found}
        product={page.product}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().productForm.missing} />;
}
