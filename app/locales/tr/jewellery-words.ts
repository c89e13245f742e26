// The words of the jewellery facts that the back office's history also shows (its labels and
// values): kept apart from the rest of ./jewellery so that only these reach its client module.
export const jewelleryWords = {
  metal: "Metal",
  fineness: "Ayar (binde)",
  weight: "Ağırlık (gram)",
  plating: "Kaplama",
  metals: {
    silver: "Gümüş",
    gold: "Altın",
    "white-gold": "Beyaz altın",
    "rose-gold": "Rose altın",
    brass: "Pirinç",
    copper: "Bakır",
    steel: "Çelik",
  },
  platings: {
    none: "Kaplamasız",
    rhodium: "Rodyum kaplama",
    gold: "Altın kaplama",
    "rose-gold": "Rose altın kaplama",
    oxidised: "Oksitlenmiş (siyah)",
  },
  natures: {
    natural: "doğal",
    treated: "işlem görmüş",
    synthetic: "sentetik",
  },
};
