import type { shell as tr } from "../tr/dashboard-shell";

export const shell: typeof tr = {
  menuLabel: "Back office menu",
  menuButton: "Menu",
  backOffice: "Back office",
  viewShop: "View shop",
  profileOf: "{name}: profile",
  groups: {
    sales: "Sales",
    catalogue: "Catalogue",
    content: "Content",
    shop: "Shop",
    account: "Account",
  },
};
