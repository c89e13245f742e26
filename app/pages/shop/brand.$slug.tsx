import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pickOwn, useT, FieldText } from "~/components/i18n";
import { ShopView } from "~/components/shop/shop-view";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { parseShopQuery } from "~/lib/shop-query";
import { shopPageData } from "~/models/shop.server";
import { getBrand } from "~/models/taxonomy.server";
import { requestFavorites } from "~/http/auth.server";
import { notFound } from "~/http/page-responses.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const brand = await getBrand(db, { slug: params.slug ?? "" });
  if (!brand || !brand.isActive) throw notFound();
  const query = parseShopQuery(new URL(request.url).searchParams);
  const data = await shopPageData(db, query, {
    fixed: { brandId: brand.id },
    favorites: await requestFavorites(context),
  });
  return {
    ...data,
    brand: { name: brand.name, description: brand.description, descriptionEn: brand.descriptionEn },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const lang = rootLang(matches);
  return pageMeta(
    matches,
    data.brand.name,
    pickOwn(lang, data.brand, "description") ||
      fmt(messages[lang].catalog.brandDescription, { brand: data.brand.name }),
  );
};

export default function BrandPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT().catalog;
  return (
    <ShopView
      title={data.brand.name}
      data={data}
      emptyText={t.brandEmpty}
      intro={
        data.brand.description ? <FieldText as="p" row={data.brand} field="description" /> : null
      }
    />
  );
}
