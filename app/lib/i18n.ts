export type Lang = "tr" | "en";
export const LANGS: readonly Lang[] = ["tr", "en"];
export const DEFAULT_LANG: Lang = "tr";

/** The page's language from its path: '/en/...' is English, everything else Turkish. */
export function langFromPath(pathname: string): Lang {
  return /^\/en(\/|$)/.test(pathname) ? "en" : "tr";
}

/** The optional route segment: absent or 'tr' is Turkish, 'en' English, anything else unknown. */
export function langFromParam(param: string | undefined): Lang | null {
  if (param === undefined || param === "tr") return "tr";
  if (param === "en") return "en";
  return null;
}

/** The path without its language prefix ('/en/shop' -> '/shop'). */
export function stripLang(pathname: string): string {
  const stripped = pathname.replace(/^\/(en|tr)(?=\/|$)/, "");
  return stripped === "" ? "/" : stripped;
}

/** A path in a language: English under /en, Turkish without a prefix. */
export function localePath(lang: Lang, path: string): string {
  if (lang === "tr") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** Fills '{name}' placeholders. */
export function fmt(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}
