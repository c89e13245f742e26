import { createHmac, timingSafeEqual } from "node:crypto";
import type { NewPicture } from "~/models/product-image.server";

/**
 * Pictures already stored by an add form that came back with mistakes: a browser cannot put the
 * chosen files back into a file input, so the page carries what was stored in hidden fields and
 * the next submit uses them (nothing the user chose is lost). Signed, so that a form can only
 * hand back what this shop stored for it, never an address of its own choosing.
 */
const secret = () => process.env.COOKIE_SECRET ?? "dev-only-cart-cookie-secret";

const mac = (payload: string) =>
  createHmac("sha256", secret()).update(`kept-picture:${payload}`).digest("base64url");

export function keepPicture(picture: NewPicture): string {
  const payload = Buffer.from(
    JSON.stringify([picture.url, picture.width, picture.height]),
  ).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

/** The picture of a token this shop signed; anything else is null. */
export function keptPicture(token: string): NewPicture | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [url, width, height] = JSON.parse(Buffer.from(payload, "base64url").toString()) as [
      unknown,
      unknown,
      unknown,
    ];
    if (typeof url !== "string" || typeof width !== "number" || typeof height !== "number")
      return null;
    return { url, width, height };
  } catch {
    return null;
  }
}
