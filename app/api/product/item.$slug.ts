import { z } from "zod";
import { found, readAnswer } from "~/api/answers.server";
import { productShape } from "~/api/shapes/catalogue.server";
import { withEtag } from "~/api/versions.server";
import { readerReach } from "~/lib/catalogue-actor";
import { productBySlugInReach } from "~/models/reach-reads.server";
import { slugParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/**
 * GET /api/product/item/{slug}: `{ product }` as the product page reads it, combination products
 * included; a hidden or closed product only to who may edit it (an admin; a merchant, their
 * brands' products), as GET /api/product/{id}.
 */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    params: z.object({ slug: slugParam("Product") }),
    handler: async ({ params: { slug }, context }) => {
      const reach = readerReach(await context.user());
      const product = found(await productBySlugInReach(context.db, slug, reach), "Product");
      return withEtag(readAnswer({ product: productShape(product) }, reach), product.version);
    },
  },
});
export const action = loader;
