import type { dashboard as tr } from "../tr/dashboard";

import { dashboardPictures } from "./dashboard-pictures";

export const dashboard: typeof tr = {
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
};
