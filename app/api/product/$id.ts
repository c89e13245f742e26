import { z } from "zod";
import { apiError, found, ok, readAnswer } from "~/api/answers.server";
import { readApiBody } from "~/api/body.server";
import { answerProductRefusal, productAnswer, productInput } from "~/api/product-form.server";
import { productShape } from "~/api/shapes/catalogue.server";
import { STAFF_PRODUCT_TEXTS, staffProductShape } from "~/api/shapes/staff-products.server";
import { sentVersion, staleAnswer, withEtag } from "~/api/versions.server";
import { apiActor } from "~/api/staff-product.server";
import {
  changeProduct,
  formValuesOf,
  productToEdit,
} from "~/features/catalogue/product-form.server";
import { readerReach } from "~/lib/catalogue-actor";
import { productInReach } from "~/models/reach-reads.server";
import { idParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/**
 * GET /api/product/{id}: `{ product }` with its relations; a hidden product is not found, but by
 * who may edit it (an admin; a merchant, their brands' products).
 * PUT /api/product/{id} `{ product: { ...fields } }`: an admin's, or a merchant's own; the fields
 * sent replace the product's, the others stay. Another shop's product is 403 whatever the body.
 */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id }, context }) => {
      const reach = readerReach(await context.user());
      const product = found(await productInReach(context.db, id, reach), "Product");
      return withEtag(readAnswer({ product: productShape(product) }, reach), product.version);
    },
  },
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    handler: async ({ request, params: { id }, context, user }) => {
      const actor = apiActor(user);
      const current = await productToEdit(context.db, actor, id);
      if ("refused" in current) answerProductRefusal(current);
      const body = await readApiBody(request);
      const sent = body.product;
      if (!sent || typeof sent !== "object" || Array.isArray(sent))
        apiError(400, "product: Send the product's fields under `product`.");
      const expected = sentVersion(request, body, "product");
      const { version: _version, ...fields } = sent as Record<string, unknown>;
      const input = productInput({ ...formValuesOf(current), ...fields });
      const flags = {
        isActive: input.isActive ?? current.isActive,
        isVisible: input.isVisible ?? current.isVisible,
      };
      const changed = await changeProduct(context.db, actor, id, input, flags, {
        expected,
        sent: new Set(Object.keys(fields)),
      });
      if (!changed.ok && "stale" in changed) {
        const now = await productToEdit(context.db, actor, id);
        if ("refused" in now) answerProductRefusal(now);
        staleAnswer("product", staffProductShape(now), now.version);
      }
      if (!changed.ok) answerProductRefusal(changed);
      const answer = await productAnswer(context.db, actor, id, STAFF_PRODUCT_TEXTS.updated);
      return withEtag(ok(answer), answer.product.version);
    },
  },
});
export const action = loader;
