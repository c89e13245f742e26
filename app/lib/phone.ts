/**
 * Phone numbers as the shop stores them: a Turkish mobile ('0532 123 45 67', '5321234567',
 * '+90 532 123 45 67') becomes '+905321234567'; any other number in international format
 * ('+44 20 7946 0958', '0044 ...') becomes '+' and its digits (E.164: 8 to 15 digits). The payment
 * provider's gsmNumber wants exactly this form.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  const turkish = compact.match(/^(?:\+90|0090|90|0)?(5\d{9})$/);
  if (turkish) return `+90${turkish[1]}`;
  const international = compact.match(/^(?:\+|00)([1-9]\d{7,14})$/);
  if (international) return `+${international[1]}`;
  return null;
}
