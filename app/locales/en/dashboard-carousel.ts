import type { carousel as tr } from "../tr/dashboard-carousel";

// The home page product carousel (spec 001 §2 Carousel): the page's texts, and its one-time messages under `toast`.
export const carousel: typeof tr = {
  title: "Carousel",
  hint: "Choose the products to show in the carousel",
  pick: "Choose a product",
  search: "Search products",
  searchButton: "Search",
  found: "Matching products",
  noMatch: "no products found.",
  add: "Add",
  inCarousel: "In the carousel",
  current: "Products in the carousel",
  empty: "The carousel has no products.",
  remove: "Remove",
  removeLabel: "Remove {name} from the carousel",
  addLabel: "Add {name} to the carousel",
  moveUp: "Up",
  moveDown: "Down",
  hidden: "Not shown in the shop",
  dragHandle: "Drag {name}",
  dragHint:
    "Drag a handle to reorder, or focus a handle, press space to lift, move with the arrow keys and press space to drop.",
  announce: {
    picked: "Picked up product {n}.",
    over: "Product is at place {n}.",
    dropped: "Product dropped at place {n}.",
    cancelled: "Move cancelled.",
  },
  failed: "Connection error. Please try again.",
  retry: "Try again",
  saved: "Saved.",
  toast: {
    carouselAdded: "Product added to the carousel.",
    carouselRemoved: "Product removed from the carousel.",
    carouselMoved: "Order saved.",
    carouselAlready: "This product is already in the carousel.",
    carouselGone: "Product not found.",
  },
};
