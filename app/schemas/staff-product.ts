import { z } from "zod";

/** PUT /api/product/{id}/active: `{ product: { isActive } }` (spec 001 §7). */
export const ProductActiveBodySchema = z.object({
  product: z.object({ isActive: z.boolean({ message: "Expected true or false." }) }),
});

/** PUT /api/product/{id}/visible: `{ product: { isVisible } }`. */
export const ProductVisibleBodySchema = z.object({
  product: z.object({ isVisible: z.boolean({ message: "Expected true or false." }) }),
});
