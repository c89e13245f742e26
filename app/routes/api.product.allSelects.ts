import { getDb } from "~/db.server";
import { ok } from "~/api/answers.server";
import { optionShape } from "~/api/shapes/catalogue.server";
import { productOptions } from "~/models/api-catalog.server";
import { listBrands, listFilterGroups } from "~/models/taxonomy.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/allSelects: the product form's options, `{ brands, categories, types, symbols, stones, ingredients, products }`. */
export const loader = apiRoute({
  GET: {
    handler: async () => {
      const db = await getDb();
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
