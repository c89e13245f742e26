// The multiple-choice picker (stones, children, combination, coupon products and categories).
export const picker = {
  selectHint: "Birden çok seçmek için Ctrl (Mac'te Cmd) tuşunu basılı tutun.",
  search: "Ara…",
  noResults: "Sonuç bulunamadı.",
  searching: "Aranıyor…",
  remove: "Kaldır: {name}",
  noneChosen: "Seçim yok.",
  chosen: "Seçilenler",
};
