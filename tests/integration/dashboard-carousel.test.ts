import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import type { Page } from "../helpers/http";
import { Browser } from "../helpers/browser";

/**
 * The carousel's dashboard without JavaScript, its /api calls and its search, with the home
 * page's carousel following every change at once: search, add, up/down, remove; a product the
 * shop does not show is marked; who may.
 */

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;

/** The home carousel's product names, in order. */
const homeCarousel = (page: Page) =>
  page.doc.querySelectorAll(".carousel .carousel-track li h3").map((h) => h.text.trim());

/** The dashboard's carousel entries: name, entry id, text and the forms of its buttons. */
const entries = (page: Page) =>
  page.doc.querySelectorAll(".carousel-list > li").map((li) => ({
    name: li.querySelector(".carousel-name strong")!.text.trim(),
    id: li.getAttribute("data-id")!,
    text: li.text.replace(/\s+/g, " ").trim(),
    button: (intent: string) => {
      const input = li.querySelector(`input[name="intent"][value="${intent}"]`)!;
      return input.closest("form")!;
    },
  }));

/** The search's matches: name, sku, and the add form when it is offered. */
const matches = (page: Page) =>
  page.doc.querySelectorAll(".carousel-matches > li").map((li) => ({
    name: li.querySelector(".carousel-name strong")!.text.trim(),
    sku: li.querySelector(".carousel-name small")!.text.trim(),
    add: li.querySelector("form"),
    text: li.text.replace(/\s+/g, " ").trim(),
  }));

