import { ok } from "~/api/answers.server";
import { optionShape } from "~/api/shapes/catalogue.server";
import { listBrands } from "~/models/taxonomy.server";
import { apiRoute } from "~/api/route.server";
import { isRefusal, listBrandsFor } from "~/features/catalogue/catalogue-admin.server";

/**
 * GET /api/brand/list/select: `{ brands }` as select options (`_id`, `name`). Staff get the
 * brands they manage, inactive ones too (a merchant only their own: the product form's brand
 * picker); anyone else the active brands, as before.
 */
export const loader = apiRoute({
  GET: {
    auth: "visitor",
    handler: async ({ user, context }) => {
      const staff = user ? await listBrandsFor(context.db, user) : null;
      if (staff && !isRefusal(staff)) return ok({ brands: staff.map(optionShape) });
      const brands = await listBrands(context.db, { activeOnly: true });
      return ok({ brands: brands.map(optionShape) });
    },
  },
});
export const action = loader;
