import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { STAFF_PRODUCT_TEXTS } from "~/api/shapes/staff-products.server";
import { answerRefusal, apiActor } from "~/api/staff-product.server";
import { deleteProductsOf } from "~/features/catalogue/products.server";
import { idParam } from "~/schemas/api";

/**
 * DELETE /api/product/delete/{id}: erased without orders, archived with them
 * (docs/decisions/022); `archived` says which.
 */
export const loader = apiRoute({
  DELETE: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id }, context, user }) => {
      const outcome = await deleteProductsOf(context.db, apiActor(user), [id]);
      answerRefusal(outcome);
      const archived = (outcome.archived ?? 0) > 0;
      return ok({
        success: true,
        archived,
        message: archived ? STAFF_PRODUCT_TEXTS.archived : STAFF_PRODUCT_TEXTS.deleted,
      });
    },
  },
});
export const action = loader;
