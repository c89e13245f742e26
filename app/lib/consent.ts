import { stripLang } from "./i18n";

/**
 * Consent to commercial electronic messages (issue [20] point 3). The texts a person agrees to
 * live in app/locales (forms.consentText…); each wording has a version, stored with every
 * consent, so that the log can show what exactly was agreed to. Change the wording → add a
 * version here and point CURRENT_CONSENT_TEXT at it; never reword an old one.
 */
export const CONSENT_TEXT_VERSIONS = {
  /** Sign-ups before the log named its text (migration 0034). */
  "before-2026-12": "Newsletter form before December 2026",
  /** "Kampanya, indirim ve yeniliklerden e-posta ile haberdar olmak istiyorum." (forms.consentText;
   * in English "I would like to hear about campaigns, discounts and news by e-mail.") */
  "email-2026-12": "E-mail consent text of December 2026",
} as const;

export type ConsentTextVersion = keyof typeof CONSENT_TEXT_VERSIONS;

export const CURRENT_CONSENT_TEXT: ConsentTextVersion = "email-2026-12";

/**
 * Where a consent was given or refused, besides a page path ('/newsletter', '/contact',
 * '/unsubscribe', '/dashboard/consents'): a mail client's one-click header, a closed account.
 */
export const CONSENT_SOURCES = {
  listUnsubscribe: "list-unsubscribe",
  accountClosed: "account-closed",
} as const;

/**
 * A page as a consent's source: its path without the language prefix (the row has its own
 * `lang`), query or fragment: '/en/shop?q=kolye' → '/shop'. Anything that is no path of ours
 * (missing, another site's) is `fallback`.
 */
export function consentSourceOf(path: string | null | undefined, fallback: string): string {
  if (!path || !path.startsWith("/") || path.startsWith("//")) return fallback;
  const pathname = path.replace(/[?#].*$/, "");
  return stripLang(pathname).slice(0, 200);
}

/** Addresses compare lower-cased and trimmed, as İYS and the log's index do. */
export const consentAddress = (email: string) => email.trim().toLowerCase();

/**
 * An address as a page shows it to whoever holds its link (a forwarded mail): enough for its
 * owner to know it, not the whole of it. 'okur@example.com' → 'o***r@example.com'.
 */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local.at(-1)}`;
  return shown + email.slice(at);
}
