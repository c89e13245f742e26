import { z } from "zod";

/** PUT /api/product/imageRemove/{id}: the URL of the picture to remove. */
export const ImageRemoveBodySchema = z.object({
  img: z.string({ required_error: "Required." }).trim().min(1, "Required.").max(2000),
  // The pictures' version the removal was asked from (decision 067), read by sentVersion.
  version: z.unknown().optional(),
});

/** An alt text field of the pictures page (empty: the product's name). */
export const AltTextSchema = z.string().trim().max(300).default("");
