import type { translations as tr } from "../tr/dashboard-translations";

export const translations: typeof tr = {
  filterLabel: "Translation",
  all: "All",
  missingEn: "English missing",
  missingTr: "Turkish missing",
  noneMissing: "No record has a text missing in this language.",
  langTr: "TR",
  langEn: "EN",
};
