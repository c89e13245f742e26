import type { DbOrTx } from "../../db/client.server";
import { SHOP_PAGE_SIZE, type ShopQuery } from "~/lib/shop-query";
import { listProductPage, type ProductFilter } from "./product.server";
import { getSettings } from "./settings.server";
import { listFilterGroups } from "./taxonomy.server";

/** Everything a shop list page shows: one page of products and the filter groups. */
export async function shopPageData(
  db: DbOrTx,
  query: ShopQuery,
  opts: { fixed?: Partial<ProductFilter>; userId?: string | null } = {},
) {
  const teachersDay = query.filter.teachersDay ? await getSettings(db) : null;
  const filter: ProductFilter = {
    ...query.filter,
    ...opts.fixed,
    teachersDay: teachersDay
      ? { typeId: teachersDay.teachersDayTypeId, ingredientId: teachersDay.teachersDayIngredientId }
      : null,
  };
  const [page, groups] = await Promise.all([
    listProductPage(db, filter, {
      page: query.page,
      pageSize: SHOP_PAGE_SIZE,
      userId: opts.userId,
    }),
    listFilterGroups(db),
  ]);
  return { ...page, groups };
}
