import type { orders as tr } from "../tr/orders";

export const orders: typeof tr = {
  title: "",
};
