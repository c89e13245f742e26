// The product list's export link (issue [10] point 3); the file's own texts are the server's
// (product-export-server.ts).
export const productExport = {
  link: "Excel'e aktar (CSV)",
  linkHint: "Listedeki filtreyle eşleşen bütün ürünler",
  bulkAll: "Süzgeçtekileri toplu değiştir",
  bulkTicked: "Seçilenleri toplu değiştir",
};
