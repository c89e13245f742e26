import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";

/**
 * The history of staff changes and bulk changes (issue [10] points 1 and 2), as the pages answer
 * without JavaScript and as /api answers: who changed what, before and after; a change put back,
 * refused once something changed since; a bulk change previewed (nothing written), applied in one
 * go and undone as a whole, or not at all; a merchant kept to their own products; a shopper's
 * order not recorded as anyone's change.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MERCHANT_BRAND = "dogal-tas-atolyesi";
const ADDRESS = {
  firstName: "Geçmiş",
  lastName: "Deneme",
  phone: "05321234567",
  email: "gecmis@example.com",
  country: "Türkiye",
  city: "İzmir",
  district: "Konak",
  addressType: "home",
  zipCode: "35210",
  address: "Alsancak 5",
};

describe.each(DB_KINDS)("history and bulk changes on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let ours: Json[];
  let other: Json;
  let third: Json;

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
  const history = async (who: Browser, id: string) =>
    (await api(who, "GET", `/api/history/product/${id}`)).body.changes as Json[];

  beforeAll(async () => {
    server = await sharedServer(kind);
    [admin, merchant] = await Promise.all([
      new Browser(server.url).signIn("admin@demo.shop", "admin123!"),
      new Browser(server.url).signIn("merchant@demo.shop", "merchant123!"),
    ]);
    const list = await api<{ products: Json[] }>(null, "GET", "/api/product/list?limit=100");
    const details = await Promise.all(list.body.products.map((p) => product(p._id)));
    const plain = details.filter((d) => !d.discountPrice && d.inventory >= 5);
    ours = plain.filter((d) => d.brand?.slug === MERCHANT_BRAND).slice(0, 3);
    other = plain.find((d) => d.brand?.slug !== MERCHANT_BRAND)!;
    third = plain.find((d) => d.brand?.slug !== MERCHANT_BRAND && d._id !== other?._id)!;
    expect(ours).toHaveLength(3);
    expect(other).toBeTruthy();
    expect(third).toBeTruthy();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("records who changed what, puts one change back, refuses once it changed since", async () => {
    const p = ours[0]!;
    expect(
      (await api(admin, "PUT", `/api/product/${p._id}`, { product: { price: 1111 } })).status,
    ).toBe(200);
    expect(
      (await api(merchant, "PUT", `/api/product/${p._id}`, { product: { price: 2222 } })).status,
    ).toBe(200);
    const [second, first] = await history(admin, p._id);
    expect(first).toMatchObject({
      writerEmail: "admin@demo.shop",
      tableName: "products",
      action: "update",
      fields: [{ name: "price", before: p.price, after: 1111 }],
      revertible: true,
    });
    expect(second).toMatchObject({
      writerEmail: "merchant@demo.shop",
      fields: [{ name: "price", before: 1111, after: 2222 }],
    });

    // The first change: its price was changed again since, so it is refused, not overwritten.
    const refused = await api(admin, "PUT", `/api/history/revert/${first.id}`);
    expect(refused.status).toBe(409);
    expect((await product(p._id)).price).toBe(2222);

    // The page, without JavaScript: the merchant puts their own change back.
    const path = `/dashboard/history/product/${p._id}`;
    const page = await merchant.get(path);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("main h1")?.text).toBe("Değişiklik Geçmişi");
    // When: the day and the minute, in the shop's time zone (two changes of a day told apart).
    const at = page.doc.querySelector(".history-entry time")!;
    const minute = new Intl.DateTimeFormat("tr-TR", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Istanbul",
    }).format(new Date(at.getAttribute("datetime")!));
    expect(at.text).toContain(minute);
    const form = page.doc
      .querySelector(`button[aria-label="Değişiklik #${second.id} geri al"]`)!
      .closest("form")!;
    const done = await merchant.submit(form);
    expect(done.status).toBe(303);
    const after = await merchant.follow(done);
    expect(after.text).toContain("Değişiklik geri alındı.");
    expect((await product(p._id)).price).toBe(1111);
    const [revert] = await history(admin, p._id);
    expect(revert).toMatchObject({
      writerEmail: "merchant@demo.shop",
      reverts: second.id,
      fields: [{ name: "price", before: 2222, after: 1111 }],
    });
    expect(after.text).toContain(`#${revert!.id} ile geri alındı`);
    // Now the first one can go back too.
    expect((await api(admin, "PUT", `/api/history/revert/${first.id}`)).status).toBe(200);
    expect((await product(p._id)).price).toBe(p.price);
  });

  it("keeps a merchant to their own products' history; a shopper's order is nobody's change", async () => {
    expect(
      (await api(admin, "PUT", `/api/product/${other._id}`, { product: { name: "Başka Ad" } }))
        .status,
    ).toBe(200);
    const [change] = await history(admin, other._id);
    expect(change).toMatchObject({ fields: [{ name: "name", after: "Başka Ad" }] });
    // Another shop's product is refused to the merchant, as its edit page is: no page, no list.
    expect((await api(merchant, "GET", `/api/history/product/${other._id}`)).status).toBe(403);
    expect((await merchant.get(`/dashboard/history/product/${other._id}`)).status).toBe(403);
    expect((await api(merchant, "PUT", `/api/history/revert/${change!.id}`)).status).toBe(404);
    expect((await api(merchant, "GET", "/api/history/settings/1")).status).toBe(403);
    expect((await merchant.get("/dashboard/history/settings/1")).status).toBe(403);
    expect((await api(null, "GET", `/api/history/product/${other._id}`)).status).toBe(401);

    const before = (await history(admin, ours[1]!._id)).length;
    await placeTransferOrder(server.url, [{ product: ours[1]!._id, quantity: 1 }], {
      address: ADDRESS,
    });
    expect((await product(ours[1]!._id)).inventory).toBe(ours[1]!.inventory - 1);
    expect(await history(admin, ours[1]!._id)).toHaveLength(before);
  });

  it("reads as people write: labels, money, names, pictures; no ids, no column names", async () => {
    const p = third;
    const selects = (await api(admin, "GET", "/api/product/allSelects")).body;
    const brand = (selects.brands as Json[]).find((b) => b._id !== p.brand?._id)!;
    const stone = (selects.stones as Json[]).find((s) => s.name === "Ametist")!;
    const others = (p.stone as Json[]).map((s) => s._id as string).filter((id) => id !== stone._id);
    const sent = { price: 1250.5, brand: brand._id, stone: [stone._id] };
    expect((await api(admin, "PUT", `/api/product/${p._id}`, { product: sent })).status).toBe(200);
    // A picture: a gallery picture made the cover on the pictures page.
    const pictures = await admin.get(`/dashboard/product/pictures/${p._id}`);
    const cover = pictures.doc.querySelector('.picture-list li button[value="cover"]')!;
    expect((await admin.submit(cover.closest("form")!, {}, cover)).status).toBe(303);

    const page = await admin.get(`/dashboard/history/product/${p._id}`);
    expect(page.status).toBe(200);
    const list = page.doc.querySelector(".history-list")!;
    const text = list.text;
    expect(text).toContain("Fiyat");
    expect(text).toContain("1.250,50 TL");
    expect(text).toContain("Marka");
    expect(text).toContain(brand.name);
    expect(text).toContain("Doğal taş: Ametist eklendi");
    if (others.length) expect(text).toContain("kaldırıldı");
    expect(text).toContain("Kapak görseli");
    const thumbs = list.querySelectorAll("img");
    expect(thumbs.length).toBeGreaterThan(0);
    expect(thumbs[0]!.getAttribute("src")).toMatch(/^\/|^https?:/);
    expect(thumbs[0]!.getAttribute("alt")).toBeTruthy();
    // No database dump: no ids, no JSON, no column names.
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(text).not.toMatch(/[[\]{}]|"\//);
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);

    const en = await admin.get(`/en/dashboard/history/product/${p._id}`);
    const enText = en.doc.querySelector(".history-list")!.text;
    expect(enText).toContain("Price");
    expect(enText).toContain("1,250.50 TL");
    expect(enText).toContain("Brand");
    expect(enText).toContain(`Natural stone: ${stone.name_en} added`);
    expect(enText).toContain("Cover picture");
    expect(enText).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  });

  it("shows an order's status change in words", async () => {
    const order = await placeTransferOrder(server.url, [{ product: ours[2]!._id, quantity: 1 }], {
      address: ADDRESS,
    });
    const changed = await api(admin, "POST", `/api/order/change/${order.id}?status=Processing`);
    expect(changed.status).toBe(200);
    const page = await admin.get(`/dashboard/history/order/${order.id}`);
    const text = page.doc.querySelector(".history-list")!.text;
    expect(text).toContain("Durum");
    expect(text).toContain("İşlenmedi");
    expect(text).toContain("İşleniyor");
    expect(text).not.toContain("Not Processed");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("previews a bulk change without writing, applies it at once, undoes it only whole", async () => {
    const ids = ours.map((p) => p._id as string);
    const search = new URLSearchParams(ids.map((id) => ["ids", id]));
    const path = `/dashboard/product/bulk?${search}`;
    const page = await merchant.get(path);
    expect(page.text).toContain("3 ürün seçildi.");
    const form = page.doc.querySelector("form.bulk-form")!;
    const prices = await Promise.all(ids.map(async (id) => (await product(id)).price as number));

    const preview = await merchant.post(path, {
      kind: "pricePercent",
      value: "10",
      intent: "preview",
    });
    expect(preview.status).toBe(200);
    const rows = preview.doc.querySelectorAll("table.bulk-preview tbody tr");
    expect(rows).toHaveLength(3);
    // Each product's price and discount price, before → after, in TL; how many change.
    expect(preview.doc.querySelector(".bulk-changing")!.text).toBe("3 üründen 3 tanesi değişecek.");
    const money = (n: number) => `${n.toLocaleString("tr-TR", { maximumFractionDigits: 2 })} TL`;
    const cells = rows[0]!.querySelectorAll("td").map((td) => td.text.trim());
    expect(cells).toEqual([
      `${money(prices[0]!)} → ${money(Math.round(prices[0]! * 110) / 100)}`,
      "yok (değişmiyor)",
    ]);
    expect(await Promise.all(ids.map(async (id) => (await product(id)).price))).toEqual(prices);
    expect(form.getAttribute("action")).toContain("ids=");

    const bad = await merchant.post(path, { kind: "pricePercent", value: "on", intent: "preview" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Geçerli bir değer giriniz.");
    // Below zero is said as such, under the value, which is kept.
    const negative = await merchant.post(path, {
      kind: "priceSet",
      value: "-5",
      intent: "preview",
    });
    expect(negative.status).toBe(400);
    const value = negative.doc.querySelector('input[name="value"]')!;
    expect(value.getAttribute("value")).toBe("-5");
    expect(value.closest(".field")!.querySelector(".field-errors")!.text.trim()).toBe(
      "Değer 0'dan küçük olamaz.",
    );
    expect(
      negative.doc
        .querySelector('select[name="kind"] option[value="priceSet"]')!
        .hasAttribute("selected"),
    ).toBe(true);

    const applied = await merchant.post(path, {
      kind: "pricePercent",
      value: "10",
      intent: "apply",
    });
    expect(applied.status).toBe(303);
    const done = await merchant.follow(applied);
    expect(done.text).toContain("3 ürün değiştirildi.");
    const raised = prices.map((p) => Math.round(p * 110) / 100);
    expect(await Promise.all(ids.map(async (id) => (await product(id)).price))).toEqual(raised);

    // One product changed since: the undo puts back none of them and says which.
    expect(
      (await api(admin, "PUT", `/api/product/${ids[1]}`, { product: { price: 999999 } })).status,
    ).toBe(200);
    const undo = done.doc.querySelector('button[value="undo"]')!.closest("form")!;
    // The result page no longer offers it, and says which product changed.
    const since = await merchant.get(applied.location);
    expect(since.doc.querySelectorAll('button[value="undo"]')).toHaveLength(0);
    expect(since.text).toContain(`o zamandan beri değişti: ${ours[1]!.name}`);
    const refused = await merchant.submit(
      undo,
      {},
      done.doc.querySelector('button[value="undo"]')!,
    );
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(ours[1]!.name);
    expect(await Promise.all(ids.map(async (id) => (await product(id)).price))).toEqual([
      raised[0],
      999999,
      raised[2],
    ]);

    // Put that one back as it was after the batch: the whole batch can go.
    const [edit] = await history(admin, ids[1]!);
    expect((await api(admin, "PUT", `/api/history/revert/${edit!.id}`)).status).toBe(200);
    const again = await merchant.submit(undo, {}, done.doc.querySelector('button[value="undo"]')!);
    expect(again.status).toBe(303);
    expect((await merchant.follow(again)).text).toContain("Toplu değişiklik geri alındı (3 ürün).");
    expect(await Promise.all(ids.map(async (id) => (await product(id)).price))).toEqual(prices);
  });

  it("offers the undo on the product list and the activity while nothing changed since", async () => {
    const ids = [ours[0]!._id as string, ours[2]!._id as string];
    const path = `/dashboard/product/bulk?${new URLSearchParams(ids.map((id) => ["ids", id]))}`;
    const prices = async () => Promise.all(ids.map(async (id) => (await product(id)).price));
    const before = await prices();
    const apply = async () => {
      const applied = await merchant.post(path, {
        kind: "priceSet",
        value: "4321",
        intent: "apply",
      });
      expect(applied.status).toBe(303);
      return new URL(applied.location!, server.url).searchParams.get("batch")!;
    };
    type Page = Awaited<ReturnType<Browser["get"]>>;
    const offerOf = (page: Page, batch: string) =>
      page.doc.querySelector(`.bulk-undo-offers input[name="batch"][value="${batch}"]`);
    const offers = (page: Page, batch: string) => offerOf(page, batch) !== null;

    const first = await apply();
    const list = await merchant.get("/dashboard/product");
    expect(offers(list, first)).toBe(true);
    expect(list.doc.querySelector(".bulk-undo-offers")!.text).toContain("2 ürün");
    const activity = await merchant.get("/en/dashboard/activity");
    expect(offers(activity, first)).toBe(true);
    expect(activity.doc.querySelector(".bulk-undo-offers")!.text).toContain("2 products");
    // Undone from the list, without JavaScript: back on the list, saying so.
    const form = offerOf(list, first)!.closest("form")!;
    const undone = await merchant.submit(form, {}, form.querySelector('button[value="undo"]')!);
    expect(undone.status).toBe(303);
    expect(undone.location).toBe("/dashboard/product");
    expect((await merchant.follow(undone)).text).toContain("Toplu değişiklik geri alındı.");
    expect(await prices()).toEqual(before);
    expect(offers(await merchant.get("/dashboard/product"), first)).toBe(false);

    // Once one of its products changed since, it is offered nowhere, and refused if posted.
    const second = await apply();
    const offered = await merchant.get("/dashboard/activity");
    expect(offers(offered, second)).toBe(true);
    expect(
      (await api(admin, "PUT", `/api/product/${ids[1]}`, { product: { price: 5555 } })).status,
    ).toBe(200);
    expect(offers(await merchant.get("/dashboard/product"), second)).toBe(false);
    expect(offers(await merchant.get("/dashboard/activity"), second)).toBe(false);
    expect(offers(await admin.get("/dashboard/activity"), second)).toBe(false);
    const stale = offerOf(offered, second)!.closest("form")!;
    const refused = await merchant.submit(stale, {}, stale.querySelector('button[value="undo"]')!);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(ours[2]!.name);
    expect(await prices()).toEqual([4321, 5555]);
  });

  it("changes the list's filtered products, a merchant only within their brands", async () => {
    const all = await merchant.get("/en/dashboard/product/bulk?all=1&stock=low");
    expect(all.status).toBe(200);
    const count = Number(all.text.match(/The (\d+) products of the list's current filter/)?.[1]);
    expect(count).toBeGreaterThan(0);
    const brands = (await api(admin, "GET", "/api/brand")).body.brands as Json[];
    const theirs = brands.find((b) => b.slug !== MERCHANT_BRAND)!;
    const refused = await merchant.post("/en/dashboard/product/bulk?all=1&stock=low", {
      kind: "brand",
      choice: theirs._id,
      intent: "apply",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Choose one from the list.");
    const preview = await merchant.post("/en/dashboard/product/bulk?all=1&stock=low", {
      kind: "visibleOff",
      intent: "preview",
    });
    const changing = preview.doc.querySelectorAll(
      "table.bulk-preview tbody tr.bulk-changes",
    ).length;
    expect(changing).toBeGreaterThan(0);
    const hidden = await merchant.post("/en/dashboard/product/bulk?all=1&stock=low", {
      kind: "visibleOff",
      intent: "apply",
    });
    expect(hidden.status).toBe(303);
    expect((await merchant.follow(hidden)).text).toContain(`${changing} products changed.`);
  });
});
