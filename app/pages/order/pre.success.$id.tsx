import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BankAccounts } from "~/components/checkout/bank-accounts";
import {
  OrderNotFound,
  OrderResult,
  PlacedOrderFacts,
  PlacedOrderNext,
} from "~/components/checkout/order-result";
import { useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { TRANSFER } from "~/lib/orders";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import { readSettings } from "~/models/settings.server";
import { resultOrder } from "~/features/checkout/order-result.server";
import { withOrderTexts } from "~/locales/order-texts";
import type { TextsHandle } from "~/lib/text-modules";

/** After a bank-transfer order: where to send the money, and the number to write with it. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const order = await resultOrder(context, params.id);
  if (!order || order.payment !== TRANSFER) {
    return data({ order: null, bank: null }, { status: 404, headers: SECRET_PAGE_HEADERS });
  }
  const settings = await readSettings(context.db);
  return data(
    { order, bank: { holder: settings.bankAccountHolder, accounts: settings.bankAccounts } },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export const headers = secretPageHeaders;

// The checkout's and orders' texts come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = messages[rootLang(matches)].checkout;
  return pageMeta(matches, data?.order ? t.preSuccessTitle : t.orderNotFound);
};

export default function TransferOrderPlaced() {
  const t = useT().checkout;
  const { order, bank } = useLoaderData<typeof loader>();
  if (!order || !bank) return <OrderNotFound />;
  return (
    <OrderResult title={t.preSuccessTitle}>
      <p>{t.preSuccessIntro}</p>
      <PlacedOrderFacts order={order} totalLabel={t.amountToPay} />
      <p className="notice" role="status">
        {fmt(t.transferDescription, { number: order.number })}
      </p>
      <BankAccounts bank={bank} />
      <PlacedOrderNext order={order} />
    </OrderResult>
  );
}
