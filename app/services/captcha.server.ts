/**
 * reCAPTCHA-compatible verification (DESIGN.md §6): the token a widget gave the browser is checked
 * with the provider's siteverify endpoint. Off unless CAPTCHA_SECRET is set; CAPTCHA_VERIFY_URL
 * points it at another compatible provider or, in tests, at a local stand-in.
 */
import { log } from "~/log/log.server";

const DEFAULT_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const TIMEOUT_MS = 5_000;

/** The form field reCAPTCHA's widget fills in. */
export const CAPTCHA_FIELD = "g-recaptcha-response";

export function captchaEnabled(): boolean {
  return Boolean(process.env.CAPTCHA_SECRET);
}

/** Whether the provider accepts the token; always true when no secret is configured. */
export async function verifyCaptcha(token: string, remoteIp?: string): Promise<boolean> {
  const secret = process.env.CAPTCHA_SECRET;
  if (!secret) return true;
  if (!token) return false;
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const res = await fetch(process.env.CAPTCHA_VERIFY_URL || DEFAULT_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true;
  } catch (error) {
    // Closed on failure: an unreachable provider must not let bots through.
    log.error({ err: error }, "captcha verification failed");
    return false;
  }
}
