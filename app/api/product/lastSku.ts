import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { apiActor } from "~/api/staff-product.server";
import { lastSku } from "~/models/staff-product.server";

/** GET /api/product/lastSku `{ sku }`: the highest ARW number taken, the add form's hint. */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    handler: async ({ user, context }) => {
      apiActor(user);
      return ok({ sku: await lastSku(context.db) });
    },
  },
});
export const action = loader;
