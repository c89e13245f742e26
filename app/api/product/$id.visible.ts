import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { STAFF_PRODUCT_TEXTS } from "~/api/shapes/staff-products.server";
import { answerRefusal, apiActor, requireProductInReach } from "~/api/staff-product.server";
import { setProductsVisible } from "~/features/catalogue/products.server";
import { idParam } from "~/schemas/api";
import { ProductVisibleBodySchema } from "~/schemas/staff-product";

/** PUT /api/product/{id}/visible `{ product: { isVisible } }`: an admin's, or a merchant's own. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    scope: ({ params: { id }, user, context }) => requireProductInReach(context.db, user, id),
    body: ProductVisibleBodySchema,
    handler: async ({ params: { id }, context, body, user }) => {
      const outcome = await setProductsVisible(
        context.db,
        apiActor(user),
        [id],
        body.product.isVisible,
      );
      answerRefusal(outcome);
      return ok({
        success: true,
        message: STAFF_PRODUCT_TEXTS.activeChanged,
        product: { _id: id, isVisible: body.product.isVisible },
      });
    },
  },
});
export const action = loader;
