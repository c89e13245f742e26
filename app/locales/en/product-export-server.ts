import type { productExportServer as tr } from "../tr/product-export-server";

export const productExportServer: typeof tr = {
  fileName: "products",
  yes: "Yes",
  no: "No",
  columns: {
    sku: "SKU",
    name: "Name",
    nameEn: "Name (English)",
    pcollection: "Series",
    price: "Price",
    discountPrice: "Discount price",
    quantity: "Stock",
    isActive: "Active",
    isVisible: "Listed",
    brand: "Brand",
    category: "Gender",
    type: "Category",
    ingredient: "Material",
    symbol: "Symbol",
    stones: "Natural stones",
    metal: "Metal",
    fineness: "Fineness",
    weightGrams: "Weight (g)",
    plating: "Plating",
    keys: "Keywords",
    description: "Description",
    descriptionEn: "Description (English)",
  },
  // Read by the import only (the export leaves them out): a new product's remaining texts, and
  // its pictures by their names in the ZIP sent beside the file, the cover first.
  importColumns: {
    story: "Story",
    storyEn: "Story (English)",
    details: "Details",
    detailsEn: "Details (English)",
    ingredients: "Material notes",
    ingredientsEn: "Material notes (English)",
    pictures: "Pictures",
  },
};
