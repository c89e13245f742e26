import { pictureLimits } from "~/lib/upload-limits";
import { ok } from "~/api/answers.server";
import { refusePicture } from "~/api/pictures.server";
import {
  answerProductRefusal,
  fieldsOf,
  productAnswer,
  productInput,
} from "~/api/product-form.server";
import { apiRoute } from "~/api/route.server";
import { STAFF_PRODUCT_TEXTS } from "~/api/shapes/staff-products.server";
import { apiActor } from "~/api/staff-product.server";
import { addProduct } from "~/features/catalogue/product-form.server";
import { readMultipartForm } from "~/http/picture-upload.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["imageUrl", "image", "images"]);

/**
 * POST /api/product/add (multipart): every product field by its contract name, the cover as
 * `imageUrl` (or `image`) and the gallery as `images`, repeated; stone, children and combination
 * repeated or comma-joined. New products are active and visible unless the body says otherwise.
 * → `{ success, message, product }`.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    handler: async ({ request, user, context }) => {
      const actor = apiActor(user);
      const read = await readMultipartForm(request);
      if (typeof read === "string") refusePicture(read);
      if (read.refused.length) refuseUploadedFiles(request, read);
      const input = productInput(fieldsOf(read.form));
      const added = await addProduct(
        context.db,
        actor,
        input,
        { isActive: input.isActive ?? true, isVisible: input.isVisible ?? true },
        {
          cover: [...read.files.imageUrl!, ...read.files.image!],
          gallery: read.files.images!,
          keptCover: null,
          keptGallery: [],
        },
      );
      if (!added.ok) answerProductRefusal(added);
      return ok(await productAnswer(context.db, actor, added.id, STAFF_PRODUCT_TEXTS.added));
    },
  },
});
export const action = loader;
