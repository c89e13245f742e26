import { randomBytes } from "node:crypto";
import { paymentSources } from "~/services/payments.server";
import { storageOrigin } from "~/services/picture-storage.server";

/**
 * The security headers of every answer: one place, used by app/entry.server.tsx (documents get a
 * CSP with their own nonce) and by server.ts (everything else: /api JSON, redirects, static files,
 * errors get the same headers without a nonce, since they carry no script).
 */

/** reCAPTCHA's widget, only when a site key is configured (the forms then render it). */
const CAPTCHA = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
};

/** A fresh nonce for one document's inline scripts. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

function contentSecurityPolicy(nonce?: string): string {
  // Known only after start (the local emulator takes a free port), so read per answer.
  const pay = paymentSources();
  const captcha = process.env.CAPTCHA_SITE_KEY ? CAPTCHA : { script: [], frame: [] };
  const list = (...sources: string[]) => sources.join(" ");
  // Pictures and the music page's recording, when an S3 bucket (or its CDN) serves them.
  const origin = storageOrigin();
  const stored = origin ? [origin] : [];
  const directives = [
    "default-src 'self'",
    // Remix's own inline scripts (context, route modules, scroll restoration) carry the nonce.
    `script-src ${list("'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...pay.script, ...captcha.script)}`,
    // React style attributes (the slider's transform) and sanitised rich text use inline styles.
    `style-src ${list("'self'", "'unsafe-inline'", ...pay.style)}`,
    `img-src ${list("'self'", "data:", "blob:", ...pay.img, ...stored)}`,
    `media-src ${list("'self'", ...stored)}`,
    `font-src ${list("'self'", ...pay.font)}`,
    `connect-src ${list("'self'", ...pay.connect)}`,
    `frame-src ${list("'self'", ...pay.frame, ...captcha.frame)}`,
    `form-action ${list("'self'", ...pay.formAction)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

/** Every security header, the CSP with `nonce` when the answer is a document that has one. */
export function securityHeaders(nonce?: string): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(nonce)],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ];
  // Only a production shop is known to be served over HTTPS; HSTS on localhost would stick.
  if (process.env.NODE_ENV === "production")
    headers.push(["Strict-Transport-Security", "max-age=31536000"]);
  return headers;
}

export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  for (const [name, value] of securityHeaders(nonce)) {
    // A page with a secret in its address asks for a stricter policy (same-origin): it stands.
    if (name === "Referrer-Policy" && headers.has(name)) continue;
    headers.set(name, value);
  }
}
