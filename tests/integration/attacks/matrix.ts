/**
 * The access matrix: every route file of the route table (app/routes.ts), each with the requests that reach it and
 * what each kind of visitor must get. access-matrix.test.ts plays every row as every visitor and
 * fails listing each cell that differs. It also fails when the matrix misses something the app
 * has (access-sources.ts reads it from the sources and the build): a route file, an exported
 * loader or action, a method an /api route declares and one it does not, an intent a page action
 * handles and one it does not, a dashboard call of app/api/staff-calls.server.ts; or when a
 * row's request is answered by another file than the row names.
 *
 * A cell is the status, and for a redirect the status and the Location: `302 /login?redirectTo=...`.
 * Paths, bodies and cells may name fixtures in braces:
 * - {orderA} {itemA}: an order of member A (bank transfer, Not Processed, one line of {product});
 * - {orderB}: an order of member B; {addressA}: member A's default address; {cartA}: A's cart;
 * - {merchantOrderA} {merchantItemA}: an order of A with a line of the demo merchant's product
 *   (that line) and one of {product};
 * - {guestCart}: a guest's cart made through the API (its id is the key);
 * - {guestOrder} {guestOrderCart} {guestOrderKey}: an order placed by a guest over the API, the
 *   cart it was placed from and the key of its e-mailed link;
 * - {reviewA}: A's review of {product}; {userA}: A's user id;
 * - made for the one request that names them (a row spends one per visitor):
 *   {freshOrderA} {freshItemA} as {orderA}; {freshMerchantOrderA} {freshMerchantItemA} as
 *   {merchantOrderA}; {freshGuestOrder} {freshGuestItem} {freshGuestCart} {freshGuestKey} as
 *   {guestOrder}; {freshAddressA}: an extra address of A;
 * - {product} {otherProduct} {productSlug} {brandId} {brandSlug} {categoryId} {categorySlug} {blogSlug}
 *   {blogId}:
 *   demo catalogue entries ({brandId} is the demo merchant's brand); {typeId} {stoneId}
 *   {symbolId} {ingredientId}: an entry of each reference list;
 * - the second merchant (merchant2): {merchant2Id} their merchant record, {brandOfMerchant2}
 *   their brand, {productOfMerchant2} a product of it; {merchantId}: the demo merchant's record;
 * - made for the one request that names them, by the admin: {freshBrandOfMerchant}
 *   {freshBrandOfMerchant2} a brand of each merchant; {freshCategory} {freshType} {freshStone}
 *   {freshSymbol} {freshIngredient} a list entry (a category holds {categoryProduct}, a product
 *   of no brand that goes off with it); {freshProductOfMerchant2} a product of merchant2's;
 * - switched off or hidden, for the reads of who may edit them: {offCategory} {offType}
 *   {offStone} {offIngredient} {offSymbol} {offBlog} {offSlider} {offBrand} (no merchant's)
 *   {offProduct} (of a brand of no merchant's); {offBrandOfMerchant} {hiddenProductOfMerchant}
 *   the demo merchant's; {offBrandOfMerchant2} {hiddenProductOfMerchant2} the second's;
 * - {here}: the row's own path, encoded as /login?redirectTo= carries it.
 */

export const WHO = ["guest", "memberA", "memberB", "merchant", "merchant2", "admin"] as const;
export type Who = (typeof WHO)[number];

export type Cells = Record<Who, string>;

/**
 * Data of A's (or of the guest who placed an order) that a row must leave as it was for the
 * visitors who may not change it: read back before and after each of their cells. A's
 * addresses, favorites and cart are read as A; an order as the admin, who sees all of it;
 * `catalogue brand/{id}` (or product/, stone/...) as a shopper reads /api/brand/{id}: the
 * status and the item, so that a change, a switch-off or a delete shows.
 */
export type Kept =
  "addressesA" | "favoritesA" | "cartA" | "reviewA" | `order ${string}` | `catalogue ${string}`;

export interface Row {
  /** The route file (under app/) that answers the request. */
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
  /** What the row's request must not change, unless sent by one of `mayChange`. */
  keeps?: Kept[];
  /** Who may change what `keeps` names: A alone unless the row says. A's cell is played last. */
  mayChange?: Who[];
}

// ---------------------------------------------------------------- cells

/** The second merchant gets what the merchant gets, unless the row is about one merchant's things. */
const by = (
  guest: string,
  memberA: string,
  memberB: string,
  merchant: string,
  admin: string,
  merchant2 = merchant,
): Cells => ({
  guest,
  memberA,
  memberB,
  merchant,
  merchant2,
  admin,
});
const all = (cell: string) => by(cell, cell, cell, cell, cell);
/** Guests get `guest`; every signed-in visitor `user`. */
const signedIn = (guest: string, user: string) => by(guest, user, user, user, user);
/** A's own thing: A and `admin` (the admin's cell), everyone else `other`. */
const ownedByA = (own: string, other: string, admin = other) => by(other, own, other, other, admin);
/** An order of A holding a line of the merchant's: the merchant gets `merchant`. */
const withMerchantLine = (own: string, merchant: string, admin = own) =>
  by("404", own, "404", merchant, admin, "404");

/** A page that needs a session sends guests to sign in, back to where they were. */
const LOGIN = "302 /login?redirectTo={here}";
const LOGIN_EN = "302 /en/login?redirectTo={here}";
const TO_DASHBOARD = "302 /dashboard";
/** An /api call without a session; with the wrong role. */
const NO_SESSION = "401";
const WRONG_ROLE = "403";
/** Admin-only dashboard calls the shop has not built yet: the role check runs, then the route's 404/405. */
const adminOnly = (built: string) => by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE, built);
/** Admin and merchant calls: the role check runs, then the route answers `built` to both. */
const catalogueStaff = (built: string) => by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, built, built);
/** Catalogue pages: guests sign in, members are refused, merchants and the admin get `staff`. */
const catalogueUsers = (guest: string, staff: string) => by(guest, "403", "403", staff, staff);
/** The reference lists' pages and the brand's add page: the admin's alone, merchants refused. */
const adminPages = (guest: string, admin: string) => by(guest, "403", "403", "403", admin);
/**
 * One merchant's brand or product: `own` for its merchant and the admin (`admin` if it differs),
 * 403 for the other merchant, whatever the route answers them alike for any other id.
 */
const ofMerchant = (owner: "merchant" | "merchant2", guest: string, own: string, admin = own) => ({
  ...by(guest, "403", "403", own, admin, own),
  [owner === "merchant" ? "merchant2" : "merchant"]: "403",
});
/** The same on /api: 401 without a session. */
const ofMerchantApi = (owner: "merchant" | "merchant2", own: string, admin = own) =>
  ofMerchant(owner, NO_SESSION, own, admin);
/**
 * A record switched off or hidden, read over /api: its editors get it (issue [16] 4), anyone else
 * a 404 as for no record at all. The admin edits everything; a merchant their own brand and its
 * products (`owner`), so the other merchant is answered as a shopper.
 */
const hiddenFrom = (owner?: "merchant" | "merchant2"): Cells => ({
  ...by("404", "404", "404", "404", "200"),
  ...(owner ? { [owner]: "200" } : {}),
});
/** A catalogue entry as shoppers read it (/api/{what}), that a row must leave as it was. */
const keepsCatalogue = (what: string, mayChange: Who[]) => ({
  keeps: [`catalogue ${what}` as const],
  mayChange,
});
/** What an /api route answers to a method it does not take. */
const NOT_ALLOWED = all("405");
/**
 * A body the call cannot take, on the second merchant's brand or product: 400 for its owner and
 * the admin; the other merchant may not touch it whatever they send, 403 as with a good body.
 */
const badBody = ofMerchantApi("merchant2", "400");

/** The catalogue's reference lists, by the name their pages and /api calls use. */
const CATALOGUE_LISTS = ["category", "type", "symbol", "ingredient", "stone"];

const row = (
  route: string,
  method: Row["method"],
  path: string,
  expect: Cells,
  extra: Partial<Pick<Row, "form" | "json" | "endsSession" | "keeps" | "mayChange">> = {},
): Row => ({ route, method, path, expect, ...extra });

/** Orders: their buyer and the admin may cancel them; nobody else may change them. */
const keepsOrder = (order: string, mayChange: Who[] = ["memberA", "admin"]) => ({
  keeps: [`order ${order}` as const],
  mayChange,
});

/** An edit that differs from every address of A's, so that an overwrite would show. */
const EDITED_ADDRESS = {
  address: "Değiştirilmiş Sokak No: 99",
  city: "Ankara",
  state: "Çankaya",
  country: "Türkiye",
  zipCode: "06690",
};
/** A review written over A's: the ids and the author name A's, in case a field were trusted. */
const REVIEW_OVER_A = {
  title: "Başkasının başlığı",
  review: "Başkasının yazdığı metin",
  rating: "1",
  isRecommended: "0",
  id: "{reviewA}",
  _id: "{reviewA}",
  reviewId: "{reviewA}",
  userId: "{userA}",
  user: "Elif",
};

// ---------------------------------------------------------------- the pages

