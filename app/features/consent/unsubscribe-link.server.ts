import { createHmac, timingSafeEqual } from "node:crypto";
import { consentAddress } from "~/lib/consent";
import { localePath, type Lang } from "~/lib/i18n";

/**
 * The signed one-click unsubscribe link of every commercial mail (issue [20] point 3): it names
 * the address and carries an HMAC of it, so that only the shop can make a link that refuses
 * consent for an address, and the link works without signing in, for ever (an opt-out must stay
 * easy). COOKIE_SECRET signs it, as it signs the shop's other tokens.
 */
const secret = () => process.env.COOKIE_SECRET ?? "dev-only-cart-cookie-secret";

const mac = (address: string) =>
  createHmac("sha256", secret()).update(`unsubscribe:${address}`).digest("base64url");

/** The link's token: the address in base64url, a dot, its signature. */
export function unsubscribeToken(email: string): string {
  const address = consentAddress(email);
  return `${Buffer.from(address).toString("base64url")}.${mac(address)}`;
}

/** The address a token this shop signed names; anything else is null. */
export function unsubscribeAddress(token: string): string | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const address = Buffer.from(payload, "base64url").toString();
  const expected = Buffer.from(mac(address));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return address;
}

/** The absolute link a mail carries, in the address's language. */
export function unsubscribeUrl(origin: string, lang: Lang, email: string): string {
  return `${origin}${localePath(lang, "/unsubscribe")}?t=${encodeURIComponent(unsubscribeToken(email))}`;
}

/**
 * RFC 2369 and RFC 8058 headers: a mail client's own "unsubscribe" button POSTs
 * "List-Unsubscribe=One-Click" to the same link, which records the refusal at once.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
