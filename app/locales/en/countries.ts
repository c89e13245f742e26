import type { countries as source } from "../tr/countries";

export const countries: typeof source = {
  TR: "Turkey",
  DE: "Germany",
  US: "United States",
  AT: "Austria",
  AZ: "Azerbaijan",
  BE: "Belgium",
  GB: "United Kingdom",
  BG: "Bulgaria",
  FR: "France",
  NL: "Netherlands",
  CH: "Switzerland",
  CY: "Northern Cyprus",
  GR: "Greece",
};
