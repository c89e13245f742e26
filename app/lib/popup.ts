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
 * Whether the pop-up is due again, given what this browser kept when it last showed it (`mark`:
 * '<ms>|<version>', or null) and the current pop-up's `version` (its last change, as the root
 * loader sends it). A pop-up the admin changed since is due at once, even to a browser that
 * closed the old one yesterday; a bare '<ms>' (a mark from before versions, or a test's) keeps
 * its quiet period.
 */
export function popupDue(mark: string | null, now: number, version: string): boolean {
  if (mark === null) return true;
  const [at, seen] = mark.split("|");
  if (seen !== undefined && seen !== version) return true;
  const last = Number(at);
  // A clock set back (or a mark from the future) counts as just shown.
  return !Number.isFinite(last) || now - last >= POPUP_QUIET_MS;
}

/** What the browser keeps after showing pop-up `version` at `at` (ms). */
export const seenMark = (at: number, version: string) => `${at}|${version}`;
