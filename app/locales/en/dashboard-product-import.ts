import type { productImport as tr } from "../tr/dashboard-product-import";

export const productImport: typeof tr = {
  link: "Import from CSV",
  toast: {
    productsImported: "Import done: {n} products added or changed.",
  },
};