// Visitors' carts hold one product each (the guest's in the cart cookie); A and B have a delivery
// address, the merchant and the admin none.
const PAGES: Row[] = [
  row("pages/layout.tsx", "GET", "/xx/shop", all("404")),
  // One unknown segment is read as the language ('($lang)' is optional) and refused by the layout.
  row("pages/layout.tsx", "GET", "/no-such-page", all("404")),
  row("pages/$.tsx", "GET", "/en/no-such-page", all("404")),
  row("pages/404/index.tsx", "GET", "/404", all("404")),
  row("pages/home/index.tsx", "GET", "/", all("200")),
  row("pages/home/index.tsx", "GET", "/en", all("200")),
  row("pages/about/index.tsx", "GET", "/about", all("200")),
  row("pages/story/index.tsx", "GET", "/story", all("200")),
  row("pages/brands/index.tsx", "GET", "/brands", all("200")),
  row("pages/slider/index.tsx", "GET", "/slider", all("200")),
  row("pages/carousel/index.tsx", "GET", "/carousel", all("200")),
  // The music page (decision 045): everyone's; it takes no post.
  row("pages/takilarintinisi/index.tsx", "GET", "/takilarintinisi", all("200")),
  row("pages/takilarintinisi/index.tsx", "GET", "/en/takilarintinisi", all("200")),
  row("pages/takilarintinisi/index.tsx", "POST", "/takilarintinisi", all("405"), { form: {} }),
  // The unsubscribe link (decision 085): the signed token is the whole authority, for anyone;
  // without a good one nothing is recorded.
  row("pages/unsubscribe/index.tsx", "GET", "/unsubscribe", all("400")),
  row("pages/unsubscribe/index.tsx", "GET", "/en/unsubscribe?t=bm8.c2ln", all("400")),
  row("pages/unsubscribe/index.tsx", "POST", "/unsubscribe?t=bm8.c2ln", all("400"), {
    form: { "List-Unsubscribe": "One-Click" },
  }),
  row("pages/unsubscribe/index.tsx", "POST", "/unsubscribe?t=bm8.c2ln", all("400"), {
    form: { intent: "subscribe" },
  }),
  row("pages/coupon/index.tsx", "GET", "/coupon", all("302 /cart")),
  row("pages/coupon/index.tsx", "GET", "/en/coupon", all("302 /en/cart")),
  row("pages/blog/index.tsx", "GET", "/blog", all("200")),
  row("pages/blog/note.$slug.tsx", "GET", "/blog/note/{blogSlug}", all("200")),
  row("pages/blog/note.$slug.tsx", "GET", "/blog/note/no-such-post", all("404")),
  row("pages/info/index.tsx", "GET", "/info", all("200")),
  row("pages/info/$slug.tsx", "GET", "/info/iade-ve-degisim", all("200")),
  row("pages/shop/index.tsx", "GET", "/shop", all("200")),
  row("pages/shop/$.tsx", "GET", "/shop/no/such/page", all("404")),
  row("pages/shop/brand.$slug.tsx", "GET", "/shop/brand/{brandSlug}", all("200")),
  row("pages/shop/category.$slug.tsx", "GET", "/shop/category/{categorySlug}", all("200")),
  row("pages/product/$slug.tsx", "GET", "/product/{productSlug}", all("200")),
  // The review form: sign in first; signed in, the empty form's field errors.
  row(
    "pages/product/$slug.tsx",
    "POST",
    "/product/{productSlug}",
    signedIn("302 /login?redirectTo=%2Fproduct%2F{productSlug}", "400"),
    { form: { intent: "review" } },
  ),
  // A filled form naming A's review is the sender's own review: A's stays as A wrote it.
  row(
    "pages/product/$slug.tsx",
    "POST",
    "/product/{productSlug}",
    signedIn(
      "302 /login?redirectTo=%2Fproduct%2F{productSlug}",
      "303 /product/{productSlug}#reviews",
    ),
    { form: { intent: "review", ...REVIEW_OVER_A }, keeps: ["reviewA"] },
  ),
  row(
    "pages/product/$slug.tsx",
    "POST",
    "/product/{productSlug}",
    signedIn("302 /login?redirectTo=%2Fproduct%2F{productSlug}", "400"),
    { form: { intent: "edit", ...REVIEW_OVER_A }, keeps: ["reviewA"] },
  ),
  // 'Stoğa girince haber ver' (decision 036): anyone may ask; a signed-in visitor for their own
  // address (the demo product is in stock: back to it, nothing stored), a guest must type one.
  row("pages/back-in-stock/index.tsx", "GET", "/back-in-stock?product={productSlug}", all("200")),
  row("pages/back-in-stock/index.tsx", "GET", "/back-in-stock", all("404")),
  row("pages/back-in-stock/index.tsx", "POST", "/back-in-stock?product={productSlug}", all("400"), {
    form: {},
  }),
  row(
    "pages/back-in-stock/index.tsx",
    "POST",
    "/back-in-stock?product={productSlug}",
    signedIn("400", "303 /product/{productSlug}"),
    { form: { intent: "notify", product: "{productSlug}" } },
  ),
  row("pages/contact/index.tsx", "GET", "/contact", all("200")),
  row("pages/contact/index.tsx", "POST", "/contact", all("400"), { form: {} }),
  row("pages/newsletter/index.tsx", "GET", "/newsletter", all("200")),
  row("pages/newsletter/index.tsx", "POST", "/newsletter", all("400"), { form: {} }),
  row("pages/sell/index.tsx", "GET", "/sell", all("200")),
  row("pages/sell/index.tsx", "POST", "/sell", all("400"), { form: {} }),

  // Signing in, up and out.
  row("pages/login/index.tsx", "GET", "/login", signedIn("200", TO_DASHBOARD)),
  row("pages/login/index.tsx", "GET", "/en/login", signedIn("200", "302 /en/dashboard")),
  row("pages/login/index.tsx", "POST", "/login", signedIn("400", TO_DASHBOARD), { form: {} }),
  row("pages/register/index.tsx", "GET", "/register", signedIn("200", TO_DASHBOARD)),
  row("pages/register/index.tsx", "POST", "/register", signedIn("400", TO_DASHBOARD), { form: {} }),
  row("pages/auth/success.tsx", "GET", "/auth/success", signedIn("200", TO_DASHBOARD)),
  row("pages/auth/success.tsx", "GET", "/en/auth/success", signedIn("200", "302 /en/dashboard")),
  row("pages/forgot-password/index.tsx", "GET", "/forgot-password", signedIn("200", TO_DASHBOARD)),
  row(
    "pages/forgot-password/index.tsx",
    "POST",
    "/forgot-password",
    signedIn("400", TO_DASHBOARD),
    {
      form: {},
    },
  ),
  row(
    "pages/reset-password/$token.tsx",
    "GET",
    "/reset-password/no-such-token",
    signedIn("400", TO_DASHBOARD),
  ),
  row(
    "pages/reset-password/$token.tsx",
    "POST",
    "/reset-password/no-such-token",
    signedIn("400", TO_DASHBOARD),
    { form: { password: "new-pass-1", confirmPassword: "new-pass-1" } },
  ),
  row("pages/merchant-signup/$token.tsx", "GET", "/merchant-signup/no-such-token", all("404")),
  row("pages/merchant-signup/$token.tsx", "POST", "/merchant-signup/no-such-token", all("404"), {
    form: {
      email: "new.merchant@example.com",
      password: "merchant-pass-1",
      firstName: "Yeni",
      lastName: "Satıcı",
    },
  }),
  row("pages/logout/index.tsx", "GET", "/logout", signedIn(LOGIN, "200")),
  row("pages/logout/index.tsx", "POST", "/logout", all("302 /login"), {
    form: {},
    endsSession: true,
  }),

  // The account.
  row("pages/dashboard/layout.tsx", "GET", "/dashboard", signedIn(LOGIN, "200")),
  row("pages/dashboard/layout.tsx", "GET", "/en/dashboard", signedIn(LOGIN_EN, "200")),
  // The home: the shop's figures for the admin and a merchant (each their own), the profile for all.
  row(
    "pages/dashboard/index.tsx",
    "GET",
    "/dashboard?index",
    signedIn("302 /login?redirectTo=%2Fdashboard", "200"),
  ),
  // `?index`: the profile form posts to the index route, not to the dashboard's layout.
  row(
    "pages/dashboard/index.tsx",
    "POST",
    "/dashboard?index",
    signedIn("302 /login?redirectTo=%2Fdashboard", "400"),
    { form: {} },
  ),
  row("pages/dashboard/security/index.tsx", "GET", "/dashboard/security", signedIn(LOGIN, "200")),
  row("pages/dashboard/security/index.tsx", "POST", "/dashboard/security", signedIn(LOGIN, "400"), {
    form: {},
  }),
  // The admin's user list: a role change posts the user's e-mail and the new role.
  row("pages/dashboard/users/index.tsx", "GET", "/dashboard/users", adminPages(LOGIN, "200")),
  row(
    "pages/dashboard/users/index.tsx",
    "GET",
    "/en/dashboard/users?search=demo",
    adminPages(LOGIN_EN, "200"),
  ),
  row("pages/dashboard/users/index.tsx", "POST", "/dashboard/users", adminPages(LOGIN, "400"), {
    form: {},
  }),
  // Coupons: the admin's pages; posts that change nothing (an empty form, an id of none).
  row("pages/dashboard/coupon/index.tsx", "GET", "/dashboard/coupon", adminPages(LOGIN, "200")),
  row(
    "pages/dashboard/coupon/index.tsx",
    "GET",
    "/en/dashboard/coupon",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/coupon/index.tsx",
    "POST",
    "/dashboard/coupon?index",
    adminPages("302 /login?redirectTo=%2Fdashboard%2Fcoupon", "404"),
    {
      form: { intent: "toggle", id: "{brandId}", to: "on" },
    },
  ),
  row(
    "pages/dashboard/coupon/index.tsx",
    "POST",
    "/dashboard/coupon?index",
    adminPages("302 /login?redirectTo=%2Fdashboard%2Fcoupon", "400"),
    {
      form: { intent: "promote" },
    },
  ),
  row("pages/dashboard/coupon/add.tsx", "GET", "/dashboard/coupon/add", adminPages(LOGIN, "200")),
  row("pages/dashboard/coupon/add.tsx", "POST", "/dashboard/coupon/add", adminPages(LOGIN, "400"), {
    form: { intent: "save" },
  }),
  row("pages/dashboard/coupon/add.tsx", "POST", "/dashboard/coupon/add", adminPages(LOGIN, "200"), {
    form: { intent: "find-products", "find-products": "kolye" },
  }),
  row(
    "pages/dashboard/coupon/edit.$id.tsx",
    "GET",
    "/dashboard/coupon/edit/{brandId}",
    adminPages(LOGIN, "404"),
  ),
  row(
    "pages/dashboard/coupon/edit.$id.tsx",
    "POST",
    "/dashboard/coupon/edit/{brandId}",
    adminPages(LOGIN, "404"),
    {
      form: { intent: "save" },
    },
  ),
  row(
    "pages/dashboard/coupon/delete.$id.tsx",
    "GET",
    "/dashboard/coupon/delete/{brandId}",
    adminPages(LOGIN, "404"),
  ),
  row(
    "pages/dashboard/coupon/delete.$id.tsx",
    "POST",
    "/dashboard/coupon/delete/{brandId}",
    adminPages(LOGIN, "404"),
    {
      form: { intent: "delete" },
    },
  ),
  // Merchant requests: each intent with an id that names no request comes back with a message.
  row(
    "pages/dashboard/merchants/index.tsx",
    "GET",
    "/dashboard/merchants",
    adminPages(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/merchants/index.tsx",
    "GET",
    "/en/dashboard/merchants?delete={brandId}",
    adminPages(LOGIN_EN, "200"),
  ),
  ...["approve", "reject", "delete"].map((intent) =>
    row(
      "pages/dashboard/merchants/index.tsx",
      "POST",
      "/dashboard/merchants",
      adminPages(LOGIN, "303 /dashboard/merchants"),
      { form: { intent, id: "{brandId}" } },
    ),
  ),
  row(
    "pages/dashboard/merchants/index.tsx",
    "POST",
    "/dashboard/merchants",
    adminPages(LOGIN, "400"),
    {
      form: { intent: "promote", id: "{brandId}" },
    },
  ),
  // The member keeps the member role: a role change that changes nothing, admins only.
  row(
    "pages/dashboard/users/index.tsx",
    "POST",
    "/dashboard/users",
    adminPages(LOGIN, "303 /dashboard/users"),
    { form: { email: "member@demo.shop", role: "ROLE_MEMBER" } },
  ),
  // The product list: admins and merchants (a merchant's own products); members 403.
  row(
    "pages/dashboard/product/index.tsx",
    "GET",
    "/dashboard/product",
    catalogueUsers(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/product/index.tsx",
    "GET",
    "/en/dashboard/product?q=kolye&active=no",
    catalogueUsers(LOGIN_EN, "200"),
  ),
  // The list's filter as a spreadsheet: a merchant's own products, the admin's all; members 403.
  row(
    "pages/dashboard/product/export.ts",
    "GET",
    "/dashboard/product/export?q=kolye",
    catalogueUsers(LOGIN, "200"),
  ),
  row("pages/dashboard/product/export.ts", "POST", "/dashboard/product/export", all("405"), {
    form: {},
  }),
  // The history of staff changes (issue [10] point 2): a product's for the admin and its
  // merchant (their changes narrowed to their brands in the query), the settings' for the admin.
  row(
    "pages/dashboard/history/$subject.$id.tsx",
    "GET",
    "/dashboard/history/product/{product}",
    by(LOGIN, "403", "403", "403", "200"),
  ),
  row(
    "pages/dashboard/history/$subject.$id.tsx",
    "GET",
    "/dashboard/history/product/{productOfMerchant2}",
    ofMerchant("merchant2", LOGIN, "200"),
  ),
  row(
    "pages/dashboard/history/$subject.$id.tsx",
    "GET",
    "/en/dashboard/history/settings/1",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/history/$subject.$id.tsx",
    "GET",
    "/dashboard/history/nothing/1",
    signedIn(LOGIN, "404"),
  ),
  // No change has this number: put back nothing, say so on the same page.
  row(
    "pages/dashboard/history/$subject.$id.tsx",
    "POST",
    "/dashboard/history/product/{product}",
    catalogueUsers(LOGIN, "303 /dashboard/history/product/{product}"),
    { form: { intent: "revert", change: "999999999" } },
  ),
  row(
    "pages/dashboard/history/$subject.$id.tsx",
    "POST",
    "/dashboard/history/product/{product}",
    signedIn(LOGIN, "400"),
    { form: { intent: "nope", change: "1" } },
  ),
  // The return desk (issue [19]): admins and merchants (their own requests, narrowed in the
  // query; return-desk.test.ts reads what each sees); no request has this id.
  row(
    "pages/dashboard/returns/index.tsx",
    "GET",
    "/dashboard/returns",
    catalogueUsers(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/returns/index.tsx",
    "GET",
    "/en/dashboard/returns?state=asked&page=2",
    catalogueUsers(LOGIN_EN, "200"),
  ),
  row("pages/dashboard/returns/index.tsx", "POST", "/dashboard/returns", signedIn(LOGIN, "405"), {
    form: {},
  }),
  row(
    "pages/dashboard/returns/$id.tsx",
    "GET",
    "/dashboard/returns/00000000-0000-4000-8000-000000000000",
    catalogueUsers(LOGIN, "404"),
  ),
  row(
    "pages/dashboard/returns/$id.tsx",
    "POST",
    "/dashboard/returns/00000000-0000-4000-8000-000000000000",
    catalogueUsers(LOGIN, "404"),
    { form: { intent: "approve", instructions: "x", version: "1" } },
  ),
  row(
    "pages/dashboard/returns/$id.tsx",
    "POST",
    "/dashboard/returns/00000000-0000-4000-8000-000000000000",
    catalogueUsers(LOGIN, "404"),
    { form: { intent: "refuse", reason: "x", version: "1" } },
  ),
  row(
    "pages/dashboard/returns/$id.tsx",
    "POST",
    "/dashboard/returns/00000000-0000-4000-8000-000000000000",
    catalogueUsers(LOGIN, "404"),
    { form: { intent: "receive", version: "1" } },
  ),
  row(
    "pages/dashboard/returns/$id.tsx",
    "POST",
    "/dashboard/returns/00000000-0000-4000-8000-000000000000",
    catalogueUsers(LOGIN, "404"),
    { form: { intent: "refund", confirm: "yes", version: "1" } },
  ),
  row(
    "pages/dashboard/returns/$id.tsx",
    "POST",
    "/dashboard/returns/00000000-0000-4000-8000-000000000000",
    catalogueUsers(LOGIN, "404"),
    { form: { intent: "retryRefund", refundId: "x" } },
  ),
  row(
    "pages/dashboard/returns/$id.tsx",
    "POST",
    "/dashboard/returns/00000000-0000-4000-8000-000000000000",
    catalogueUsers(LOGIN, "404"),
    { form: { intent: "nope" } },
  ),
  // The outbox page (decision 077): admins alone; no mail has this id.
  row("pages/dashboard/mail/index.tsx", "GET", "/dashboard/mail", adminPages(LOGIN, "200")),
  row("pages/dashboard/mail/index.tsx", "POST", "/dashboard/mail", signedIn(LOGIN, "405"), {
    form: {},
  }),
  row(
    "pages/dashboard/mail/index.tsx",
    "GET",
    "/en/dashboard/mail?state=failed&kind=passwordReset&before=x",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/mail/$id.tsx",
    "GET",
    "/dashboard/mail/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
  ),
  row(
    "pages/dashboard/mail/$id.tsx",
    "POST",
    "/dashboard/mail/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
    { form: {} },
  ),
  // A member's data (decision 080): everyone signed in reads and downloads their own; only a
  // member closes their account (an empty form is refused before anything), staff are refused.
  row("pages/dashboard/my-data/index.tsx", "GET", "/dashboard/my-data", signedIn(LOGIN, "200")),
  row(
    "pages/dashboard/my-data/index.tsx",
    "POST",
    "/dashboard/my-data",
    by(LOGIN, "400", "400", "403", "403"),
    { form: {} },
  ),
  // Everyone signed in switches their own consent to campaign e-mail (issue [20] point 3).
  row(
    "pages/dashboard/my-data/index.tsx",
    "POST",
    "/dashboard/my-data",
    signedIn(LOGIN, "303 /dashboard/my-data"),
    { form: { intent: "consent" } },
  ),
  row(
    "pages/dashboard/my-data/export.ts",
    "GET",
    "/dashboard/my-data/export?format=csv",
    signedIn(LOGIN, "200"),
  ),
  row("pages/dashboard/my-data/export.ts", "POST", "/dashboard/my-data/export", all("405"), {
    form: {},
  }),
  // The K.V.K.K. log: admins alone; no request has this id.
  row(
    "pages/dashboard/data-requests/index.tsx",
    "GET",
    "/dashboard/data-requests?kind=close",
    adminPages(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/data-requests/index.tsx",
    "POST",
    "/dashboard/data-requests",
    adminPages(LOGIN, "404"),
    { form: { id: "00000000-0000-4000-8000-000000000000" } },
  ),
  // The consent log and the newsletter (issue [20] point 3): admins alone. A preview with no
  // subject is refused at the form (400) and mails nobody.
  row(
    "pages/dashboard/consents/index.tsx",
    "GET",
    "/dashboard/consents?q=example&answer=given&iys=pending&email=a%40example.com",
    adminPages(LOGIN, "200"),
  ),
  row("pages/dashboard/consents/index.tsx", "POST", "/dashboard/consents", signedIn(LOGIN, "405"), {
    form: {},
  }),
  row(
    "pages/dashboard/mailings/index.tsx",
    "GET",
    "/en/dashboard/mailings",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/mailings/index.tsx",
    "POST",
    "/dashboard/mailings",
    adminPages(LOGIN, "400"),
    { form: { intent: "send", subject: "", body: "Kampanya" } },
  ),
  row(
    "pages/dashboard/mailings/index.tsx",
    "POST",
    "/dashboard/mailings",
    adminPages(LOGIN, "200"),
    {
      form: { intent: "edit", subject: "Kampanya", body: "Metin" },
    },
  ),
  row(
    "pages/dashboard/mailings/index.tsx",
    "POST",
    "/dashboard/mailings",
    adminPages(LOGIN, "200"),
    {
      form: { intent: "preview", subject: "Kampanya", body: "Metin" },
    },
  ),
  // The shop's activity (issue [16] point 3): the admin's whole shop, a merchant's own products'
  // changes (narrowed in the query; activity.test.ts reads what each sees); members refused.
  row(
    "pages/dashboard/activity/index.tsx",
    "GET",
    "/dashboard/activity",
    catalogueUsers(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/activity/index.tsx",
    "GET",
    "/en/dashboard/activity?kind=settings&from=2026-01-01&before=5",
    catalogueUsers(LOGIN_EN, "200"),
  ),
  // No change has this number: put back nothing, say so on the same page of the list.
  row(
    "pages/dashboard/activity/index.tsx",
    "POST",
    "/dashboard/activity?kind=product",
    catalogueUsers(LOGIN, "303 /dashboard/activity?kind=product"),
    { form: { intent: "revert", change: "999999999" } },
  ),
  row("pages/dashboard/activity/index.tsx", "POST", "/dashboard/activity", signedIn(LOGIN, "400"), {
    form: { intent: "nope", change: "1" },
  }),
  // Bulk changes (issue [10] point 1): nothing ticked is nothing to change (400); no such batch.
  row(
    "pages/dashboard/product/bulk.tsx",
    "GET",
    "/dashboard/product/bulk?ids={product}",
    catalogueUsers(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/product/bulk.tsx",
    "GET",
    "/en/dashboard/product/bulk?all=1&q=kolye",
    catalogueUsers(LOGIN_EN, "200"),
  ),
  ...["preview", "apply"].map((intent) =>
    row(
      "pages/dashboard/product/bulk.tsx",
      "POST",
      "/dashboard/product/bulk",
      catalogueUsers(LOGIN, "400"),
      { form: { intent, kind: "priceSet", value: "100" } },
    ),
  ),
  row(
    "pages/dashboard/product/bulk.tsx",
    "POST",
    "/dashboard/product/bulk",
    catalogueUsers(LOGIN, "404"),
    { form: { intent: "undo", batch: "00000000-0000-4000-8000-000000000000" } },
  ),
  row(
    "pages/dashboard/product/bulk.tsx",
    "POST",
    "/dashboard/product/bulk?ids={product}",
    catalogueUsers(LOGIN, "400"),
    { form: { intent: "nope", kind: "priceSet", value: "100" } },
  ),
  // The import: staff only. A plain (not multipart) post of either intent reads no file: 400,
  // writing nothing (tests/integration/product-import.test.ts posts the real files).
  row(
    "pages/dashboard/product/import.tsx",
    "GET",
    "/dashboard/product/import",
    catalogueUsers(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/product/import.tsx",
    "GET",
    "/en/dashboard/product/import",
    catalogueUsers(LOGIN_EN, "200"),
  ),
  ...["dryRun", "apply", "other"].map((intent) =>
    row(
      "pages/dashboard/product/import.tsx",
      "POST",
      "/dashboard/product/import",
      catalogueUsers(LOGIN, "400"),
      { form: { intent } },
    ),
  ),
  // Bulk actions with nothing ticked change nothing and say so.
  ...["activate", "deactivate", "show", "hide", "delete"].map((intent) =>
    row(
      "pages/dashboard/product/index.tsx",
      "POST",
      "/dashboard/product?index",
      catalogueUsers("302 /login?redirectTo=%2Fdashboard%2Fproduct", "303 /dashboard/product"),
      {
        form: { intent, back: "" },
      },
    ),
  ),
  row(
    "pages/dashboard/product/index.tsx",
    "POST",
    "/dashboard/product?index",
    catalogueUsers("302 /login?redirectTo=%2Fdashboard%2Fproduct", "400"),
    {
      form: { intent: "nope" },
    },
  ),
  row(
    "pages/dashboard/product/delete.tsx",
    "GET",
    "/dashboard/product/delete",
    catalogueUsers(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/product/delete.tsx",
    "POST",
    "/dashboard/product/delete",
    catalogueUsers(LOGIN, "303 /dashboard/product"),
    {
      form: {},
    },
  ),
  // The second merchant's product: the other merchant may not ask to delete it, nor switch it.
  row(
    "pages/dashboard/product/delete.tsx",
    "GET",
    "/dashboard/product/delete?ids={productOfMerchant2}",
    ofMerchant("merchant2", LOGIN, "200"),
  ),
  row(
    "pages/dashboard/product/delete.tsx",
    "POST",
    "/dashboard/product/delete",
    ofMerchant("merchant2", LOGIN, "303 /dashboard/product"),
    {
      form: { ids: "{freshProductOfMerchant2}" },
      ...keepsCatalogue("product/{freshProductOfMerchant2}", ["merchant2", "admin"]),
    },
  ),
  // Off and on again, hidden and shown again: the product ends as it was for the rows after.
  ...["deactivate", "activate", "hide", "show"].map((intent) =>
    row(
      "pages/dashboard/product/index.tsx",
      "POST",
      "/dashboard/product?index",
      ofMerchant(
        "merchant2",
        "302 /login?redirectTo=%2Fdashboard%2Fproduct",
        "303 /dashboard/product",
      ),
      {
        form: { intent, ids: "{productOfMerchant2}", back: "" },
        ...keepsCatalogue("product/{productOfMerchant2}", ["merchant2", "admin"]),
      },
    ),
  ),

  // The reference lists: the admin's. Writes go to entries made for the one request.
  ...CATALOGUE_LISTS.flatMap((list) => {
    const fresh = `{fresh${list.charAt(0).toUpperCase()}${list.slice(1)}}`;
    const keeps = keepsCatalogue(`${list}/${fresh}`, ["admin"]);
    const filled: Record<string, string> = {
      intent: "save",
      name: "Başkasının adı",
      name_en: "Someone else's name",
      isActive: "on",
      ...(list === "category" ? { description: "Kısa", products: "{categoryProduct}" } : {}),
    };
    return [
      row(
        "pages/dashboard/taxonomy/index.tsx",
        "GET",
        `/dashboard/${list}`,
        adminPages(LOGIN, "200"),
      ),
      row(
        "pages/dashboard/taxonomy/index.tsx",
        "GET",
        `/en/dashboard/${list}`,
        adminPages(LOGIN_EN, "200"),
      ),
      row(
        "pages/dashboard/taxonomy/add.tsx",
        "GET",
        `/dashboard/${list}/add`,
        adminPages(LOGIN, "200"),
      ),
      row(
        "pages/dashboard/taxonomy/add.tsx",
        "POST",
        `/dashboard/${list}/add`,
        adminPages(LOGIN, "400"),
        { form: { intent: "save" } },
      ),
      // A plain form's product search draws the form again; nothing is saved.
      row(
        "pages/dashboard/taxonomy/add.tsx",
        "POST",
        `/dashboard/${list}/add`,
        adminPages(LOGIN, "200"),
        { form: { intent: "find-products", "find-products": "ARW" } },
      ),
      row(
        "pages/dashboard/taxonomy/edit.$id.tsx",
        "POST",
        `/dashboard/${list}/edit/{${list}Id}`,
        adminPages(LOGIN, "200"),
        {
          form: { intent: "find-products", "find-products": "ARW", name: "Aranırken" },
          ...keepsCatalogue(`${list}/{${list}Id}`, []),
        },
      ),
      row(
        "pages/dashboard/taxonomy/edit.$id.tsx",
        "GET",
        `/dashboard/${list}/edit/{${list}Id}`,
        adminPages(LOGIN, "200"),
      ),
      row(
        "pages/dashboard/taxonomy/edit.$id.tsx",
        "POST",
        `/dashboard/${list}/edit/${fresh}`,
        adminPages(LOGIN, `302 /dashboard/${list}`),
        { form: filled, ...keeps },
      ),
      row(
        "pages/dashboard/taxonomy/delete.$id.tsx",
        "GET",
        `/dashboard/${list}/delete/{${list}Id}`,
        adminPages(LOGIN, "200"),
      ),
      row(
        "pages/dashboard/taxonomy/delete.$id.tsx",
        "POST",
        `/dashboard/${list}/delete/${fresh}`,
        adminPages(LOGIN, `302 /dashboard/${list}`),
        { form: { intent: "delete" }, ...keeps },
      ),
    ];
  }),

  // Brands: the admin's every one, a merchant's their own; only the admin adds and deletes.
  row("pages/dashboard/brand/index.tsx", "GET", "/dashboard/brand", catalogueUsers(LOGIN, "200")),
  row(
    "pages/dashboard/brand/index.tsx",
    "GET",
    "/en/dashboard/brand",
    catalogueUsers(LOGIN_EN, "200"),
  ),
  row("pages/dashboard/brand/add.tsx", "GET", "/dashboard/brand/add", adminPages(LOGIN, "200")),
  row("pages/dashboard/brand/add.tsx", "POST", "/dashboard/brand/add", adminPages(LOGIN, "400"), {
    form: { intent: "save" },
  }),
  row(
    "pages/dashboard/brand/edit.$id.tsx",
    "GET",
    "/dashboard/brand/edit/{brandId}",
    ofMerchant("merchant", LOGIN, "200"),
  ),
  row(
    "pages/dashboard/brand/edit.$id.tsx",
    "GET",
    "/dashboard/brand/edit/{brandOfMerchant2}",
    ofMerchant("merchant2", LOGIN, "200"),
  ),
  ...(["merchant", "merchant2"] as const).map((owner) => {
    const fresh = owner === "merchant" ? "{freshBrandOfMerchant}" : "{freshBrandOfMerchant2}";
    return row(
      "pages/dashboard/brand/edit.$id.tsx",
      "POST",
      `/dashboard/brand/edit/${fresh}`,
      ofMerchant(owner, LOGIN, "302 /dashboard/brand"),
      {
        form: { intent: "save", name: "Başkasının markası", description: "Başka", isActive: "on" },
        ...keepsCatalogue(`brand/${fresh}`, [owner, "admin"]),
      },
    );
  }),
  // Deleting is the admin's, even for the brand's own merchant.
  row(
    "pages/dashboard/brand/edit.$id.tsx",
    "POST",
    "/dashboard/brand/edit/{freshBrandOfMerchant2}",
    by(LOGIN, "403", "403", "403", "302 /dashboard/brand", "403"),
    { form: { intent: "delete" }, ...keepsCatalogue("brand/{freshBrandOfMerchant2}", ["admin"]) },
  ),
  // No intent is a save; the empty form's errors for those who may save it.
  row(
    "pages/dashboard/brand/edit.$id.tsx",
    "POST",
    "/dashboard/brand/edit/{freshBrandOfMerchant2}",
    ofMerchant("merchant2", LOGIN, "400"),
    { form: {}, ...keepsCatalogue("brand/{freshBrandOfMerchant2}", []) },
  ),
  // Blog posts (spec 001 §2 Blogs): the admin's alone.
  row("pages/dashboard/blogs/index.tsx", "GET", "/dashboard/blogs", adminPages(LOGIN, "200")),
  row("pages/dashboard/blogs/index.tsx", "GET", "/en/dashboard/blogs", adminPages(LOGIN_EN, "200")),
  row("pages/dashboard/blogs/add.tsx", "GET", "/dashboard/blogs/add", adminPages(LOGIN, "200")),
  // An empty form: its mistakes for the admin; nobody else gets as far as reading it.
  row("pages/dashboard/blogs/add.tsx", "POST", "/dashboard/blogs/add", adminPages(LOGIN, "400"), {
    form: {},
  }),
  row(
    "pages/dashboard/blogs/edit.$id.tsx",
    "GET",
    "/dashboard/blogs/edit/{blogId}",
    adminPages(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/blogs/edit.$id.tsx",
    "GET",
    "/dashboard/blogs/edit/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
  ),
  row(
    "pages/dashboard/blogs/edit.$id.tsx",
    "POST",
    "/dashboard/blogs/edit/{blogId}",
    adminPages(LOGIN, "400"),
    { form: {} },
  ),
  row(
    "pages/dashboard/blogs/delete.$id.tsx",
    "GET",
    "/dashboard/blogs/delete/{blogId}",
    adminPages(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/blogs/delete.$id.tsx",
    "POST",
    "/dashboard/blogs/delete/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
    { form: {} },
  ),
  // The home slider and carousel: the admin's pages. Ids that name nothing, so that no row
  // changes what another reads; the carousel's add and remove name {product} and leave it as
  // it was (an add of a product already there is said, not done twice).
  row("pages/dashboard/sliders/index.tsx", "GET", "/dashboard/sliders", adminPages(LOGIN, "200")),
  row(
    "pages/dashboard/sliders/index.tsx",
    "GET",
    "/en/dashboard/sliders",
    adminPages(LOGIN_EN, "200"),
  ),
  ...(
    [
      ["up", "404"],
      ["down", "404"],
      ["reorder", "400"],
      ["unknown", "400"],
    ] as const
  ).map(([intent, admin]) =>
    row(
      "pages/dashboard/sliders/index.tsx",
      "POST",
      "/dashboard/sliders?index",
      // Signed in, the guest comes back to the list (not to `?index`).
      adminPages("302 /login?redirectTo=%2Fdashboard%2Fsliders", admin),
      {
        form: {
          intent,
          slider: "00000000-0000-4000-8000-000000000000",
          order: "00000000-0000-4000-8000-000000000000",
        },
      },
    ),
  ),
  row("pages/dashboard/sliders/add.tsx", "GET", "/dashboard/sliders/add", adminPages(LOGIN, "200")),
  row(
    "pages/dashboard/sliders/add.tsx",
    "GET",
    "/en/dashboard/sliders/add",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/sliders/add.tsx",
    "POST",
    "/dashboard/sliders/add",
    adminPages(LOGIN, "400"),
    {
      form: {},
    },
  ),
  row(
    "pages/dashboard/sliders/edit.$id.tsx",
    "GET",
    "/dashboard/sliders/edit/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
  ),
  row(
    "pages/dashboard/sliders/edit.$id.tsx",
    "POST",
    "/dashboard/sliders/edit/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
    {
      form: { title: "x" },
    },
  ),
  row(
    "pages/dashboard/sliders/delete.$id.tsx",
    "GET",
    "/dashboard/sliders/delete/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
  ),
  row(
    "pages/dashboard/sliders/delete.$id.tsx",
    "POST",
    "/dashboard/sliders/delete/00000000-0000-4000-8000-000000000000",
    adminPages(LOGIN, "404"),
    {
      form: { intent: "delete" },
    },
  ),
  row("pages/dashboard/carousel/index.tsx", "GET", "/dashboard/carousel", adminPages(LOGIN, "200")),
  row(
    "pages/dashboard/carousel/index.tsx",
    "GET",
    "/en/dashboard/carousel?q=kolye",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/carousel/search.tsx",
    "GET",
    "/dashboard/carousel/search?q=kolye",
    adminPages(LOGIN, "200"),
  ),
  row("pages/dashboard/carousel/search.tsx", "POST", "/dashboard/carousel/search", all("405"), {
    form: {},
  }),
  ...(
    [
      ["add", "303 /dashboard/carousel"],
      ["remove", "303 /dashboard/carousel"],
      ["up", "303 /dashboard/carousel"],
      ["down", "303 /dashboard/carousel"],
      ["unknown", "400"],
    ] as const
  ).map(([intent, admin]) =>
    row(
      "pages/dashboard/carousel/index.tsx",
      "POST",
      "/dashboard/carousel?index",
      adminPages("302 /login?redirectTo=%2Fdashboard%2Fcarousel", admin),
      {
        form: {
          intent,
          product: "00000000-0000-4000-8000-000000000000",
          entry: "00000000-0000-4000-8000-000000000000",
        },
      },
    ),
  ),
  // An address under /dashboard that no page answers: the dashboard's own 404, any method.
  row("pages/dashboard/$.tsx", "GET", "/dashboard/no-such-page", signedIn(LOGIN, "404")),
  row("pages/dashboard/$.tsx", "POST", "/dashboard/no-such-page", signedIn(LOGIN, "405"), {
    form: {},
  }),
  // The shop's settings and the pop-up: admins only. The admin's posts are refused (400), so
  // that the matrix changes neither.
  row("pages/dashboard/settings/index.tsx", "GET", "/dashboard/settings", adminPages(LOGIN, "200")),
  row(
    "pages/dashboard/settings/index.tsx",
    "GET",
    "/en/dashboard/settings",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/settings/index.tsx",
    "POST",
    "/dashboard/settings",
    adminPages(LOGIN, "400"),
    {
      form: { store_name: "" },
    },
  ),
  row(
    "pages/dashboard/settings/music.tsx",
    "GET",
    "/dashboard/settings/music",
    adminPages(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/settings/music.tsx",
    "GET",
    "/en/dashboard/settings/music",
    adminPages(LOGIN_EN, "200"),
  ),
  // A title over its 120 characters: the form's error, and nothing saved.
  row(
    "pages/dashboard/settings/music.tsx",
    "POST",
    "/dashboard/settings/music",
    adminPages(LOGIN, "400"),
    { form: { title: "x".repeat(121) } },
  ),
  row("pages/dashboard/popUp/index.tsx", "GET", "/dashboard/popUp", adminPages(LOGIN, "200")),
  row("pages/dashboard/popUp/index.tsx", "GET", "/en/dashboard/popUp", adminPages(LOGIN_EN, "200")),
  row("pages/dashboard/popUp/index.tsx", "POST", "/dashboard/popUp", adminPages(LOGIN, "400"), {
    form: { url: "javascript:alert(1)", status: "on" },
  }),
  row("pages/dashboard/orders/index.tsx", "GET", "/dashboard/orders", signedIn(LOGIN, "200")),
  row("pages/dashboard/orders/index.tsx", "GET", "/en/dashboard/orders", signedIn(LOGIN_EN, "200")),
  // The order desk's query (issue [9]): each signed-in visitor gets their own scope of it; a
  // value the desk cannot read is no filter.
  row(
    "pages/dashboard/orders/index.tsx",
    "GET",
    "/dashboard/orders?q=%23abcdef0&status=Processing&payment=paid&from=2026-01-01&to=2026-12-31&page=2",
    signedIn(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/orders/index.tsx",
    "GET",
    "/en/dashboard/orders?status=nope&payment=all&from=2026-02-31&page=-1",
    signedIn(LOGIN_EN, "200"),
  ),

  // A status change and its confirmation (issue [18] point 4): the admin's alone.
  row(
    "pages/dashboard/orders/$id.status.tsx",
    "GET",
    "/dashboard/orders/{orderA}/status?status=Processing",
    adminPages(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/orders/$id.status.tsx",
    "GET",
    "/en/dashboard/orders/{orderA}/status",
    adminPages(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/orders/$id.status.tsx",
    "POST",
    "/dashboard/orders/{freshOrderA}/status",
    adminPages(LOGIN, "303 /dashboard/orders/{freshOrderA}"),
    { form: { status: "Processing" }, ...keepsOrder("{freshOrderA}", ["admin"]) },
  ),
  // Shipping (issue [18] point 2): the admin any order; a merchant the orders holding their
  // lines (to the other merchant it does not exist), and only once paid.
  row("pages/dashboard/orders/$id.ship.tsx", "GET", "/dashboard/orders/{merchantOrderA}/ship", {
    ...catalogueUsers(LOGIN, "200"),
    merchant2: "404",
  }),
  row("pages/dashboard/orders/$id.ship.tsx", "GET", "/en/dashboard/orders/{orderA}/ship", {
    ...catalogueUsers(LOGIN_EN, "404"),
    admin: "200",
  }),
  row(
    "pages/dashboard/orders/$id.ship.tsx",
    "POST",
    "/dashboard/orders/{freshMerchantOrderA}/ship",
    {
      ...catalogueUsers(LOGIN, "400"),
      merchant2: "404",
      admin: "303 /dashboard/orders/{freshMerchantOrderA}",
    },
    {
      form: {
        carrier: "yurtici",
        trackingNumber: "1234567890",
        itemIds: "{freshMerchantItemA}",
        reason: "Müşteri ödemeyi mağazada yaptı.",
      },
      ...keepsOrder("{freshMerchantOrderA}", ["admin"]),
    },
  ),

  // Favorites: each visitor's own; what B does to B's leaves A's as they are.
  row("pages/favorites/index.tsx", "GET", "/favorites", signedIn(LOGIN, "200")),
  row("pages/favorites/index.tsx", "GET", "/en/favorites", signedIn(LOGIN_EN, "200")),
  row(
    "pages/favorites/toggle.tsx",
    "POST",
    "/favorites/toggle",
    signedIn("303 /login?redirectTo=%2Fshop", "303 /shop"),
    {
      form: { productId: "{product}", intent: "add", redirectTo: "/shop" },
      keeps: ["favoritesA"],
    },
  ),
  row(
    "pages/favorites/toggle.tsx",
    "POST",
    "/favorites/toggle",
    signedIn("303 /login?redirectTo=%2Fshop", "303 /shop"),
    {
      form: { productId: "{product}", intent: "remove", redirectTo: "/shop" },
      keeps: ["favoritesA"],
    },
  ),
  // No intent: the button toggles (the product is back in each visitor's favorites).
  row(
    "pages/favorites/toggle.tsx",
    "POST",
    "/favorites/toggle",
    signedIn("303 /login?redirectTo=%2Fshop", "303 /shop"),
    { form: { productId: "{product}", redirectTo: "/shop" }, keeps: ["favoritesA"] },
  ),
  row("pages/favorites/toggle.tsx", "GET", "/favorites/toggle", all("302 /favorites")),

  // Addresses: A's are A's alone; to anyone else they do not exist.
  row("pages/dashboard/address/index.tsx", "GET", "/dashboard/address", signedIn(LOGIN, "200")),
  row(
    "pages/dashboard/address/index.tsx",
    "GET",
    "/en/dashboard/address",
    signedIn(LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/address/index.tsx",
    "POST",
    "/dashboard/address",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: { intent: "delete", id: "{freshAddressA}" }, keeps: ["addressesA"] },
  ),
  row(
    "pages/dashboard/address/index.tsx",
    "POST",
    "/dashboard/address",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: { intent: "default", id: "{freshAddressA}" }, keeps: ["addressesA"] },
  ),
  row(
    "pages/dashboard/address/index.tsx",
    "POST",
    "/en/dashboard/address",
    { ...ownedByA("302 /en/dashboard/address", "404"), guest: LOGIN_EN },
    { form: { intent: "default", id: "{addressA}" }, keeps: ["addressesA"] },
  ),
  row(
    "pages/dashboard/address/index.tsx",
    "POST",
    "/dashboard/address",
    { ...signedIn(LOGIN, "400") },
    { form: { intent: "edit", id: "{addressA}" }, keeps: ["addressesA"] },
  ),
  row("pages/dashboard/address/add.tsx", "GET", "/dashboard/address/add", signedIn(LOGIN, "200")),
  row(
    "pages/dashboard/address/add.tsx",
    "GET",
    "/en/dashboard/address/add",
    signedIn(LOGIN_EN, "200"),
  ),
  row("pages/dashboard/address/add.tsx", "POST", "/dashboard/address/add", signedIn(LOGIN, "400"), {
    form: {},
  }),
  row("pages/dashboard/address/read.$id.tsx", "GET", "/dashboard/address/read/{addressA}", {
    ...ownedByA("200", "404"),
    guest: LOGIN,
  }),
  row("pages/dashboard/address/read.$id.tsx", "GET", "/en/dashboard/address/read/{addressA}", {
    ...ownedByA("200", "404"),
    guest: LOGIN_EN,
  }),
  row("pages/dashboard/address/edit.$id.tsx", "GET", "/dashboard/address/edit/{addressA}", {
    ...ownedByA("200", "404"),
    guest: LOGIN,
  }),
  row("pages/dashboard/address/edit.$id.tsx", "GET", "/en/dashboard/address/edit/{addressA}", {
    ...ownedByA("200", "404"),
    guest: LOGIN_EN,
  }),
  row(
    "pages/dashboard/address/edit.$id.tsx",
    "POST",
    "/dashboard/address/edit/{freshAddressA}",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: EDITED_ADDRESS, keeps: ["addressesA"] },
  ),
  row(
    "pages/dashboard/address/edit.$id.tsx",
    "POST",
    "/en/dashboard/address/edit/{freshAddressA}",
    { ...ownedByA("302 /en/dashboard/address", "404"), guest: LOGIN_EN },
    { form: EDITED_ADDRESS, keeps: ["addressesA"] },
  ),
  row(
    "pages/dashboard/address/edit.$id.tsx",
    "POST",
    "/dashboard/address/edit/{freshAddressA}",
    { ...ownedByA("302 /dashboard/address", "404"), guest: LOGIN },
    { form: { intent: "delete" }, keeps: ["addressesA"] },
  ),

  // A product's pictures: admins, and merchants for their own brands' products ({product} is not).
  row("pages/dashboard/product/pictures.$id.tsx", "GET", "/dashboard/product/pictures/{product}", {
    ...by(LOGIN, "403", "403", "403", "200"),
  }),
  row(
    "pages/dashboard/product/pictures.$id.tsx",
    "GET",
    "/en/dashboard/product/pictures/{product}",
    { ...by(LOGIN_EN, "403", "403", "403", "200") },
  ),
  ...(
    [
      ["remove", "400"],
      ["up", "303 /dashboard/product/pictures/{product}"],
      ["down", "303 /dashboard/product/pictures/{product}"],
      ["cover", "400"],
      ["reorder", "400"],
      ["alts", "303 /dashboard/product/pictures/{product}"],
    ] as const
  ).map(([intent, admin]) =>
    row(
      "pages/dashboard/product/pictures.$id.tsx",
      "POST",
      "/dashboard/product/pictures/{product}",
      by(LOGIN, "403", "403", "403", admin),
      { form: { intent, picture: "{product}", order: "{product}" } },
    ),
  ),
  row(
    "pages/dashboard/product/pictures.$id.tsx",
    "POST",
    "/dashboard/product/pictures/{product}",
    by(LOGIN, "403", "403", "403", "400"),
    { form: { intent: "unknown" } },
  ),
  row(
    "pages/dashboard/product/pictures.$id.tsx",
    "POST",
    "/en/dashboard/product/pictures/{product}",
    by(LOGIN_EN, "403", "403", "403", "303 /en/dashboard/product/pictures/{product}"),
    { form: { intent: "up", picture: "{product}" } },
  ),

  // The product form: admins, and merchants for their own brands' products ({product} is not).
  row(
    "pages/dashboard/product/add.tsx",
    "GET",
    "/dashboard/product/add",
    catalogueUsers(LOGIN, "200"),
  ),
  row(
    "pages/dashboard/product/add.tsx",
    "GET",
    "/en/dashboard/product/add",
    catalogueUsers(LOGIN_EN, "200"),
  ),
  // An empty form: its mistakes, saving nothing; a plain form's search draws it again.
  row(
    "pages/dashboard/product/add.tsx",
    "POST",
    "/dashboard/product/add",
    catalogueUsers(LOGIN, "400"),
    {
      form: { intent: "save" },
    },
  ),
  ...["find-children", "find-combination"].map((intent) =>
    row(
      "pages/dashboard/product/add.tsx",
      "POST",
      "/dashboard/product/add",
      catalogueUsers(LOGIN, "200"),
      {
        form: { intent, [intent]: "ARW" },
      },
    ),
  ),
  row(
    "pages/dashboard/product/edit.$id.tsx",
    "GET",
    "/dashboard/product/edit/{product}",
    by(LOGIN, "403", "403", "403", "200"),
  ),
  row(
    "pages/dashboard/product/edit.$id.tsx",
    "GET",
    "/en/dashboard/product/edit/{productOfMerchant2}",
    ofMerchant("merchant2", LOGIN_EN, "200"),
  ),
  row(
    "pages/dashboard/product/edit.$id.tsx",
    "POST",
    "/dashboard/product/edit/{product}",
    by(LOGIN, "403", "403", "403", "400"),
    { form: { intent: "save" }, ...keepsCatalogue("product/{product}", ["admin"]) },
  ),
  ...["find-children", "find-combination"].map((intent) =>
    row(
      "pages/dashboard/product/edit.$id.tsx",
      "POST",
      "/dashboard/product/edit/{productOfMerchant2}",
      ofMerchant("merchant2", LOGIN, "200"),
      { form: { intent, [intent]: "ARW" }, ...keepsCatalogue("product/{productOfMerchant2}", []) },
    ),
  ),
  row(
    "pages/dashboard/product/options.tsx",
    "GET",
    "/dashboard/product/options?q=ARW",
    catalogueUsers("302 /login?redirectTo=%2Fdashboard%2Fproduct%2Foptions%3Fq%3DARW", "200"),
  ),
  row("pages/dashboard/product/options.tsx", "POST", "/dashboard/product/options", all("405"), {
    form: {},
  }),

  // Cart and checkout: the page's cart is the visitor's own (the session's, or the signed cookie's).
  row("pages/cart/index.tsx", "GET", "/cart", all("200")),
  row("pages/cart/index.tsx", "POST", "/cart", all("303 /cart"), {
    form: { intent: "add", product: "{product}", quantity: "1" },
    keeps: ["cartA"],
  }),
  row("pages/cart/index.tsx", "POST", "/cart", all("303 /cart"), {
    form: { intent: "set", product: "{product}", quantity: "1" },
    keeps: ["cartA"],
  }),
  row("pages/cart/index.tsx", "POST", "/cart", all("303 /cart"), {
    form: { intent: "remove", product: "{otherProduct}" },
    keeps: ["cartA"],
  }),
  row("pages/cart/index.tsx", "POST", "/cart", all("303 /cart"), {
    form: { intent: "applyCoupon", code: "HOSGELDIN10" },
    keeps: ["cartA"],
  }),
  row("pages/cart/index.tsx", "POST", "/cart", all("303 /cart"), {
    form: { intent: "removeCoupon" },
    keeps: ["cartA"],
  }),
  row("pages/cart/index.tsx", "POST", "/cart", all("400"), {
    form: { intent: "empty", cartId: "{cartA}" },
    keeps: ["cartA"],
  }),
  row(
    "pages/checkout/index.tsx",
    "GET",
    "/checkout",
    signedIn("302 /login?checkout=1&redirectTo=/payment", "302 /payment"),
  ),
  // The checkout button sent as a form goes where the link goes.
  row(
    "pages/checkout/index.tsx",
    "POST",
    "/checkout",
    signedIn("302 /login?checkout=1&redirectTo=/payment", "302 /payment"),
    { form: {} },
  ),
  row("pages/delivery/index.tsx", "GET", "/delivery", signedIn("200", "302 /payment")),
  row("pages/delivery/index.tsx", "POST", "/delivery", signedIn("400", "302 /payment"), {
    form: {},
  }),
  row(
    "pages/payment/index.tsx",
    "GET",
    "/payment",
    by("302 /delivery", "200", "200", "302 /dashboard/address/add", "302 /dashboard/address/add"),
  ),
  // No method chosen: the form's error, for those who got as far as the form.
  row(
    "pages/payment/index.tsx",
    "POST",
    "/payment",
    by("302 /delivery", "400", "400", "302 /dashboard/address/add", "302 /dashboard/address/add"),
    { form: {} },
  ),
  // Either method without the contract accepted: the contract's error, and no order.
  row(
    "pages/payment/index.tsx",
    "POST",
    "/payment",
    by("302 /delivery", "400", "400", "302 /dashboard/address/add", "302 /dashboard/address/add"),
    { form: { intent: "transfer" }, keeps: ["cartA"] },
  ),
  row(
    "pages/payment/index.tsx",
    "POST",
    "/payment",
    by("302 /delivery", "400", "400", "302 /dashboard/address/add", "302 /dashboard/address/add"),
    { form: { intent: "card" }, keeps: ["cartA"] },
  ),

  // 'Hemen Al' (decision 044): a guest signs in first; a quantity below 1 and a product that is
  // not there go back to the product with the cart's notice; the cart each one keeps is kept.
  row("pages/buy-now/index.tsx", "GET", "/buy-now", all("302 /shop")),
  row(
    "pages/buy-now/index.tsx",
    "POST",
    "/buy-now",
    all("303 /product/{productSlug}?cartNotice=min"),
    {
      form: { product: "{product}", quantity: "0", redirectTo: "/product/{productSlug}" },
      keeps: ["cartA"],
    },
  ),
  row(
    "pages/buy-now/index.tsx",
    "POST",
    "/buy-now",
    signedIn(
      "303 /login?redirectTo=%2Fproduct%2F{productSlug}",
      "303 /product/{productSlug}?cartNotice=missing",
    ),
    {
      form: {
        product: "00000000-0000-4000-8000-000000000000",
        quantity: "1",
        redirectTo: "/product/{productSlug}",
      },
      keeps: ["cartA"],
    },
  ),
  // A cart id that is not the visitor's 'Buy now' cart (A's own cart, even to A) pays for nothing.
  row("pages/payment/index.tsx", "GET", "/payment?buy={cartA}", all("302 /cart")),

  // Orders: A's order is A's and the admin's; to anyone else it does not exist. Staff work on it
  // at the back office's page (issue [18]): the shopper's page sends them there.
  row(
    "pages/order/$id.tsx",
    "GET",
    "/order/{orderA}",
    ownedByA("200", "404", "302 /dashboard/orders/{orderA}"),
  ),
  // The buyer's return request (issue [19]): A's order is not delivered, so A reads why; the
  // admin asks nothing for a shopper on this page, and to anyone else it does not exist.
  row("pages/order/$id.return.tsx", "GET", "/order/{orderA}/return", ownedByA("200", "404", "404")),
  // A form that is not multipart is refused once the order is known to be the caller's.
  row(
    "pages/order/$id.return.tsx",
    "POST",
    "/order/{orderA}/return",
    ownedByA("400", "404", "404"),
    {
      form: { kind: "withdrawal" },
      ...keepsOrder("{orderA}", []),
    },
  ),
  // The confirmation names the requests just made: without them there is nothing to show.
  row("pages/order/$id.return.done.tsx", "GET", "/order/{orderA}/return/done", all("404")),
  row("pages/order/$id.return.done.tsx", "POST", "/order/{orderA}/return/done", all("405"), {
    form: {},
  }),
  // The documents the buyer accepted: the buyer's and the admin's, as the customer's details are.
  row(
    "pages/order/$id.document.$kind.ts",
    "GET",
    "/order/{orderA}/document/contract",
    ownedByA("200", "404", "200"),
  ),
  row(
    "pages/order/$id.document.$kind.ts",
    "GET",
    "/order/{merchantOrderA}/document/preInfo",
    withMerchantLine("200", "404"),
  ),
  row(
    "pages/order/$id.document.$kind.ts",
    "GET",
    "/order/{guestOrder}/document/preInfo?key={guestOrderKey}",
    // A merchant's role decides what they see of an order, even holding its key: no customer.
    by("200", "200", "200", "404", "200"),
  ),
  row(
    "pages/order/$id.document.$kind.ts",
    "POST",
    "/order/{orderA}/document/contract",
    all("405"),
    {
      form: {},
    },
  ),
  row(
    "pages/order/$id.tsx",
    "GET",
    "/en/order/{orderA}",
    ownedByA("200", "404", "302 /en/dashboard/orders/{orderA}"),
  ),
  // The shopper's page acts for the buyer alone: staff act on the staff page.
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshOrderA}",
    ownedByA("302 /order/{freshOrderA}", "404", "403"),
    { form: { intent: "cancel" }, ...keepsOrder("{freshOrderA}", ["memberA"]) },
  ),
  row(
    "pages/order/$id.tsx",
    "POST",
    "/en/order/{freshOrderA}",
    ownedByA("302 /en/order/{freshOrderA}", "404", "403"),
    { form: { intent: "cancel" }, ...keepsOrder("{freshOrderA}", ["memberA"]) },
  ),
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshOrderA}",
    ownedByA("302 /dashboard/orders", "404", "403"),
    {
      form: { intent: "cancelItem", itemId: "{freshItemA}" },
      ...keepsOrder("{freshOrderA}", ["memberA"]),
    },
  ),
  // The staff's intents are not the shopper page's any more.
  row("pages/order/$id.tsx", "POST", "/order/{freshOrderA}", ownedByA("400", "404", "403"), {
    form: { intent: "status", status: "Processing" },
    ...keepsOrder("{freshOrderA}", []),
  }),
  row("pages/order/$id.tsx", "POST", "/order/{freshOrderA}", ownedByA("400", "404", "403"), {
    form: { intent: "markPaid" },
    ...keepsOrder("{freshOrderA}", []),
  }),
  row("pages/order/$id.tsx", "POST", "/order/{orderA}", ownedByA("400", "404", "403"), {
    form: { intent: "delete" },
    ...keepsOrder("{orderA}", []),
  }),
  // B's own order does not let B cancel a line of A's.
  row("pages/order/$id.tsx", "POST", "/order/{orderB}", by("404", "404", "404", "404", "403"), {
    form: { intent: "cancelItem", itemId: "{itemA}" },
    ...keepsOrder("{orderA}", []),
  }),

  // The staff order page (issue [18]): the admin's, and a merchant's for orders holding their
  // lines; for anyone else no such order. Guests sign in first.
  row(
    "pages/dashboard/orders/$id.tsx",
    "GET",
    "/dashboard/orders/{orderA}",
    by(LOGIN, "404", "404", "404", "200"),
  ),
  row("pages/dashboard/orders/$id.tsx", "GET", "/en/dashboard/orders/{merchantOrderA}", {
    ...by(LOGIN_EN, "404", "404", "200", "200"),
    merchant2: "404",
  }),
  row("pages/dashboard/orders/$id.slip.tsx", "GET", "/dashboard/orders/{merchantOrderA}/slip", {
    ...by(LOGIN, "404", "404", "200", "200"),
    merchant2: "404",
  }),
  // The transfer's money arrived: the admin's alone.
  row(
    "pages/dashboard/orders/$id.tsx",
    "POST",
    "/dashboard/orders/{freshOrderA}",
    by(LOGIN, "404", "404", "404", "302 /dashboard/orders/{freshOrderA}"),
    { form: { intent: "markPaid" }, ...keepsOrder("{freshOrderA}", ["admin"]) },
  ),
  row(
    "pages/dashboard/orders/$id.tsx",
    "POST",
    "/dashboard/orders/{freshMerchantOrderA}",
    {
      ...by(LOGIN, "404", "404", "403", "302 /dashboard/orders/{freshMerchantOrderA}"),
      merchant2: "404",
    },
    {
      form: { intent: "cancelItem", itemId: "{freshMerchantItemA}" },
      ...keepsOrder("{freshMerchantOrderA}", ["admin"]),
    },
  ),
  // A card refund is sent again by an admin only (the fixtures' orders have none: 404 for them).
  row(
    "pages/dashboard/orders/$id.tsx",
    "POST",
    "/dashboard/orders/{orderA}",
    by(LOGIN, "404", "404", "404", "404"),
    {
      form: { intent: "retryRefund", refundId: "00000000-0000-4000-8000-000000000000" },
      ...keepsOrder("{orderA}", []),
    },
  ),
  // A note: the order's staff; it changes nothing a shopper reads.
  row(
    "pages/dashboard/orders/$id.tsx",
    "POST",
    "/dashboard/orders/{merchantOrderA}",
    {
      ...by(
        LOGIN,
        "404",
        "404",
        "302 /dashboard/orders/{merchantOrderA}",
        "302 /dashboard/orders/{merchantOrderA}",
      ),
      merchant2: "404",
    },
    { form: { intent: "note", body: "Not" }, ...keepsOrder("{merchantOrderA}", []) },
  ),
  row(
    "pages/dashboard/orders/$id.tsx",
    "POST",
    "/dashboard/orders/{orderA}",
    by(LOGIN, "404", "404", "404", "400"),
    { form: { intent: "delete" }, ...keepsOrder("{orderA}", []) },
  ),
  row(
    "pages/order/pre.success.$id.tsx",
    "GET",
    "/order/pre/success/{orderA}",
    ownedByA("200", "404", "200"),
  ),
  row(
    "pages/order/pre.success.$id.tsx",
    "GET",
    "/en/order/pre/success/{orderA}",
    ownedByA("200", "404", "200"),
  ),
  row(
    "pages/order/success.$id.tsx",
    "GET",
    "/order/success/{orderA}",
    ownedByA("200", "404", "200"),
  ),
  row(
    "pages/order/success.$id.tsx",
    "GET",
    "/en/order/success/{orderA}",
    ownedByA("200", "404", "200"),
  ),
  row("pages/order/failure.tsx", "GET", "/order/failure", all("200")),

  // An order of A with a line of the merchant's: the merchant sees that line, and may not cancel
  // it, the order, or change its status (decision 008: merchants see their lines).
  row(
    "pages/order/$id.tsx",
    "GET",
    "/order/{merchantOrderA}",
    withMerchantLine(
      "200",
      "302 /dashboard/orders/{merchantOrderA}",
      "302 /dashboard/orders/{merchantOrderA}",
    ),
  ),
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshMerchantOrderA}",
    withMerchantLine("302 /order/{freshMerchantOrderA}", "403", "403"),
    { form: { intent: "cancel" }, ...keepsOrder("{freshMerchantOrderA}", ["memberA"]) },
  ),
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshMerchantOrderA}",
    withMerchantLine("302 /order/{freshMerchantOrderA}", "403", "403"),
    {
      form: { intent: "cancelItem", itemId: "{freshMerchantItemA}" },
      ...keepsOrder("{freshMerchantOrderA}", ["memberA"]),
    },
  ),
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshMerchantOrderA}",
    withMerchantLine("400", "403", "403"),
    { form: { intent: "status", status: "Shipped" }, ...keepsOrder("{freshMerchantOrderA}", []) },
  ),

  // A guest's order: the e-mailed key opens it to whoever holds it; without, only the admin.
  row(
    "pages/order/$id.tsx",
    "GET",
    "/order/{guestOrder}",
    by("404", "404", "404", "404", "302 /dashboard/orders/{guestOrder}"),
  ),
  row("pages/order/$id.tsx", "GET", "/order/{guestOrder}?key={guestOrderKey}", {
    ...all("200"),
    admin: "302 /dashboard/orders/{guestOrder}",
  }),
  row("pages/order/$id.tsx", "GET", "/en/order/{guestOrder}?key={guestOrderKey}", {
    ...all("200"),
    admin: "302 /en/dashboard/orders/{guestOrder}",
  }),
  row(
    "pages/order/$id.tsx",
    "GET",
    "/order/{guestOrder}?key=not-the-key",
    by("404", "404", "404", "404", "302 /dashboard/orders/{guestOrder}"),
  ),
  row(
    "pages/order/pre.success.$id.tsx",
    "GET",
    "/order/pre/success/{guestOrder}",
    by("404", "404", "404", "404", "200"),
  ),
  row(
    "pages/order/pre.success.$id.tsx",
    "GET",
    "/order/pre/success/{guestOrder}?key={guestOrderKey}",
    all("200"),
  ),
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshGuestOrder}",
    by("404", "404", "404", "404", "403"),
    { form: { intent: "cancel" }, ...keepsOrder("{freshGuestOrder}", []) },
  ),
  // With the key a visitor is its buyer and may cancel it; a merchant holding it only sees it.
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshGuestOrder}?key={freshGuestKey}",
    {
      ...all("302 /order/{freshGuestOrder}?key={freshGuestKey}"),
      merchant: "403",
      merchant2: "403",
      admin: "403",
    },
    {
      form: { intent: "cancel" },
      ...keepsOrder("{freshGuestOrder}", ["guest", "memberA", "memberB"]),
    },
  ),
  row(
    "pages/order/$id.tsx",
    "POST",
    "/order/{freshGuestOrder}",
    // Staff cancel a line on their own page.
    by("404", "404", "404", "404", "403"),
    {
      form: { intent: "cancelItem", itemId: "{freshGuestItem}" },
      ...keepsOrder("{freshGuestOrder}", []),
    },
  ),

  // For search engines.
  row("pages/sitemap/robots.txt.ts", "GET", "/robots.txt", all("200")),
  row("pages/sitemap/sitemap.xml.ts", "GET", "/sitemap.xml", all("200")),
  row("pages/sitemap/$file.ts", "GET", "/sitemaps/products-1.xml", all("200")),
  // Files that are only read: any write is refused.
  row("pages/sitemap/robots.txt.ts", "POST", "/robots.txt", all("405"), { form: {} }),
  row("pages/sitemap/sitemap.xml.ts", "DELETE", "/sitemap.xml", all("405")),
  row("pages/sitemap/$file.ts", "PUT", "/sitemaps/products-1.xml", all("405"), { form: {} }),
];

