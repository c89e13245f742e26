/**
 * The access matrix: every route file of app/routes, each with the requests that reach it and
 * what each kind of visitor must get. access-matrix.test.ts plays every row as every visitor and
 * fails listing each cell that differs, and fails when a route file has no row (a new route must
 * be added here).
 *
 * A cell is the status, and for a redirect the status and the Location: `302 /login?redirectTo=...`.
 * Paths, bodies and cells may name fixtures in braces:
 * - {orderA} {itemA}: an order of member A (bank transfer, Not Processed, one line of {product});
 * - {orderB}: an order of member B; {addressA}: member A's default address; {cartA}: A's cart;
 * - {guestCart}: a guest's cart made through the API (its id is the key);
 * - {freshOrderA} {freshItemA}: an order of A made for this one request (cancelling spends it);
 * - {freshAddressA}: an extra address of A made for this one request;
 * - {product} {otherProduct} {productSlug} {brandId} {brandSlug} {categoryId} {categorySlug} {blogSlug}:
 *   demo catalogue entries;
 * - {here}: the row's own path, encoded as /login?redirectTo= carries it.
 */

export const WHO = ["guest", "memberA", "memberB", "merchant", "admin"] as const;
export type Who = (typeof WHO)[number];

export type Cells = Record<Who, string>;

export interface Row {
  /** The file in app/routes that answers the request. */
  route: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** A form post (HTML routes, application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A JSON body (/api routes). */
  json?: Record<string, unknown>;
  expect: Cells;
  /** The row ends the session it is sent with: signed-in visitors send it from a new sign-in. */
  endsSession?: true;
}

// ---------------------------------------------------------------- cells

const by = (guest: string, memberA: string, memberB: string, merchant: string, admin: string) => ({
  guest,
  memberA,
  memberB,
  merchant,
  admin,
});
const all = (cell: string) => by(cell, cell, cell, cell, cell);
/** Guests get `guest`; every signed-in visitor `user`. */
const signedIn = (guest: string, user: string) => by(guest, user, user, user, user);
/** A's own thing: A and `admin` (the admin's cell), everyone else `other`. */
const ownedByA = (own: string, other: string, admin = other) => by(other, own, other, other, admin);

/** A page that needs a session sends guests to sign in, back to where they were. */
const LOGIN = "302 /login?redirectTo={here}";
const LOGIN_EN = "302 /en/login?redirectTo={here}";
const TO_DASHBOARD = "302 /dashboard";
/** An /api call without a session; with the wrong role. */
const NO_SESSION = "401";
const WRONG_ROLE = "403";
/** Admin-only dashboard calls the shop has not built yet: the role check runs, then the route's 404/405. */
const adminOnly = (built: string) => by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE, built);
/** Admin and merchant calls not built yet. */
const catalogueStaff = (built: string) => by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, built, built);

const row = (
  route: string,
  method: Row["method"],
  path: string,
  expect: Cells,
  extra: Partial<Pick<Row, "form" | "json" | "endsSession">> = {},
): Row => ({ route, method, path, expect, ...extra });

const ADDRESS = {
  address: "Moda Caddesi No: 12 Daire: 3",
  city: "İstanbul",
  state: "Kadıköy",
  country: "Türkiye",
  zipCode: "34710",
  isDefault: "on",
};

// ---------------------------------------------------------------- the pages

