// The product export's file (issue [10] point 3): its columns' titles, yes/no, its name.
// Server-only (app/locales/server.ts): the CSV is written there.
export const productExportServer = {
  fileName: "urunler",
  yes: "Evet",
  no: "Hayır",
  columns: {
    sku: "SKU",
    name: "Ad",
    nameEn: "Ad (İngilizce)",
    pcollection: "Seri",
    price: "Fiyat",
    discountPrice: "İndirimli Fiyat",
    quantity: "Stok",
    isActive: "Aktif",
    isVisible: "Listede",
    brand: "Marka",
    category: "Cinsiyet",
    type: "Kategori",
    ingredient: "Malzeme",
    symbol: "Sembol",
    stones: "Doğal Taşlar",
    metal: "Metal",
    fineness: "Ayar",
    weightGrams: "Ağırlık (g)",
    plating: "Kaplama",
    keys: "Anahtar Kelimeler",
    description: "Açıklama",
    descriptionEn: "Açıklama (İngilizce)",
  },
  // Read by the import only (the export leaves them out): a new product's remaining texts, and
  // its pictures by their names in the ZIP sent beside the file, the cover first.
  importColumns: {
    story: "Hikâye",
    storyEn: "Hikâye (İngilizce)",
    details: "Detaylar",
    detailsEn: "Detaylar (İngilizce)",
    ingredients: "Malzeme Bilgisi",
    ingredientsEn: "Malzeme Bilgisi (İngilizce)",
    pictures: "Resimler",
  },
};
