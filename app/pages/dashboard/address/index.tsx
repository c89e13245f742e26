import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AddressLabel, addressLine } from "./address-label";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink, useT } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { deleteAddress, listAddresses, setDefaultAddress } from "~/models/address.server";
import { requireUser } from "~/http/auth.server";
import { toAddressList } from "./address-pages.server";
import { badRequest, notFound } from "~/http/page-responses.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  return { addresses: await listAddresses(context.db, user.id) };
}

/** The list's buttons: intent=delete or intent=default, with the address id. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const { db } = context;
  switch (form.get("intent")) {
    case "delete":
      if (!(await deleteAddress(db, user.id, id))) throw notFound();
      return toAddressList(lang, "addressDeleted");
    case "default":
      if (!(await setDefaultAddress(db, user.id, id))) throw notFound();
      return toAddressList(lang, "addressMadeDefault");
    default:
      throw badRequest();
  }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].account.addressesTitle);

export default function Addresses() {
  const t = useT().account;
  const { addresses } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.addressesTitle}</h1>
        <LocalLink to="/dashboard/address/add" className="button">
          {t.add}
        </LocalLink>
      </div>
      {addresses.length === 0 ? (
        <p className="empty">{t.noAddresses}</p>
      ) : (
        <ul className="address-list">
          {addresses.map((a) => (
            <li key={a.id} className={`address-item${a.isDefault ? " is-default" : ""}`}>
              <AddressLabel isDefault={a.isDefault} />
              <p>
                <LocalLink to={`/dashboard/address/read/${a.id}`}>{addressLine(a)}</LocalLink>
              </p>
              <div className="address-actions">
                <LocalLink to={`/dashboard/address/edit/${a.id}`}>{t.edit}</LocalLink>
                {a.isDefault ? null : (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" name="intent" value="default" className="link-button">
                      {t.makeDefault}
                    </button>
                  </Form>
                )}
                <Form
                  method="post"
                  className="inline-form"
                  onSubmit={(e) => {
                    if (!confirm(t.deleteConfirm)) e.preventDefault();
                  }}
                >
                  <input type="hidden" name="id" value={a.id} />
                  <button type="submit" name="intent" value="delete" className="link-button">
                    {t.delete}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useT().account.addressNotFound} />;
}
