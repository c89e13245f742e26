// Favorites and reviews. Turkish is the source; en/engage.ts mirrors every key.
export const engage = {
  // Favorites page (spec 000 §2)
  favoritesTitle: "Favorilerim",
  favoritesCrumb: "favorilerim",
  noFavorites: "Favori Yok",
  noFavoritesHint: "Beğendiğiniz ürünlerdeki ♡ düğmesine basarak favorilerinize ekleyin.",
  browseProducts: "Ürünleri İncele",
  favoritesCount: "{count} ürün",
  // The wish toggle on cards and the product page
  addFavorite: "Favorilere ekle",
  removeFavorite: "Favorilerden çıkar",
  // Review form (spec 000 §5)
  reviewFormTitle: "Değerlendirme Yaz",
  reviewTitle: "Başlık",
  reviewText: "Yorumunuz",
  rating: "Puanınız",
  ratingOption: "{n} yıldız",
  recommend: "Bu ürünü tavsiye eder misiniz?",
  yes: "Evet",
  no: "Hayır",
  submitReview: "Değerlendirmeyi Gönder",
  titleRequired: "Başlık girmeniz gerekiyor.",
  reviewRequired: "Yorum girmeniz gerekiyor.",
  ratingRequired: "Puan vermeniz gerekiyor.",
  recommendRequired: "Tavsiye edip etmediğinizi seçmeniz gerekiyor.",
  titleTooLong: "Başlık en fazla 120 karakter olabilir.",
  reviewTooLong: "Yorum en fazla 2000 karakter olabilir.",
  alreadyReviewed:
    "Bu ürünü daha önce değerlendirdiniz; yeni değerlendirmeniz öncekinin yerini alır.",
  signInToReview: "Değerlendirme yazmak için giriş yapın",
  // /api answers
  reviewAdded: "Değerlendirmeniz eklendi. Teşekkürler!",
  reviewReplaced: "Değerlendirmeniz güncellendi.",
};
