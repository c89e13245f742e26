import type { picker as tr } from "../tr/dashboard-picker";

export const picker: typeof tr = {
  selectHint: "Hold Ctrl (Cmd on a Mac) to choose more than one.",
  search: "Search…",
  noResults: "Nothing found.",
  searching: "Searching…",
  remove: "Remove: {name}",
  noneChosen: "Nothing chosen.",
  chosen: "Chosen",
};
