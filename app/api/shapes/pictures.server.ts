/**
 * The /api contract's picture fields (spec 001 §7): the cover as `image`, the gallery as `images`,
 * both URLs (the storefront's `imageUrl` and `images`).
 */
import type { PicturedProduct } from "~/models/product-image.server";

export function picturesShape(product: PicturedProduct) {
  return {
    image: product.cover?.url ?? null,
    images: product.gallery.map((p) => p.url),
  };
}
