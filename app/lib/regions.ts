import { countryNames, type CountryCode } from "~/locales/countries";
import type { Lang } from "./i18n";

/**
 * The delivery form's pickers. Türkiye's 81 provinces (il), by plate number, and the short list of
 * countries the shop ships to. A country is stored by its name in the language the shopper used;
 * either language's name reads back as the same country.
 */
const TR_PROVINCES = [
  "Adana",
  "Adıyaman",
  "Afyonkarahisar",
  "Ağrı",
  "Amasya",
  "Ankara",
  "Antalya",
  "Artvin",
  "Aydın",
  "Balıkesir",
  "Bilecik",
  "Bingöl",
  "Bitlis",
  "Bolu",
  "Burdur",
  "Bursa",
  "Çanakkale",
  "Çankırı",
  "Çorum",
  "Denizli",
  "Diyarbakır",
  "Edirne",
  "Elazığ",
  "Erzincan",
  "Erzurum",
  "Eskişehir",
  "Gaziantep",
  "Giresun",
  "Gümüşhane",
  "Hakkari",
  "Hatay",
  "Isparta",
  "Mersin",
  "İstanbul",
  "İzmir",
  "Kars",
  "Kastamonu",
  "Kayseri",
  "Kırklareli",
  "Kırşehir",
  "Kocaeli",
  "Konya",
  "Kütahya",
  "Malatya",
  "Manisa",
  "Kahramanmaraş",
  "Mardin",
  "Muğla",
  "Muş",
  "Nevşehir",
  "Niğde",
  "Ordu",
  "Rize",
  "Sakarya",
  "Samsun",
  "Siirt",
  "Sinop",
  "Sivas",
  "Tekirdağ",
  "Tokat",
  "Trabzon",
  "Tunceli",
  "Şanlıurfa",
  "Uşak",
  "Van",
  "Yozgat",
  "Zonguldak",
  "Aksaray",
  "Bayburt",
  "Karaman",
  "Kırıkkale",
  "Batman",
  "Şırnak",
  "Bartın",
  "Ardahan",
  "Iğdır",
  "Yalova",
  "Karabük",
  "Kilis",
  "Osmaniye",
  "Düzce",
] as const;

export interface Country {
  code: string;
  tr: string;
  en: string;
}

const country = (code: CountryCode): Country => ({
  code,
  tr: countryNames.tr[code],
  en: countryNames.en[code],
});

export const TURKEY: Country = country("TR");

const COUNTRIES: readonly Country[] = (Object.keys(countryNames.tr) as CountryCode[]).map((code) =>
  code === "TR" ? TURKEY : country(code),
);

const fold = (s: string) => s.trim().toLocaleLowerCase("tr").normalize("NFC");

/** The country a name (in either language, any case) or a code stands for. */
export function findCountry(name: string | null | undefined): Country | null {
  if (!name) return null;
  const key = fold(name);
  return (
    COUNTRIES.find(
      (c) =>
        fold(c.tr) === key ||
        fold(c.en) === key ||
        c.code.toLowerCase() === name.trim().toLowerCase(),
    ) ?? null
  );
}

/** Countries in the alphabetical order of a language, Türkiye first. */
export function countryOptions(lang: Lang): { value: string; label: string }[] {
  const rest = COUNTRIES.filter((c) => c !== TURKEY).sort((a, b) =>
    a[lang].localeCompare(b[lang], lang),
  );
  return [TURKEY, ...rest].map((c) => ({ value: c[lang], label: c[lang] }));
}

/** The province a name stands for, spelt as the list spells it ('istanbul' → 'İstanbul'). */
export function findProvince(name: string | null | undefined): string | null {
  if (!name) return null;
  const key = fold(name);
  return TR_PROVINCES.find((p) => fold(p) === key) ?? null;
}

/** The provinces in Turkish alphabetical order, for the picker. */
export const SORTED_PROVINCES: readonly string[] = [...TR_PROVINCES].sort((a, b) =>
  a.localeCompare(b, "tr"),
);
