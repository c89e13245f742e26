import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AddressLabel } from "./address-label";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink, useT } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { getAddress } from "~/models/address.server";
import { requireUser } from "~/http/auth.server";
import { notFound } from "~/http/page-responses.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const address = await getAddress(context.db, user.id, params.id ?? "");
  if (!address) throw notFound();
  return { address };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].account.readAddressTitle);

export default function ReadAddress() {
  const t = useT().account;
  const { address } = useLoaderData<typeof loader>();
  const rows: [string, string][] = [
    [t.address, address.address],
    [t.city, address.city],
    [t.state, address.state],
    [t.country, address.country],
    [t.zipCode, address.zipCode],
  ];
  return (
    <>
      <h1>{t.readAddressTitle}</h1>
      <AddressLabel isDefault={address.isDefault} />
      <dl className="address-read">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="address-actions">
        <LocalLink to={`/dashboard/address/edit/${address.id}`} className="button">
          {t.edit}
        </LocalLink>
        <LocalLink to="/dashboard/address">{t.backToAddresses}</LocalLink>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useT().account.addressNotFound} />;
}
