import type { dashboard as tr } from "../tr/dashboard";
import { dashboardCatalogue } from "./dashboard-catalogue";
import { dashboardPictures } from "./dashboard-pictures";
import { picker } from "./dashboard-picker";
import { products } from "./dashboard-products";

export const dashboard: typeof tr = {
  picker,
  ...dashboardPictures,
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
