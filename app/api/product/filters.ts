import { filterItemShape } from "~/api/shapes/catalogue.server";
import { ok } from "~/api/answers.server";
import { listFilterGroups } from "~/models/taxonomy.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/filters: the five filter groups, each a list of `{ _id, name, slug }`. */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const groups = await listFilterGroups(context.db);
      return ok({
        categories: groups.categories.map(filterItemShape),
        types: groups.types.map(filterItemShape),
        stones: groups.stones.map(filterItemShape),
        ingredients: groups.ingredients.map(filterItemShape),
        symbols: groups.symbols.map(filterItemShape),
      });
    },
  },
});
export const action = loader;
