import { jewelleryWords } from "./jewellery-words";
import type { jewellery as tr } from "../tr/jewellery";
export const jewellery: typeof tr = {
  ...jewelleryWords,
  heading: "Product details",
  terms: {
    metal: "Metal and fineness",
    weight: "Weight",
    plating: "Plating",
    stones: "Stones",
  },
  legend: "Jewellery facts",
  intro:
    "The law asks for them on the sale page: the metal and its fineness, the weight, the plating and whether each stone is natural, treated or synthetic. What is left empty is not shown.",
  finenessHint: "925 = 925 sterling silver; 585 = 14 ct gold; 750 = 18 ct gold.",
  weightHint: "For example 4.2",
  notStated: "Not stated",
  stoneNatures: "Nature of the stones",
  stoneNaturesHint:
    "Asked here for the product's chosen stones; the nature of a stone not chosen is not saved.",
  noStones: "No stone is chosen for this product yet.",
  otherStones: "Other stones (for a stone chosen now)",
  sterling: "925 sterling {metal}",
  silverFineness: "{fineness} {metal}",
  goldFineness: "{karat} ct {metal} ({fineness})",
  otherFineness: "{metal} ({fineness}/1000)",
  grams: "{n} g",
  stone: "{name} ({nature})",
  errors: {
    metal: "Choose one of the metals in the list.",
    fineness: "The fineness is a whole number from 1 to 1000 (thousandths: 925, 585, 750).",
    weight: "The weight is a number above 0 (grams; for example 4.2).",
    plating: "Choose one of the platings in the list.",
    nature: "Choose natural, treated or synthetic for each stone.",
  },
};
