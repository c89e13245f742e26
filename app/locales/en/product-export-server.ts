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
    keys: "Keywords",
    description: "Description",
    descriptionEn: "Description (English)",
  },
};