describe.each(DB_KINDS)("the carousel dashboard on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let member: Browser;

  async function signIn(email: string, password: string) {
    return new Browser(server.url).signIn(email, password);
  }

  async function api(method: string, path: string, body?: unknown, as: Browser | null = admin) {
    const res = await fetch(server.url + path, {
      method,
      headers: {
        ...(as ? { cookie: as.cookie } : {}),
        origin: server.url,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await signIn("admin@demo.shop", "admin123!");
    merchant = await signIn("merchant@demo.shop", "merchant123!");
    member = await signIn("member@demo.shop", "member123!");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is the admin's alone: guests sign in, members and merchants are refused", async () => {
    const guest = new Browser(server.url);
    for (const path of [
      "/dashboard/carousel",
      "/en/dashboard/carousel",
      "/dashboard/carousel/search?q=a",
    ]) {
      const res = await guest.get(path);
      expect(res.status).toBe(302);
      expect(res.location).toMatch(/\/login\?redirectTo=/);
      expect((await member.get(path)).status).toBe(403);
      expect((await merchant.get(path)).status).toBe(403);
    }
    expect(
      (await merchant.post("/dashboard/carousel?index", { intent: "add", product: "x" })).status,
    ).toBe(403);
    expect((await api("POST", "/api/carousel/add", { product: "x" }, member)).status).toBe(403);
    expect((await api("PUT", "/api/carousel/order", { order: "" }, merchant)).status).toBe(403);
    expect((await api("DELETE", "/api/carousel/remove/x", undefined, null)).status).toBe(401);
  });

  it("searches, adds, moves and removes products without JavaScript, the home page following", async () => {
    const page = await admin.get("/dashboard/carousel");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("main h1")!.text.trim()).toBe("Carousel");
    expect(page.text).toContain("Karuselde gösterilecek ürünleri seçiniz");
    expect(page.doc.querySelector("#carousel-pick")?.text).toBe("Ürün seçiniz");
    expect(page.doc.querySelector("#carousel-q")!.getAttribute("placeholder")).toBe("Ürün ara");
    const start = entries(page);
    expect(start.length).toBeGreaterThan(1);
    expect(homeCarousel(await admin.get("/"))).toEqual(start.map((e) => e.name));

    // The search form is a GET: its matches, with those already in the carousel marked.
    const found = await admin.get("/dashboard/carousel?q=kolye");
    const list = matches(found);
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) expect(m.name.toLocaleLowerCase("tr")).toContain("kolye");
    const inCarousel = list.filter((m) => start.some((e) => e.name === m.name));
    for (const m of inCarousel) {
      expect(m.add).toBeNull();
      expect(m.text).toContain("Karuselde");
    }
    const pick = list.find((m) => m.add)!;
    expect(pick, "a necklace not in the carousel").toBeTruthy();
    const added = await admin.submit(pick.add!);
    expect(added.status).toBe(303);
    expect(added.location).toBe("/dashboard/carousel?q=kolye");
    const afterAdd = await admin.follow(added);
    expect(toastOf(afterAdd)).toBe("Ürün karusele eklendi.");
    expect(entries(afterAdd).at(-1)!.name).toBe(pick.name);
    expect(matches(afterAdd).find((m) => m.name === pick.name)!.add).toBeNull();
    expect(homeCarousel(await admin.get("/")).at(-1)).toBe(pick.name);

    // Adding it again (an old page's button) says so.
    const again = await admin.follow(await admin.submit(pick.add!));
    expect(toastOf(again)).toBe("Bu ürün zaten karuselde.");
    expect(entries(again).filter((e) => e.name === pick.name)).toHaveLength(1);

    // Up: one place earlier, at home too; down puts it back.
    const mine = entries(afterAdd).at(-1)!;
    expect(mine.button("down").querySelector("button")!.hasAttribute("disabled")).toBe(true);
    const up = await admin.follow(await admin.submit(mine.button("up")));
    expect(toastOf(up)).toBe("Sıralama kaydedildi.");
    const names = entries(up).map((e) => e.name);
    expect(names.at(-2)).toBe(pick.name);
    expect(homeCarousel(await admin.get("/"))).toEqual(names);
    const down = await admin.follow(
      await admin.submit(
        entries(up)
          .find((e) => e.id === mine.id)!
          .button("down"),
      ),
    );
    expect(entries(down).at(-1)!.name).toBe(pick.name);

    const removed = await admin.follow(await admin.submit(entries(down).at(-1)!.button("remove")));
    expect(toastOf(removed)).toBe("Ürün karuselden çıkarıldı.");
    expect(entries(removed).map((e) => e.name)).toEqual(start.map((e) => e.name));
    expect(homeCarousel(await admin.get("/"))).toEqual(start.map((e) => e.name));
    // A removed entry's old button: said, nothing else changes.
    const gone = await admin.follow(await admin.submit(entries(down).at(-1)!.button("remove")));
    expect(toastOf(gone)).toBe("Ürün bulunamadı.");

    const none = await admin.get("/dashboard/carousel?q=zzzz-yok");
    expect(none.text).toContain("ürünler bulunmadı.");
    const en = await admin.get("/en/dashboard/carousel");
    expect(en.text).toContain("Choose the products to show in the carousel");
  });

  it("marks a product the shop does not show, which the home carousel skips", async () => {
    const first = entries(await admin.get("/dashboard/carousel"))[0]!;
    const { body } = await api("GET", "/api/carousel");
    const productId = (body.carousel as { _id: string; product: { _id: string } }[]).find(
      (e) => e._id === first.id,
    )!.product._id;
    expect(
      (await api("PUT", `/api/product/${productId}/active`, { product: { isActive: false } }))
        .status,
    ).toBe(200);
    const marked = entries(await admin.get("/dashboard/carousel")).find((e) => e.id === first.id)!;
    expect(marked.text).toContain("Mağazada görünmüyor");
    expect(homeCarousel(await admin.get("/"))).not.toContain(first.name);
    await api("PUT", `/api/product/${productId}/active`, { product: { isActive: true } });
    expect(homeCarousel(await admin.get("/"))).toContain(first.name);
  });

  it("answers the search as JSON and every /api call, with 400, 404 and 409", async () => {
    const search = await fetch(`${server.url}/dashboard/carousel/search?q=ametist`, {
      headers: { cookie: admin.cookie },
    });
    const { matches: found } = (await search.json()) as {
      matches: { id: string; name: string; inCarousel: boolean }[];
    };
    expect(found.length).toBeGreaterThan(0);
    const fresh = found.find((m) => !m.inCarousel)!;

    const added = await api("POST", "/api/carousel/add", { product: fresh.id });
    expect(added.status).toBe(201);
    const entry = added.body.entry as { _id: string; product: { _id: string; name: string } };
    expect(added.body).toMatchObject({
      success: true,
      entry: { product: { _id: fresh.id, name: fresh.name } },
    });
    const twice = await api("POST", "/api/carousel/add", { product: fresh.id });
    expect(twice).toEqual({
      status: 409,
      body: { error: "product: This product is already in the carousel." },
    });
    expect(
      (await api("POST", "/api/carousel/add", { product: "00000000-0000-4000-8000-000000000000" }))
        .status,
    ).toBe(404);
    expect((await api("POST", "/api/carousel/add", { product: "nope" })).status).toBe(400);
    expect((await api("POST", "/api/carousel/add", {})).status).toBe(400);
    const home = homeCarousel(await admin.get("/"));
    expect(home.at(-1)).toBe(fresh.name);

    const ids = ((await api("GET", "/api/carousel")).body.carousel as { _id: string }[]).map(
      (e) => e._id,
    );
    expect(ids.at(-1)).toBe(entry._id);
    expect(
      (await api("PUT", "/api/carousel/order", { order: ids.slice(1).join(",") })).status,
    ).toBe(400);
    expect(
      (await api("PUT", "/api/carousel/order", { order: [...ids, ids[0]].join(",") })).status,
    ).toBe(400);
    expect((await api("PUT", "/api/carousel/order", {})).status).toBe(400);
    const reversed = [...ids].reverse();
    expect((await api("PUT", "/api/carousel/order", { order: reversed.join(",") })).status).toBe(
      200,
    );
    expect(homeCarousel(await admin.get("/"))).toEqual([...home].reverse());
    // The spec's garbled shape: position to id.
    const map = Object.fromEntries(ids.map((id, i) => [String(i), id]));
    expect((await api("PUT", "/api/carousel/order", { order: map })).status).toBe(200);
    expect(homeCarousel(await admin.get("/"))).toEqual(home);

    expect((await api("DELETE", `/api/carousel/remove/${entry._id}`)).body).toMatchObject({
      success: true,
    });
    expect((await api("DELETE", `/api/carousel/remove/${entry._id}`)).status).toBe(404);
    expect((await api("DELETE", "/api/carousel/remove/not-an-id")).status).toBe(400);
    expect(homeCarousel(await admin.get("/"))).not.toContain(fresh.name);
  });
});
