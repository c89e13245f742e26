/**
 * What a staff form says of the record it was drawn from (issue [16] point 1, decision 067): the
 * record's version, and the newest change of its history then (`seen`), so that a save over a
 * newer version is refused and can name what changed since. Safe for the browser's bundle.
 */
export const VERSION_FIELD = "version";
export const SEEN_FIELD = "seen";

/** A whole number of at least 1, or undefined (no version sent: a versionless write). */
export function versionOf(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : Number(String(value ?? "").trim() || NaN);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** The version a posted form was drawn from, if it carries one. */
export const versionIn = (form: FormData) => versionOf(form.get(VERSION_FIELD));

/** The history mark a posted form carries (0: none). */
export const seenIn = (form: FormData) => {
  const n = Number(form.get(SEEN_FIELD));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** Where a form stands: the hidden fields it carries. */
export interface FormVersion {
  version: number;
  seen: number;
}

/**
 * The version a posted form was drawn from, for the form drawn again with a mistake: the page's
 * loader runs again and reads the record's newest version, which the typed values never saw.
 */
export function postedAt(form: FormData): FormVersion | undefined {
  const version = versionIn(form);
  return version === undefined ? undefined : { version, seen: seenIn(form) };
}

/** A save refused as stale, as the page shows it above the form it draws again. */
export interface StaleNotice extends FormVersion {
  /** The staff changes since the form was drawn, newest first: who, when, what. */
  changes: { who: string; when: string; what: string }[];
}
