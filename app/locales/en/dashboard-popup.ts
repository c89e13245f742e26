import type { popup as tr } from "../tr/dashboard-popup";

// The promotional pop-up (spec 001 §2 Pop-up): the page's texts, and its one-time messages under `toast`.
export const popup: typeof tr = {
  toast: {},
};
