import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson } from "../helpers/http";
import { Browser } from "../helpers/browser";

/**
 * The shop's activity (issue [16] point 3), as the page answers without JavaScript and as
 * /api/history answers: every recorded change, newest first, read as a single record's history
 * reads it and naming its record; filtered by who, the kind of record and the day; paged on the
 * server; a change put back from the list; a merchant never shown another shop's change.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MERCHANT_BRAND = "dogal-tas-atolyesi";
const ADMIN = "admin@demo.shop";
const MERCHANT = "merchant@demo.shop";
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Today in the shop's time zone, as a date field sends it. */
const shopDay = (offset = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

describe.each(DB_KINDS)("the shop's activity on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let ours: Json;
  let other: Json;
  let stone: Json;

  const api = <T = Json>(who: Browser | null, method: string, path: string, body?: object) =>
    getJson<T>(server.url, path, {
      method,
      headers: {
        ...(who ? { cookie: who.cookie } : {}),
        origin: server.url,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const product = async (id: string) => (await api(null, "GET", `/api/product/${id}`)).body.product;
  const put = async (who: Browser, path: string, body: object) =>
    expect((await api(who, "PUT", path, body)).status).toBe(200);
  /** The entries of a page of the list: each one's record line and its whole text. */
  const entries = (page: Awaited<ReturnType<Browser["get"]>>) =>
    page.doc.querySelectorAll(".activity-list .history-entry").map((li) => ({
      id: Number(li.getAttribute("id")!.replace("change-", "")),
      record: li.querySelector(".activity-record")!.text,
      text: li.text,
      li,
    }));

  beforeAll(async () => {
    server = await sharedServer(kind);
    [admin, merchant] = await Promise.all([
      new Browser(server.url).signIn(ADMIN, "admin123!"),
      new Browser(server.url).signIn(MERCHANT, "merchant123!"),
    ]);
    const list = await api<{ products: Json[] }>(null, "GET", "/api/product/list?limit=100");
    const details = await Promise.all(list.body.products.map((p) => product(p._id)));
    const plain = details.filter((d) => !d.discountPrice);
    ours = plain.find((d) => d.brand?.slug === MERCHANT_BRAND)!;
    other = plain.find((d) => d.brand?.slug !== MERCHANT_BRAND)!;
    const selects = (await api(admin, "GET", "/api/product/allSelects")).body;
    stone = (selects.stones as Json[]).find((s) => s.name === "Ametist")!;
    expect(ours && other && stone).toBeTruthy();

    // In this order: the admin prices another shop's product, the merchant their own, the admin
    // renames a stone.
    await put(admin, `/api/product/${other._id}`, { product: { price: 4321 } });
    await put(merchant, `/api/product/${ours._id}`, { product: { price: 1250.5 } });
    await put(admin, `/api/stone/${stone._id}`, { stone: { name: "Ametist Taşı" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("lists every change for the admin, newest first, readable and naming its record", async () => {
    const page = await admin.get("/dashboard/activity");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("main h1")?.text).toBe("İşlem Geçmişi");
    const menu = page.doc.querySelector("nav.dashboard-menu a.active");
    expect(menu?.text).toBe("İşlem Geçmişi");
    const [renamed, ownPrice, otherPrice] = entries(page);
    expect(renamed!.record).toContain("Doğal taş");
    expect(renamed!.record).toContain("Ametist Taşı");
    expect(renamed!.text).toContain("Ametist");
    expect(renamed!.text).toContain(ADMIN);
    expect(ownPrice!.record).toContain("Ürün");
    expect(ownPrice!.record).toContain(ours.name);
    expect(ownPrice!.text).toContain(MERCHANT);
    expect(ownPrice!.text).toContain("Fiyat");
    expect(ownPrice!.text).toContain("1.250,50 TL");
    expect(otherPrice!.record).toContain(other.name);
    expect(otherPrice!.text).toContain("4.321 TL");
    // Each leads to the record's own history and its edit page.
    const links = ownPrice!.li
      .querySelectorAll(".activity-record a")
      .map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      `/dashboard/history/product/${ours._id}`,
      `/dashboard/product/edit/${ours._id}`,
    ]);
    expect(renamed!.li.querySelector(".activity-record a")!.getAttribute("href")).toBe(
      `/dashboard/history/stone/${stone._id}`,
    );
    // No database dump: no ids, no JSON, no column names.
    const text = page.doc.querySelector(".activity-list")!.text;
    expect(text).not.toMatch(UUID);
    expect(text).not.toMatch(/[[\]{}]/);
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);

    const en = await admin.get("/en/dashboard/activity");
    expect(en.doc.querySelector("main h1")?.text).toBe("Activity");
    const [enRenamed, enOwn] = entries(en);
    expect(enRenamed!.record).toContain("Natural stone");
    expect(enOwn!.text).toContain("Price");
    expect(enOwn!.text).toContain("1,250.50 TL");
    expect(enOwn!.li.querySelector("button")?.text).toBe("Put back");
    expect(enOwn!.li.querySelector(".activity-record a")!.getAttribute("href")).toBe(
      `/en/dashboard/history/product/${ours._id}`,
    );
  });

  it("filters by who, the kind of record and the day, with a GET form", async () => {
    const page = await admin.get("/dashboard/activity");
    const form = page.doc.querySelector("form.activity-filters")!;
    expect(form.getAttribute("method")).toBe("get");
    const names = form.querySelectorAll("select, input").map((f) => f.getAttribute("name"));
    expect(names).toEqual(["who", "kind", "from", "to"]);
    const people = form.querySelectorAll('select[name="who"] option').map((o) => o.text);
    expect(people).toEqual(expect.arrayContaining([ADMIN, MERCHANT]));

    const byMerchant = entries(await admin.get(`/dashboard/activity?who=${MERCHANT}`));
    expect(byMerchant.map((e) => e.record)).toEqual([expect.stringContaining(ours.name)]);
    const stones = entries(await admin.get("/dashboard/activity?kind=stone"));
    expect(stones.map((e) => e.record)).toEqual([expect.stringContaining("Ametist Taşı")]);
    const today = entries(await admin.get(`/dashboard/activity?from=${shopDay()}&to=${shopDay()}`));
    expect(today).toHaveLength(3);
    const tomorrow = await admin.get(`/dashboard/activity?from=${shopDay(1)}`);
    expect(entries(tomorrow)).toHaveLength(0);
    expect(tomorrow.text).toContain("Bu süzgeçle eşleşen değişiklik yok.");
    const yesterday = await admin.get(`/dashboard/activity?to=${shopDay(-1)}&kind=product`);
    expect(entries(yesterday)).toHaveLength(0);
    // The form shows the filter it was sent.
    const kept = (await admin.get("/dashboard/activity?kind=stone")).doc;
    expect(kept.querySelector('select[name="kind"] option[selected]')?.text).toBe("Doğal taş");

    const apiOnly = await api(admin, "GET", `/api/history?who=${MERCHANT}`);
    expect(apiOnly.status).toBe(200);
    expect(apiOnly.body).toMatchObject({
      more: false,
      changes: [
        {
          subject: "product",
          subjectId: ours._id,
          writerEmail: MERCHANT,
          fields: [{ name: "price", after: 1250.5 }],
          revertible: true,
        },
      ],
    });
  });

  it("never shows a merchant another shop's change, on the page or over /api", async () => {
    const page = await merchant.get("/dashboard/activity");
    expect(page.status).toBe(200);
    const list = entries(page);
    expect(list.map((e) => e.record)).toEqual([expect.stringContaining(ours.name)]);
    expect(page.text).not.toContain(other.name);
    expect(page.text).not.toContain("Ametist Taşı");
    // Only products are theirs: no choice of kind.
    expect(page.doc.querySelector('select[name="kind"]')).toBeNull();
    // Asking for the admin's changes, or the stones, finds nothing of the rest of the shop.
    expect(entries(await merchant.get(`/dashboard/activity?who=${ADMIN}`))).toHaveLength(0);
    expect(entries(await merchant.get("/dashboard/activity?kind=stone"))).toHaveLength(0);
    const theirs = await api(merchant, "GET", "/api/history");
    expect(theirs.status).toBe(200);
    expect((theirs.body.changes as Json[]).map((c) => c.subjectId)).toEqual([ours._id]);
    expect((await api(merchant, "GET", "/api/history?kind=stone")).body.changes).toEqual([]);

    // Another shop's change is not theirs to put back from here either.
    const [, , otherPrice] = entries(await admin.get("/dashboard/activity"));
    const refused = await merchant.post("/dashboard/activity", {
      intent: "revert",
      change: String(otherPrice!.id),
    });
    expect(refused.status).toBe(303);
    expect((await merchant.follow(refused)).text).toContain("Değişiklik bulunamadı.");
    expect((await product(other._id)).price).toBe(4321);
  });

  it("puts a change back from the list, keeping the list's filter", async () => {
    const path = `/dashboard/activity?who=${encodeURIComponent(MERCHANT)}`;
    const page = await merchant.get(path);
    const [change] = entries(page);
    const button = change!.li.querySelector(
      `button[aria-label="Değişiklik #${change!.id} geri al"]`,
    )!;
    const done = await merchant.submit(button.closest("form")!, {}, button);
    expect(done.status).toBe(303);
    expect(done.location).toBe(path);
    const after = await merchant.follow(done);
    expect(after.text).toContain("Değişiklik geri alındı.");
    expect((await product(ours._id)).price).toBe(ours.price);
    // The list says so: the putting back is the newest change, the change is marked put back.
    const [revert, reverted] = entries(after);
    expect(revert!.text).toContain(`#${change!.id} değişikliğini geri alır`);
    expect(reverted!.id).toBe(change!.id);
    expect(reverted!.text).toContain(`#${revert!.id} ile geri alındı`);
    expect(reverted!.li.querySelector("button")).toBeNull();
  });

  it("pages on the server: older and newer links, a new change shifting nothing", async () => {
    // 35 changes of one product's price: more than a page of 30.
    for (let i = 1; i <= 35; i++)
      await put(admin, `/api/product/${other._id}`, { product: { price: 5000 + i } });
    const first = await admin.get("/dashboard/activity?kind=product");
    const firstIds = entries(first).map((e) => e.id);
    expect(firstIds).toHaveLength(30);
    expect(first.text).toContain("5.035 TL");
    expect(first.doc.querySelector('.pager a[rel="prev"]')).toBeNull();
    const next = first.doc.querySelector('.pager a[rel="next"]')!;
    expect(next.text).toBe("Daha eski değişiklikler");
    expect(next.getAttribute("href")).toBe(
      `/dashboard/activity?kind=product&before=${firstIds.at(-1)}`,
    );

    // A change made meanwhile does not move the next page.
    await put(admin, `/api/product/${other._id}`, { product: { price: 9999 } });
    const second = await admin.get(next.getAttribute("href")!);
    const secondIds = entries(second).map((e) => e.id);
    expect(secondIds.length).toBeGreaterThan(0);
    expect(Math.max(...secondIds)).toBeLessThan(Math.min(...firstIds));
    expect(secondIds).toEqual([...secondIds].sort((a, b) => b - a));
    const back = second.doc.querySelector('.pager a[rel="prev"]')!;
    expect(back.text).toBe("Daha yeni değişiklikler");
    const again = await admin.get(back.getAttribute("href")!);
    expect(entries(again).map((e) => e.id)).toEqual(firstIds);
    expect(again.doc.querySelector('.pager a[rel="prev"]')?.text).toBe("Daha yeni değişiklikler");

    const api1 = await api(admin, "GET", "/api/history?kind=product");
    expect(api1.body.more).toBe(true);
    expect(api1.body.changes).toHaveLength(30);
    const api2 = await api(
      admin,
      "GET",
      `/api/history?kind=product&before=${api1.body.changes[29].id}`,
    );
    expect(api2.body.changes[0].id).toBeLessThan(api1.body.changes[29].id);
  });
});
