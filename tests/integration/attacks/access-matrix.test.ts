import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startServer, type TestServer } from "../../helpers/server";
import { MATRIX, WHO, type Row, type Who } from "./matrix";

/**
 * Every loader, action and /api route against a guest, two members, the merchant and the admin
 * (tests/integration/attacks/matrix.ts), on one server per database. The matrix is played once;
 * the test fails listing every cell that differs. Then what the statuses cannot show: that what
 * a member lists of orders, addresses and favorites is their own.
 */

const ROUTES_DIR = fileURLToPath(new URL("../../../app/routes", import.meta.url));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ACCOUNTS: Record<Exclude<Who, "guest">, { email: string; password: string }> = {
  memberA: { email: "member@demo.shop", password: "member123!" },
  memberB: { email: "", password: "member-b-pass-1" },
  merchant: { email: "merchant@demo.shop", password: "merchant123!" },
  admin: { email: "admin@demo.shop", password: "admin123!" },
};

const B_ADDRESS = {
  address: "Bağdat Caddesi No: 40",
  city: "İstanbul",
  state: "Maltepe",
  country: "Türkiye",
  zipCode: "34840",
  isDefault: "on",
};

/**
 * A route file's paths as a pattern (Remix flat routes): `($lang)` an optional segment, `$x` one
 * segment, `$` the rest, `_index` nothing, a trailing `_` leaves the parent's layout, `[.]` a
 * dot. A file
 * other files nest under (a layout) matches the paths that start with its own.
 */
