import type { productExport as tr } from "../tr/dashboard-product-export";

export const productExport: typeof tr = {
  link: "Export to Excel (CSV)",
  linkHint: "Every product matching the list's filter",
  bulkAll: "Change the filtered ones in bulk",
  bulkTicked: "Change the ticked ones in bulk",
};
