import type { settings as tr } from "../tr/dashboard-settings";

// The shop's settings (spec 001 §2 Settings): the page's texts, and its one-time messages under `toast`.
export const settings: typeof tr = {
  toast: {},
};
