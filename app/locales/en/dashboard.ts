import type { dashboard as tr } from "../tr/dashboard";
import { dashboardCatalogue } from "./dashboard-catalogue";
import { picker } from "./dashboard-picker";
import { products } from "./dashboard-products";

export const dashboard: typeof tr = {
  picker,
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
  catalogue: dashboardCatalogue,
  toast: { ...dashboardCatalogue.toast },
};
