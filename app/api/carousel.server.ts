import { apiError } from "~/api/answers.server";
import { isRefusal, type Refusal } from "~/features/content/carousel.server";
import type { StaffCarouselEntry } from "~/models/carousel-write.server";

/** The carousel's /api calls (spec 001 §7): their texts, refusals and the entry's shape. */
export const CAROUSEL_TEXTS = {
  added: "Product has been added to the carousel.",
  removed: "Product has been removed from the carousel.",
  ordered: "Carousel order has been saved.",
  already: "product: This product is already in the carousel.",
  noProduct: "Product not found.",
  missing: "Carousel entry not found.",
  badOrder: "order: Name every carousel entry exactly once.",
};

export function allowedCarousel<T>(outcome: T | Refusal): T {
  if (!isRefusal(outcome)) return outcome;
  if (outcome.refused === "forbidden") apiError(403, "Forbidden");
  return apiError(404, CAROUSEL_TEXTS.missing);
}

/** An entry as the dashboard reads it: `listed` false when the shop does not show its product. */
export function staffCarouselShape(e: StaffCarouselEntry) {
  return {
    _id: e.id,
    order: e.sortOrder,
    isActive: e.isActive,
    listed: e.listed,
    product: { _id: e.productId, sku: e.sku, name: e.name, imageUrl: e.imageUrl },
  };
}
