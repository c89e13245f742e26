import type { dashboard as tr } from "../tr/dashboard";
import { dashboardCatalogue } from "./dashboard-catalogue";

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
  catalogue: dashboardCatalogue,
  toast: { ...dashboardCatalogue.toast },
};
