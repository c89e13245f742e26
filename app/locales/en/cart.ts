import type { cart as tr } from "../tr/cart";

export const cart: typeof tr = {
  title: "",
};
