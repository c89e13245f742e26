import type { sliders as tr } from "../tr/dashboard-sliders";

// The home page slider (spec 001 §2 Sliders): the page's texts, and its one-time messages under `toast`.
export const sliders: typeof tr = {
  toast: {},
};
