import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { ShopView } from "~/components/shop/shop-view";
import { getDb } from "~/db.server";
import { pageMeta } from "~/lib/meta";
import { parseShopQuery } from "~/lib/shop-query";
import { shopPageData } from "~/models/shop.server";
import { getBrand } from "~/models/taxonomy.server";
import { getUser } from "~/server/auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const db = await getDb();
  const brand = await getBrand(db, { slug: params.slug ?? "" });
  if (!brand || !brand.isActive) throw new Response("Not Found", { status: 404 });
  const query = parseShopQuery(new URL(request.url).searchParams);
  const data = await shopPageData(db, query, {
    fixed: { brandId: brand.id },
    userId: (await getUser(request))?.id,
  });
  return { ...data, brand: { name: brand.name, description: brand.description } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta(matches, data.brand.name, data.brand.description ?? undefined) : [];

export default function BrandPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT().catalog;
  return (
    <ShopView
      title={data.brand.name}
      data={data}
      emptyText={t.brandEmpty}
      intro={data.brand.description ? <p>{data.brand.description}</p> : null}
    />
  );
}
