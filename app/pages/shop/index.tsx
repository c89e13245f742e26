import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { ShopView } from "~/components/shop/shop-view";
import { pageMeta, rootLang } from "~/lib/meta";
import { parseShopQuery } from "~/lib/shop-query";
import { messages } from "~/locales";
import { shopPageData } from "~/models/shop.server";
import { requestFavorites } from "~/http/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseShopQuery(new URL(request.url).searchParams);
  const favorites = await requestFavorites(context);
  return shopPageData(context.db, query, { favorites });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].catalog;
  return pageMeta(matches, t.shopTitle, t.shopDescription);
};

export default function Shop() {
  const data = useLoaderData<typeof loader>();
  const t = useT().catalog;
  return <ShopView title={t.shopTitle} data={data} />;
}
