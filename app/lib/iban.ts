/**
 * A Turkish IBAN (TR, 2 check digits, 22 digits: 26 characters), as a transfer order's refund
 * needs it: spaces and case as people type them are forgiven, the check digits are not (ISO 13616
 * mod 97), so that a mistyped digit is caught before money goes to a stranger's account.
 */
export const TR_IBAN_LENGTH = 26;

/** What was typed, without spaces, upper case: "tr33 0006 1005 ..." → "TR330006100...". */
export function normalizeIban(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/** Whether `iban` (normalized) is a Turkish IBAN whose check digits hold. */
export function isTurkishIban(iban: string): boolean {
  if (!/^TR\d{24}$/.test(iban)) return false;
  return ibanMod97(iban) === 1;
}

/** The IBAN's remainder by 97, its first four characters moved to the end, letters as 10-35. */
export function ibanMod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/** "TR33 0006 1005 1978 6457 8413 26": how the page shows an IBAN back. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}
