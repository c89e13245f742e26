import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import { getJson, getPage, type Page } from "../helpers/http";

/** The `sid=...` pair of a response's Set-Cookie, ready to send back as a Cookie header. */
function cookieOf(res: Response, name: string): string {
  const found = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${res.status}`);
  return found.split(";")[0]!;
}

/** A browser's user agent: the server streams pages to people, not to bots (isbot). */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";

const formBody = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** The header's wishlist count. */
function wishlistCount(page: Page): number {
  const badge = page.doc.querySelector('a.count-link[href$="/favorites"] .badge');
  if (!badge) throw new Error(`no wishlist count on the page:\n${page.text.slice(0, 300)}`);
  return Number(badge.text.trim());
}

/** The wish button of the card (or page) for a product. */
function wishButton(page: Page, productId: string) {
  const form = page.doc
    .querySelectorAll("form.wish-form")
    .find((f) => f.querySelector('input[name="productId"]')?.getAttribute("value") === productId);
  return form?.querySelector("button") ?? null;
}

/** Reviews counted by the summary ('4 değerlendirme, ortalama 4.5'), 0 when there are none. */
function reviewTotal(page: Page): number {
  const m = page.doc.querySelector(".rating-summary p")?.text.match(/(\d+)/);
  return m ? Number(m[1]) : 0;
}

describe.each(DB_KINDS)("favorites and reviews on %s", (kind) => {
  let server: TestServer;
  let member = "";
  let admin = "";
  /** A new member with no reviews yet (the demo member reviewed some products already). */
  let reviewer = "";
  /** The newest listed product: first on /shop, on the home page and in its brand and type. */
  let product = { id: "", name: "", href: "" };

  const get = (path: string, cookie?: string) =>
    getPage(server.url, path, cookie ? { headers: { cookie } } : {});
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(server.url + path, {
      ...formBody(fields),
      headers: { ...formBody(fields).headers, ...(cookie ? { cookie } : {}) },
    });
  const signIn = async (email: string, password: string) =>
    cookieOf(await post("/login", { email, password }), "sid");

  beforeAll(async () => {
    server = await sharedServer(kind);
    member = await signIn("member@demo.shop", "member123!");
    admin = await signIn("admin@demo.shop", "admin123!");
    reviewer = cookieOf(
      await post("/register", {
        firstName: "Zeynep",
        lastName: "Taş",
        email: `zeynep.${kind}@example.com`,
        password: "zeynep123!",
        privacy: "on",
      }),
      "sid",
    );
    const shop = await get("/shop");
    const card = shop.doc.querySelector(".product-card")!;
    product = {
      id: card.querySelector('input[name="productId"]')!.getAttribute("value")!,
      name: card.querySelector("h3")!.text.trim(),
      href: card.querySelector(".product-card-link")!.getAttribute("href")!,
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("favorites without JavaScript", () => {
    it("asks for sign-in on /favorites, in the page's language", async () => {
      const tr = await fetch(`${server.url}/favorites`, { redirect: "manual" });
      expect(tr.status).toBe(302);
      expect(tr.headers.get("location")).toBe("/login?redirectTo=%2Ffavorites");
      const en = await fetch(`${server.url}/en/favorites`, { redirect: "manual" });
      expect(en.headers.get("location")).toBe("/en/login?redirectTo=%2Fen%2Ffavorites");
    });

    it("gives every card a named, pressable heart and sends signed-out shoppers to sign in", async () => {
      const shop = await get("/shop?page=2");
      const buttons = shop.doc.querySelectorAll(".product-card form.wish-form button");
      expect(buttons.length).toBe(shop.doc.querySelectorAll(".product-card").length);
      for (const b of buttons) {
        expect(b.getAttribute("aria-pressed")).toBe("false");
        expect(b.getAttribute("aria-label")).toMatch(/^Favorilere ekle: .+/);
      }
      const form = shop.doc.querySelector(".product-card form.wish-form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/favorites/toggle");
      expect(form.querySelector('input[name="redirectTo"]')!.getAttribute("value")).toBe(
        "/shop?page=2",
      );
      const res = await post("/favorites/toggle", {
        productId: product.id,
        intent: "add",
        redirectTo: "/shop?page=2",
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fshop%3Fpage%3D2");
      const en = await post("/en/favorites/toggle", {
        productId: product.id,
        intent: "add",
        redirectTo: "/en/shop",
      });
      expect(en.headers.get("location")).toBe("/en/login?redirectTo=%2Fen%2Fshop");
    });

    it("adds and removes a favorite with plain form posts: count, list and wished flags follow", async () => {
      const empty = await get("/favorites", member);
      expect(empty.status).toBe(200);
      expect(wishlistCount(empty)).toBe(0);
      expect(empty.doc.querySelector(".breadcrumb [aria-current=page]")?.text).toBe("favorilerim");
      expect(empty.text).toContain("Favori Yok");
      expect((await get("/en/favorites", member)).text).toContain("No Favorites");

      const added = await post(
        "/favorites/toggle",
        { productId: product.id, intent: "add", redirectTo: "/shop" },
        member,
      );
      expect(added.status).toBe(303);
      expect(added.headers.get("location")).toBe("/shop");
      // Posting the same wish again changes nothing.
      await post("/favorites/toggle", { productId: product.id, intent: "add" }, member);

      const shop = await get("/shop", member);
      expect(wishlistCount(shop)).toBe(1);
      const pressed = wishButton(shop, product.id)!;
      expect(pressed.getAttribute("aria-pressed")).toBe("true");
      expect(pressed.getAttribute("aria-label")).toBe(`Favorilerden çıkar: ${product.name}`);
      expect(shop.doc.querySelectorAll('.wish-toggle[aria-pressed="true"]').length).toBe(1);

      const favorites = await get("/favorites", member);
      expect(favorites.doc.querySelectorAll(".product-card h3").map((h) => h.text.trim())).toEqual([
        product.name,
      ]);
      expect(favorites.text).not.toContain("Favori Yok");

      // The flag is the member's alone: another user and a guest see the heart empty.
      expect(wishButton(await get("/shop", admin), product.id)!.getAttribute("aria-pressed")).toBe(
        "false",
      );
      expect(wishButton(await get("/shop"), product.id)!.getAttribute("aria-pressed")).toBe(
        "false",
      );

      // Home, product page, brand and type pages show it too.
      const home = await get("/", member);
      expect(wishButton(home, product.id)!.getAttribute("aria-pressed")).toBe("true");
      const page = await get(product.href, member);
      const onPage = page.doc.querySelector(".product-info .wish-toggle")!;
      expect(onPage.getAttribute("aria-pressed")).toBe("true");
      expect(onPage.text).toContain("Favorilerden çıkar");
      const slug = product.href.split("/").pop()!;
      const item = await getJson<{ product: { type: { slug: string } | null } }>(
        server.url,
        `/api/product/item/${slug}`,
      );
      const brandHref = page.doc
        .querySelector('.facts a[href^="/shop/brand/"]')!
        .getAttribute("href")!;
      for (const path of [brandHref, `/shop/category/${item.body.product.type!.slug}`]) {
        const list = await get(path, member);
        expect(wishButton(list, product.id)?.getAttribute("aria-pressed"), path).toBe("true");
      }

      const removed = await post(
        "/en/favorites/toggle",
        { productId: product.id, intent: "remove", redirectTo: "/en/favorites" },
        member,
      );
      expect(removed.status).toBe(303);
      expect(removed.headers.get("location")).toBe("/en/favorites");
      const after = await get("/en/favorites", member);
      expect(wishlistCount(after)).toBe(0);
      expect(after.text).toContain("No Favorites");
      expect(wishButton(await get("/shop", member), product.id)!.getAttribute("aria-pressed")).toBe(
        "false",
      );
    });

    it("says so for a product the shop no longer lists, and refuses a malformed id", async () => {
      const gone = { productId: "00000000-0000-4000-8000-000000000000", intent: "add" };
      const unknown = await post("/favorites/toggle", { ...gone, redirectTo: "/shop" }, member);
      expect(unknown.status).toBe(303);
      expect(unknown.headers.get("location")).toBe("/shop");
      const back = await get("/shop", `${member}; ${cookieOf(unknown, "toast")}`);
      expect(back.doc.querySelector(".toast-error")?.text).toBe("Bu ürün artık satışta değil.");
      const enJs = await post("/en/favorites/toggle", { ...gone, js: "1" }, member);
      expect(await enJs.json()).toEqual({ wished: false });
      const enBack = await get("/en/shop", `${member}; ${cookieOf(enJs, "toast")}`);
      expect(enBack.doc.querySelector(".toast-error")?.text).toBe(
        "This product is no longer for sale.",
      );
      expect(wishlistCount(enBack)).toBe(wishlistCount(await get("/en/shop", member)));
      const bad = await post("/favorites/toggle", { productId: "x", intent: "add" }, member);
      expect(bad.status).toBe(400);
      // A redirect elsewhere is dropped for the favorites page.
      const away = await post(
        "/favorites/toggle",
        { productId: product.id, intent: "remove", redirectTo: "//evil.example/" },
        member,
      );
      expect(away.headers.get("location")).toBe("/favorites");
    });
  });

  describe("reviews on the product page", () => {
    it("shows signed-out shoppers a sign-in link and sends their post to sign in", async () => {
      const page = await get(product.href);
      const link = page.doc.querySelector(".review-sign-in a")!;
      expect(link.text).toBe("Değerlendirme yazmak için giriş yapın");
      expect(link.getAttribute("href")).toBe(
        `/login?${new URLSearchParams({ redirectTo: product.href })}`,
      );
      expect(page.doc.querySelector("form.review-form")).toBeNull();
      const res = await post(product.href, { intent: "review", title: "x" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(
        `/login?${new URLSearchParams({ redirectTo: product.href })}`,
      );
    });

    it("answers the spec's messages in both languages and keeps what was typed", async () => {
      // The form, as a browser gets it (streamed; a bot gets the whole document: entry.server.tsx):
      // in place in the page as sent, not streamed in hidden for a script to move (its code loads lazily in
      // the browser: review-form-slot.tsx): it works with JavaScript off.
      const streamed = await getPage(server.url, product.href, {
        headers: { cookie: reviewer, "user-agent": BROWSER },
      });
      const hidden = streamed.doc.querySelector("form.review-form")!.closest("[hidden]");
      expect(hidden === null, "the form is in a hidden block").toBe(true);
      const page = await get(product.href, reviewer);
      const form = page.doc.querySelector("form.review-form")!;
      expect(form.querySelectorAll('input[type="radio"][name="rating"]').length).toBe(5);
      expect(form.querySelectorAll('input[type="radio"][name="isRecommended"]').length).toBe(2);
      expect(page.text).not.toContain("öncekinin yerini alır");

      const tr = await post(product.href, { intent: "review" }, reviewer);
      expect(tr.status).toBe(400);
      const trText = await tr.text();
      for (const message of [
        "Başlık girmeniz gerekiyor.",
        "Yorum girmeniz gerekiyor.",
        "Puan vermeniz gerekiyor.",
        "Tavsiye edip etmediğinizi seçmeniz gerekiyor.",
      ])
        expect(trText).toContain(message);

      const en = await post(
        `/en${product.href}`,
        { intent: "review", title: "Kept title", rating: "0" },
        reviewer,
      );
      expect(en.status).toBe(400);
      const enPage = await en.text();
      for (const message of [
        "Review is required.",
        "Rating is required.",
        "Recommendable is required.",
      ])
        expect(enPage).toContain(message);
      expect(enPage).not.toContain("Title is required.");
      expect(enPage).toContain('value="Kept title"');
    });

    it("saves a review, updates the summary, shows a <script> title as text, and replaces it on a second post", async () => {
      const before = reviewTotal(await get(product.href, reviewer));
      const title = "<script>alert(1)</script>";
      const res = await post(
        product.href,
        {
          intent: "review",
          title,
          review: "Taşın rengi çok güzel.\n<b>kalın değil</b>",
          rating: "4",
          isRecommended: "1",
        },
        reviewer,
      );
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`${product.href}#reviews`);
      const toast = cookieOf(res, "toast");
      const page = await get(product.href, `${reviewer}; ${toast}`);
      expect(page.text).toContain("Değerlendirmeniz eklendi. Teşekkürler!");
      expect(reviewTotal(page)).toBe(before + 1);
      const first = page.doc.querySelector(".review-list li")!;
      expect(first.querySelector("h3")!.text).toBe(title);
      expect(first.querySelector(".review-text")!.text).toContain("<b>kalın değil</b>");
      expect(page.html).not.toContain(title);
      expect(page.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(page.text).toContain("yeni değerlendirmeniz öncekinin yerini alır");

      const again = await post(
        `/en${product.href}`,
        {
          intent: "review",
          title: "Changed my mind",
          review: "Still good.",
          rating: "5",
          isRecommended: "0",
        },
        reviewer,
      );
      expect(again.status).toBe(303);
      const replaced = await get(`/en${product.href}`, `${reviewer}; ${cookieOf(again, "toast")}`);
      expect(replaced.text).toContain("Your review has been updated.");
      expect(reviewTotal(replaced)).toBe(before + 1);
      const titles = replaced.doc.querySelectorAll(".review-list h3").map((h) => h.text);
      expect(titles).toContain("Changed my mind");
      expect(titles).not.toContain(title);
    });
  });

  describe("/api", () => {
    let auth: Record<string, string> = {};
    // The session cookie the same sign-in set, for the pages.
    let sessionCookie = "";
    const api = <T>(path: string, body?: unknown, headers: Record<string, string> = auth) =>
      getJson<T>(server.url, path, {
        method: body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    beforeAll(async () => {
      const login = await getJson<{ token: string }>(server.url, "/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "merchant@demo.shop", password: "merchant123!" }),
      });
      auth = { authorization: `Bearer ${login.body.token}` };
      sessionCookie = login.headers
        .getSetCookie()
        .find((c) => c.startsWith("sid="))!
        .split(";")[0]!;
    });

    it("adds and removes favorites with a Bearer token, and answers 401 without one", async () => {
      expect((await api("/api/favorite/add", { favorites: product.id }, {})).status).toBe(401);
      expect((await api("/api/favorite/remove", { favorites: product.id }, {})).status).toBe(401);

      const shop = await get("/shop");
      const ids = shop.doc
        .querySelectorAll('.product-card input[name="productId"]')
        .map((i) => i.getAttribute("value")!);
      const one = await api<{ favorites: string[] }>("/api/favorite/add", { favorites: ids[0] });
      expect(one.status).toBe(200);
      expect(one.body.favorites).toEqual([ids[0]]);
      const two = await api<{ favorites: string[] }>("/api/favorite/add", {
        favorites: [ids[1], ids[2]],
      });
      expect(two.body.favorites.sort()).toEqual([ids[0], ids[1], ids[2]].sort());

      const bad = await api<{ error: string }>("/api/favorite/add", { favorites: ["nope"] });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain("favorites");
      const missing = await api<{ error: string }>("/api/favorite/add", {});
      expect(missing.status).toBe(400);
      expect(missing.body.error).toContain("favorites");
      const unknown = await api("/api/favorite/add", {
        favorites: "00000000-0000-4000-8000-000000000000",
      });
      expect(unknown.status).toBe(404);

      const left = await api<{ favorites: string[] }>("/api/favorite/remove", {
        favorites: [ids[0], ids[1]],
      });
      expect(left.status).toBe(200);
      expect(left.body.favorites).toEqual([ids[2]]);
      // The same user's pages agree with the API.
      expect(wishlistCount(await get("/favorites", sessionCookie))).toBe(1);
    });

    it("adds a review, names the missing field, and lists a product's reviews publicly", async () => {
      const slug = product.href.split("/").pop()!;
      const review = {
        product: product.id,
        title: "API review",
        review: "Sent by an API client.",
        rating: 5,
        isRecommended: 1,
      };
      expect((await api("/api/review/add", review, {})).status).toBe(401);
      const noTitle = await api<{ error: string }>("/api/review/add", { ...review, title: "" });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.error).toBe("title: Title is required.");
      const noRating = await api<{ error: string }>("/api/review/add", { ...review, rating: 0 });
      expect(noRating.body.error).toBe("rating: Rating is required.");
      const noProduct = await api<{ error: string }>("/api/review/add", { ...review, product: "" });
      expect(noProduct.status).toBe(400);
      expect(noProduct.body.error).toContain("product");
      const unknown = await api("/api/review/add", {
        ...review,
        product: "00000000-0000-4000-8000-000000000000",
      });
      expect(unknown.status).toBe(404);

      const added = await api<{
        success: boolean;
        message: string;
        review: { _id: string; title: string; rating: number; isRecommended: boolean };
      }>("/api/review/add", review);
      expect(added.status).toBe(201);
      expect(added.body.success).toBe(true);
      expect(added.body.message).toBe("Your review has been added. Thank you!");
      expect(added.body.review).toMatchObject({
        title: "API review",
        rating: 5,
        isRecommended: true,
      });

      const listed = await api<{
        reviews: { _id: string; title: string }[];
        totalReviews: number;
      }>(`/api/review/${slug}`, undefined, {});
      expect(listed.status).toBe(200);
      expect(listed.body.reviews.map((r) => r.title)).toContain("API review");
      expect(listed.body.totalReviews).toBe(listed.body.reviews.length);

      const replaced = await api<{ message: string }>("/api/review/add", {
        ...review,
        rating: "3",
        isRecommended: false,
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.message).toBe("Your review has been updated.");
      const after = await api<{ totalReviews: number }>(`/api/review/${slug}`, undefined, {});
      expect(after.body.totalReviews).toBe(listed.body.totalReviews);

      expect((await api("/api/review/no-such-product", undefined, {})).status).toBe(404);
    });
  });
});
