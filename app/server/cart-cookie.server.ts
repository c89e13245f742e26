import { createCookie } from "@remix-run/node";

/**
 * The guest cart's id rides in a signed cookie: a changed cookie is simply no cart. A member's
 * cart is found by the member instead, on any device.
 */
const CART_MAX_AGE = 60 * 60 * 24 * 60;

export const cartCookie = createCookie("cart", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  maxAge: CART_MAX_AGE,
  // COOKIE_SECRET signs it in production; a fixed development value keeps local carts across restarts.
  secrets: [process.env.COOKIE_SECRET ?? "dev-only-cart-cookie-secret"],
});

/** The guest cart id the browser holds, or null. */
export async function cookieCartId(request: Request): Promise<string | null> {
  const value = await cartCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}
