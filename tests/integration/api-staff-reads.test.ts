import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { blogs, merchants, products, sliders } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { DEMO, signedIn } from "../helpers/demo-visits";
import { getJson } from "../helpers/http";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";

/**
 * Issue [16] 4, "staff read what they may edit": the /api reads answer inactive and hidden records
 * to who may edit them (the admin all; a merchant their own brands and their products) and, to
 * everyone else, what a shopper reads. A client that lists records to change them (the sliders it
 * then reorders) must see them all.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Who = "guest" | "member" | "merchant" | "admin";

/** Each resource kind with the key its lists answer under. */
const RESOURCES: [string, string][] = [
  ["category", "categories"],
  ["type", "types"],
  ["stone", "stones"],
  ["ingredient", "ingredients"],
  ["symbol", "symbols"],
  ["brand", "brands"],
  ["blog", "blogs"],
  ["slider", "slider"],
];
const PRIVATE = "private, no-store";

describe.each(DB_KINDS)("/api reads of hidden records on %s", (kind) => {
  let server: TestServer;
  /** Headers a visitor sends: the admin signs with a Bearer token, the others with a cookie. */
  const as: Record<Who, Record<string, string>> = {
    guest: {},
    member: {},
    merchant: {},
    admin: {},
  };
  /** An inactive record of each kind: made by the admin, or the demo's own (a blog, a slide). */
  const hidden: Record<string, string> = {};
  /** Products: ARW120 (the demo merchant's, not shown), ARW131 (another brand's, off). */
  let ownHidden = "";
  let othersOff = "";
  /** A second merchant's inactive brand and hidden product. */
  let secondsBrand = "";
  let secondsProduct = "";

  const read = (who: Who, path: string) => getJson<Json>(server.url, path, { headers: as[who] });
  const write = (method: string, path: string, json: unknown) =>
    getJson<Json>(server.url, path, {
      method,
      headers: { ...as.admin, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify(json),
    });
  const ids = (items: Json[]) => items.map((i) => i._id as string);

  beforeAll(async () => {
    server = await sharedServer(kind);
    const [admin, merchant, member] = await Promise.all([
      signedIn(server.url, DEMO.admin),
      signedIn(server.url, DEMO.merchant),
      signedIn(server.url, DEMO.member),
    ]);
    as.admin = { authorization: `Bearer ${admin.token}` };
    as.merchant = { cookie: merchant.cookie };
    as.member = { cookie: member.cookie };

    const seeded = await atDatabase(server, async (db) => {
      const skus = await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, ["ARW120", "ARW131"]));
      const [blog] = await db.select().from(blogs).where(eq(blogs.isActive, false));
      const [slider] = await db.select().from(sliders).where(eq(sliders.isActive, false));
      const [second] = await db.insert(merchants).values({ name: "Başka Atölye" }).returning();
      return { skus, blog: blog!.id, slider: slider!.id, second: second!.id };
    });
    server = seeded.server;
    const sku = (s: string) => seeded.value.skus.find((p) => p.sku === s)!.id;
    ownHidden = sku("ARW120");
    othersOff = sku("ARW131");
    hidden.blog = seeded.value.blog;
    hidden.slider = seeded.value.slider;

    // Switched off as they are made; a category needs a product (ARW131, off already).
    for (const [r] of RESOURCES.slice(0, 6)) {
      const entry: Json = { name: `Kapalı ${r}`, name_en: `Off ${r}`, isActive: false };
      if (r === "category" || r === "brand") entry.description = "Henüz kapalı";
      if (r === "category") entry.products = [othersOff];
      const made = await write("POST", `/api/${r}/add`, { [r]: entry });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      hidden[r] = made.body[r]._id;
    }
    const theirs = await write("POST", "/api/brand/add", {
      brand: {
        name: "Başkasının markası",
        description: "Kapalı",
        merchant: seeded.value.second,
        isActive: false,
      },
    });
    expect(theirs.status).toBe(201);
    secondsBrand = theirs.body.brand._id;
    ({ value: secondsProduct, server } = await atDatabase(server, async (db) => {
      const [p] = await db
        .insert(products)
        .values({
          sku: "BSK1",
          name: "Başkasının gizli kolyesi",
          slug: "baskasinin-gizli-kolyesi",
          brandId: secondsBrand,
          quantity: 3,
          isVisible: false,
        })
        .returning({ id: products.id });
      return p!.id;
    }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(RESOURCES)(
    "lists an inactive %s and reads it by id for the admin, for nobody else",
    async (r, key) => {
      const id = hidden[r]!;
      const lists = [`/api/${r}`, `/api/${r}/list`];
      for (const path of lists) {
        const res = await read("admin", path);
        expect(res.status, path).toBe(200);
        expect(ids(res.body[key]), path).toContain(id);
        expect(res.headers.get("cache-control"), path).toBe(PRIVATE);
      }
      const one = await read("admin", `/api/${r}/${id}`);
      expect(one.status).toBe(200);
      expect(one.body[r]).toMatchObject({ _id: id, isActive: false });
      expect(one.headers.get("cache-control")).toBe(PRIVATE);

      // Members read what shoppers read; a merchant the same records, but for brands of their
      // own (this one is no merchant's), a category's products of theirs among its products.
      const guestLists = await Promise.all(lists.map((path) => read("guest", path)));
      for (const who of ["guest", "member", "merchant"] as const) {
        for (const [n, path] of lists.entries()) {
          const res = await read(who, path);
          expect(res.status, `${who} ${path}`).toBe(200);
          expect(ids(res.body[key]), `${who} ${path}`).not.toContain(id);
          if (who === "merchant")
            expect(ids(res.body[key]), path).toEqual(ids(guestLists[n]!.body[key]));
          else expect(res.body, `${who} ${path}`).toEqual(guestLists[n]!.body);
        }
        const missing = await read(who, `/api/${r}/${id}`);
        expect(missing.status, who).toBe(404);
        expect(missing.body).toEqual({ error: expect.any(String) });
      }
      // Public answers stay as they were: nothing marks them private.
      expect(guestLists[0]!.headers.get("cache-control")).toBeNull();
    },
  );

  it("lets the merchant read their own inactive brand and hidden product, never another's", async () => {
    const profile = await read("merchant", "/api/user/me");
    const own = await write("POST", "/api/brand/add", {
      brand: {
        name: "Kapalı atölye markası",
        description: "Kapalı",
        merchant: profile.body.user.merchant,
        isActive: false,
      },
    });
    expect(own.status).toBe(201);
    const ownBrand = own.body.brand._id as string;

    for (const path of ["/api/brand", "/api/brand/list"]) {
      const listed = ids((await read("merchant", path)).body.brands);
      expect(listed, path).toContain(ownBrand);
      expect(listed, path).not.toContain(secondsBrand);
      expect(listed, path).not.toContain(hidden.brand);
    }
    const mine = await read("merchant", `/api/brand/${ownBrand}`);
    expect(mine.status).toBe(200);
    expect(mine.body.brand).toMatchObject({ _id: ownBrand, isActive: false });
    expect(mine.headers.get("cache-control")).toBe(PRIVATE);
    // Another merchant's is answered as to a guest: as if it were not there.
    for (const who of ["merchant", "guest", "member"] as const)
      expect((await read(who, `/api/brand/${secondsBrand}`)).status, who).toBe(404);
    expect((await read("guest", `/api/brand/${ownBrand}`)).status).toBe(404);
    expect((await read("admin", `/api/brand/${secondsBrand}`)).status).toBe(200);

    const product = await read("merchant", `/api/product/${ownHidden}`);
    expect(product.status).toBe(200);
    expect(product.body.product).toMatchObject({ _id: ownHidden, sku: "ARW120", isVisible: false });
    expect(product.headers.get("cache-control")).toBe(PRIVATE);
    for (const id of [secondsProduct, othersOff])
      expect((await read("merchant", `/api/product/${id}`)).status, id).toBe(404);
    for (const who of ["guest", "member"] as const)
      for (const id of [ownHidden, secondsProduct, othersOff])
        expect((await read(who, `/api/product/${id}`)).status, `${who} ${id}`).toBe(404);
    for (const id of [ownHidden, secondsProduct, othersOff]) {
      const res = await read("admin", `/api/product/${id}`);
      expect(res.status, id).toBe(200);
      expect(res.body.product._id).toBe(id);
    }
  });

  it("reads a hidden product and an off post by their addresses to who may edit them", async () => {
    const slugOf = async (id: string) =>
      (await read("admin", `/api/product/${id}`)).body.product.slug as string;
    const own = await read("merchant", `/api/product/item/${await slugOf(ownHidden)}`);
    expect(own.status).toBe(200);
    expect(own.body.product).toMatchObject({ _id: ownHidden, isVisible: false });
    expect(own.headers.get("cache-control")).toBe(PRIVATE);
    const others = `/api/product/item/${await slugOf(othersOff)}`;
    expect((await read("merchant", others)).status).toBe(404);
    expect((await read("admin", others)).status).toBe(200);
    for (const who of ["guest", "member"] as const)
      expect((await read(who, `/api/product/item/${await slugOf(ownHidden)}`)).status, who).toBe(
        404,
      );

    const post = (await read("admin", `/api/blog/${hidden.blog}`)).body.blog as Json;
    const view = `/api/blog/view/${post.slug as string}`;
    const shown = await read("admin", view);
    expect(shown.status).toBe(200);
    expect(shown.body.blog).toMatchObject({ _id: hidden.blog, isActive: false });
    for (const who of ["guest", "member", "merchant"] as const)
      expect((await read(who, view)).status, who).toBe(404);
  });

  it("still answers a shopper whose session has ended, as a guest", async () => {
    // A member's session, ended by signing out elsewhere; the browser still sends its cookie.
    const gone = await signedIn(server.url, DEMO.member);
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { cookie: gone.cookie, origin: server.url },
    });
    expect(out.status).toBeLessThan(400);
    const ended = { cookie: gone.cookie };
    for (const path of ["/api/category", "/api/brand/list", "/api/product/lista", "/api/blog"]) {
      const guest = await read("guest", path);
      const stale = await getJson<Json>(server.url, path, { headers: ended });
      expect(stale.status, path).toBe(200);
      expect(stale.body, path).toEqual(guest.body);
    }
  });

  it("lists hidden products in /api/product/lista to who may edit them", async () => {
    const lista = async (who: Who) => {
      const res = await read(who, "/api/product/lista?limit=100");
      expect(res.status, who).toBe(200);
      return res;
    };
    const guest = await lista("guest");
    expect(guest.body.count).toBe(41);
    expect(guest.headers.get("cache-control")).toBeNull();
    expect((await lista("member")).body).toEqual(guest.body);

    const merchant = await lista("merchant");
    expect(merchant.headers.get("cache-control")).toBe(PRIVATE);
    expect(merchant.body.count).toBe(42);
    expect(ids(merchant.body.products)).toEqual(
      expect.arrayContaining([...ids(guest.body.products), ownHidden]),
    );
    expect(merchant.body.products.find((p: Json) => p._id === ownHidden)).toMatchObject({
      isVisible: false,
    });

    const admin = await lista("admin");
    expect(ids(admin.body.products)).toEqual(
      expect.arrayContaining([ownHidden, othersOff, secondsProduct]),
    );
    expect(admin.body.count).toBe(41 + 4);
  });

  it("lets the admin list every slide, one off, and reorder them all", async () => {
    const list = await read("admin", "/api/slider/list");
    const all = ids(list.body.slider);
    expect(all).toContain(hidden.slider);
    expect(all).toHaveLength(4);
    const reversed = [...all].reverse();
    const done = await write("PUT", "/api/slider/reorder", { order: reversed.join(",") });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(ids((await read("admin", "/api/slider/list")).body.slider)).toEqual(reversed);
    expect(ids((await read("guest", "/api/slider/list")).body.slider)).toEqual(
      reversed.filter((id) => id !== hidden.slider),
    );
  });
});
