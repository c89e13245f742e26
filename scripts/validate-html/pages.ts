// The pages scripts/validate-html.ts checks: every kind of page the shop serves, each as the user
// who sees it. A new kind of page gets a row here.

/** Who fetches a page: a visitor, a visitor with a cart, or a signed-in demo account. */
export type Who = "guest" | "shopper" | "member" | "merchant" | "admin";

/**
 * The pages, each fetched at its Turkish address and at its English one (/en...). A path may be
 * - a plain address;
 * - `{name}`: a page found on the running shop (found in validate-html.ts: the first product, category...);
 * - `list > prefix`: the first link on the page `list` whose address starts with `prefix` (an
 *   edit form is reached through its list, as its user reaches it), and so on for each `>`.
 * The status is 200 unless given.
 */
export const PAGES: [who: Who, path: string, status?: number][] = [
  // The storefront
  ["guest", "/"],
  ["guest", "/shop"],
  ["guest", "/shop?q=kolye"],
  ["guest", "{category}"],
  ["guest", "{brand}"],
  ["guest", "{product}"],
  ["guest", "/brands"],
  ["guest", "/blog"],
  ["guest", "{note}"],
  ["guest", "/about"],
  ["guest", "/contact"],
  ["guest", "/sell"],
  ["guest", "/info"],
  ["guest", "/info/cerezler"],
  ["guest", "{info}"],
  ["guest", "/story"],
  ["guest", "/takilarintinisi"],
  ["guest", "/carousel"],
  ["guest", "/slider"],
  ["guest", "/newsletter"],
  ["guest", "/unsubscribe?t=no-such-token", 400],
  ["guest", "/cart"],
  ["guest", "/404", 404],
  ["guest", "/no-such-page", 404],
  // Checking out: a guest gives the address (/delivery), a member picks theirs and pays (/payment)
  ["shopper", "/cart"],
  ["shopper", "/delivery"],
  ["guest", "/order/failure"],
  // Signing in, and a customer's account
  ["guest", "/login"],
  ["guest", "/register"],
  ["guest", "/forgot-password"],
  ["guest", "/reset-password/no-such-token", 400],
  ["guest", "/merchant-signup/no-such-token", 404],
  ["guest", "/auth/success"],
  ["member", "/dashboard"],
  ["member", "/dashboard/security"],
  ["member", "/dashboard/address"],
  ["member", "/dashboard/address/add"],
  ["member", "/dashboard/address > /dashboard/address/edit/"],
  ["member", "/dashboard/address > /dashboard/address/read/"],
  ["member", "/dashboard/orders"],
  ["member", "/dashboard/orders > /order/"],
  ["member", "/dashboard/my-data"],
  ["member", "/favorites"],
  ["member", "/payment"],
  ["member", "{transfer-placed}"],
  // A merchant's dashboard
  ["merchant", "/dashboard"],
  ["merchant", "/dashboard/product"],
  ["merchant", "/dashboard/product/add"],
  ["merchant", "/dashboard/product > /dashboard/product/edit/"],
  ["merchant", "/dashboard/brand"],
  ["merchant", "/dashboard/orders"],
  // The admin's dashboard
  ["admin", "/dashboard"],
  ["admin", "/dashboard/settings"],
  ["admin", "/dashboard/settings/music"],
  ["admin", "/dashboard/users"],
  ["admin", "/dashboard/merchants"],
  ["admin", "/dashboard/orders"],
  ["admin", "/dashboard/orders > /dashboard/orders/"],
  ["admin", "/dashboard/mail"],
  ["admin", "/dashboard/returns"],
  ["admin", "/dashboard/data-requests"],
  ["admin", "/dashboard/consents"],
  ["admin", "/dashboard/consents?email=ayse.demir%40example.com"],
  ["admin", "/dashboard/mailings"],
  ["admin", "/dashboard/brand"],
  ["admin", "/dashboard/brand/add"],
  ["admin", "/dashboard/brand > /dashboard/brand/edit/"],
  ["admin", "/dashboard/coupon"],
  ["admin", "/dashboard/coupon/add"],
  ["admin", "/dashboard/coupon > /dashboard/coupon/edit/"],
  ["admin", "/dashboard/product"],
  ["admin", "/dashboard/product/add"],
  ["admin", "/dashboard/product > /dashboard/product/edit/"],
  ["admin", "/dashboard/product > /dashboard/product/pictures/"],
  ["admin", "/dashboard/product/import"],
  ["admin", "/dashboard/product > /dashboard/product/bulk"],
  ["admin", "/dashboard/orders > /dashboard/orders/ > /dashboard/history/"],
  // The five reference lists share their pages: one list in full, the others' lists.
  ["admin", "/dashboard/type"],
  ["admin", "/dashboard/type/add"],
  ["admin", "/dashboard/type > /dashboard/type/edit/"],
  ["admin", "/dashboard/category"],
  ["admin", "/dashboard/symbol"],
  ["admin", "/dashboard/stone"],
  ["admin", "/dashboard/ingredient"],
  ["admin", "/dashboard/popUp"],
  ["admin", "/dashboard/blogs"],
  ["admin", "/dashboard/blogs/add"],
  ["admin", "/dashboard/blogs > /dashboard/blogs/edit/"],
  ["admin", "/dashboard/sliders"],
  ["admin", "/dashboard/sliders/add"],
  ["admin", "/dashboard/sliders > /dashboard/sliders/edit/"],
  ["admin", "/dashboard/carousel"],
];
