import type { dashboard as tr } from "../tr/dashboard";
import { dashboardCatalogue } from "./dashboard-catalogue";
import { dashboardPictures, pictureToasts } from "./dashboard-pictures";
import { picker } from "./dashboard-picker";
import { productForm } from "./dashboard-product-form";
import { products, productToasts } from "./dashboard-products";

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
  productForm,
  catalogue: dashboardCatalogue,
  toast: {
    ...dashboardCatalogue.toast,
    ...productToasts,
    ...pictureToasts,
    ...productForm.toast,
  },
};
