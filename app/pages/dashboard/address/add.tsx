import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { AddressForm } from "./address-form";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink, useT } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { createAddress } from "~/models/address.server";
import { AddressSchema } from "~/schemas/account";
import { requireUser } from "~/http/auth.server";
import { toAddressList } from "./address-pages.server";
import { zodMessages } from "~/schemas/zod-messages";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireUser(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), {
    schema: AddressSchema(messages[lang].account),
    errorMap: zodMessages(lang),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await createAddress(context.db, user.id, submission.value);
  return toAddressList(lang, "addressAdded");
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].account.addAddressTitle);

export default function AddAddress() {
  const t = useT().account;
  return (
    <>
      <h1>{t.addAddressTitle}</h1>
      <AddressForm lastResult={useActionData<typeof action>()} submitLabel={t.add} />
      <p>
        <LocalLink to="/dashboard/address">{t.backToAddresses}</LocalLink>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
