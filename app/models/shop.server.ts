import type { DbOrTx } from "../../db/client.server";
import { SHOP_PAGE_SIZE, type ShopQuery } from "~/lib/shop-query";
import type { ProductFilter } from "~/lib/shop-query";
import { listProductPage, type Favorites } from "./product.server";
import { getSettings } from "./settings.server";
import { listFilterGroups, type FilterGroups } from "./taxonomy.server";

/** Everything a shop list page shows: one page of products and the filter groups. */
export async function shopPageData(
  db: DbOrTx,
  query: ShopQuery,
  opts: { fixed?: Partial<ProductFilter>; favorites?: Favorites } = {},
) {
  // Both are cached reference data: usually no round trip.
  const [groups, settings] = await Promise.all([
    listFilterGroups(db),
    query.filter.teachersDay ? getSettings(db) : null,
  ]);
  const filter: ProductFilter = {
    ...query.filter,
    ...(opts.fixed?.categoryId ? {} : catById(query.filter.cat, groups)),
    ...opts.fixed,
    teachersDay: settings
      ? { typeId: settings.teachersDayTypeId, ingredientId: settings.teachersDayIngredientId }
      : null,
  };
  const page = await listProductPage(db, filter, {
    page: query.page,
    pageSize: SHOP_PAGE_SIZE,
    favorites: opts.favorites,
  });
  return { ...page, groups };
}

/**
 * '?cat=' names a type or a category. Matching "type or category" in SQL leaves PostgreSQL unable
 * to use either index (it counted the whole catalogue); the id of the one the slug names can use
 * its own. A slug that names no active item stays for the SQL to match (nothing, or an inactive one).
 */
function catById(cat: string | null | undefined, groups: FilterGroups): Partial<ProductFilter> {
  const type = cat ? groups.types.find((t) => t.slug === cat) : undefined;
  if (type) return { cat: null, typeId: type.id };
  const category = cat ? groups.categories.find((c) => c.slug === cat) : undefined;
  return category ? { cat: null, categoryId: category.id } : {};
}
