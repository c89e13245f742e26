import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { jewelleryFieldsHtml } from "~/components/dashboard/jewellery-fields.server";
import { ProductForm } from "~/components/dashboard/product-form";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink } from "~/components/i18n";
import {
  productEditAction,
  productEditLoader,
  type ProductFormData,
} from "~/features/catalogue/product-form-page.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/product/edit/{id}: the actor's product; another shop's is 403. */
// The jewellery section is drawn here, on the server: its texts stay out of the page's code.
export const loader = (args: LoaderFunctionArgs) => productEditLoader(args, jewelleryFieldsHtml);
export const action = (args: ActionFunctionArgs) => productEditAction(args, jewelleryFieldsHtml);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].productForm.editTitle);

export default function EditProduct() {
  const { productForm: t, historyLink } = useDashboardT();
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ProductFormData | undefined;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.editTitle}</h1>
        <LocalLink to={`/dashboard/history/product/${page.product.id}`}>{historyLink}</LocalLink>
      </div>
      <ProductForm
        // A stale save draws the form anew, over the product as it is now.
        key={`${page.product.id}:${answer?.stale?.version ?? ""}`}
        mode="edit"
        choices={page.choices}
        defaultValue={answer?.values ?? page.values}
        lastResult={answer?.lastResult}
        options={answer?.options ?? page.options}
        chosen={answer?.chosen ?? page.chosen}
        found={answer?.found}
        product={page.product}
        at={answer?.stale ?? answer?.at ?? page.at}
        stale={answer?.stale}
        jewellery={answer?.jewellery ?? page.jewellery}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().productForm.missing} />;
}
