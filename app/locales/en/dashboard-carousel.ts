import type { carousel as tr } from "../tr/dashboard-carousel";

// The home page product carousel (spec 001 §2 Carousel): the page's texts, and its one-time messages under `toast`.
export const carousel: typeof tr = {
  toast: {},
};
