import type { jewelleryWords as tr } from "../tr/jewellery-words";

export const jewelleryWords: typeof tr = {
  metal: "Metal",
  fineness: "Fineness (thousandths)",
  weight: "Weight (grams)",
  plating: "Plating",
  metals: {
    silver: "Silver",
    gold: "Gold",
    "white-gold": "White gold",
    "rose-gold": "Rose gold",
    brass: "Brass",
    copper: "Copper",
    steel: "Steel",
  },
  platings: {
    none: "No plating",
    rhodium: "Rhodium plated",
    gold: "Gold plated",
    "rose-gold": "Rose gold plated",
    oxidised: "Oxidised (black)",
  },
  natures: {
    natural: "natural",
    treated: "treated",
    synthetic: "synthetic",
  },
};
