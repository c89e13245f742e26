import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  OrderNotFound,
  OrderResult,
  PlacedOrderFacts,
  PlacedOrderNext,
} from "~/components/checkout/order-result";
import { useT } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import { resultOrder } from "~/features/checkout/order-result.server";
import { withOrderTexts } from "~/locales/order-texts";
import type { TextsHandle } from "~/lib/text-modules";

/** Where iyzico's callback lands a paid card order (a guest's address carries the key). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const order = await resultOrder(context, params.id);
  return data({ order }, { status: order ? 200 : 404, headers: SECRET_PAGE_HEADERS });
}

export const headers = secretPageHeaders;

// The checkout's and orders' texts come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = messages[rootLang(matches)].checkout;
  return pageMeta(matches, data?.order ? t.successTitle : t.orderNotFound);
};

export default function OrderPaid() {
  const t = useT().checkout;
  const { order } = useLoaderData<typeof loader>();
  if (!order) return <OrderNotFound />;
  return (
    <OrderResult title={t.successTitle}>
      <p>{t.successIntro}</p>
      <PlacedOrderFacts order={order} totalLabel={t.total} />
      <PlacedOrderNext order={order} />
    </OrderResult>
  );
}
