// Ana sayfa slider'ı (spec 001 §2 Sliders): the page's texts, and its one-time messages under `toast`.
export const sliders = {
  toast: {},
};
