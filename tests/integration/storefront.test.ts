import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import { getPage, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";

/** The number in the shop's result line ('44 ürün' / '44 products'). */
function resultCount(page: Page): number {
  const m = page.doc.querySelector(".result-count")?.text.match(/\d+/);
  if (!m) throw new Error(`no result count on the page:\n${page.text.slice(0, 500)}`);
  return Number(m[0]);
}

function cardNames(page: Page): string[] {
  return page.doc.querySelectorAll(".product-card h3").map((h) => h.text.trim());
}

function productLinks(page: Page): string[] {
  return page.doc.querySelectorAll(".product-card-link").map((a) => a.getAttribute("href")!);
}

/** '1.250 TL' -> 1250, '$39' -> 39 */
function money(text: string): number {
  const digits = text.replace(/[^\d,.]/g, "");
  return text.includes("$")
    ? Number(digits.replace(/,/g, ""))
    : Number(digits.replace(/\./g, "").replace(",", "."));
}

describe.each(DB_KINDS)("storefront without JavaScript on %s", (kind) => {
  let server: TestServer;
  const get = (path: string, init?: RequestInit) => getPage(server.url, path, init);

  beforeAll(async () => {
    server = await sharedServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("home", () => {
    it("renders the shell, slider, about block, products and carousel in Turkish", async () => {
      const page = await get("/");
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<html lang="tr"/);
      expect(page.text).toContain("Ürünlerimiz");
      expect(page.text).toContain("Tüm Ürünleri İncele");
      expect(page.doc.querySelector('a[href="/about"]')).toBeTruthy();
      expect(page.doc.querySelector('a[href="/cart"]')).toBeTruthy();
      expect(page.doc.querySelector('form[action="/shop"] input[name="q"]')).toBeTruthy();
      // Only active slides, the inactive one never.
      expect(page.doc.querySelectorAll(".slider .slide").length).toBe(3);
      expect(page.text).not.toContain("Eski Kampanya");
      expect(page.doc.querySelectorAll(".carousel .product-card").length).toBeGreaterThanOrEqual(4);
      // What a screen reader calls them, in the page's language.
      const roles = (selector: string) =>
        page.doc.querySelectorAll(selector).map((e) => e.getAttribute("aria-roledescription"));
      expect(roles(".slider, .carousel")).toEqual(["karusel", "karusel"]);
      expect(new Set(roles(".slider .slide"))).toEqual(new Set(["slayt"]));
      // Footer legal links and the floating WhatsApp link.
      expect(page.doc.querySelector('footer a[href="/info/mesafeli-satis"]')).toBeTruthy();
      expect(page.doc.querySelector('a[href^="https://wa.me/"]')).toBeTruthy();
    });

    it("is English under /en with hreflang alternates for both languages", async () => {
      const page = await get("/en");
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<html lang="en"/);
      expect(page.text).toContain("Our Products");
      expect(page.text).not.toContain("Ürünlerimiz");
      expect(page.doc.querySelector(".slider")?.getAttribute("aria-roledescription")).toBe(
        "carousel",
      );
      expect(page.doc.querySelector(".slide")?.getAttribute("aria-roledescription")).toBe("slide");
      const alternates = page.doc
        .querySelectorAll('link[rel="alternate"]')
        .map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]);
      expect(alternates).toEqual(
        expect.arrayContaining([
          ["tr", `${server.url}/`],
          ["en", `${server.url}/en`],
        ]),
      );
    });

    it("gives the slider and the carousel pages of their own, and sends /coupon to the cart", async () => {
      const slider = await get("/slider");
      expect(slider.status).toBe(200);
      expect(slider.doc.querySelector("main h1")?.text).toBe("Öne çıkanlar");
      expect(slider.doc.querySelectorAll(".slider .slide").length).toBe(3);
      expect(slider.text).not.toContain("Eski Kampanya");
      const carousel = await get("/en/carousel");
      expect(carousel.status).toBe(200);
      expect(carousel.doc.querySelector("main h1")?.text).toBe("Our picks");
      const home = await get("/en");
      const names = (page: typeof home) =>
        page.doc.querySelectorAll(".carousel .product-card h3").map((h) => h.text);
      expect(names(carousel)).toEqual(names(home));
      expect(names(carousel).length).toBeGreaterThanOrEqual(4);
      for (const [from, to] of [
        ["/coupon", "/cart"],
        ["/en/coupon", "/en/cart"],
      ]) {
        const res = await fetch(server.url + from, { redirect: "manual" });
        expect([res.status, res.headers.get("location")]).toEqual([302, to]);
      }
    });

    it("keeps the page when switching language", async () => {
      const page = await get("/shop?q=kolye");
      const en = page.doc.querySelector('nav[aria-label="Dil"] a[hreflang="en"]');
      expect(en?.getAttribute("href")).toBe("/en/shop?q=kolye");
    });
  });

  it("sends clean UTF-8: no NUL bytes where a Turkish letter meets a stream chunk (react#24985)", async () => {
    for (const path of [
      "/",
      "/shop",
      "/shop?page=2",
      "/en/shop",
      "/blog",
      "/about",
      "/info/kvkk",
    ]) {
      const page = await get(path);
      expect(page.html.includes("\u0000"), path).toBe(false);
      expect(page.html.includes("\ufffd"), path).toBe(false);
    }
  });

  describe("shop", () => {
    it("lists 24 listed products a page, newest SKU first, never inactive or invisible ones", async () => {
      const page = await get("/shop");
      expect(page.status).toBe(200);
      const total = resultCount(page);
      expect(total).toBeGreaterThanOrEqual(40);
      expect(cardNames(page)).toHaveLength(24);
      const all = [...cardNames(page), ...cardNames(await get("/shop?page=2"))];
      expect(all).toHaveLength(total);
      expect(all.join(" ")).not.toMatch(/Gizli/);
      // Sorted by the SKU's number, descending: the product pages show their SKUs in that order.
      const skus: number[] = [];
      for (const href of productLinks(page).slice(0, 3)) {
        const product = await get(href);
        skus.push(Number(product.doc.querySelector(".facts dd")!.text.replace(/\D/g, "")));
      }
      expect([...skus].sort((a, b) => b - a)).toEqual(skus);
    });

    it("paginates without JavaScript and clamps bad page numbers", async () => {
      const first = await get("/shop");
      expect(first.doc.querySelector('a[href="/shop?page=2"]')).toBeTruthy();
      const last = await get("/shop?page=2");
      expect(await get("/shop?page=999").then(cardNames)).toEqual(cardNames(last));
      expect(await get("/shop?page=abc").then(cardNames)).toEqual(cardNames(first));
      expect(await get("/shop?page=-4").then(cardNames)).toEqual(cardNames(first));
    });

    it("filters by every group, with ?cat= and ?teachers=day", async () => {
      const shop = await get("/shop");
      const total = resultCount(shop);
      for (const legend of ["Cinsiyet", "Kategoriler", "Doğal Taşlar", "Malzemeler", "Semboller"]) {
        expect(shop.doc.querySelectorAll("fieldset legend").map((l) => l.text)).toContain(legend);
      }
      const typeCounts: number[] = [];
      for (const type of ["necklace", "bracelet", "earrings", "wristband"]) {
        const n = resultCount(await get(`/shop?types=${type}`));
        expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThan(total);
        typeCounts.push(n);
      }
      // Each product has one type, so the four types cover the listed catalogue.
      expect(typeCounts.reduce((a, b) => a + b)).toBe(total);
      // Within a group the choices add up; ?cat= is the same filter.
      expect(resultCount(await get("/shop?types=necklace&types=bracelet"))).toBe(
        typeCounts[0] + typeCounts[1],
      );
      expect(resultCount(await get("/shop?cat=necklace"))).toBe(typeCounts[0]);
      const checked = await get("/shop?types=necklace");
      expect(
        checked.doc.querySelector('input[name="types"][value="necklace"]')?.hasAttribute("checked"),
      ).toBe(true);
      // Across groups they narrow.
      const necklaceSilver = resultCount(await get("/shop?types=necklace&ingredients=gumus"));
      expect(necklaceSilver).toBeLessThanOrEqual(typeCounts[0]);
      expect(resultCount(await get("/shop?teachers=day"))).toBe(necklaceSilver);
      for (const group of ["categories=kadin", "stones=ametist", "symbols=nazar"]) {
        const n = resultCount(await get(`/shop?${group}`));
        expect(n, group).toBeGreaterThan(0);
        expect(n, group).toBeLessThan(total);
      }
    });

    it("searches SKU, name and details with Turkish case folding, from 4 characters", async () => {
      const total = resultCount(await get("/shop"));
      const kolye = resultCount(await get("/shop?q=kolye"));
      expect(kolye).toBeGreaterThan(0);
      expect(kolye).toBeLessThan(total);
      expect(resultCount(await get("/shop?q=KOLYE"))).toBe(kolye);
      const inci = await get("/shop?q=inci");
      expect(resultCount(inci)).toBeGreaterThan(0);
      expect(resultCount(await get(`/shop?q=${encodeURIComponent("İNCİ")}`))).toBe(
        resultCount(inci),
      );
      expect(resultCount(await get(`/shop?q=${encodeURIComponent("İnci")}`))).toBe(
        resultCount(inci),
      );
      expect(resultCount(await get("/shop?q=arw101"))).toBe(1);
      expect(resultCount(await get("/shop?q=necklace"))).toBeGreaterThan(0);
      // Three characters do not search.
      const short = await get("/shop?q=kol");
      expect(resultCount(short)).toBe(total);
      expect(short.text).toContain("Arama için en az 4 karakter yazın.");
    });

    it("treats search metacharacters as text and survives huge queries", async () => {
      for (const q of [
        "%%%%",
        "____",
        "'; drop table products; --",
        "\\\\\\\\",
        '""""',
        "x".repeat(10_000),
      ]) {
        const page = await get(`/shop?q=${encodeURIComponent(q)}`);
        expect(page.status, q.slice(0, 20)).toBe(200);
        expect(resultCount(page), q.slice(0, 20)).toBe(0);
      }
    });

    it("shows a category page, a brand page, an empty brand and /brands", async () => {
      const kadin = await get("/shop/category/kadin");
      expect(kadin.status).toBe(200);
      expect(resultCount(kadin)).toBe(resultCount(await get("/shop?categories=kadin")));
      const necklace = await get("/shop/category/necklace");
      expect(resultCount(necklace)).toBe(resultCount(await get("/shop?types=necklace")));
      const brands = await get("/brands");
      const brandLinks = brands.doc
        .querySelectorAll('a[href^="/shop/brand/"]')
        .map((a) => a.getAttribute("href")!);
      expect(brandLinks.length).toBeGreaterThanOrEqual(3);
      const brand = await get("/shop/brand/dogal-tas-atolyesi");
      expect(brand.status).toBe(200);
      expect(resultCount(brand)).toBeGreaterThan(0);
      const empty = await get("/shop/brand/yeni-marka");
      expect(empty.status).toBe(200);
      expect(empty.text).toContain("no products found.");
    });

    it("answers unknown catalogue paths with the not-found page in the page's language", async () => {
      for (const [path, text] of [
        ["/shop/category/yok-boyle-bir-sey", "Aradığınız sayfa bulunamadı."],
        ["/shop/brand/yok", "Aradığınız sayfa bulunamadı."],
        ["/shop/nothing/here", "Aradığınız sayfa bulunamadı."],
        ["/product/yok-boyle-urun", "Aradığınız sayfa bulunamadı."],
        ["/en/product/no-such-product", "The page you are looking for was not found."],
        ["/en/whatever/path", "The page you are looking for was not found."],
        ["/404", "Aradığınız sayfa bulunamadı."],
        ["/en/404", "The page you are looking for was not found."],
        ["/xx/shop", "Aradığınız sayfa bulunamadı."],
      ]) {
        const page = await get(path);
        expect(page.status, path).toBe(404);
        expect(page.text, path).toContain(text);
      }
    });
  });

  describe("product", () => {
    it("shows gallery, price, stock-limited quantity, variants, stones, reviews summary", async () => {
      const shop = await get("/shop?q=arw101");
      const [href] = productLinks(shop);
      const page = await get(href);
      expect(page.status).toBe(200);
      expect(page.doc.querySelector(".gallery img")?.getAttribute("width")).toBeTruthy();
      expect(page.doc.querySelector(".product-price")?.text).toMatch(/TL/);
      const qty = page.doc.querySelector('input[name="quantity"]');
      if (qty) expect(Number(qty.getAttribute("max"))).toBeGreaterThan(0);
      expect(page.text).toContain("Değerlendirmeler");
    });

    it("disables a sold-out product and states the stock of others", async () => {
      let soldOut: Page | null = null;
      let inStock: Page | null = null;
      for (const p of [1, 2]) {
        const shop = await get(`/shop?page=${p}`);
        for (const card of shop.doc.querySelectorAll(".product-card")) {
          const href = card.querySelector(".product-card-link")!.getAttribute("href")!;
          if (!soldOut && card.text.includes("Tükendi")) soldOut = await get(href);
          if (!inStock && !card.text.includes("Tükendi")) inStock = await get(href);
        }
      }
      expect(soldOut!.doc.querySelector(".add-to-cart button")?.hasAttribute("disabled")).toBe(
        true,
      );
      expect(inStock!.text).toMatch(/Stokta \d+ Adet Ürün Var\.\.\./);
      const max = Number(inStock!.doc.querySelector('input[name="quantity"]')!.getAttribute("max"));
      expect(inStock!.text).toContain(`Stokta ${max} Adet Ürün Var...`);
    });

    it("strikes the old price through on a discounted product and converts to USD by ceil(TL / rate)", async () => {
      let discounted: string | undefined;
      for (const p of [1, 2]) {
        const shop = await get(`/shop?page=${p}`);
        const card = shop.doc.querySelectorAll(".product-card").find((c) => c.querySelector("del"));
        if (card) {
          discounted = card.querySelector(".product-card-link")!.getAttribute("href");
          break;
        }
      }
      expect(discounted).toBeTruthy();
      const tl = await get(discounted!);
      const oldTl = money(tl.doc.querySelector(".product-price del")!.text);
      const nowTl = money(tl.doc.querySelector(".product-price strong")!.text);
      expect(nowTl).toBeLessThan(oldTl);
      const usd = await get(`${discounted}?currency=usd`);
      const remembered = usd.headers.getSetCookie().find((c) => c.startsWith("currency="));
      expect(remembered).toBeTruthy();
      expect(money(usd.doc.querySelector(".product-price strong")!.text)).toBe(
        Math.ceil(nowTl / 32.5),
      );
      expect(money(usd.doc.querySelector(".product-price del")!.text)).toBe(
        Math.ceil(oldTl / 32.5),
      );
      // The cookie keeps the currency; an unknown value is ignored.
      const again = await get(discounted!, { headers: { cookie: remembered!.split(";")[0]! } });
      expect(again.doc.querySelector(".product-price strong")!.text).toMatch(/^\$/);
      const bogus = await get(`${discounted}?currency=eur`);
      expect(bogus.doc.querySelector(".product-price strong")!.text).toMatch(/TL$/);
    });

    it("shows variants, combination products and the zodiac from the slug", async () => {
      let variants = 0;
      let combinations = 0;
      let zodiac = 0;
      for (const p of [1, 2]) {
        for (const href of productLinks(await get(`/shop?page=${p}`))) {
          const page = await get(href);
          if (page.doc.querySelector(".variants li a")) variants++;
          if (page.doc.querySelector(".combination .product-card")) combinations++;
          if (page.doc.querySelector(".zodiac")) zodiac++;
        }
      }
      expect(variants).toBeGreaterThan(0);
      expect(combinations).toBeGreaterThan(0);
      expect(zodiac).toBeGreaterThan(0);
    });

    it("renders a review summary from 5 to 1 stars on a reviewed product", async () => {
      for (const p of [1, 2]) {
        for (const href of productLinks(await get(`/shop?page=${p}`))) {
          const page = await get(href);
          if (page.doc.querySelector(".review-list li")) {
            const rows = page.doc.querySelectorAll(".rating-summary dt");
            expect(rows.map((r) => r.text.match(/[1-5]/)?.[0])).toEqual(["5", "4", "3", "2", "1"]);
            const counts = page.doc
              .querySelectorAll(".rating-summary dd")
              .map((d) => Number(d.text.trim()));
            expect(counts.reduce((a, b) => a + b)).toBe(
              page.doc.querySelectorAll(".review-list li").length,
            );
            return;
          }
        }
      }
      throw new Error("no reviewed product found");
    });
  });

  describe("content pages", () => {
    it("renders about, story, blog, a blog note and info in both languages", async () => {
      for (const path of ["/about", "/story", "/blog", "/info"]) {
        const tr = await get(path);
        const en = await get(`/en${path}`);
        expect(tr.status, path).toBe(200);
        expect(en.status, path).toBe(200);
        expect(en.html).toMatch(/<html lang="en"/);
      }
      // The silver properties' copy (spec 000 §1), translated.
      const silver = async (path: string) => {
        const section = (await get(path)).doc.querySelector(
          'section[aria-labelledby="silver-properties"]',
        );
        return [section?.querySelector("h2")?.text, section?.querySelectorAll("p").length];
      };
      expect(await silver("/about")).toEqual(["Gümüşün Özellikleri", 4]);
      expect(await silver("/en/about")).toEqual(["The Properties of Silver", 4]);
      const blog = await get("/blog");
      const notes = blog.doc
        .querySelectorAll('a[href^="/blog/note/"]')
        .map((a) => a.getAttribute("href")!);
      expect(new Set(notes).size).toBe(3);
      expect(blog.text).toContain("Tümünü Oku");
      const note = await get(notes[0]);
      expect(note.status).toBe(200);
      expect(note.text).toContain("DİĞER BLOG YAZILARI");
      expect((await get("/blog/note/yok-boyle-yazi")).status).toBe(404);
    });

    it("shows the five legal pages in Turkish", async () => {
      const info = await get("/info");
      const pages = [
        ...new Set(
          info.doc.querySelectorAll('main a[href^="/info/"]').map((a) => a.getAttribute("href")!),
        ),
      ];
      // The four of the spec, and the cookie and storage notice (issue [20] point 5).
      expect(pages).toHaveLength(5);
      for (const path of pages) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(page.doc.querySelector("main h1")?.text.length).toBeGreaterThan(3);
      }
      expect((await get("/info/yok")).status).toBe(404);
    });
  });

  describe("what a new shopper sees", () => {
    const POPUP = "/images/demo/popup.svg";

    /** A browser with a product in its cart, signed in as the demo member when asked. */
    async function shopper(member = false) {
      const browser = new Browser(server.url);
      if (member) {
        const login = await browser.post("/login", {
          email: "member@demo.shop",
          password: "member123!",
        });
        expect(login.status).toBe(302);
      }
      const shop = await browser.get("/shop");
      const product = await browser.get(productLinks(shop)[0]);
      const id = product.doc
        .querySelector('form.add-to-cart input[name="product"]')!
        .getAttribute("value")!;
      expect(
        (await browser.post("/cart", { intent: "add", product: id, quantity: "1" })).status,
      ).toBe(303);
      return browser;
    }

    it("offers the pop-up on browsing pages only: never on the cart, checkout, order or account pages", async () => {
      const guest = await shopper();
      const browsing = ["/", "/en", "/shop", "/en/shop?q=kolye", "/brands", "/blog", "/about"];
      for (const path of browsing) {
        const page = await guest.get(path);
        expect(page.status, path).toBe(200);
        expect(page.html.includes(POPUP), path).toBe(true);
      }
      const away = [
        "/cart",
        "/en/cart",
        "/delivery",
        "/order/failure",
        "/en/order/failure",
        "/order/pre/success/00000000-0000-4000-8000-000000000000",
        "/login",
        "/register",
        "/forgot-password",
      ];
      for (const path of away) {
        const page = await guest.get(path);
        expect(page.status, path).toBeLessThan(500);
        expect(page.html.includes(POPUP), path).toBe(false);
      }
      const member = await shopper(true);
      for (const path of [
        "/payment",
        "/en/payment",
        "/dashboard",
        "/dashboard/orders",
        "/favorites",
      ]) {
        const page = await member.get(path);
        expect(page.status, path).toBe(200);
        expect(page.html.includes(POPUP), path).toBe(false);
      }
    });

    it("keeps the filters behind one closed control above the products", async () => {
      for (const path of [
        "/shop",
        "/en/shop",
        "/shop?q=kolye",
        "/shop/category/necklace",
        "/shop/brand/dogal-tas-atolyesi",
      ]) {
        const page = await get(path);
        const filters = page.doc.querySelector("main details.filters");
        expect(filters, path).toBeTruthy();
        expect(filters!.hasAttribute("open"), path).toBe(false);
        expect(filters!.querySelector("summary")?.text, path).toMatch(/^(Filtreler|Filters)$/);
        expect(filters!.querySelectorAll("fieldset").length, path).toBeGreaterThan(0);
      }
      // With filters chosen the control counts them.
      const chosen = await get("/shop?types=necklace&stones=ametist");
      expect(chosen.doc.querySelector("details.filters summary")?.text).toBe("Filtreler (2)");
    });

    it("shows the shop's phone, e-mail and address on /contact, and the newsletter form once", async () => {
      for (const [path, labels] of [
        ["/contact", ["Telefon", "E-posta", "Adres"]],
        ["/en/contact", ["Phone", "E-mail", "Address"]],
      ] as const) {
        const page = await get(path);
        expect(page.status).toBe(200);
        const details = page.doc.querySelector("main address");
        expect(details, path).toBeTruthy();
        for (const label of labels) expect(details!.text, path).toContain(label);
        expect(details!.querySelector('a[href="tel:+905551112233"]')?.text.trim()).toBe(
          "+90 555 111 22 33",
        );
        expect(details!.querySelector('a[href="mailto:info@demo.shop"]')?.text.trim()).toBe(
          "info@demo.shop",
        );
        expect(details!.text).toContain("Kalcılar Hanı No: 14, Kapalıçarşı, Fatih / İstanbul");
        expect(page.doc.querySelectorAll('form[action$="/newsletter"]').length, path).toBe(1);
        // The contact form's own opt-in stays (spec 000 §2: 'form with newsletter sign-up').
        expect(page.doc.querySelector('form#contact input[name="newsletter"]'), path).toBeTruthy();
      }
    });

    it("shows three pictures on /about, sized and loaded lazily", async () => {
      for (const path of ["/about", "/en/about"]) {
        const page = await get(path);
        const pictures = page.doc.querySelectorAll("main figure img");
        expect(pictures.length, path).toBe(3);
        for (const img of pictures) {
          expect(Number(img.getAttribute("width")), path).toBeGreaterThan(0);
          expect(Number(img.getAttribute("height")), path).toBeGreaterThan(0);
          expect(img.getAttribute("loading"), path).toBe("lazy");
          expect(img.getAttribute("alt")?.length, path).toBeGreaterThan(3);
          const res = await fetch(server.url + img.getAttribute("src"));
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toMatch(/^image\//);
          expect((await res.arrayBuffer()).byteLength).toBeLessThan(8_000);
        }
      }
    });

    it("names the founder in /story's breadcrumb (spec 000 §2)", async () => {
      for (const path of ["/story", "/en/story"]) {
        const page = await get(path);
        expect(page.doc.querySelector('.breadcrumb [aria-current="page"]')?.text, path).toBe(
          "Leyla Aksoy",
        );
      }
    });

    it("lists on /brands only the brands with something to buy; an empty one still has its page", async () => {
      const brands = await get("/brands");
      const links = brands.doc
        .querySelectorAll('main a[href^="/shop/brand/"]')
        .map((a) => a.getAttribute("href"));
      expect(links).toEqual(
        expect.arrayContaining([
          "/shop/brand/dogal-tas-atolyesi",
          "/shop/brand/gumus-isik",
          "/shop/brand/anadolu-taslari",
        ]),
      );
      expect(links).not.toContain("/shop/brand/yeni-marka");
      expect(brands.text).not.toContain("Yeni Marka");
      const empty = await get("/shop/brand/yeni-marka");
      expect(empty.status).toBe(200);
      expect(empty.text).toContain("no products found.");
    });
  });
});
