import type { Lang } from "./i18n";

/**
 * The dashboards' "English missing" / "Turkish missing" filter (`?missing=en`, `?missing=tr`):
 * the records with a text filled in one language and empty in the other (a product with a
 * Turkish story and no English one is missing English). Unknown values are dropped, never an
 * error (docs/decisions/038-no-text-left-untranslated.md).
 */
export type MissingLang = Lang;
export const MISSING_LANGS: readonly MissingLang[] = ["en", "tr"];

export function parseMissing(value: string | null | undefined): MissingLang | null {
  return value === "en" || value === "tr" ? value : null;
}

/** The list's query string with `missing` set or cleared, its page back to the first. */
export function withMissing(search: string, missing: MissingLang | null): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (missing) params.set("missing", missing);
  else params.delete("missing");
  const s = params.toString();
  return s ? `?${s}` : "";
}
