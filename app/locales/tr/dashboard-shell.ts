/** The back office's own frame (pages/dashboard/layout.tsx): its header and grouped menu. */
export const shell = {
  /** The menu's name, for the side menu and the phone's menu button alike. */
  menuLabel: "Yönetim menüsü",
  /** The phone's menu button, named by the page it is on when closed. */
  menuButton: "Menü",
  /** Beside the shop's name: this is its back office. */
  backOffice: "Yönetim paneli",
  viewShop: "Mağazaya git",
  /** The signed-in person's name links to their profile, under the overview's figures. */
  profileOf: "{name}: profil",
  groups: {
    sales: "Satış",
    catalogue: "Katalog",
    content: "İçerik",
    shop: "Mağaza",
    account: "Hesap",
  },
};