// ---------------------------------------------------------------- the /api calls

const API: Row[] = [
  // Paths no route names: one segment is read as a resource, more reach the catch-all.
  row("api/$resource/index.ts", "GET", "/api/no-such-call", all("404")),
  row("api/$resource/index.ts", "POST", "/api/no-such-call", all("404"), { json: {} }),
  row("api/not-found.ts", "GET", "/api/no/such/call", all("404")),
  row("api/not-found.ts", "POST", "/api/no/such/call", all("404"), { json: {} }),

  // The catalogue and content: anyone reads them, nobody writes them here.
  row("api/$resource/index.ts", "GET", "/api/category", all("200")),
  // What is switched off or hidden: its editors read it, to anyone else it is not there.
  ...CATALOGUE_LISTS.map((r) => {
    const fixture = `{off${r.charAt(0).toUpperCase()}${r.slice(1)}}`;
    return row("api/$resource/$id.ts", "GET", `/api/${r}/${fixture}`, hiddenFrom());
  }),
  row("api/blog/$id.ts", "GET", "/api/blog/{offBlog}", hiddenFrom()),
  row("api/slider/$id.ts", "GET", "/api/slider/{offSlider}", hiddenFrom()),
  row("api/$resource/$id.ts", "GET", "/api/brand/{offBrand}", hiddenFrom()),
  row("api/$resource/$id.ts", "GET", "/api/brand/{offBrandOfMerchant}", hiddenFrom("merchant")),
  row("api/$resource/$id.ts", "GET", "/api/brand/{offBrandOfMerchant2}", hiddenFrom("merchant2")),
  row("api/product/$id.ts", "GET", "/api/product/{offProduct}", hiddenFrom()),
  row(
    "api/product/$id.ts",
    "GET",
    "/api/product/{hiddenProductOfMerchant}",
    hiddenFrom("merchant"),
  ),
  row(
    "api/product/$id.ts",
    "GET",
    "/api/product/{hiddenProductOfMerchant2}",
    hiddenFrom("merchant2"),
  ),
  row("api/$resource/index.ts", "POST", "/api/category", NOT_ALLOWED, { json: {} }),
  row("api/$resource/list.ts", "GET", "/api/brand/list", all("200")),
  row("api/$resource/list.ts", "POST", "/api/brand/list", NOT_ALLOWED, { json: {} }),
  row("api/$resource/$id.ts", "GET", "/api/brand/{brandId}", all("200")),
  row("api/blog/index.ts", "GET", "/api/blog", all("200")),
  row("api/blog/index.ts", "POST", "/api/blog", NOT_ALLOWED, { json: {} }),
  row("api/blog/view.$slug.ts", "GET", "/api/blog/view/{blogSlug}", all("200")),
  row("api/blog/view.$slug.ts", "POST", "/api/blog/view/{blogSlug}", NOT_ALLOWED, { json: {} }),
  row("api/brand/list.select.ts", "GET", "/api/brand/list/select", all("200")),
  row("api/brand/list.select.ts", "POST", "/api/brand/list/select", NOT_ALLOWED, { json: {} }),
  row("api/carousel/index.ts", "GET", "/api/carousel", all("200")),
  row("api/carousel/index.ts", "POST", "/api/carousel", NOT_ALLOWED, { json: {} }),
  row("api/popUp/index.ts", "GET", "/api/popUp", all("200")),
  row("api/popUp/index.ts", "PUT", "/api/popUp", NOT_ALLOWED, { json: {} }),
  row("api/settings/index.ts", "GET", "/api/settings", all("200")),
  row("api/product/index.ts", "GET", "/api/product", all("200")),
  row("api/product/index.ts", "POST", "/api/product", NOT_ALLOWED, { json: {} }),
  row("api/product/list.ts", "GET", "/api/product/list", all("200")),
  row("api/product/list.ts", "POST", "/api/product/list", NOT_ALLOWED, { json: {} }),
  row("api/product/filter.ts", "GET", "/api/product/filter?types=necklace", all("200")),
  row("api/product/filter.ts", "POST", "/api/product/filter", NOT_ALLOWED, { json: {} }),
  row("api/product/filters.ts", "GET", "/api/product/filters", all("200")),
  row("api/product/filters.ts", "POST", "/api/product/filters", NOT_ALLOWED, { json: {} }),
  row("api/product/lista.ts", "GET", "/api/product/lista", all("200")),
  row("api/product/lista.ts", "POST", "/api/product/lista", NOT_ALLOWED, { json: {} }),
  row("api/product/microList.ts", "GET", "/api/product/microList", all("200")),
  row("api/product/microList.ts", "POST", "/api/product/microList", NOT_ALLOWED, { json: {} }),
  row("api/product/fast.ts", "GET", "/api/product/fast", all("200")),
  row("api/product/fast.ts", "POST", "/api/product/fast", NOT_ALLOWED, { json: {} }),
  row("api/product/list.select.ts", "GET", "/api/product/list/select", all("200")),
  row("api/product/list.select.ts", "POST", "/api/product/list/select", NOT_ALLOWED, { json: {} }),
  row("api/product/allSelects.ts", "GET", "/api/product/allSelects", all("200")),
  row("api/product/allSelects.ts", "POST", "/api/product/allSelects", NOT_ALLOWED, { json: {} }),
  row("api/product/$id.ts", "GET", "/api/product/{product}", all("200")),
  row("api/product/item.$slug.ts", "GET", "/api/product/item/{productSlug}", all("200")),
  row("api/product/item.$slug.ts", "POST", "/api/product/item/{productSlug}", NOT_ALLOWED, {
    json: {},
  }),
  row("api/product/cat.$id.ts", "GET", "/api/product/cat/{categoryId}", all("200")),
  row("api/product/cat.$id.ts", "POST", "/api/product/cat/{categoryId}", NOT_ALLOWED, {
    json: {},
  }),
  row("api/product/list.brand.$id.ts", "GET", "/api/product/list/brand/{brandId}", all("200")),
  row("api/product/list.brand.$id.ts", "POST", "/api/product/list/brand/{brandId}", NOT_ALLOWED, {
    json: {},
  }),
  row("api/review/$slug.ts", "GET", "/api/review/{productSlug}", all("200")),
  row("api/review/$slug.ts", "POST", "/api/review/{productSlug}", NOT_ALLOWED, { json: {} }),
  row("api/coupon/fetch.$code.ts", "GET", "/api/coupon/fetch/HOSGELDIN10", all("200")),
  row("api/coupon/fetch.$code.ts", "POST", "/api/coupon/fetch/HOSGELDIN10", NOT_ALLOWED, {
    json: {},
  }),

  // Dashboard calls (spec 001 §7): 401 without a session, 403 for another role, before any route.
  row(
    "api/order/change.$id.ts",
    "POST",
    "/api/order/change/{freshOrderA}?status=Processing",
    adminOnly("200"),
    keepsOrder("{freshOrderA}", ["admin"]),
  ),
  row("api/order/change.$id.ts", "GET", "/api/order/change/{orderA}", NOT_ALLOWED),
  row(
    "api/order/$id.paid.ts",
    "PUT",
    "/api/order/{freshOrderA}/paid",
    adminOnly("200"),
    keepsOrder("{freshOrderA}", ["admin"]),
  ),
  row("api/order/$id.paid.ts", "GET", "/api/order/{orderA}/paid", NOT_ALLOWED),
  // A card refund sent again: admins only; no refund has this id.
  row(
    "api/order/refund.$refundId.ts",
    "PUT",
    "/api/order/refund/00000000-0000-4000-8000-000000000000",
    adminOnly("404"),
  ),
  row(
    "api/order/refund.$refundId.ts",
    "GET",
    "/api/order/refund/00000000-0000-4000-8000-000000000000",
    NOT_ALLOWED,
  ),
  // The history over /api: a product's for the catalogue's staff, the settings' for the admin;
  // no change has this number.
  // The shop's activity over /api: the admin's whole shop, a merchant's own products' changes.
  row("api/history/index.ts", "GET", "/api/history?kind=product&who=x", catalogueStaff("200")),
  row("api/history/index.ts", "POST", "/api/history", NOT_ALLOWED),
  // The outbox (decision 077): admins alone; no mail has this id.
  // The return desk over /api (issue [19] point 5): staff; the refund the admin's.
  row("api/returns/index.ts", "GET", "/api/returns?state=asked", catalogueStaff("200")),
  row("api/returns/index.ts", "GET", "/api/returns?state=nope", catalogueStaff("400")),
  row("api/returns/index.ts", "POST", "/api/returns", NOT_ALLOWED, { json: {} }),
  row(
    "api/returns/$id.ts",
    "GET",
    "/api/returns/00000000-0000-4000-8000-000000000000",
    catalogueStaff("404"),
  ),
  row(
    "api/returns/$id.ts",
    "PUT",
    "/api/returns/00000000-0000-4000-8000-000000000000",
    NOT_ALLOWED,
    { json: {} },
  ),
  row(
    "api/returns/$id.approve.ts",
    "POST",
    "/api/returns/00000000-0000-4000-8000-000000000000/approve",
    catalogueStaff("404"),
    { json: { instructions: "x" } },
  ),
  row(
    "api/returns/$id.approve.ts",
    "POST",
    "/api/returns/00000000-0000-4000-8000-000000000000/approve",
    catalogueStaff("400"),
    { json: {} },
  ),
  row(
    "api/returns/$id.approve.ts",
    "GET",
    "/api/returns/00000000-0000-4000-8000-000000000000/approve",
    NOT_ALLOWED,
  ),
  row(
    "api/returns/$id.refuse.ts",
    "POST",
    "/api/returns/00000000-0000-4000-8000-000000000000/refuse",
    catalogueStaff("404"),
    { json: { reason: "x" } },
  ),
  row(
    "api/returns/$id.receive.ts",
    "POST",
    "/api/returns/00000000-0000-4000-8000-000000000000/receive",
    catalogueStaff("400"),
    { json: { lines: [] } },
  ),
  row(
    "api/returns/$id.refund.ts",
    "POST",
    "/api/returns/00000000-0000-4000-8000-000000000000/refund",
    adminOnly("404"),
    { json: {} },
  ),
  row(
    "api/returns/$id.refuse.ts",
    "GET",
    "/api/returns/00000000-0000-4000-8000-000000000000/refuse",
    NOT_ALLOWED,
  ),
  row(
    "api/returns/$id.receive.ts",
    "GET",
    "/api/returns/00000000-0000-4000-8000-000000000000/receive",
    NOT_ALLOWED,
  ),
  row(
    "api/returns/$id.refund.ts",
    "GET",
    "/api/returns/00000000-0000-4000-8000-000000000000/refund",
    NOT_ALLOWED,
  ),
  row("api/mail/index.ts", "GET", "/api/mail?state=failed&kind=welcome", adminOnly("200")),
  row("api/mail/index.ts", "POST", "/api/mail", NOT_ALLOWED),
  row("api/mail/$id.ts", "GET", "/api/mail/00000000-0000-4000-8000-000000000000", adminOnly("404")),
  row("api/mail/$id.ts", "DELETE", "/api/mail/00000000-0000-4000-8000-000000000000", NOT_ALLOWED),
  row(
    "api/mail/$id.resend.ts",
    "POST",
    "/api/mail/00000000-0000-4000-8000-000000000000/resend",
    adminOnly("404"),
  ),
  row(
    "api/mail/$id.resend.ts",
    "GET",
    "/api/mail/00000000-0000-4000-8000-000000000000/resend",
    NOT_ALLOWED,
  ),
  // A member's data over /api (decision 080): anyone signed in downloads their own; closing is a
  // member's alone (an empty body names its field); the log is the admins'.
  row("api/account/data.ts", "GET", "/api/account/data", by("401", "200", "200", "200", "200")),
  row("api/account/data.ts", "POST", "/api/account/data", NOT_ALLOWED),
  row("api/account/close.ts", "POST", "/api/account/close", by("401", "400", "400", "403", "403"), {
    json: {},
  }),
  row("api/account/close.ts", "GET", "/api/account/close", NOT_ALLOWED),
  row("api/consents/index.ts", "GET", "/api/consents?given=false&iys=reported", adminOnly("200")),
  row("api/consents/index.ts", "POST", "/api/consents", NOT_ALLOWED, { json: {} }),
  row("api/consents/$email.ts", "GET", "/api/consents/a%40example.com", adminOnly("200")),
  row("api/consents/$email.ts", "DELETE", "/api/consents/a%40example.com", NOT_ALLOWED),
  row("api/mailings/index.ts", "GET", "/api/mailings", adminOnly("200")),
  row("api/mailings/index.ts", "DELETE", "/api/mailings", NOT_ALLOWED),
  row("api/mailings/index.ts", "POST", "/api/mailings", adminOnly("400"), {
    json: { subject: "", body: "Kampanya" },
  }),
  row("api/data-requests/index.ts", "GET", "/api/data-requests?kind=export", adminOnly("200")),
  row("api/data-requests/index.ts", "POST", "/api/data-requests", NOT_ALLOWED),
  row(
    "api/data-requests/$id.handled.ts",
    "POST",
    "/api/data-requests/00000000-0000-4000-8000-000000000000/handled",
    adminOnly("404"),
  ),
  row(
    "api/data-requests/$id.handled.ts",
    "GET",
    "/api/data-requests/00000000-0000-4000-8000-000000000000/handled",
    NOT_ALLOWED,
  ),
  // An order's mail log: admins alone, a merchant not even for an order holding their line.
  row("api/order/$id.mails.ts", "GET", "/api/order/{merchantOrderA}/mails", adminOnly("200")),
  row("api/order/$id.mails.ts", "POST", "/api/order/{orderA}/mails", NOT_ALLOWED),
  row(
    "api/history/$subject.$id.ts",
    "GET",
    "/api/history/product/{product}",
    by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, WRONG_ROLE, "200"),
  ),
  row(
    "api/history/$subject.$id.ts",
    "GET",
    "/api/history/product/{productOfMerchant2}",
    ofMerchantApi("merchant2", "200"),
  ),
  row("api/history/$subject.$id.ts", "GET", "/api/history/settings/1", adminOnly("200")),
  row("api/history/$subject.$id.ts", "POST", "/api/history/product/{product}", NOT_ALLOWED),
  row(
    "api/history/revert.$changeId.ts",
    "PUT",
    "/api/history/revert/999999999",
    catalogueStaff("404"),
  ),
  row("api/history/revert.$changeId.ts", "GET", "/api/history/revert/1", catalogueStaff("405")),
  // The admin's bodies are refused (400): the matrix changes neither the settings nor the pop-up.
  row("api/settings/index.ts", "PUT", "/api/settings", adminOnly("400"), {
    json: { settings: { exchange_rate: 0 } },
  }),
  row("api/popUp/update.ts", "PUT", "/api/popUp/update", adminOnly("400"), {
    json: { popUp: { url: "javascript:alert(1)" } },
  }),
  row("api/popUp/update.ts", "GET", "/api/popUp/update", NOT_ALLOWED),
  // Not multipart: 400 for the admin, after the role check.
  row("api/popUp/changeImage.ts", "PUT", "/api/popUp/changeImage", adminOnly("400"), {
    json: {},
  }),
  row("api/popUp/changeImage.ts", "GET", "/api/popUp/changeImage", NOT_ALLOWED),
  row("api/settings/index.ts", "DELETE", "/api/settings", NOT_ALLOWED),
  // Coupons: the admin's; bodies that cannot be taken and ids that name none change nothing.
  row("api/coupon/index.ts", "GET", "/api/coupon", adminOnly("200")),
  row("api/coupon/index.ts", "POST", "/api/coupon", NOT_ALLOWED, { json: {} }),
  row("api/coupon/list.ts", "GET", "/api/coupon/list", adminOnly("200")),
  row("api/coupon/list.ts", "POST", "/api/coupon/list", NOT_ALLOWED, { json: {} }),
  row("api/coupon/$id.ts", "GET", "/api/coupon/{brandId}", adminOnly("404")),
  row("api/coupon/$id.ts", "PUT", "/api/coupon/{brandId}", adminOnly("404"), { json: {} }),
  row("api/coupon/$id.ts", "POST", "/api/coupon/{brandId}", NOT_ALLOWED, { json: {} }),
  row("api/coupon/add.ts", "POST", "/api/coupon/add", adminOnly("400"), { json: {} }),
  // "add" reads as a coupon's id to the role check: the admin's 405 after it.
  row("api/coupon/add.ts", "GET", "/api/coupon/add", adminOnly("405")),
  row("api/coupon/$id.active.ts", "PUT", "/api/coupon/{brandId}/active", adminOnly("400"), {
    json: {},
  }),
  row("api/coupon/$id.active.ts", "GET", "/api/coupon/{brandId}/active", NOT_ALLOWED),
  row("api/coupon/delete.$id.ts", "DELETE", "/api/coupon/delete/{brandId}", adminOnly("404")),
  row("api/coupon/delete.$id.ts", "GET", "/api/coupon/delete/{brandId}", NOT_ALLOWED),
  row("api/user/list.ts", "GET", "/api/user/list?search=demo", adminOnly("200")),
  row("api/user/change.$email.ts", "PUT", "/api/user/change/member@demo.shop", adminOnly("400"), {
    json: {},
  }),
  row("api/user/change.$email.ts", "PUT", "/api/user/change/member@demo.shop", adminOnly("200"), {
    json: { user: { role: "ROLE_MEMBER" } },
  }),
  row("api/user/list.ts", "POST", "/api/user/list", NOT_ALLOWED, { json: {} }),
  row("api/user/change.$email.ts", "GET", "/api/user/change/member@demo.shop", NOT_ALLOWED),
  // Sell-with-us requests: an id that names none is the admin's 404.
  row("api/merchant/list.ts", "GET", "/api/merchant/list", adminOnly("200")),
  row("api/merchant/list.ts", "POST", "/api/merchant/list", NOT_ALLOWED, { json: {} }),
  row("api/merchant/approve.$id.ts", "PUT", "/api/merchant/approve/{brandId}", adminOnly("404"), {
    json: {},
  }),
  row("api/merchant/approve.$id.ts", "GET", "/api/merchant/approve/{brandId}", NOT_ALLOWED),
  row("api/merchant/reject.$id.ts", "PUT", "/api/merchant/reject/{brandId}", adminOnly("404"), {
    json: {},
  }),
  row("api/merchant/reject.$id.ts", "GET", "/api/merchant/reject/{brandId}", NOT_ALLOWED),
  row("api/merchant/delete.$id.ts", "DELETE", "/api/merchant/delete/{brandId}", adminOnly("404")),
  row("api/merchant/delete.$id.ts", "GET", "/api/merchant/delete/{brandId}", NOT_ALLOWED),
  // Blog posts: the admin's calls (multipart where the spec says so).
  row("api/blog/add.ts", "POST", "/api/blog/add", adminOnly("415"), { json: {} }),
  row("api/blog/add.ts", "GET", "/api/blog/add", NOT_ALLOWED),
  row("api/blog/$id.ts", "GET", "/api/blog/{blogId}", all("200")),
  row("api/blog/$id.ts", "GET", "/api/blog/00000000-0000-4000-8000-000000000000", all("404")),
  row("api/blog/$id.ts", "PUT", "/api/blog/{blogId}", adminOnly("400"), {
    json: { blog: { title: "" } },
  }),
  row("api/blog/$id.ts", "POST", "/api/blog/{blogId}", NOT_ALLOWED, { json: {} }),
  row("api/blog/$id.ts", "DELETE", "/api/blog/{blogId}", NOT_ALLOWED),
  row("api/blog/$id.active.ts", "PUT", "/api/blog/{blogId}/active", adminOnly("400"), {
    json: {},
  }),
  row("api/blog/$id.active.ts", "GET", "/api/blog/{blogId}/active", NOT_ALLOWED),
  row(
    "api/blog/delete.$id.ts",
    "DELETE",
    "/api/blog/delete/00000000-0000-4000-8000-000000000000",
    adminOnly("404"),
  ),
  row("api/blog/delete.$id.ts", "GET", "/api/blog/delete/{blogId}", NOT_ALLOWED),
  row("api/blog/imageUpload.$id.ts", "PUT", "/api/blog/imageUpload/{blogId}", adminOnly("400"), {
    json: {},
  }),
  row("api/blog/imageUpload.$id.ts", "GET", "/api/blog/imageUpload/{blogId}", NOT_ALLOWED),
  // The catalogue: products and brands (merchants their own), the admin's taxonomy and content.
  row("api/product/lastSku.ts", "GET", "/api/product/lastSku", catalogueStaff("200")),
  row("api/product/lastSku.ts", "POST", "/api/product/lastSku", NOT_ALLOWED, { json: {} }),
  // Not multipart: 400 for the staff, after the role check.
  row("api/product/add.ts", "POST", "/api/product/add", catalogueStaff("400"), { json: {} }),
  row("api/product/add.ts", "GET", "/api/product/add", NOT_ALLOWED),
  // The import's dry run and apply: not multipart, 400 for the staff after the role check.
  row("api/product/import.ts", "POST", "/api/product/import?dryRun=1", catalogueStaff("400"), {
    json: {},
  }),
  row("api/product/import.ts", "POST", "/api/product/import", catalogueStaff("400"), {
    json: {},
  }),
  row("api/product/import.ts", "GET", "/api/product/import", NOT_ALLOWED),
  row("api/product/$id.ts", "DELETE", "/api/product/{product}", NOT_ALLOWED),
  // Another merchant's product: 403 whatever the body; the admin's empty body: 400.
  row(
    "api/product/$id.ts",
    "PUT",
    "/api/product/{product}",
    by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, "403", "400"),
    { json: {}, ...keepsCatalogue("product/{product}", ["admin"]) },
  ),
  // The second merchant's product (made by SQL: an SKU not of the ARW form, no texts): its
  // merchant and the admin are told the first field to put right; the other merchant is refused.
  row(
    "api/product/$id.ts",
    "PUT",
    "/api/product/{productOfMerchant2}",
    ofMerchantApi("merchant2", "400"),
    {
      json: { product: {} },
      ...keepsCatalogue("product/{productOfMerchant2}", ["merchant2", "admin"]),
    },
  ),
  // A body that is no product change: 400 for the admin, after the role check; a merchant may
  // not touch {product} (no brand of theirs) whatever they send: 403 before the body is read.
  row(
    "api/product/$id.active.ts",
    "PUT",
    "/api/product/{product}/active",
    by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, "403", "400"),
    { json: {} },
  ),
  row("api/product/$id.active.ts", "GET", "/api/product/{product}/active", NOT_ALLOWED),
  row(
    "api/product/$id.visible.ts",
    "PUT",
    "/api/product/{product}/visible",
    by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, "403", "400"),
    { json: {} },
  ),
  row("api/product/$id.visible.ts", "GET", "/api/product/{product}/visible", NOT_ALLOWED),
  // Another merchant's product: 403 before the body is read; the admin's body is not a picture.
  row(
    "api/product/imageUpload.$id.ts",
    "PUT",
    "/api/product/imageUpload/{product}",
    by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, "403", "400"),
    { json: {} },
  ),
  row(
    "api/product/imagesUpload.$id.ts",
    "PUT",
    "/api/product/imagesUpload/{product}",
    by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, "403", "400"),
    { json: {} },
  ),
  row(
    "api/product/imageRemove.$id.ts",
    "PUT",
    "/api/product/imageRemove/{product}",
    by(NO_SESSION, WRONG_ROLE, WRONG_ROLE, "403", "400"),
    { json: { img: "/uploads/img/0123456789abcdef-320.webp" } },
  ),
  ...["imageUpload", "imagesUpload", "imageRemove"].map((call) =>
    row(`api/product/${call}.$id.ts`, "GET", `/api/product/${call}/{product}`, NOT_ALLOWED),
  ),
  // A product nobody has: deleting the demo's would change what other rows read.
  row(
    "api/product/delete.$id.ts",
    "DELETE",
    "/api/product/delete/00000000-0000-4000-8000-000000000000",
    catalogueStaff("404"),
  ),
  row("api/product/delete.$id.ts", "GET", "/api/product/delete/{product}", NOT_ALLOWED),
  // The second merchant's product: out of the other merchant's reach. Off and on again, hidden
  // and shown again, so that it ends as it was.
  ...(["active", "visible"] as const).flatMap((flag) =>
    [false, true].map((value) =>
      row(
        `api/product/$id.${flag}.ts`,
        "PUT",
        `/api/product/{productOfMerchant2}/${flag}`,
        ofMerchantApi("merchant2", "200"),
        {
          json: { product: { [flag === "active" ? "isActive" : "isVisible"]: value } },
          ...keepsCatalogue("product/{productOfMerchant2}", ["merchant2", "admin"]),
        },
      ),
    ),
  ),
  row(
    "api/product/delete.$id.ts",
    "DELETE",
    "/api/product/delete/{freshProductOfMerchant2}",
    ofMerchantApi("merchant2", "200"),
    keepsCatalogue("product/{freshProductOfMerchant2}", ["merchant2", "admin"]),
  ),
  // A bad body on the second merchant's product (badBody).
  ...(
    [
      ["api/product/$id.active.ts", "{productOfMerchant2}/active", { product: { isActive: "x" } }],
      ["api/product/$id.visible.ts", "{productOfMerchant2}/visible", {}],
      ["api/product/imageRemove.$id.ts", "imageRemove/{productOfMerchant2}", { img: 5 }],
      ["api/product/imageUpload.$id.ts", "imageUpload/{productOfMerchant2}", {}],
      ["api/product/imagesUpload.$id.ts", "imagesUpload/{productOfMerchant2}", {}],
    ] as const
  ).map(([route, path, json]) =>
    row(route, "PUT", `/api/product/${path}`, badBody, {
      json,
      ...keepsCatalogue("product/{productOfMerchant2}", []),
    }),
  ),
  // Deleting reads no body: a body sent along changes nothing of the refusals.
  row(
    "api/product/delete.$id.ts",
    "DELETE",
    "/api/product/delete/00000000-0000-4000-8000-000000000000",
    catalogueStaff("404"),
    { json: { product: 5 } },
  ),

  // The reference lists and brands (spec 001 §7's generic calls), the body under the resource's
  // name. An empty body: 400 for those who may make the call, after the role check.
  ...[...CATALOGUE_LISTS, "brand"].map((resource) =>
    row("api/$resource/add.ts", "POST", `/api/${resource}/add`, adminOnly("400"), { json: {} }),
  ),
  row("api/$resource/add.ts", "GET", "/api/stone/add", NOT_ALLOWED),
  ...CATALOGUE_LISTS.flatMap((resource) => {
    const fresh = `{fresh${resource.charAt(0).toUpperCase()}${resource.slice(1)}}`;
    const keeps = keepsCatalogue(`${resource}/${fresh}`, ["admin"]);
    return [
      row("api/$resource/$id.ts", "PUT", `/api/${resource}/{${resource}Id}`, adminOnly("400"), {
        json: {},
      }),
      row("api/$resource/$id.ts", "PUT", `/api/${resource}/${fresh}`, adminOnly("200"), {
        json: { [resource]: { name: "Başkasının adı" } },
        ...keeps,
      }),
      row(
        "api/$resource/$id.active.ts",
        "PUT",
        `/api/${resource}/${fresh}/active`,
        adminOnly("200"),
        {
          json: { [resource]: { isActive: false } },
          ...keeps,
        },
      ),
      row(
        "api/$resource/delete.$id.ts",
        "DELETE",
        `/api/${resource}/delete/${fresh}`,
        adminOnly("200"),
        keeps,
      ),
    ];
  }),
  row("api/$resource/$id.ts", "POST", "/api/brand/{brandId}", NOT_ALLOWED, { json: {} }),
  row("api/$resource/$id.ts", "DELETE", "/api/stone/{stoneId}", NOT_ALLOWED),
  row("api/$resource/$id.active.ts", "GET", "/api/stone/{stoneId}/active", NOT_ALLOWED),
  row("api/$resource/delete.$id.ts", "GET", "/api/stone/delete/{stoneId}", NOT_ALLOWED),
  // A brand: its merchant and the admin change it, the other merchant is refused; only the
  // admin deletes one.
  ...(["merchant", "merchant2"] as const).flatMap((owner) => {
    const fresh = owner === "merchant" ? "{freshBrandOfMerchant}" : "{freshBrandOfMerchant2}";
    const keeps = keepsCatalogue(`brand/${fresh}`, [owner, "admin"]);
    return [
      row("api/$resource/$id.ts", "PUT", `/api/brand/${fresh}`, ofMerchantApi(owner, "200"), {
        json: { brand: { name: "Başkasının markası" } },
        ...keeps,
      }),
      row(
        "api/$resource/$id.active.ts",
        "PUT",
        `/api/brand/${fresh}/active`,
        ofMerchantApi(owner, "200"),
        {
          json: { brand: { isActive: false } },
          ...keeps,
        },
      ),
      row(
        "api/$resource/delete.$id.ts",
        "DELETE",
        `/api/brand/delete/${fresh}`,
        adminOnly("200"),
        keepsCatalogue(`brand/${fresh}`, ["admin"]),
      ),
    ];
  }),
  // A bad body on the second merchant's brand (badBody), each way it can be wrong.
  ...[{}, { brand: "x" }, { brand: { name: "" } }, { brand: { isActive: "maybe" } }].flatMap(
    (json) => [
      row("api/$resource/$id.ts", "PUT", "/api/brand/{brandOfMerchant2}", badBody, {
        json,
        ...keepsCatalogue("brand/{brandOfMerchant2}", []),
      }),
      row("api/$resource/$id.active.ts", "PUT", "/api/brand/{brandOfMerchant2}/active", badBody, {
        json,
        ...keepsCatalogue("brand/{brandOfMerchant2}", []),
      }),
    ],
  ),
  // Deleting a brand is the admin's; a body sent along changes nothing of the refusals.
  row(
    "api/$resource/delete.$id.ts",
    "DELETE",
    "/api/brand/delete/00000000-0000-4000-8000-000000000000",
    adminOnly("404"),
    { json: { brand: 5 } },
  ),

  // The home slider and carousel (spec 001 §7): the admin's; bodies that cannot be taken, ids
  // that name nothing, so that no row changes what another reads.
  row("api/slider/list.ts", "GET", "/api/slider/list", all("200")),
  row("api/slider/list.ts", "POST", "/api/slider/list", NOT_ALLOWED, { json: {} }),
  row("api/slider/add.ts", "POST", "/api/slider/add", adminOnly("400"), { json: {} }),
  row("api/slider/add.ts", "GET", "/api/slider/add", NOT_ALLOWED),
  row("api/slider/$id.ts", "GET", "/api/slider/00000000-0000-4000-8000-000000000000", all("404")),
  row(
    "api/slider/$id.ts",
    "PUT",
    "/api/slider/00000000-0000-4000-8000-000000000000",
    adminOnly("404"),
    {
      json: { slider: { title: "x" } },
    },
  ),
  row(
    "api/slider/$id.ts",
    "DELETE",
    "/api/slider/00000000-0000-4000-8000-000000000000",
    NOT_ALLOWED,
  ),
  row(
    "api/slider/$id.active.ts",
    "PUT",
    "/api/slider/00000000-0000-4000-8000-000000000000/active",
    adminOnly("404"),
    {
      json: { slider: { isActive: true } },
    },
  ),
  row(
    "api/slider/$id.active.ts",
    "GET",
    "/api/slider/00000000-0000-4000-8000-000000000000/active",
    NOT_ALLOWED,
  ),
  row(
    "api/slider/delete.$id.ts",
    "DELETE",
    "/api/slider/delete/00000000-0000-4000-8000-000000000000",
    adminOnly("404"),
  ),
  row(
    "api/slider/delete.$id.ts",
    "GET",
    "/api/slider/delete/00000000-0000-4000-8000-000000000000",
    NOT_ALLOWED,
  ),
  row("api/slider/reorder.ts", "PUT", "/api/slider/reorder", adminOnly("400"), {
    json: { order: "00000000-0000-4000-8000-000000000000" },
  }),
  row("api/slider/reorder.ts", "GET", "/api/slider/reorder", NOT_ALLOWED),
  row(
    "api/slider/imageUpload.$id.$n.ts",
    "PUT",
    "/api/slider/imageUpload/00000000-0000-4000-8000-000000000000/1",
    adminOnly("404"),
    { json: {} },
  ),
  row(
    "api/slider/imageUpload.$id.$n.ts",
    "PUT",
    "/api/slider/imageUpload/00000000-0000-4000-8000-000000000000/7",
    adminOnly("400"),
    {
      json: {},
    },
  ),
  row(
    "api/slider/imageUpload.$id.$n.ts",
    "GET",
    "/api/slider/imageUpload/00000000-0000-4000-8000-000000000000/1",
    NOT_ALLOWED,
  ),
  row("api/carousel/add.ts", "POST", "/api/carousel/add", adminOnly("400"), { json: {} }),
  row("api/carousel/add.ts", "POST", "/api/carousel/add", adminOnly("404"), {
    json: { product: "00000000-0000-4000-8000-000000000000" },
  }),
  row("api/carousel/add.ts", "GET", "/api/carousel/add", NOT_ALLOWED),
  row(
    "api/carousel/remove.$id.ts",
    "DELETE",
    "/api/carousel/remove/00000000-0000-4000-8000-000000000000",
    adminOnly("404"),
  ),
  row(
    "api/carousel/remove.$id.ts",
    "GET",
    "/api/carousel/remove/00000000-0000-4000-8000-000000000000",
    NOT_ALLOWED,
  ),
  row("api/carousel/order.ts", "PUT", "/api/carousel/order", adminOnly("400"), { json: {} }),
  row("api/carousel/order.ts", "GET", "/api/carousel/order", NOT_ALLOWED),

  // Accounts.
  row("api/user/me.ts", "GET", "/api/user/me", signedIn(NO_SESSION, "200")),
  row("api/user/me.ts", "POST", "/api/user/me", NOT_ALLOWED, { json: {} }),
  row("api/auth/login.ts", "POST", "/api/auth/login", all("400"), { json: {} }),
  row("api/auth/login.ts", "GET", "/api/auth/login", NOT_ALLOWED),
  row("api/auth/register.ts", "POST", "/api/auth/register", all("400"), { json: {} }),
  row("api/auth/register.ts", "GET", "/api/auth/register", NOT_ALLOWED),
  row("api/auth/forgot.ts", "POST", "/api/auth/forgot", all("400"), { json: {} }),
  row("api/auth/forgot.ts", "GET", "/api/auth/forgot", NOT_ALLOWED),
  row("api/auth/reset.$token.ts", "POST", "/api/auth/reset/no-such-token", all("400"), {
    json: { password: "new-pass-1", confirmPassword: "new-pass-1" },
  }),
  row("api/auth/reset.$token.ts", "GET", "/api/auth/reset/no-such-token", NOT_ALLOWED),
  row("api/auth/captcha.ts", "POST", "/api/auth/captcha", all("200"), { json: { token: "x" } }),
  row("api/auth/captcha.ts", "GET", "/api/auth/captcha", NOT_ALLOWED),
  row("api/auth/logout.ts", "POST", "/api/auth/logout", signedIn(NO_SESSION, "200"), {
    endsSession: true,
  }),
  row("api/auth/logout.ts", "GET", "/api/auth/logout", NOT_ALLOWED),
  row("api/contact/add.ts", "POST", "/api/contact/add", all("400"), { json: {} }),
  row("api/contact/add.ts", "GET", "/api/contact/add", NOT_ALLOWED),
  row("api/newsletter/subscribe.ts", "POST", "/api/newsletter/subscribe", all("400"), {
    json: {},
  }),
  row("api/newsletter/subscribe.ts", "GET", "/api/newsletter/subscribe", NOT_ALLOWED),
  row("api/merchant/seller-request.ts", "POST", "/api/merchant/seller-request", all("400"), {
    json: {},
  }),
  row("api/merchant/seller-request.ts", "GET", "/api/merchant/seller-request", NOT_ALLOWED),
  row("api/merchant/signup.$token.ts", "POST", "/api/merchant/signup/no-such-token", all("404"), {
    json: {
      email: "new.merchant@example.com",
      password: "merchant-pass-1",
      firstName: "Yeni",
      lastName: "Satıcı",
    },
  }),
  row("api/merchant/signup.$token.ts", "GET", "/api/merchant/signup/no-such-token", NOT_ALLOWED),

  // Favorites and reviews: one's own.
  // Removing first: {product} is in A's favorites then (from the page's rows), and every
  // visitor ends with it in theirs.
  row("api/favorite/remove.ts", "POST", "/api/favorite/remove", signedIn(NO_SESSION, "200"), {
    json: { favorites: "{product}" },
    keeps: ["favoritesA"],
  }),
  row("api/favorite/remove.ts", "GET", "/api/favorite/remove", NOT_ALLOWED),
  row("api/favorite/add.ts", "POST", "/api/favorite/add", signedIn(NO_SESSION, "200"), {
    json: { favorites: "{product}" },
    keeps: ["favoritesA"],
  }),
  row("api/favorite/add.ts", "GET", "/api/favorite/add", NOT_ALLOWED),
  row("api/review/add.ts", "POST", "/api/review/add", signedIn(NO_SESSION, "400"), { json: {} }),
  // Naming A's review (and A) replaces the sender's own review of the product (each visitor
  // wrote one in the page's row), never A's.
  row("api/review/add.ts", "POST", "/api/review/add", signedIn(NO_SESSION, "200"), {
    json: { ...REVIEW_OVER_A, product: "{product}" },
    keeps: ["reviewA"],
  }),
  row("api/review/add.ts", "GET", "/api/review/add", NOT_ALLOWED),

  // Carts: a guest cart is whoever holds its id; a member's cart is the member's.
  row("api/cart/add.ts", "POST", "/api/cart/add", all("200"), {
    json: { products: [{ product: "{otherProduct}", quantity: 1 }] },
    keeps: ["cartA"],
  }),
  row("api/cart/add.ts", "GET", "/api/cart/add", NOT_ALLOWED),
  row("api/cart/$cartId.ts", "GET", "/api/cart/{guestCart}", all("200")),
  row("api/cart/$cartId.ts", "GET", "/api/cart/{cartA}", ownedByA("200", "404")),
  row("api/cart/$cartId.ts", "POST", "/api/cart/{cartA}", NOT_ALLOWED, {
    json: {},
    keeps: ["cartA"],
  }),
  row("api/cart/add.$cartId.ts", "POST", "/api/cart/add/{cartA}", ownedByA("200", "404"), {
    json: { product: "{product}" },
    keeps: ["cartA"],
  }),
  row("api/cart/add.$cartId.ts", "GET", "/api/cart/add/{cartA}", NOT_ALLOWED),
  row("api/cart/coupon.$cartId.ts", "POST", "/api/cart/coupon/{cartA}", ownedByA("200", "404"), {
    json: { code: "HOSGELDIN10" },
    keeps: ["cartA"],
  }),
  row("api/cart/coupon.$cartId.ts", "DELETE", "/api/cart/coupon/{cartA}", ownedByA("200", "404"), {
    keeps: ["cartA"],
  }),
  row("api/cart/coupon.$cartId.ts", "GET", "/api/cart/coupon/{cartA}", NOT_ALLOWED),
  // {product} is in A's cart ({otherProduct} stays, for the order row below).
  row(
    "api/cart/delete.$cartId.$productId.ts",
    "DELETE",
    "/api/cart/delete/{cartA}/{product}",
    ownedByA("200", "404"),
    { keeps: ["cartA"] },
  ),
  row(
    "api/cart/delete.$cartId.$productId.ts",
    "GET",
    "/api/cart/delete/{cartA}/{product}",
    NOT_ALLOWED,
  ),

  // Orders: A's are A's and the admin's.
  row("api/order/list.ts", "GET", "/api/order/list", signedIn(NO_SESSION, "200")),
  row(
    "api/order/list.ts",
    "GET",
    "/api/order/list?q=ayse&status=Shipped&payment=awaiting&from=2026-01-01&page=3",
    signedIn(NO_SESSION, "200"),
  ),
  row("api/order/list.ts", "PUT", "/api/order/list?status=Shipped", NOT_ALLOWED, { json: {} }),
  row("api/order/list.ts", "POST", "/api/order/list", NOT_ALLOWED, { json: {} }),
  // Parcels (issue [18] points 2, 8): staff; a merchant the orders holding their lines.
  row("api/order/$id.shipments.ts", "GET", "/api/order/{merchantOrderA}/shipments", {
    ...catalogueStaff("200"),
    merchant2: "404",
  }),
  row("api/order/$id.shipments.ts", "GET", "/api/order/{orderA}/shipments", {
    ...catalogueStaff("404"),
    admin: "200",
  }),
  row(
    "api/order/$id.shipments.ts",
    "POST",
    "/api/order/{freshMerchantOrderA}/shipments",
    { ...catalogueStaff("400"), merchant2: "404", admin: "201" },
    {
      json: {
        carrier: "aras",
        trackingNumber: "1234567890",
        itemIds: ["{freshMerchantItemA}"],
        reason: "Müşteri ödemeyi mağazada yaptı.",
      },
      ...keepsOrder("{freshMerchantOrderA}", ["admin"]),
    },
  ),
  row("api/order/$id.shipments.ts", "PUT", "/api/order/{orderA}/shipments", NOT_ALLOWED, {
    json: {},
  }),
  row("api/order/$id.ts", "GET", "/api/order/{orderA}", ownedByA("200", "404", "200")),
  // The order's return requests (issue [19]): its buyer's and the admin's; A's order is not
  // delivered, so a request is refused naming the field, and nothing is written.
  row(
    "api/order/$id.returns.ts",
    "GET",
    "/api/order/{orderA}/returns",
    ownedByA("200", "404", "200"),
  ),
  row(
    "api/order/$id.returns.ts",
    "POST",
    "/api/order/{orderA}/returns",
    ownedByA("400", "404", "400"),
    {
      json: { kind: "withdrawal", lines: ["{itemA}"] },
      ...keepsOrder("{orderA}", []),
    },
  ),
  row("api/order/$id.returns.ts", "PUT", "/api/order/{orderA}/returns", NOT_ALLOWED, { json: {} }),
  // An order's staff notes (issue [18]): the admin's, and a merchant's on orders holding their
  // lines (404 for another's); shoppers 403, guests 401.
  row("api/order/$id.notes.ts", "GET", "/api/order/{orderA}/notes", {
    ...catalogueStaff("404"),
    admin: "200",
  }),
  row("api/order/$id.notes.ts", "GET", "/api/order/{merchantOrderA}/notes", {
    ...catalogueStaff("200"),
    merchant2: "404",
  }),
  row(
    "api/order/$id.notes.ts",
    "POST",
    "/api/order/{merchantOrderA}/notes",
    { ...catalogueStaff("200"), merchant2: "404" },
    { json: { body: "Not" }, ...keepsOrder("{merchantOrderA}", []) },
  ),
  row(
    "api/order/$id.notes.ts",
    "POST",
    "/api/order/{orderA}/notes",
    { ...catalogueStaff("400"), merchant: "400", merchant2: "400" },
    { json: { body: "" }, ...keepsOrder("{orderA}", []) },
  ),
  row("api/order/$id.notes.ts", "PUT", "/api/order/{orderA}/notes", NOT_ALLOWED, { json: {} }),
  row("api/order/$id.ts", "POST", "/api/order/{orderA}", NOT_ALLOWED, { json: {} }),
  // Holding A's cart id does not make a guest the buyer of a member's order.
  row(
    "api/order/$id.ts",
    "GET",
    "/api/order/{orderA}?cartId={cartA}",
    ownedByA("200", "404", "200"),
  ),
  // No payment is an order before its payment choice (decision 046): a payment that is none of
  // the two is refused for everyone before anything else is read.
  row("api/order/add.ts", "POST", "/api/order/add", all("400"), { json: { payment: "Nakit" } }),
  row("api/order/add.ts", "GET", "/api/order/add", NOT_ALLOWED),
  // Ordering from A's cart: only A gets past the cart (to the total check: nothing is placed).
  row("api/order/add.ts", "POST", "/api/order/add", ownedByA("409", "404"), {
    json: { cartId: "{cartA}", payment: "Havale", total: 1 },
    keeps: ["cartA"],
  }),
  row("api/order/check.ts", "POST", "/api/order/check", ownedByA("409", "404"), {
    json: { orderId: "{orderA}" },
  }),
  row("api/order/check.ts", "GET", "/api/order/check", NOT_ALLOWED),
  row(
    "api/order/cancel.$id.ts",
    "DELETE",
    "/api/order/cancel/{freshOrderA}",
    ownedByA("200", "404", "200"),
    keepsOrder("{freshOrderA}"),
  ),
  row("api/order/cancel.$id.ts", "GET", "/api/order/cancel/{orderA}", NOT_ALLOWED),
  row(
    "api/order/cancel.item.$itemId.ts",
    "PUT",
    "/api/order/cancel/item/{freshItemA}",
    ownedByA("200", "404", "200"),
    { json: { orderId: "{freshOrderA}" }, ...keepsOrder("{freshOrderA}") },
  ),
  row("api/order/cancel.item.$itemId.ts", "PUT", "/api/order/cancel/item/{itemA}", all("404"), {
    json: { orderId: "{orderB}" },
    ...keepsOrder("{orderA}", []),
  }),
  row("api/order/cancel.item.$itemId.ts", "GET", "/api/order/cancel/item/{itemA}", NOT_ALLOWED),
  // iyzico's callback posts: an unverified token is a failed payment; no other write is taken.
  row("api/order/success.ts", "POST", "/api/order/success", all("303 /order/failure"), {
    form: { token: "not-a-token" },
  }),
  row("api/order/success.ts", "PUT", "/api/order/success", NOT_ALLOWED, {
    form: { token: "not-a-token" },
  }),
  row("api/order/success.ts", "DELETE", "/api/order/success", NOT_ALLOWED),
  row("api/order/success.ts", "GET", "/api/order/success", all("302 /cart")),
  // iyzico's webhook: server to server, signed; an unsigned one is nobody's, whoever sends it.
  row("api/payment/webhook.ts", "POST", "/api/payment/webhook", all("401"), {
    json: { iyziEventType: "CHECKOUT_FORM_AUTH", token: "not-a-token", status: "SUCCESS" },
  }),
  row("api/payment/webhook.ts", "GET", "/api/payment/webhook", NOT_ALLOWED),

  // A's order with a line of the merchant's: the merchant reads that line and changes nothing.
  row("api/order/$id.ts", "GET", "/api/order/{merchantOrderA}", withMerchantLine("200", "200")),
  row(
    "api/order/cancel.item.$itemId.ts",
    "PUT",
    "/api/order/cancel/item/{freshMerchantItemA}",
    withMerchantLine("200", "403"),
    {
      json: { orderId: "{freshMerchantOrderA}" },
      ...keepsOrder("{freshMerchantOrderA}"),
    },
  ),
  row(
    "api/order/cancel.$id.ts",
    "DELETE",
    "/api/order/cancel/{freshMerchantOrderA}",
    withMerchantLine("200", "403"),
    keepsOrder("{freshMerchantOrderA}"),
  ),

  // A guest's order over the API: the cart id it was placed from, or the key, opens it.
  row("api/order/$id.ts", "GET", "/api/order/{guestOrder}", by("404", "404", "404", "404", "200")),
  row("api/order/$id.ts", "GET", "/api/order/{guestOrder}?cartId={guestOrderCart}", all("200")),
  row("api/order/$id.ts", "GET", "/api/order/{guestOrder}?key={guestOrderKey}", all("200")),
  row(
    "api/order/cancel.$id.ts",
    "DELETE",
    "/api/order/cancel/{freshGuestOrder}",
    by("404", "404", "404", "404", "200"),
    keepsOrder("{freshGuestOrder}", ["admin"]),
  ),
  row(
    "api/order/cancel.$id.ts",
    "DELETE",
    "/api/order/cancel/{freshGuestOrder}?cartId={freshGuestCart}",
    all("200"),
  ),
  row(
    "api/order/cancel.item.$itemId.ts",
    "PUT",
    "/api/order/cancel/item/{freshGuestItem}",
    by("404", "404", "404", "404", "200"),
    { json: { orderId: "{freshGuestOrder}" }, ...keepsOrder("{freshGuestOrder}", ["admin"]) },
  ),
];

