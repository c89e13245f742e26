import type { Lang } from "~/lib/i18n";
import { countries as en } from "./en/countries";
import { countries as tr } from "./tr/countries";

/**
 * Country names in both languages, in the pages' JavaScript too: the delivery form's check reads
 * a country back from its name in either language (a few hundred bytes).
 */
export const countryNames: Record<Lang, typeof tr> = { tr, en };
export type CountryCode = keyof typeof tr;
