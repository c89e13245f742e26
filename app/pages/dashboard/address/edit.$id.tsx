import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "./address-form";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink, useT } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { deleteAddress, getAddress, updateAddress } from "~/models/address.server";
import { AddressSchema } from "~/schemas/account";
import { requireUser } from "~/http/auth.server";
import { toAddressList } from "./address-pages.server";
import { notFound } from "~/http/page-responses.server";
import { zodMessages } from "~/schemas/zod-messages";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const address = await getAddress(context.db, user.id, params.id ?? "");
  if (!address) throw notFound();
  return { address };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const id = params.id ?? "";
  const { db } = context;
  // Someone else's address is missing, whatever was posted.
  if (!(await getAddress(db, user.id, id))) throw notFound();
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    if (!(await deleteAddress(db, user.id, id))) throw notFound();
    return toAddressList(lang, "addressDeleted");
  }
  const submission = parseWithZod(formData, {
    schema: AddressSchema(messages[lang].account),
    errorMap: zodMessages(lang),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await updateAddress(db, user.id, id, submission.value))) throw notFound();
  return toAddressList(lang, "addressSaved");
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].account.editAddressTitle);

export default function EditAddress() {
  const t = useT().account;
  const { address } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t.editAddressTitle}</h1>
      <AddressForm
        key={address.id}
        lastResult={useActionData<typeof action>()}
        defaultValue={address}
        submitLabel={t.save}
      />
      {/* A form of its own, so that deleting never waits on the edit form's validation. */}
      <Form
        method="post"
        className="address-delete"
        onSubmit={(e) => {
          if (!confirm(t.deleteConfirm)) e.preventDefault();
        }}
      >
        <button type="submit" name="intent" value="delete" className="button secondary">
          {t.delete}
        </button>
      </Form>
      <p>
        <LocalLink to="/dashboard/address">{t.backToAddresses}</LocalLink>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useT().account.addressNotFound} />;
}