function routePattern(file: string, files: string[]): RegExp {
  const name = file.replace(/\.tsx?$/, "");
  let pattern = "";
  // `[.]` is a literal dot, not a segment break.
  for (const raw of name.replace(/\[\.\]/g, "\0").split(".")) {
    const segment = raw.replace(/\0/g, ".");
    if (segment === "($lang)") pattern += "(?:/[^/]+)?";
    else if (segment === "$") pattern += "(?:/.*)?";
    else if (segment.startsWith("$")) pattern += "/[^/]+";
    else if (segment === "_index") pattern += "";
    else pattern += `/${segment.replace(/_$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  }
  const layout = files.some((f) => f !== file && f.startsWith(`${name}.`));
  return new RegExp(`^${pattern}${layout ? "(?:/.*)?" : "/?"}$`);
}

describe.each(DB_KINDS)("access matrix on %s", (kind) => {
  let server: TestServer;
  /** Each visitor's Cookie header: the session, and for the guest the cart. */
  const cookies: Record<Who, string> = {
    guest: "",
    memberA: "",
    memberB: "",
    merchant: "",
    admin: "",
  };
  const fixtures: Record<string, string> = {};
  /** Orders of A made ahead for the rows that spend one ({freshOrderA}). */
  const freshOrders: { id: string; itemId: string }[] = [];
  const freshAddresses: string[] = [];

  const call = async (
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string>; cookie?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(server.url + path, {
      method: init.method ?? "GET",
      headers,
      body,
      redirect: "manual",
    });
    const text = await res.text();
    let json: Json = {};
    if (res.headers.get("content-type")?.includes("application/json")) json = JSON.parse(text);
    return { res, text, json };
  };

  const sessionOf = (res: Response) => {
    const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
    if (!sid) throw new Error(`no session in a ${res.status} answer`);
    return sid.split(";")[0]!;
  };

  async function signIn(who: Exclude<Who, "guest">): Promise<string> {
    const { email, password } = ACCOUNTS[who];
    const { res } = await call("/login", { method: "POST", form: { email, password } });
    expect(res.status, `${who} signs in`).toBe(302);
    return sessionOf(res);
  }

  /** A bank-transfer order of one unit of `product` from the member's cart. */
  async function placeOrder(cookie: string, product: string) {
    const cart = await call("/api/cart/add", {
      method: "POST",
      json: { products: [{ product, quantity: 1 }] },
      cookie,
    });
    expect(cart.res.status, cart.text).toBe(200);
    const placed = await call("/api/order/add", {
      method: "POST",
      json: { payment: "Havale" },
      cookie,
    });
    expect(placed.res.status, placed.text).toBe(201);
    const id = placed.json.order._id as string;
    const order = await call(`/api/order/${id}`, { cookie });
    return { id, itemId: order.json.order.products[0]._id as string };
  }

  async function addAddress(cookie: string, fields: Record<string, string>) {
    const before = await addressIds(cookie);
    const { res } = await call("/dashboard/address/add", { method: "POST", form: fields, cookie });
    expect(res.status).toBe(302);
    const added = (await addressIds(cookie)).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    return added[0]!;
  }

  async function addressIds(cookie: string): Promise<string[]> {
    const page = await call("/dashboard/address", { cookie });
    return parse(page.text)
      .querySelectorAll('a[href*="/dashboard/address/read/"]')
      .map((a) => a.getAttribute("href")!.split("/").pop()!);
  }

  beforeAll(async () => {
    server = await startServer(kind);
    ACCOUNTS.memberB.email = `member.b.${kind}@example.com`;
    const registered = await call("/register", {
      method: "POST",
      form: {
        firstName: "Burak",
        lastName: "İkinci",
        email: ACCOUNTS.memberB.email,
        password: ACCOUNTS.memberB.password,
        privacy: "on",
      },
    });
    expect(registered.res.status, registered.text.slice(0, 300)).toBe(302);
    cookies.memberB = sessionOf(registered.res);
    [cookies.memberA, cookies.merchant, cookies.admin] = await Promise.all([
      signIn("memberA"),
      signIn("merchant"),
      signIn("admin"),
    ]);

    // The catalogue: products outside the merchant's brand, with the most stock first.
    const brands = (await call("/api/brand")).json.brands as Json[];
    const merchantBrand = brands.find((b) => b.slug === "dogal-tas-atolyesi")!;
    const theirs = (await call(`/api/product/list/brand/${merchantBrand._id}?limit=100`)).json
      .products as Json[];
    const listed = (await call("/api/product/list?limit=100")).json.products as Json[];
    const others = listed
      .filter((p) => !theirs.some((m) => m._id === p._id))
      .sort((a, b) => b.inventory - a.inventory);
    const [product, otherProduct, favorite] = others;
    const category = ((await call("/api/category")).json.categories as Json[])[0]!;
    const blog = ((await call("/api/blog")).json.blogs as Json[])[0]!;
    Object.assign(fixtures, {
      product: product!._id,
      productSlug: product!.slug,
      otherProduct: otherProduct!._id,
      favoriteA: favorite!._id,
      favoriteASlug: favorite!.slug,
      brandId: merchantBrand._id,
      brandSlug: merchantBrand.slug,
      categoryId: category._id,
      categorySlug: category.slug,
      blogSlug: blog.slug,
    });

    // A's orders: the one everybody tries, and one for each row and visitor that spends one.
    const shared = await placeOrder(cookies.memberA, product!._id);
    fixtures.orderA = shared.id;
    fixtures.itemA = shared.itemId;
    const spenders = MATRIX.filter((r) => JSON.stringify(r).includes("{freshOrderA}")).length;
    for (let i = 0; i < spenders * WHO.length; i++) {
      freshOrders.push(await placeOrder(cookies.memberA, others[i % 4]!._id));
    }
    fixtures.addressA = (await addressIds(cookies.memberA))[0]!;
    const extraAddresses = MATRIX.filter((r) => JSON.stringify(r).includes("{freshAddressA}"));
    for (let i = 0; i < extraAddresses.length * WHO.length; i++) {
      freshAddresses.push(await addAddress(cookies.memberA, { ...B_ADDRESS, isDefault: "" }));
    }

    // B: an address and an order of their own.
    await addAddress(cookies.memberB, B_ADDRESS);
    fixtures.orderB = (await placeOrder(cookies.memberB, otherProduct!._id)).id;

    // Everybody's cart holds something (the guest's in the cart cookie).
    for (const who of ["memberA", "memberB", "merchant", "admin"] as const) {
      const added = await call("/api/cart/add", {
        method: "POST",
        json: { products: [{ product: product!._id, quantity: 1 }] },
        cookie: cookies[who],
      });
      if (who === "memberA") fixtures.cartA = added.json.cartId;
    }
    const guestAdd = await call("/cart", {
      method: "POST",
      form: { intent: "add", product: product!._id, quantity: "1" },
    });
    cookies.guest = guestAdd.res.headers.getSetCookie().find((c) => c.startsWith("cart="))!;
    cookies.guest = cookies.guest.split(";")[0]!;
    fixtures.guestCart = (
      await call("/api/cart/add", {
        method: "POST",
        json: { products: [{ product: product!._id, quantity: 1 }] },
      })
    ).json.cartId;

    // A's favorite, for the favorites check.
    await call("/api/favorite/add", {
      method: "POST",
      json: { favorites: favorite!._id },
      cookie: cookies.memberA,
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("has a row for every route file, and every row's path is its file's", () => {
    const files = readdirSync(ROUTES_DIR).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
    const covered = new Set(MATRIX.map((r) => r.route));
    expect(
      files.filter((f) => !covered.has(f)),
      "route files without a row in tests/integration/attacks/matrix.ts",
    ).toEqual([]);
    const misnamed = MATRIX.filter(
      (r) => !files.includes(r.route) || !routePattern(r.route, files).test(r.path.split("?")[0]!),
    ).map((r) => `${r.route}: ${r.method} ${r.path}`);
    expect(misnamed, "rows whose path is not served by their route file").toEqual([]);
  });

  it("answers every row as the matrix says, for every visitor", async () => {
    let fresh = 0;
    let freshAddress = 0;
    const mismatches: string[] = [];
    for (const row of MATRIX) {
      for (const who of WHO) {
        const values: Record<string, string> = { ...fixtures };
        const template = JSON.stringify(row);
        if (template.includes("{freshOrderA}")) {
          const order = freshOrders[fresh++]!;
          values.freshOrderA = order.id;
          values.freshItemA = order.itemId;
        }
        if (template.includes("{freshAddressA}"))
          values.freshAddressA = freshAddresses[freshAddress++]!;
        const fill = (s: string): string =>
          s.replace(/\{(\w+)\}/g, (m, k: string): string => {
            if (k === "here") return encodeURIComponent(fill(row.path));
            if (!(k in values)) throw new Error(`no fixture ${m} in ${row.route}`);
            return values[k]!;
          });
        const filled = JSON.parse(fill(template)) as Row;
        let cookie = cookies[who];
        if (row.endsSession && who !== "guest") cookie = await signIn(who);
        const { res, text } = await call(filled.path, {
          method: filled.method,
          json: filled.json,
          form: filled.form,
          cookie,
        });
        const location = res.headers.get("location");
        const got =
          location && res.status >= 300 && res.status < 400
            ? `${res.status} ${location}`
            : String(res.status);
        const want = filled.expect[who];
        if (got !== want) {
          mismatches.push(
            `${row.method} ${row.path} (${row.route}) as ${who}: expected ${want}, got ${got}` +
              (res.status >= 500 ? ` ${text.slice(0, 200)}` : ""),
          );
        }
        // /api answers are JSON, whatever the status (never an HTML error page).
        if (filled.path.startsWith("/api/") && res.status !== 302 && res.status !== 303) {
          if (!res.headers.get("content-type")?.includes("application/json"))
            mismatches.push(`${row.method} ${row.path} as ${who}: not JSON (${res.status})`);
        }
      }
    }
    expect(mismatches, `${mismatches.length} cells differ`).toEqual([]);
  }, 180_000);

  it("lists each member's own orders and addresses only", async () => {
    const listA = (await call("/api/order/list", { cookie: cookies.memberA })).json
      .orders as Json[];
    const listB = (await call("/api/order/list", { cookie: cookies.memberB })).json
      .orders as Json[];
    expect(listA.map((o) => o._id)).toContain(fixtures.orderA);
    expect(listB.map((o) => o._id)).toEqual([fixtures.orderB]);

    const number = fixtures.orderA!.slice(-7);
    expect((await call("/dashboard/orders", { cookie: cookies.memberA })).text).toContain(number);
    expect((await call("/dashboard/orders", { cookie: cookies.memberB })).text).not.toContain(
      number,
    );

    const addressesA = await addressIds(cookies.memberA);
    const addressesB = await addressIds(cookies.memberB);
    expect(addressesA).toContain(fixtures.addressA);
    expect(addressesB).toHaveLength(1);
    expect(addressesB).not.toContain(fixtures.addressA);
    const pageB = await call("/dashboard/address", { cookie: cookies.memberB });
    expect(pageB.text).not.toContain("Moda Caddesi");
  });

  it("keeps favorites and reviews to their owner", async () => {
    const favProduct = fixtures.favoriteA!;
    // B removing A's favorite product removes nothing of A's.
    const removed = await call("/api/favorite/remove", {
      method: "POST",
      json: { favorites: favProduct },
      cookie: cookies.memberB,
    });
    expect(removed.res.status).toBe(200);
    expect(removed.json.favorites).not.toContain(favProduct);
    const shown = async (cookie: string) =>
      parse((await call("/favorites", { cookie })).text)
        .querySelectorAll("main .product-card-link")
        .map((a) => a.getAttribute("href"));
    const favoritesA = await shown(cookies.memberA);
    const favoritesB = await shown(cookies.memberB);
    expect(favoritesA).toContain(`/product/${fixtures.favoriteASlug}`);
    expect(favoritesB).not.toContain(`/product/${fixtures.favoriteASlug}`);
    expect(favoritesB.length).toBeGreaterThan(0);

    // A review by B of the product A reviewed is B's own: A's stays as A wrote it.
    const slug = fixtures.productSlug!;
    const review = (cookie: string, title: string) =>
      call(`/product/${slug}`, {
        method: "POST",
        form: {
          intent: "review",
          title,
          review: `${title} metni`,
          rating: "5",
          isRecommended: "1",
        },
        cookie,
      });
    expect((await review(cookies.memberA, "A'nın yorumu")).res.status).toBe(303);
    expect((await review(cookies.memberB, "B'nin yorumu")).res.status).toBe(303);
    const reviews = (await call(`/api/review/${slug}`)).json.reviews as Json[];
    const titles = reviews.map((r) => r.title);
    expect(titles).toContain("A'nın yorumu");
    expect(titles).toContain("B'nin yorumu");
  });

  it("shows a merchant only their own lines of an order, without the customer", async () => {
    const brands = (await call("/api/brand")).json.brands as Json[];
    const merchantBrand = brands.find((b) => b.slug === "dogal-tas-atolyesi")!;
    const theirs = (await call(`/api/product/list/brand/${merchantBrand._id}`)).json
      .products as Json[];
    const line = theirs.find((p) => p.inventory > 0)!;
    await call("/api/cart/add", {
      method: "POST",
      json: { products: [{ product: line._id, quantity: 1 }] },
      cookie: cookies.memberA,
    });
    const placed = await call("/api/order/add", {
      method: "POST",
      json: { payment: "Havale" },
      cookie: cookies.memberA,
    });
    expect(placed.res.status, placed.text).toBe(201);
    const id = placed.json.order._id as string;
    const asMerchant = await call(`/api/order/${id}`, { cookie: cookies.merchant });
    expect(asMerchant.res.status).toBe(200);
    expect(asMerchant.json.order.products.map((p: Json) => p.product)).toEqual([line._id]);
    expect(asMerchant.json.order).toMatchObject({ user: null, address: null, cartId: null });
    const asBuyer = await call(`/api/order/${id}`, { cookie: cookies.memberA });
    expect(asBuyer.json.order.products.length).toBeGreaterThan(1);
    const page = await call(`/order/${id}`, { cookie: cookies.merchant });
    expect(page.res.status).toBe(200);
    expect(page.text).not.toContain("Moda Caddesi");
    // Not theirs to cancel.
    const cancel = await call(`/api/order/cancel/${id}`, {
      method: "DELETE",
      cookie: cookies.merchant,
    });
    expect(cancel.res.status).toBe(403);
  });
});
