// The countries the shop ships to, by ISO code: the delivery form's menu (app/lib/regions.ts).
export const countries = {
  TR: "Türkiye",
  DE: "Almanya",
  US: "Amerika Birleşik Devletleri",
  AT: "Avusturya",
  AZ: "Azerbaycan",
  BE: "Belçika",
  GB: "Birleşik Krallık",
  BG: "Bulgaristan",
  FR: "Fransa",
  NL: "Hollanda",
  CH: "İsviçre",
  CY: "Kuzey Kıbrıs",
  GR: "Yunanistan",
};
