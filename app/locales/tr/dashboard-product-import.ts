// The product list's link to the import, and its message after an apply (issue [10] point 3).
// The import page's own texts come with its data (product-import-server.ts).
export const productImport = {
  link: "CSV'den içe aktar",
  toast: {
    productsImported: "İçe aktarma tamamlandı: {n} ürün eklendi ya da değişti.",
  },
};
