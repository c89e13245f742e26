import { CAPTCHA_FIELD, verifyCaptcha } from "~/services/captcha.server";

/**
 * Bot checks for anonymous forms (DESIGN.md §4): a honeypot field always, and a
 * reCAPTCHA-compatible verification when CAPTCHA_SECRET is set.
 */
const HONEYPOT_FIELD = "website";

/** True when the form looks like a person sent it. */
export async function passesBotCheck(formData: FormData, remoteIp?: string): Promise<boolean> {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return false;
  const token = formData.get(CAPTCHA_FIELD);
  return verifyCaptcha(typeof token === "string" ? token : "", remoteIp);
}
