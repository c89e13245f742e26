import type { checkout as tr } from "../tr/checkout";

export const checkout: typeof tr = {
  title: "",
};
