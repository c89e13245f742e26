import type { dashboard as tr } from "../tr/dashboard";
import { products } from "./dashboard-products";

export const dashboard: typeof tr = {
  menu: {
    menuProducts: "Products",
    menuCategories: "Categories",
    menuGenders: "Gender",
    menuSymbols: "Symbols",
    menuStones: "Natural Stones",
    menuIngredients: "Materials",
    menuBrands: "Brands",
  },
  products,
};
