// Tanıtım pop-up'ı (spec 001 §2 Pop-up): the page's texts, and its one-time messages under `toast`.
export const popup = {
  toast: {},
};
