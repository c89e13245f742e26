import { ok } from "~/api/answers.server";
import { optionShape } from "~/api/shapes/catalogue.server";
import { staffOptionShape } from "~/api/shapes/staff-products.server";
import { catalogueActor } from "~/lib/catalogue-actor";
import { productOptions } from "~/models/api-catalog.server";
import { staffSelects } from "~/models/staff-product.server";
import { listBrands, listFilterGroups } from "~/models/taxonomy.server";
import { apiRoute } from "~/api/route.server";

/**
 * GET /api/product/allSelects: the product form's options, `{ brands, categories, types, symbols,
 * stones, ingredients, products }`. Shoppers get the active ones, as before; an admin or a
 * merchant (the form's users) gets inactive ones too, with `isActive`, and only the brands and
 * products they manage.
 */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const { db } = context;
      // Read here, not declared: a shopper's dead session must not turn the answer into a 401.
      const user = await context.user();
      const actor = user ? catalogueActor(user) : null;
      if (actor) {
        const s = await staffSelects(db, actor);
        return ok({
          brands: s.brands.map(staffOptionShape),
          categories: s.categories.map(staffOptionShape),
          types: s.types.map(staffOptionShape),
          symbols: s.symbols.map(staffOptionShape),
          stones: s.stones.map(staffOptionShape),
          ingredients: s.ingredients.map(staffOptionShape),
          products: s.products.map(optionShape),
        });
      }
      const [brands, groups, products] = await Promise.all([
        listBrands(db, { activeOnly: true }),
        listFilterGroups(db),
        productOptions(db),
      ]);
      return ok({
        brands: brands.map(optionShape),
        categories: groups.categories.map(optionShape),
        types: groups.types.map(optionShape),
        symbols: groups.symbols.map(optionShape),
        stones: groups.stones.map(optionShape),
        ingredients: groups.ingredients.map(optionShape),
        products: products.map(optionShape),
      });
    },
  },
});
export const action = loader;
