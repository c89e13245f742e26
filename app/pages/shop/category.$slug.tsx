import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pick, pickOwn, useLang } from "~/components/i18n";
import { localizedField } from "~/lib/localized-text";
import { ShopView } from "~/components/shop/shop-view";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { parseShopQuery } from "~/lib/shop-query";
import { shopPageData } from "~/models/shop.server";
import { getTaxonomyItem } from "~/models/taxonomy.server";
import { requestFavorites } from "~/http/auth.server";
import { notFound } from "~/http/page-responses.server";

/** A category page: a 'Cinsiyet' category or a 'Kategoriler' type, looked up by slug. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const slug = params.slug ?? "";
  const category = await getTaxonomyItem(db, "categories", { slug });
  const type = category ? null : await getTaxonomyItem(db, "types", { slug });
  const item = category ?? type;
  if (!item || !item.isActive) throw notFound();
  const query = parseShopQuery(new URL(request.url).searchParams);
  const data = await shopPageData(db, query, {
    fixed: category ? { categories: [slug] } : { types: [slug] },
    favorites: await requestFavorites(context),
  });
  return {
    ...data,
    item: {
      name: item.name,
      nameEn: item.nameEn,
      description: item.description,
      descriptionEn: item.descriptionEn,
      group: category ? "categories" : "types",
    } as const,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const lang = rootLang(matches);
  const name = pick(lang, data.item, "name");
  return pageMeta(
    matches,
    name,
    pickOwn(lang, data.item, "description") ||
      fmt(messages[lang].catalog.categoryDescription, { name }),
  );
};

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  const lang = useLang();
  return (
    <ShopView
      title={localizedField(lang, data.item, "name")}
      data={data}
      hideGroups={[data.item.group]}
    />
  );
}
