import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { brands, products } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";

/**
 * The rows of the catalogue an actor may see and change, as a condition for the query itself
 * (DESIGN.md §9: never filter after loading). Every dashboard read and write of brands and
 * products adds it to its WHERE, so a merchant's statement cannot touch another shop's rows
 * whatever id it is given.
 */
export function brandsOf(actor: CatalogueActor): SQL {
  return actor.kind === "admin" ? sql`true` : eq(brands.merchantId, actor.merchantId);
}

/** The products of the actor's brands (all products for an admin). */
export function productsOf(actor: CatalogueActor): SQL {
  if (actor.kind === "admin") return sql`true`;
  return inArray(
    products.brandId,
    sql`(select ${brands.id} from ${brands} where ${brands.merchantId} = ${actor.merchantId})`,
  );
}
