// Mağaza ayarları (spec 001 §2 Settings): the page's texts, and its one-time messages under `toast`.
export const settings = {
  toast: {},
};
