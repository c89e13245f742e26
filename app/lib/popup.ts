import { stripLang } from "./i18n";

/**
 * The pages where the promotional pop-up may interrupt: the ones a shopper browses. Never the
 * cart, checkout, order results, sign-in or account pages, where it would cover a form or a
 * result the shopper came for (a list of what is allowed, so that a new page stays quiet).
 */
const BROWSING = [
  /^\/$/,
  /^\/shop(\/|$)/,
  /^\/product\//,
  /^\/brands$/,
  /^\/blog(\/|$)/,
  /^\/about$/,
  /^\/story$/,
];

export function popupAllowedOn(pathname: string): boolean {
  const path = stripLang(pathname);
  return BROWSING.some((page) => page.test(path));
}

/** Once shown (and closed), the pop-up stays away this long in that browser, across sessions. */
export const POPUP_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether the pop-up is due again, given when this browser last showed it (ms, or null) and
 * which pop-up that was. A pop-up the admin changed since (`version`: its last change, as the
 * root loader sends it) is due at once, even to a browser that closed the old one yesterday.
 */
export function popupDue(
  lastShown: number | null,
  now: number,
  seen: { version: string | null; current: string } | null = null,
): boolean {
  // A bare time (a mark from before versions, or a test's) keeps its quiet period.
  if (seen?.version != null && seen.version !== seen.current) return true;
  if (lastShown === null || !Number.isFinite(lastShown)) return true;
  // A clock set back (or a mark from the future) counts as just shown.
  return now - lastShown >= POPUP_QUIET_MS;
}

/**
 * What the browser keeps after showing the pop-up: when, and which pop-up ('1764000000000|v').
 * A mark written before pop-ups had versions is a bare time: its version is unknown.
 */
export function seenMark(at: number, version: string): string {
  return `${at}|${version}`;
}

export function readSeenMark(value: string | null): { at: number | null; version: string | null } {
  if (value === null) return { at: null, version: null };
  const [at, ...rest] = value.split("|");
  return { at: Number(at), version: rest.length ? rest.join("|") : null };
}
