import { parse } from "node-html-parser";

/**
 * Visits of the demo shop from outside a test runner (no vitest here): the scripts (Lighthouse,
 * the HTML validator) and the browser tests reach the demo's pages and accounts through these.
 */

/** The demo shop's accounts (db/seed). */
export const DEMO = {
  admin: { email: "admin@demo.shop", password: "admin123!" },
  merchant: { email: "merchant@demo.shop", password: "merchant123!" },
  member: { email: "member@demo.shop", password: "member123!" },
} as const;

/** A demo account signed in through the JSON login: its session cookie and Bearer token. */
export async function signedIn(
  base: string,
  who: { email: string; password: string },
): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(who),
  });
  if (res.status !== 200) throw new Error(`signing in ${who.email}: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return { cookie, token };
}

/**
 * One of a product put in the cart, as a shopper without JavaScript does: a new visitor's cart
 * cookie, or "" for a signed-in member (`cookie`: their session), whose cart is their account's.
 */
export async function cartCookie(base: string, productPath: string, cookie = ""): Promise<string> {
  const page = parse(await (await fetch(base + productPath)).text());
  const form = page.querySelector("form.add-to-cart");
  if (!form) throw new Error(`${productPath} has no add-to-cart form`);
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll("input"))
    if (input.getAttribute("name"))
      fields.set(input.getAttribute("name")!, input.getAttribute("value") ?? "");
  const res = await fetch(base + (form.getAttribute("action") ?? "/cart"), {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      ...(cookie ? { cookie } : {}),
    },
    body: fields,
  });
  if (res.status !== 303) throw new Error(`adding to the cart answered ${res.status}`);
  const cart = res.headers.getSetCookie().find((c) => c.startsWith("cart="));
  if (!cart && !cookie) throw new Error(`adding to the cart set no cart cookie (${res.status})`);
  return cart?.split(";")[0] ?? "";
}

/** The first page of a kind the sitemap lists ('/shop/category/', '/blog/note/'): its path. */
export async function firstListed(base: string, prefix: string): Promise<string> {
  const xml = await (await fetch(`${base}/sitemaps/pages.xml`)).text();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    if (path.startsWith(prefix)) return path;
  }
  throw new Error(`the sitemap lists no ${prefix} page`);
}

export async function firstProductPath(base: string): Promise<string> {
  const shop = parse(await (await fetch(`${base}/shop`)).text());
  const href = shop.querySelector(".product-card a")?.getAttribute("href");
  if (!href) throw new Error("the shop lists no product");
  return href;
}
