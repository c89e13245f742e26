// Ana sayfa ürün karuseli (spec 001 §2 Carousel): the page's texts, and its one-time messages under `toast`.
export const carousel = {
  toast: {},
};