// Visitors' carts hold one product each (the guest's in the cart cookie); A and B have a delivery
// address, the merchant and the admin none.
const PAGES: Row[] = [
  row("($lang).tsx", "GET", "/xx/shop", all("404")),
  row("($lang).$.tsx", "GET", "/no-such-page", all("404")),
  row("($lang).404.tsx", "GET", "/404", all("404")),
  row("($lang)._index.tsx", "GET", "/", all("200")),
  row("($lang)._index.tsx", "GET", "/en", all("200")),
  row("($lang).about.tsx", "GET", "/about", all("200")),
  row("($lang).story.tsx", "GET", "/story", all("200")),
  row("($lang).brands.tsx", "GET", "/brands", all("200")),
  row("($lang).blog._index.tsx", "GET", "/blog", all("200")),
  row("($lang).blog.note.$slug.tsx", "GET", "/blog/note/{blogSlug}", all("200")),
  row("($lang).blog.note.$slug.tsx", "GET", "/blog/note/no-such-post", all("404")),
  row("($lang).info._index.tsx", "GET", "/info", all("200")),
  row("($lang).info.$slug.tsx", "GET", "/info/iade-ve-degisim", all("200")),
  row("($lang).shop._index.tsx", "GET", "/shop", all("200")),
  row("($lang).shop.$.tsx", "GET", "/shop/no/such/page", all("404")),
  row("($lang).shop.brand.$slug.tsx", "GET", "/shop/brand/{brandSlug}", all("200")),
  row("($lang).shop.category.$slug.tsx", "GET", "/shop/category/{categorySlug}", all("200")),
  row("($lang).product.$slug.tsx", "GET", "/product/{productSlug}", all("200")),
  // The review form: sign in first; signed in, the empty form's field errors.
  row(
    "($lang).product.$slug.tsx",
    "POST",
    "/product/{productSlug}",
    signedIn("302 /login?redirectTo=%2Fproduct%2F{productSlug}", "400"),
    { form: { intent: "review" } },
  ),
  row("($lang).contact.tsx", "GET", "/contact", all("200")),
  row("($lang).contact.tsx", "POST", "/contact", all("400"), { form: {} }),
  row("($lang).newsletter.tsx", "GET", "/newsletter", all("200")),
  row("($lang).newsletter.tsx", "POST", "/newsletter", all("400"), { form: {} }),
  row("($lang).sell.tsx", "GET", "/sell", all("200")),
  row("($lang).sell.tsx", "POST", "/sell", all("400"), { form: {} }),

  // Signing in, up and out.
  row("($lang).login.tsx", "GET", "/login", signedIn("200", TO_DASHBOARD)),
  row("($lang).login.tsx", "GET", "/en/login", signedIn("200", "302 /en/dashboard")),
  row("($lang).login.tsx", "POST", "/login", signedIn("400", TO_DASHBOARD), { form: {} }),
  row("($lang).register.tsx", "GET", "/register", signedIn("200", TO_DASHBOARD)),
  row("($lang).register.tsx", "POST", "/register", signedIn("400", TO_DASHBOARD), { form: {} }),
  row("($lang).forgot-password.tsx", "GET", "/forgot-password", signedIn("200", TO_DASHBOARD)),
  row("($lang).forgot-password.tsx", "POST", "/forgot-password", signedIn("400", TO_DASHBOARD), {
    form: {},
  }),
  row(
    "($lang).reset-password.$token.tsx",
    "GET",
    "/reset-password/no-such-token",
    signedIn("400", TO_DASHBOARD),
  ),
  row(
    "($lang).reset-password.$token.tsx",
    "POST",
    "/reset-password/no-such-token",
    signedIn("400", TO_DASHBOARD),
    { form: { password: "new-pass-1", confirmPassword: "new-pass-1" } },
  ),
  row("($lang).merchant-signup.$token.tsx", "GET", "/merchant-signup/no-such-token", all("404")),
  row("($lang).merchant-signup.$token.tsx", "POST", "/merchant-signup/no-such-token", all("404"), {
    form: {
      email: "new.merchant@example.com",
      password: "merchant-pass-1",
      firstName: "Yeni",
      lastName: "Satıcı",
    },
  }),
  row("($lang).logout.tsx", "GET", "/logout", signedIn(LOGIN, "200")),
  row("($lang).logout.tsx", "POST", "/logout", all("302 /login"), {
    form: {},
    endsSession: true,
  }),

  // The account.
  row("($lang).dashboard.tsx", "GET", "/dashboard", signedIn(LOGIN, "200")),
  row("($lang).dashboard.tsx", "GET", "/en/dashboard", signedIn(LOGIN_EN, "200")),
  // `?index`: the profile form posts to the index route, not to the dashboard's layout.
  row(
    "($lang).dashboard._index.tsx",
    "POST",
    "/dashboard?index",
    signedIn("302 /login?redirectTo=%2Fdashboard", "400"),
    { form: {} },
  ),
  row("($lang).dashboard.security.tsx", "GET", "/dashboard/security", signedIn(LOGIN, "200")),
  row("($lang).dashboard.security.tsx", "POST", "/dashboard/security", signedIn(LOGIN, "400"), {
    form: {},
  }),
  // The admin and merchant dashboards are not built: their addresses are the dashboard's 404.
  row("($lang).dashboard.$.tsx", "GET", "/dashboard/users", signedIn(LOGIN, "404")),
  row("($lang).dashboard.$.tsx", "GET", "/dashboard/product", signedIn(LOGIN, "404")),
  row("($lang).dashboard.$.tsx", "GET", "/dashboard/settings", signedIn(LOGIN, "404")),
  row("($lang).dashboard.orders.tsx", "GET", "/dashboard/orders", signedIn(LOGIN, "200")),
  row("($lang).favorites.tsx", "GET", "/favorites", signedIn(LOGIN, "200")),
  row("($lang).favorites.tsx", "GET", "/en/favorites", signedIn(LOGIN_EN, "200")),
  row(
    "($lang).favorites_.toggle.tsx",
    "POST",
    "/favorites/toggle",
    signedIn("303 /login?redirectTo=%2Fshop", "303 /shop"),
    { form: { productId: "{product}", intent: "add", redirectTo: "/shop" } },
  ),
  row("($lang).favorites_.toggle.tsx", "GET", "/favorites/toggle", all("302 /favorites")),

  // Addresses: A's is A's alone; to anyone else it does not exist.
  row("($lang).dashboard.address._index.tsx", "GET", "/dashboard/address", signedIn(LOGIN, "200")),
  row(
    "($lang).dashboard.address._index.tsx",
    "POST",
    "/dashboard/address",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: { intent: "delete", id: "{freshAddressA}" } },
  ),
  row(
    "($lang).dashboard.address._index.tsx",
    "POST",
    "/dashboard/address",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: { intent: "default", id: "{addressA}" } },
  ),
  row("($lang).dashboard.address.add.tsx", "GET", "/dashboard/address/add", signedIn(LOGIN, "200")),
  row(
    "($lang).dashboard.address.add.tsx",
    "POST",
    "/dashboard/address/add",
    signedIn(LOGIN, "400"),
    { form: {} },
  ),
  row("($lang).dashboard.address.read.$id.tsx", "GET", "/dashboard/address/read/{addressA}", {
    ...ownedByA("200", "404"),
    guest: LOGIN,
  }),
  row("($lang).dashboard.address.edit.$id.tsx", "GET", "/dashboard/address/edit/{addressA}", {
    ...ownedByA("200", "404"),
    guest: LOGIN,
  }),
  row(
    "($lang).dashboard.address.edit.$id.tsx",
    "POST",
    "/dashboard/address/edit/{addressA}",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: ADDRESS },
  ),
  row(
    "($lang).dashboard.address.edit.$id.tsx",
    "POST",
    "/dashboard/address/edit/{freshAddressA}",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: { intent: "delete" } },
  ),

  // Cart and checkout.
  row("($lang).cart.tsx", "GET", "/cart", all("200")),
  row("($lang).cart.tsx", "POST", "/cart", all("303 /cart"), {
    form: { intent: "add", product: "{product}", quantity: "1" },
  }),
  row(
    "($lang).checkout.tsx",
    "GET",
    "/checkout",
    signedIn("302 /login?redirectTo=/payment", "302 /payment"),
  ),
  row("($lang).delivery.tsx", "GET", "/delivery", signedIn("200", "302 /payment")),
  row("($lang).delivery.tsx", "POST", "/delivery", signedIn("400", "302 /payment"), { form: {} }),
  row(
    "($lang).payment.tsx",
    "GET",
    "/payment",
    by("302 /delivery", "200", "200", "302 /dashboard/address/add", "302 /dashboard/address/add"),
  ),
  // No method chosen: the form's error, for those who got as far as the form.
  row(
    "($lang).payment.tsx",
    "POST",
    "/payment",
    by("302 /delivery", "400", "400", "302 /dashboard/address/add", "302 /dashboard/address/add"),
    { form: {} },
  ),

  // Orders: A's order is A's and the admin's; to anyone else it does not exist.
  row("($lang).order.$id.tsx", "GET", "/order/{orderA}", ownedByA("200", "404", "200")),
  row(
    "($lang).order.$id.tsx",
    "POST",
    "/order/{freshOrderA}",
    ownedByA("302 /order/{freshOrderA}", "404", "302 /order/{freshOrderA}"),
    { form: { intent: "cancel" } },
  ),
  row(
    "($lang).order.$id.tsx",
    "POST",
    "/order/{freshOrderA}",
    ownedByA("302 /dashboard/orders", "404", "302 /dashboard/orders"),
    { form: { intent: "cancelItem", itemId: "{freshItemA}" } },
  ),
  row(
    "($lang).order.$id.tsx",
    "POST",
    "/order/{freshOrderA}",
    ownedByA("403", "404", "302 /order/{freshOrderA}"),
    { form: { intent: "status", status: "Processing" } },
  ),
  // B's own order does not let B cancel a line of A's.
  row("($lang).order.$id.tsx", "POST", "/order/{orderB}", all("404"), {
    form: { intent: "cancelItem", itemId: "{itemA}" },
  }),
  row(
    "($lang).order.pre.success.$id.tsx",
    "GET",
    "/order/pre/success/{orderA}",
    ownedByA("200", "404", "200"),
  ),
  row(
    "($lang).order.success.$id.tsx",
    "GET",
    "/order/success/{orderA}",
    ownedByA("200", "404", "200"),
  ),
  row("($lang).order.failure.tsx", "GET", "/order/failure", all("200")),

  // For search engines.
  row("robots[.]txt.ts", "GET", "/robots.txt", all("200")),
  row("sitemap[.]xml.ts", "GET", "/sitemap.xml", all("200")),
  row("sitemaps.$file.ts", "GET", "/sitemaps/products-1.xml", all("200")),
];

