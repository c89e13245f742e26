// Issue [10] point 8: the lists' filter of records with a text missing in a language, and the
// language tags of the forms' Turkish/English field pairs (docs/decisions/038).
export const translations = {
  filterLabel: "Çeviri",
  all: "Hepsi",
  missingEn: "İngilizcesi eksik",
  missingTr: "Türkçesi eksik",
  noneMissing: "Bu dilde eksik metni olan kayıt yok.",
  langTr: "TR",
  langEn: "EN",
};
