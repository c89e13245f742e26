// The jewellery facts a buyer is owed (issue [20] point 4): metal and fineness, weight, plating and
// each stone's nature. The storefront's product page and the product form's own section read
// them on the server (their loaders), never from a client language module. `{metal}` a metal's
// name, `{fineness}` thousandths (925), `{karat}` a gold's karat (14), `{n}` a number.
import { jewelleryWords } from "./jewellery-words";

export const jewellery = {
  ...jewelleryWords,
  /** The product page's list. */
  heading: "Ürün bilgileri",
  terms: {
    metal: "Metal ve ayar",
    weight: "Ağırlık",
    plating: "Kaplama",
    stones: "Taşlar",
  },
  /** The product form's section. */
  legend: "Takı bilgileri",
  intro:
    "Yasa gereği satış sayfasında yazılır: metal ve ayarı, ağırlık, kaplama ve her taşın doğal mı, işlem görmüş mü, sentetik mi olduğu. Boş bırakılan gösterilmez.",
  finenessHint: "925 = 925 ayar gümüş; 585 = 14 ayar altın; 750 = 18 ayar altın.",
  weightHint: "Örneğin 4,2",
  notStated: "Belirtilmedi",
  stoneNatures: "Taşların niteliği",
  stoneNaturesHint:
    "Ürünün taşları seçildikçe burada sorulur; seçilmeyen taşın niteliği kaydedilmez.",
  noStones: "Bu ürüne henüz taş seçilmedi.",
  otherStones: "Diğer taşlar (yeni seçilen bir taş için)",
  /** A metal with its fineness, as the law asks it to be written. */
  sterling: "925 ayar {metal}",
  silverFineness: "{fineness} ayar {metal}",
  goldFineness: "{karat} ayar {metal} ({fineness})",
  otherFineness: "{metal} ({fineness}/1000)",
  grams: "{n} g",
  stone: "{name} ({nature})",
  errors: {
    metal: "Listedeki metallerden birini seçin.",
    fineness: "Ayar 1 ile 1000 arasında bir tam sayı olmalı (binde: 925, 585, 750).",
    weight: "Ağırlık 0'dan büyük bir sayı olmalı (gram; örneğin 4,2).",
    plating: "Listedeki kaplamalardan birini seçin.",
    nature: "Her taş için doğal, işlem görmüş ya da sentetik seçin.",
  },
};