// ---------------------------------------------------------------- the /api calls

const API: Row[] = [
  row("api.$.ts", "GET", "/api/no-such-call", all("404")),
  row("api.$.ts", "POST", "/api/no-such-call", all("404"), { json: {} }),

  // The catalogue and content: anyone reads them.
  row("api.$resource.ts", "GET", "/api/category", all("200")),
  row("api.$resource.list.ts", "GET", "/api/brand/list", all("200")),
  row("api.$resource.$id.ts", "GET", "/api/brand/{brandId}", all("200")),
  row("api.blog.ts", "GET", "/api/blog", all("200")),
  row("api.blog.view.$slug.ts", "GET", "/api/blog/view/{blogSlug}", all("200")),
  row("api.brand.list.select.ts", "GET", "/api/brand/list/select", all("200")),
  row("api.carousel.ts", "GET", "/api/carousel", all("200")),
  row("api.popUp.ts", "GET", "/api/popUp", all("200")),
  row("api.settings.ts", "GET", "/api/settings", all("200")),
  row("api.product.ts", "GET", "/api/product", all("200")),
  row("api.product.list.ts", "GET", "/api/product/list", all("200")),
  row("api.product.filter.ts", "GET", "/api/product/filter?types=necklace", all("200")),
  row("api.product.filters.ts", "GET", "/api/product/filters", all("200")),
  row("api.product.lista.ts", "GET", "/api/product/lista", all("200")),
  row("api.product.microList.ts", "GET", "/api/product/microList", all("200")),
  row("api.product.fast.ts", "GET", "/api/product/fast", all("200")),
  row("api.product.list.select.ts", "GET", "/api/product/list/select", all("200")),
  row("api.product.allSelects.ts", "GET", "/api/product/allSelects", all("200")),
  row("api.product.$id.ts", "GET", "/api/product/{product}", all("200")),
  row("api.product.item.$slug.ts", "GET", "/api/product/item/{productSlug}", all("200")),
  row("api.product.cat.$id.ts", "GET", "/api/product/cat/{categoryId}", all("200")),
  row("api.product.list.brand.$id.ts", "GET", "/api/product/list/brand/{brandId}", all("200")),
  row("api.review.$slug.ts", "GET", "/api/review/{productSlug}", all("200")),
  row("api.coupon.fetch.$code.ts", "GET", "/api/coupon/fetch/HOSGELDIN10", all("200")),

  // Dashboard calls (spec 001 §7): 401 without a session, 403 for another role, before any route.
  row(
    "api.order.change.$id.ts",
    "POST",
    "/api/order/change/{freshOrderA}?status=Processing",
    adminOnly("200"),
  ),
  row("api.settings.ts", "PUT", "/api/settings", adminOnly("405"), { json: { settings: {} } }),
  row("api.popUp.ts", "PUT", "/api/popUp", all("405"), { json: {} }),
  row("api.$resource.$id.ts", "PUT", "/api/popUp/update", adminOnly("404"), { json: {} }),
  row("api.$resource.$id.ts", "POST", "/api/carousel/add", adminOnly("404"), { json: {} }),
  row("api.$resource.$id.ts", "POST", "/api/category/add", adminOnly("405"), { json: {} }),
  row("api.$resource.$id.ts", "PUT", "/api/coupon/{brandId}", adminOnly("404"), { json: {} }),
  row("api.$resource.$id.ts", "GET", "/api/coupon/{brandId}", adminOnly("404")),
  row("api.$resource.$id.ts", "POST", "/api/brand/add", adminOnly("405"), { json: {} }),
  row("api.$resource.$id.ts", "PUT", "/api/brand/{brandId}", catalogueStaff("405"), { json: {} }),
  row("api.$resource.ts", "GET", "/api/coupon", adminOnly("404")),
  row("api.$resource.list.ts", "GET", "/api/user/list", adminOnly("404")),
  row("api.$resource.list.ts", "GET", "/api/merchant/list", adminOnly("404")),
  row("api.product.$id.ts", "POST", "/api/product/add", catalogueStaff("405"), { json: {} }),
  row("api.product.$id.ts", "PUT", "/api/product/{product}", catalogueStaff("405"), { json: {} }),
  row("api.product.$id.ts", "GET", "/api/product/lastSku", catalogueStaff("400")),
  row("api.$.ts", "DELETE", "/api/product/delete/{product}", catalogueStaff("404")),
  row("api.$.ts", "PUT", "/api/merchant/approve/{brandId}", adminOnly("404"), { json: {} }),
  row("api.$.ts", "PUT", "/api/user/change/member@demo.shop", adminOnly("404"), { json: {} }),
  row("api.$.ts", "DELETE", "/api/category/delete/{categoryId}", adminOnly("404")),

  // Accounts.
  row("api.user.me.ts", "GET", "/api/user/me", signedIn(NO_SESSION, "200")),
  row("api.auth.login.ts", "POST", "/api/auth/login", all("400"), { json: {} }),
  row("api.auth.register.ts", "POST", "/api/auth/register", all("400"), { json: {} }),
  row("api.auth.forgot.ts", "POST", "/api/auth/forgot", all("400"), { json: {} }),
  row("api.auth.reset.$token.ts", "POST", "/api/auth/reset/no-such-token", all("400"), {
    json: { password: "new-pass-1", confirmPassword: "new-pass-1" },
  }),
  row("api.auth.captcha.ts", "POST", "/api/auth/captcha", all("200"), { json: { token: "x" } }),
  row("api.auth.logout.ts", "POST", "/api/auth/logout", signedIn(NO_SESSION, "200"), {
    endsSession: true,
  }),
  row("api.contact.add.ts", "POST", "/api/contact/add", all("400"), { json: {} }),
  row("api.newsletter.subscribe.ts", "POST", "/api/newsletter/subscribe", all("400"), {
    json: {},
  }),
  row("api.merchant.seller-request.ts", "POST", "/api/merchant/seller-request", all("400"), {
    json: {},
  }),
  row("api.merchant.signup.$token.ts", "POST", "/api/merchant/signup/no-such-token", all("404"), {
    json: {
      email: "new.merchant@example.com",
      password: "merchant-pass-1",
      firstName: "Yeni",
      lastName: "Satıcı",
    },
  }),

  // Favorites and reviews: one's own.
  row("api.favorite.add.ts", "POST", "/api/favorite/add", signedIn(NO_SESSION, "200"), {
    json: { favorites: "{product}" },
  }),
  row("api.favorite.remove.ts", "POST", "/api/favorite/remove", signedIn(NO_SESSION, "200"), {
    json: { favorites: "{otherProduct}" },
  }),
  row("api.review.add.ts", "POST", "/api/review/add", signedIn(NO_SESSION, "400"), { json: {} }),

  // Carts: a guest cart is whoever holds its id; a member's cart is the member's.
  row("api.cart.add.ts", "POST", "/api/cart/add", all("200"), {
    json: { products: [{ product: "{otherProduct}", quantity: 1 }] },
  }),
  row("api.cart.$cartId.ts", "GET", "/api/cart/{guestCart}", all("200")),
  row("api.cart.$cartId.ts", "GET", "/api/cart/{cartA}", ownedByA("200", "404")),
  row("api.cart.add.$cartId.ts", "POST", "/api/cart/add/{cartA}", ownedByA("200", "404"), {
    json: { product: "{product}" },
  }),
  row("api.cart.coupon.$cartId.ts", "DELETE", "/api/cart/coupon/{cartA}", ownedByA("200", "404")),
  row(
    "api.cart.delete.$cartId.$productId.ts",
    "DELETE",
    "/api/cart/delete/{cartA}/{otherProduct}",
    ownedByA("200", "404"),
  ),

  // Orders: A's are A's and the admin's.
  row("api.order.list.ts", "GET", "/api/order/list", signedIn(NO_SESSION, "200")),
  row("api.order.$id.ts", "GET", "/api/order/{orderA}", ownedByA("200", "404", "200")),
  // Holding A's cart id does not make a guest the buyer of a member's order.
  row(
    "api.order.$id.ts",
    "GET",
    "/api/order/{orderA}?cartId={cartA}",
    ownedByA("200", "404", "200"),
  ),
  row("api.order.add.ts", "POST", "/api/order/add", all("400"), { json: {} }),
  row("api.order.check.ts", "POST", "/api/order/check", ownedByA("409", "404"), {
    json: { orderId: "{orderA}" },
  }),
  row(
    "api.order.cancel.$id.ts",
    "DELETE",
    "/api/order/cancel/{freshOrderA}",
    ownedByA("200", "404", "200"),
  ),
  row(
    "api.order.cancel.item.$itemId.ts",
    "PUT",
    "/api/order/cancel/item/{freshItemA}",
    ownedByA("200", "404", "200"),
    { json: { orderId: "{freshOrderA}" } },
  ),
  row("api.order.cancel.item.$itemId.ts", "PUT", "/api/order/cancel/item/{itemA}", all("404"), {
    json: { orderId: "{orderB}" },
  }),
  row("api.order.success.ts", "POST", "/api/order/success", all("303 /order/failure"), {
    form: { token: "not-a-token" },
  }),
  row("api.order.success.ts", "GET", "/api/order/success", all("302 /cart")),
];

export const MATRIX: Row[] = [...PAGES, ...API];