// ---------------------------------------------------------------- posts to pages that take none

/**
 * A form posted to a page with a loader and no action (a crafted request, or an old form): refused
 * with 405 to everyone, and nothing run. The dashboard's pages send guests to sign in first.
 */
const REFUSED_POSTS: Row[] = [
  row("pages/layout.tsx", "POST", "/", all("405"), { form: {} }),
  row("pages/layout.tsx", "POST", "/no-such-page", all("405"), { form: {} }),
  row("pages/home/index.tsx", "POST", "/?index", all("405"), { form: {} }),
  row("pages/home/index.tsx", "POST", "/en?index", all("405"), { form: {} }),
  row("pages/$.tsx", "POST", "/en/no-such-page", all("405"), { form: {} }),
  row("pages/404/index.tsx", "POST", "/404", all("405"), { form: {} }),
  row("pages/shop/$.tsx", "POST", "/shop/no/such/page", all("405"), { form: {} }),
  row("pages/about/index.tsx", "POST", "/about", all("405"), { form: {} }),
  row("pages/story/index.tsx", "POST", "/story", all("405"), { form: {} }),
  row("pages/brands/index.tsx", "POST", "/brands", all("405"), { form: {} }),
  row("pages/slider/index.tsx", "POST", "/slider", all("405"), { form: {} }),
  row("pages/carousel/index.tsx", "POST", "/carousel", all("405"), { form: {} }),
  row("pages/coupon/index.tsx", "POST", "/coupon", all("405"), { form: {} }),
  row("pages/auth/success.tsx", "POST", "/auth/success", all("405"), { form: {} }),
  row("pages/blog/index.tsx", "POST", "/blog", all("405"), { form: {} }),
  row("pages/blog/note.$slug.tsx", "POST", "/blog/note/{blogSlug}", all("405"), { form: {} }),
  row("pages/info/index.tsx", "POST", "/info", all("405"), { form: {} }),
  row("pages/info/$slug.tsx", "POST", "/info/iade-ve-degisim", all("405"), { form: {} }),
  row("pages/shop/index.tsx", "POST", "/shop", all("405"), { form: {} }),
  row("pages/shop/brand.$slug.tsx", "POST", "/shop/brand/{brandSlug}", all("405"), {
    form: {},
  }),
  row("pages/shop/category.$slug.tsx", "POST", "/shop/category/{categorySlug}", all("405"), {
    form: {},
  }),
  row("pages/dashboard/layout.tsx", "POST", "/dashboard", all("405"), { form: {} }),
  row(
    "pages/dashboard/orders/$id.slip.tsx",
    "POST",
    "/dashboard/orders/{orderA}/slip",
    signedIn(LOGIN, "405"),
    { form: {}, ...keepsOrder("{orderA}", []) },
  ),
  row("pages/dashboard/orders/index.tsx", "POST", "/dashboard/orders", signedIn(LOGIN, "405"), {
    form: {},
  }),
  row(
    "pages/dashboard/blogs/index.tsx",
    "POST",
    "/dashboard/blogs?index",
    signedIn("302 /login?redirectTo=%2Fdashboard%2Fblogs", "405"),
    { form: {} },
  ),
  ...[...CATALOGUE_LISTS, "brand"].map((list) =>
    row(
      list === "brand" ? "pages/dashboard/brand/index.tsx" : "pages/dashboard/taxonomy/index.tsx",
      "POST",
      `/dashboard/${list}?index`,
      // Back to the list after signing in, not to its form's `?index`.
      signedIn(`302 /login?redirectTo=%2Fdashboard%2F${list}`, "405"),
      {
        form: {},
      },
    ),
  ),
  row(
    "pages/dashboard/address/read.$id.tsx",
    "POST",
    "/dashboard/address/read/{addressA}",
    signedIn(LOGIN, "405"),
    { form: {}, keeps: ["addressesA"] },
  ),
  row("pages/favorites/index.tsx", "POST", "/favorites", all("405"), {
    form: { intent: "remove", productId: "{product}" },
    keeps: ["favoritesA"],
  }),
  row("pages/order/pre.success.$id.tsx", "POST", "/order/pre/success/{orderA}", all("405"), {
    form: { intent: "cancel" },
    ...keepsOrder("{orderA}", []),
  }),
  row("pages/order/failure.tsx", "POST", "/order/failure", all("405"), { form: {} }),
  row("pages/order/success.$id.tsx", "POST", "/order/success/{orderA}", all("405"), {
    form: { intent: "cancel" },
    ...keepsOrder("{orderA}", []),
  }),
  row("pages/order/failure.tsx", "POST", "/order/failure?refund=1", all("405"), { form: {} }),
];

export const MATRIX: Row[] = [...PAGES, ...REFUSED_POSTS, ...API];
