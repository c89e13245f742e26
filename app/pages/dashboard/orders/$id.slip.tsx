import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { orderDateText } from "~/lib/order-date";
import { ITEM_CANCELLED, orderNumber } from "~/lib/orders";
import { requestLang } from "~/lib/request";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import { dashboardMessages } from "~/locales/dashboard";
import { requireUser } from "~/http/auth.server";
import { notFound } from "~/http/page-responses.server";
import { deliveryAddressFor, staffOrderFor } from "~/features/orders/staff-order.server";
import { DeliveryAddress } from "~/components/orders/delivery-address";
import { getSettings } from "~/models/settings.server";
import type { BareFrameHandle } from "~/pages/dashboard/layout";
import type { TextsHandle } from "~/lib/text-modules";
import { withOrderTexts } from "~/locales/order-texts";

/**
 * The packing slip (issue [18] point 2): a page to print with the browser's own print, in a frame
 * of its own (no back-office header or menu): the shop's name, the order's number and date, where
 * it goes and the open lines to pack with their quantities, no prices. A merchant's slip holds
 * their lines only, and their delivery address once the order is paid (decision 075).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const { db } = context;
  const staff = await staffOrderFor(db, params.id ?? "", user);
  if (!staff) throw notFound();
  const { order } = staff;
  const settings = await getSettings(db);
  return data(
    {
      shop: settings.storeName,
      order: {
        id: order.id,
        number: orderNumber(order.id),
        created: order.createdAt.toISOString(),
        dateText: orderDateText(order.createdAt, lang),
      },
      address: deliveryAddressFor(staff),
      // A cancelled line is not packed.
      lines: order.items
        .filter((i) => i.status !== ITEM_CANCELLED)
        .map((i) => ({ id: i.id, name: i.name, quantity: i.quantity })),
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export const headers = secretPageHeaders;

// The orders' texts (the not-found line) come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: BareFrameHandle & TextsHandle = { bareFrame: true, texts: "order-texts" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const lang = rootLang(matches);
  const t = dashboardMessages[lang]?.orderPage;
  return pageMeta(
    matches,
    data && t ? fmt(t.slipTitle, { number: data.order.number }) : messages[lang].orders.notFound,
  );
};

export default function PackingSlip() {
  const { shop, order, address, lines } = useLoaderData<typeof loader>();
  const t = useDashboardT().orderPage;
  const lang = useLang();
  // The print button needs the browser's script; without it the browser's own menu prints.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <main id="main" className="packing-slip">
      <nav className="packing-slip-tools">
        <LocalLink to={`/dashboard/orders/${order.id}`}>{t.backToOrder}</LocalLink>
        {scripted ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {t.print}
          </button>
        ) : null}
      </nav>
      <header className="packing-slip-head">
        <p className="packing-slip-shop">{shop}</p>
        <h1>{fmt(t.slipOrder, { number: order.number })}</h1>
        <p>
          {t.slipDate}: <time dateTime={order.created}>{order.dateText}</time>
        </p>
      </header>
      <section className="packing-slip-to" aria-labelledby="slip-to">
        <h2 id="slip-to">{t.slipTo}</h2>
        {address ? (
          <DeliveryAddress address={address} phoneLabel={t.phone} />
        ) : (
          <p>{t.slipNoAddress}</p>
        )}
      </section>
      <section aria-labelledby="slip-items">
        <h2 id="slip-items">{t.slipItems}</h2>
        <table className="packing-slip-lines">
          <thead>
            <tr>
              <th scope="col">{t.slipProduct}</th>
              <th scope="col">{t.slipQuantity}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id}>
                {/* The name as it was ordered: the Turkish one (as on the order's pages). */}
                <td lang={lang === "tr" ? undefined : "tr"}>{l.name}</td>
                <td className="packing-slip-quantity">{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useT().orders.notFound} />;
}
