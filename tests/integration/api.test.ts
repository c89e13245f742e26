import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import { getJson } from "../helpers/http";

type Json = Record<string, unknown>;
interface Card {
  _id: string;
  sku: string;
  slug: string;
  name: string;
  name_en: string;
  price: number;
  discountPrice: number | null;
  quantity: number;
  inventory: number;
  imageUrl: string | null;
}
interface Page {
  products: Card[];
  totalPages: number;
  currentPage: number;
  count: number;
}
interface Item {
  _id: string;
  name: string;
  slug: string;
  isActive?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING = "00000000-0000-4000-8000-000000000000";
const skuNumber = (sku: string) => Number(sku.replace(/\D/g, ""));

describe.each(DB_KINDS)("/api catalogue reads on %s", (kind) => {
  let server: TestServer;
  const api = <T = Json>(path: string, init?: RequestInit) => getJson<T>(server.url, path, init);

  /** Every listed product, read through the paged list. */
  async function allListed(): Promise<Card[]> {
    const first = await api<Page>("/api/product/list?limit=100");
    const rest = [];
    for (let p = 2; p <= first.body.totalPages; p++)
      rest.push(...(await api<Page>(`/api/product/list?limit=100&page=${p}`)).body.products);
    return [...first.body.products, ...rest];
  }

  async function filterItems(group: string): Promise<Item[]> {
    const { body } = await api<Record<string, Item[]>>("/api/product/filters");
    return body[group];
  }

  function expectNotFound(res: { status: number; body: Json }, path: string) {
    expect(res.status, path).toBe(404);
    expect(typeof res.body.error, path).toBe("string");
  }

  function expectBadRequest(res: { status: number; body: Json }, path: string) {
    expect(res.status, path).toBe(400);
    expect(typeof res.body.error, path).toBe("string");
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("product lists", () => {
    it("GET /api/product answers { products, totalPages, currentPage, count } of listed products only", async () => {
      const res = await api<Page>("/api/product");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(Object.keys(res.body).sort()).toEqual([
        "count",
        "currentPage",
        "products",
        "totalPages",
      ]);
      // ARW101..ARW144, less the two inactive and the one invisible product.
      expect(res.body.count).toBe(41);
      expect(res.body.products).toHaveLength(41);
      expect(res.body.currentPage).toBe(1);
      expect(res.body.totalPages).toBe(1);
      for (const p of res.body.products) {
        expect(p._id).toMatch(UUID);
        expect(p.sku).toMatch(/^ARW\d+$/);
        expect(p.name).not.toMatch(/Gizli/);
        expect(typeof p.name_en).toBe("string");
        expect(typeof p.price).toBe("number");
        expect(p.inventory).toBe(p.quantity);
        expect(Number.isInteger(p.inventory)).toBe(true);
        expect("imageUrl" in p).toBe(true);
      }
      const numbers = res.body.products.map((p) => skuNumber(p.sku));
      expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
      expect(numbers[0]).toBeLessThanOrEqual(144);
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(101);
    });

    it("GET /api/product/list pages 24 at a time, honours limit and clamps bad pages", async () => {
      const first = await api<Page>("/api/product/list");
      expect(first.status).toBe(200);
      expect(first.body.products).toHaveLength(24);
      expect(first.body.count).toBe(41);
      expect(first.body.totalPages).toBe(2);
      const second = await api<Page>("/api/product/list?page=2");
      expect(second.body.currentPage).toBe(2);
      expect(second.body.products).toHaveLength(17);
      const ids = new Set([...first.body.products, ...second.body.products].map((p) => p._id));
      expect(ids.size).toBe(41);
      expect((await api<Page>("/api/product/list?page=999")).body.products).toEqual(
        second.body.products,
      );
      for (const bad of ["page=abc", "page=-3", "page=1.5"]) {
        expect((await api<Page>(`/api/product/list?${bad}`)).body.products, bad).toEqual(
          first.body.products,
        );
      }
      const five = await api<Page>("/api/product/list?limit=5");
      expect(five.body.products).toHaveLength(5);
      expect(five.body.totalPages).toBe(9);
      expect(five.body.products).toEqual(first.body.products.slice(0, 5));
      expect((await api<Page>("/api/product/list?limit=1000")).body.products).toHaveLength(41);
      expect((await api<Page>("/api/product/list?limit=zero")).body.products).toHaveLength(24);
    });

    it("searches with q or name, Turkish case folding, from 4 characters", async () => {
      const kolye = (await api<Page>("/api/product/list?q=kolye")).body;
      expect(kolye.count).toBeGreaterThan(0);
      expect(kolye.count).toBeLessThan(41);
      expect((await api<Page>("/api/product/list?name=KOLYE")).body.count).toBe(kolye.count);
      const inci = (await api<Page>("/api/product/list?q=inci")).body.count;
      expect(inci).toBeGreaterThan(0);
      expect(
        (await api<Page>(`/api/product/list?q=${encodeURIComponent("İNCİ")}`)).body.count,
      ).toBe(inci);
      const one = (await api<Page>("/api/product/list?q=arw101")).body;
      expect(one.count).toBe(1);
      expect(one.products[0].sku).toBe("ARW101");
      expect((await api<Page>("/api/product/list?q=kol")).body.count).toBe(41);
      expect((await api<Page>("/api/product/list?q=gizli")).body.count).toBe(0);
      for (const q of ["%%%%", "____", "'; drop table products; --", "x".repeat(5000)]) {
        const res = await api<Page>(`/api/product/list?q=${encodeURIComponent(q)}`);
        expect(res.status, q.slice(0, 10)).toBe(200);
        expect(res.body.count, q.slice(0, 10)).toBe(0);
      }
    });

    it("filters by every group with slugs or ids, repeated or comma-joined, on /list and /filter", async () => {
      const counts: Record<string, number> = {};
      for (const type of ["necklace", "bracelet", "earrings", "wristband"]) {
        counts[type] = (await api<Page>(`/api/product/filter?types=${type}`)).body.count;
        expect(counts[type], type).toBeGreaterThan(0);
        expect((await api<Page>(`/api/product/list?types=${type}`)).body.count, type).toBe(
          counts[type],
        );
      }
      expect(Object.values(counts).reduce((a, b) => a + b)).toBe(41);
      expect(
        (await api<Page>("/api/product/filter?types=necklace&types=bracelet")).body.count,
      ).toBe(counts.necklace + counts.bracelet);
      expect((await api<Page>("/api/product/filter?types=necklace,bracelet")).body.count).toBe(
        counts.necklace + counts.bracelet,
      );
      expect((await api<Page>("/api/product/filter?cat=necklace")).body.count).toBe(
        counts.necklace,
      );
      const necklace = (await filterItems("types")).find((t) => t.slug === "necklace")!;
      expect((await api<Page>(`/api/product/filter?types=${necklace._id}`)).body.count).toBe(
        counts.necklace,
      );
      expect((await api<Page>(`/api/product/filter?types=${MISSING}`)).body.count).toBe(0);
      const silverNecklaces = (
        await api<Page>("/api/product/filter?types=necklace&ingredients=gumus")
      ).body.count;
      expect(silverNecklaces).toBeLessThanOrEqual(counts.necklace);
      expect((await api<Page>("/api/product/filter?teachers=day")).body.count).toBe(
        silverNecklaces,
      );
      for (const group of [
        "categories=kadin",
        "stones=ametist",
        "symbols=nazar",
        "brand=dogal-tas-atolyesi",
      ]) {
        const n = (await api<Page>(`/api/product/filter?${group}`)).body.count;
        expect(n, group).toBeGreaterThan(0);
        expect(n, group).toBeLessThan(41);
      }
      expect((await api<Page>("/api/product/filter?brand=yeni-marka")).body.count).toBe(0);
      // Malformed values are dropped as the shop page drops them: never an error.
      const odd = await api<Page>("/api/product/filter?types=%27%3Bdrop&stones=&page=-1&limit=-5");
      expect(odd.status).toBe(200);
      expect(odd.body.count).toBe(41);
      expect(odd.body.currentPage).toBe(1);
    });

    it("GET /api/product/filters answers the five groups of { _id, name, slug }", async () => {
      const res = await api<Record<string, Item[]>>("/api/product/filters");
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        "categories",
        "ingredients",
        "stones",
        "symbols",
        "types",
      ]);
      for (const [group, items] of Object.entries(res.body)) {
        expect(items.length, group).toBeGreaterThan(0);
        for (const item of items) {
          expect(item._id).toMatch(UUID);
          expect(typeof item.name).toBe("string");
          expect(typeof item.slug).toBe("string");
        }
      }
      expect(res.body.types.map((t) => t.slug)).toEqual(
        expect.arrayContaining(["necklace", "bracelet", "earrings", "wristband"]),
      );
      expect(res.body.categories.map((t) => t.slug)).toContain("kadin");
    });

    it("GET /api/product/microList, /lista and /fast answer { products } of listed products", async () => {
      const all = await allListed();
      const micro = await api<{ products: Json[] }>("/api/product/microList");
      expect(micro.status).toBe(200);
      expect(micro.body.products).toHaveLength(20);
      expect(Object.keys(micro.body.products[0]).sort()).toEqual([
        "_id",
        "imageUrl",
        "name",
        "name_en",
        "sku",
        "slug",
      ]);
      expect(micro.body.products.map((p) => p._id)).toEqual(all.slice(0, 20).map((p) => p._id));
      expect(
        (await api<{ products: Json[] }>("/api/product/microList?limit=100")).body.products,
      ).toHaveLength(41);
      const found = (await api<{ products: Json[] }>("/api/product/microList?name=arw102")).body
        .products;
      expect(found.map((p) => p.sku)).toEqual(["ARW102"]);
      expect(
        (await api<{ products: Json[] }>("/api/product/microList?q=gizli")).body.products,
      ).toEqual([]);

      const lista = await api<Page & { products: (Card & Json)[] }>("/api/product/lista");
      expect(lista.status).toBe(200);
      expect(lista.body.count).toBe(41);
      expect(lista.body.products.map((p) => p._id)).toEqual(all.map((p) => p._id));
      for (const p of lista.body.products) {
        expect(typeof p.description).toBe("string");
        expect(p.isActive).toBe(true);
        expect(p.isVisible).toBe(true);
        expect(p.inventory).toBe(p.quantity);
      }

      const fast = await api<{ products: Card[] }>("/api/product/fast");
      expect(fast.status).toBe(200);
      expect(fast.body.products.map((p) => p._id)).toEqual(all.slice(0, 8).map((p) => p._id));
      expect(
        (await api<{ products: Card[] }>("/api/product/fast?limit=3")).body.products,
      ).toHaveLength(3);
    });

    it("GET /api/product/list/select and /allSelects answer the form's options", async () => {
      const all = await allListed();
      const select = await api<{ products: { _id: string; name: string; sku: string }[] }>(
        "/api/product/list/select",
      );
      expect(select.status).toBe(200);
      expect(select.body.products.map((p) => p._id).sort()).toEqual(all.map((p) => p._id).sort());
      expect(Object.keys(select.body.products[0]).sort()).toEqual(["_id", "name", "sku"]);
      expect(select.body.products.some((p) => /Gizli/.test(p.name))).toBe(false);

      const res = await api<Record<string, Item[]>>("/api/product/allSelects");
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(
        ["brands", "categories", "ingredients", "products", "stones", "symbols", "types"].sort(),
      );
      expect(res.body.products).toHaveLength(41);
      expect(res.body.types.length).toBeGreaterThanOrEqual(4);
      expect(res.body.brands.length).toBeGreaterThanOrEqual(4);
      for (const [key, items] of Object.entries(res.body)) {
        expect(items.length, key).toBeGreaterThan(0);
        for (const item of items) {
          expect(item._id, key).toMatch(UUID);
          expect(typeof item.name, key).toBe("string");
        }
      }
    });
  });

  describe("one product", () => {
    it("GET /api/product/{id} answers { product } with its relations populated", async () => {
      const [card] = (await api<Page>("/api/product/list?q=arw101")).body.products;
      const res = await api<{ product: Json & Card }>(`/api/product/${card._id}`);
      expect(res.status).toBe(200);
      const p = res.body.product;
      expect(p._id).toBe(card._id);
      expect(p.sku).toBe("ARW101");
      expect(p.inventory).toBe(p.quantity);
      for (const key of [
        "name_en",
        "description",
        "description_en",
        "story_en",
        "details_en",
        "ingredients_en",
        "keys",
        "pcollection",
      ]) {
        expect(key in p, key).toBe(true);
      }
      expect(p.isActive).toBe(true);
      expect(p.isVisible).toBe(true);
      expect(Array.isArray(p.images)).toBe(true);
      expect(Array.isArray(p.stone)).toBe(true);
      expect((p.brand as Item)._id).toMatch(UUID);
      expect((p.type as Item).slug).toMatch(/^(necklace|bracelet|earrings|wristband)$/);
      expect(new Date(p.created as string).toISOString()).toBe(p.created);
    });

    it("answers 404 JSON for an unknown id and 400 JSON for a malformed one", async () => {
      expectNotFound(await api(`/api/product/${MISSING}`), "missing product");
      for (const bad of ["not-an-id", "123", "%27%20or%201%3D1", `${MISSING}x`]) {
        expectBadRequest(await api(`/api/product/${bad}`), bad);
      }
    });

    it("GET /api/product/item/{slug} answers the product with its combination products, listed ones only", async () => {
      const all = await allListed();
      const listed = new Set(all.map((p) => p._id));
      let combos = 0;
      let children = 0;
      for (const card of all) {
        const res = await api<{ product: Json & { combination: Card[]; children: Item[] } }>(
          `/api/product/item/${card.slug}`,
        );
        expect(res.status, card.slug).toBe(200);
        expect(res.body.product._id).toBe(card._id);
        expect(res.body.product.price).toBe(card.price);
        for (const c of res.body.product.combination) {
          expect(listed.has(c._id), c.slug).toBe(true);
          expect(c.name).not.toMatch(/Gizli/);
          combos++;
        }
        for (const c of res.body.product.children) {
          expect(listed.has(c._id), c.slug).toBe(true);
          children++;
        }
      }
      expect(combos).toBeGreaterThan(0);
      expect(children).toBeGreaterThan(0);
      expectNotFound(await api("/api/product/item/yok-boyle-urun"), "unknown slug");
      expectNotFound(await api(`/api/product/item/${"a".repeat(300)}`), "long slug");
    });
  });

  describe("product lists of a brand and a category", () => {
    it("GET /api/product/list/brand/{id} answers { products, brand }, empty for a brand without products", async () => {
      const { body } = await api<{ brands: Item[] }>("/api/brand/list");
      const bySlug = new Map(body.brands.map((b) => [b.slug, b]));
      let sum = 0;
      for (const slug of ["dogal-tas-atolyesi", "gumus-isik", "anadolu-taslari"]) {
        const res = await api<Page & { brand: Item }>(
          `/api/product/list/brand/${bySlug.get(slug)!._id}?limit=100`,
        );
        expect(res.status, slug).toBe(200);
        expect(res.body.brand.slug).toBe(slug);
        expect(res.body.count, slug).toBeGreaterThan(0);
        expect(res.body.count).toBe(
          (await api<Page>(`/api/product/list?brand=${slug}`)).body.count,
        );
        expect(res.body.products.some((p) => /Gizli/.test(p.name))).toBe(false);
        sum += res.body.count;
      }
      expect(sum).toBeLessThanOrEqual(41);
      const empty = await api<Page>(`/api/product/list/brand/${bySlug.get("yeni-marka")!._id}`);
      expect(empty.status).toBe(200);
      expect(empty.body.products).toEqual([]);
      expect(empty.body.count).toBe(0);
      expectNotFound(await api(`/api/product/list/brand/${MISSING}`), "missing brand");
      expectBadRequest(await api("/api/product/list/brand/dogal-tas-atolyesi"), "slug as id");
    });

    it("GET /api/product/cat/{id} answers the products of a category or a type", async () => {
      const necklace = (await filterItems("types")).find((t) => t.slug === "necklace")!;
      const byType = await api<Page & { category: Item }>(`/api/product/cat/${necklace._id}`);
      expect(byType.status).toBe(200);
      expect(byType.body.category.slug).toBe("necklace");
      expect(byType.body.count).toBe(
        (await api<Page>("/api/product/list?types=necklace")).body.count,
      );
      const kadin = (await filterItems("categories")).find((c) => c.slug === "kadin")!;
      const byCategory = await api<Page>(`/api/product/cat/${kadin._id}`);
      expect(byCategory.status).toBe(200);
      expect(byCategory.body.count).toBeGreaterThan(0);
      expect(byCategory.body.count).toBe(
        (await api<Page>("/api/product/list?categories=kadin")).body.count,
      );
      expectNotFound(await api(`/api/product/cat/${MISSING}`), "missing category");
      expectBadRequest(await api("/api/product/cat/necklace"), "slug as id");
    });
  });

  describe("generic resources", () => {
    const resources: [string, string][] = [
      ["category", "categories"],
      ["type", "types"],
      ["stone", "stones"],
      ["ingredient", "ingredients"],
      ["symbol", "symbols"],
      ["brand", "brands"],
      ["blog", "blogs"],
      ["slider", "slider"],
    ];

    it.each(resources)("GET /api/%s, /list and /{id} answer active records", async (r, key) => {
      const list = await api<Record<string, Item[]>>(`/api/${r}`);
      expect(list.status).toBe(200);
      const items = list.body[key];
      expect(items.length).toBeGreaterThan(0);
      expect((await api<Record<string, Item[]>>(`/api/${r}/list`)).body[key]).toEqual(items);
      for (const item of items) {
        expect(item._id).toMatch(UUID);
        expect(item.isActive).toBe(true);
      }
      const one = await api<Record<string, Item>>(`/api/${r}/${items[0]._id}`);
      expect(one.status).toBe(200);
      expect(one.body[r]).toEqual(items[0]);
      expectNotFound(await api(`/api/${r}/${MISSING}`), `${r} missing`);
      expectBadRequest(await api(`/api/${r}/nope`), `${r} malformed`);
    });

    it("lists the seeded catalogue, content and brands, never the inactive ones", async () => {
      const types = (await api<{ types: Item[] }>("/api/type")).body.types.map((t) => t.slug);
      expect(types).toEqual(
        expect.arrayContaining(["necklace", "bracelet", "earrings", "wristband"]),
      );
      const brands = (await api<{ brands: Item[] }>("/api/brand/list")).body.brands.map(
        (b) => b.slug,
      );
      expect(brands).toEqual(
        expect.arrayContaining([
          "dogal-tas-atolyesi",
          "gumus-isik",
          "anadolu-taslari",
          "yeni-marka",
        ]),
      );
      const blogs = await api<{ blogs: (Item & { title: string; preview: string })[] }>(
        "/api/blog/list",
      );
      expect(blogs.body.blogs).toHaveLength(3);
      for (const b of blogs.body.blogs) expect(b.preview.length).toBeGreaterThan(0);
      const sliders = await api<{
        slider: (Item & { firstImage: string; order: number })[];
        sliders: Item[];
      }>("/api/slider/list");
      expect(sliders.body.slider).toHaveLength(3);
      expect(sliders.body.sliders).toEqual(sliders.body.slider);
      const orders = sliders.body.slider.map((s) => s.order);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders);
      for (const s of sliders.body.slider) expect(typeof s.firstImage).toBe("string");
    });

    it("GET /api/brand/list/select answers brand options", async () => {
      const res = await api<{ brands: Item[] }>("/api/brand/list/select");
      expect(res.status).toBe(200);
      expect(res.body.brands.length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(res.body.brands[0]).sort()).toEqual(["_id", "name"]);
    });

    it("GET /api/blog/view/{slug} answers the post and the other posts", async () => {
      const { body } = await api<{ blogs: (Item & { title: string })[] }>("/api/blog");
      const res = await api<{ blog: Item & { body: string; title: string }; otherBlogs: Item[] }>(
        `/api/blog/view/${body.blogs[0].slug}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.blog._id).toBe(body.blogs[0]._id);
      expect(res.body.blog.title).toBe(body.blogs[0].title);
      expect(res.body.blog.body.length).toBeGreaterThan(0);
      expect(res.body.otherBlogs.map((b) => b._id).sort()).toEqual(
        body.blogs
          .slice(1)
          .map((b) => b._id)
          .sort(),
      );
      expectNotFound(await api("/api/blog/view/yok-boyle-yazi"), "missing blog");
    });
  });

  describe("content", () => {
    it("GET /api/carousel answers { carousel } of active entries with listed products, in order", async () => {
      const res = await api<{
        carousel: { _id: string; order: number; isActive: boolean; product: Card }[];
      }>("/api/carousel");
      expect(res.status).toBe(200);
      expect(res.body.carousel.length).toBeGreaterThanOrEqual(4);
      const listed = new Set((await allListed()).map((p) => p._id));
      for (const entry of res.body.carousel) {
        expect(entry._id).toMatch(UUID);
        expect(entry.isActive).toBe(true);
        expect(listed.has(entry.product._id)).toBe(true);
        expect(typeof entry.product.name).toBe("string");
        expect("imageUrl" in entry.product).toBe(true);
      }
      const orders = res.body.carousel.map((e) => e.order);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    });

    it("GET /api/popUp answers { success, popUp }", async () => {
      const res = await api<{
        success: boolean;
        popUp: { status: boolean; src: string; url: string };
      }>("/api/popUp");
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.popUp.status).toBe(true);
      expect(typeof res.body.popUp.src).toBe("string");
      expect("url" in res.body.popUp).toBe(true);
    });

    it("GET /api/settings answers { settings } with the exchange rate as a number", async () => {
      const res = await api<{ settings: Json }>("/api/settings");
      expect(res.status).toBe(200);
      expect(res.body.settings.exchange_rate).toBe(32.5);
      for (const key of [
        "store_name",
        "phone_number",
        "email_address",
        "store_address",
        "homepage_about_text",
      ]) {
        expect(typeof res.body.settings[key], key).toBe("string");
      }
      expect((res.body.settings.store_name as string).length).toBeGreaterThan(0);
    });
  });

  describe("unknown paths and methods", () => {
    it("answers unknown /api paths with 404 JSON for every method", async () => {
      for (const [method, path] of [
        ["GET", "/api/nothing"],
        ["GET", "/api/nothing/list"],
        ["GET", `/api/nothing/${MISSING}`],
        ["GET", "/api/product/foo/bar"],
        ["GET", "/api/a/b/c/d"],
        ["POST", "/api/whatever"],
        ["PUT", "/api/product/x/y/z"],
        ["DELETE", "/api/no/such/thing"],
      ]) {
        const res = await api(path, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get("content-type"), path).toMatch(/application\/json/);
        expect(res.body, `${method} ${path}`).toEqual({ error: "Not found." });
      }
    });

    it("answers a method a route does not take with 405 and Allow naming the ones it does", async () => {
      for (const [method, path, allow] of [
        ["GET", "/api/auth/login", "POST"],
        ["PATCH", "/api/cart/add", "POST"],
        ["GET", `/api/cart/coupon/${MISSING}`, "POST, DELETE"],
        ["GET", `/api/order/cancel/${MISSING}`, "DELETE"],
        ["DELETE", `/api/order/cancel/item/${MISSING}`, "PUT"],
        ["PUT", "/api/order/success", "GET, HEAD, POST"],
        ["POST", "/api/settings", "GET, HEAD, PUT"],
        ["DELETE", "/api/brand/list", "GET, HEAD"],
      ]) {
        const res = await api(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
        expect(res.body, `${method} ${path}`).toEqual({ error: "Method not allowed." });
      }
    });

    it("answers OPTIONS with the Allow of the route and runs nothing", async () => {
      for (const [path, allow] of [
        ["/api/auth/login", "POST"],
        ["/api/settings", "GET, HEAD, PUT"],
        [`/api/cart/coupon/${MISSING}`, "POST, DELETE"],
      ]) {
        const res = await fetch(server.url + path, { method: "OPTIONS" });
        expect(res.status, `OPTIONS ${path}`).toBe(204);
        expect(res.headers.get("allow"), `OPTIONS ${path}`).toBe(allow);
        expect(await res.text(), `OPTIONS ${path}`).toBe("");
      }
    });

    it("answers writes to these read-only paths with 405 JSON", async () => {
      for (const path of ["/api/product/list", "/api/settings", "/api/category/list"]) {
        const res = await api(path, { method: "POST" });
        expect(res.status, path).toBe(405);
        expect(typeof res.body.error, path).toBe("string");
      }
    });
  });
});
