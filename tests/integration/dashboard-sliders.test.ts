import { parse, type HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sliders } from "../../db/schema";
import type { Db } from "../../db/client.server";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import type { Page } from "../helpers/http";
import { Browser, type Answer } from "../helpers/browser";
import { chosen, oversized, phonePhoto, TOO_BIG_PICTURE } from "../helpers/big-files";

/**
 * The slider's dashboard without JavaScript, its /api calls, and the home page that shows what
 * they wrote at once: adding (a mistake first, the pictures kept), editing, ordering with the
 * up/down buttons, deleting through the confirmation page; who may; and slide bodies full of
 * script, handlers and hostile links, through the form, the /api and straight into the
 * database, never reaching the home page or /api/slider as markup.
 */

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;
const titleOf = (page: Page) => page.doc.querySelector("main h1")?.text.trim();
const errorOf = (page: Page, field: string) =>
  page.doc.querySelector(`#slider-${field}-error li`)?.text.trim() ?? null;
const valueOf = (page: Page, field: string) =>
  page.doc.querySelector(`input[name="${field}"]`)?.getAttribute("value") ??
  page.doc.querySelector(`textarea[name="${field}"]`)?.text;

async function picture(color: string, width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** What a browser without JavaScript posts for the slider form: its fields, typed, and files. */
function formData(form: HTMLElement, typed: Record<string, string>, files: Record<string, Buffer>) {
  const data = new FormData();
  const fields: Record<string, string> = {};
  for (const el of form.querySelectorAll("input, textarea")) {
    const name = el.getAttribute("name");
    const type = el.getAttribute("type");
    if (!name || type === "file") continue;
    if (type === "checkbox" && !el.hasAttribute("checked")) continue;
    fields[name] =
      el.tagName === "TEXTAREA"
        ? el.text
        : (el.getAttribute("value") ?? (type === "checkbox" ? "on" : ""));
  }
  for (const [k, v] of Object.entries({ ...fields, ...typed })) if (v !== "\0") data.append(k, v);
  for (const [k, bytes] of Object.entries(files))
    data.append(k, new Blob([new Uint8Array(bytes)], { type: "image/png" }), `${k}.png`);
  return data;
}

const sliderForm = (page: Page) => {
  const form = page.doc.querySelector("form.slider-form");
  if (!form)
    throw new Error(`no slider form (status ${page.status}):\n${page.text.slice(0, 2000)}`);
  return form;
};

async function send(
  browser: Browser,
  page: Answer,
  path: string,
  typed: Record<string, string>,
  files: Record<string, Buffer> = {},
) {
  return browser.postBody(path, formData(sliderForm(page), typed, files));
}

/** The home slider's slide titles, in order. */
const homeTitles = (page: Page) =>
  page.doc.querySelectorAll(".slider .slide h2").map((h) => h.text.trim());

/** The list's slides: title, id and the up/down forms. */
const listRows = (page: Page) =>
  page.doc.querySelectorAll(".slider-list > li").map((li) => ({
    title: li.querySelector(".slider-item-title")!.text.trim(),
    id: li.getAttribute("data-id")!,
    form: li.querySelector("form.order-buttons")!,
    up: li.querySelector('button[value="up"]')!,
    down: li.querySelector('button[value="down"]')!,
  }));

// ---------------------------------------------------------------- inertness

// eslint-disable-next-line no-control-regex
const SKIPPED = /[\s\u0000-\u001f]/g;

/** No script without the page's nonce, no handler, no javascript:/data: link, no raw payload. */
function expectInert(html: string, csp: string | null, where: string) {
  const root = parse(html);
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1];
  for (const s of root.querySelectorAll("script")) {
    if (s.getAttribute("type") === "application/ld+json") continue;
    expect(s.getAttribute("nonce"), `${where}: a script without the nonce`).toBe(nonce);
  }
  for (const el of root.querySelectorAll("*")) {
    const tag = el.rawTagName.toLowerCase();
    for (const name of Object.keys(el.attributes))
      expect(name.toLowerCase().startsWith("on"), `${where}: <${tag} ${name}>`).toBe(false);
    for (const name of ["href", "src", "action", "formaction", "srcset", "xlink:href"]) {
      const value = el.getAttribute(name)?.replace(SKIPPED, "").toLowerCase();
      expect(value?.startsWith("javascript:"), `${where}: <${tag} ${name}=${value}>`).not.toBe(
        true,
      );
      if (tag === "a")
        expect(value?.startsWith("data:"), `${where}: <a ${name}=${value}>`).not.toBe(true);
    }
    expect(["iframe", "object", "embed", "base"].includes(tag), `${where}: <${tag}>`).toBe(false);
  }
  expect(html, where).not.toMatch(/<script>alert|onerror=|onclick=|onload=/i);
}

/** A slide body every trick of the corpus is in; its one harmless paragraph survives. */
const CORPUS = [
  "<p>Güvenli metin</p>",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(2)>",
  '<p onclick="alert(3)" onmouseover=alert(4)>tıkla</p>',
  '<a href="javascript:alert(5)">js</a>',
  '<a href="JaVaScRiPt:alert(6)">JS</a>',
  '<a href="&#106;avascript:alert(7)">entity</a>',
  '<a href="java\tscript:alert(8)">tab</a>',
  '<a href=" javascript:alert(9)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=">data</a>',
  "<svg><script>alert(11)</script></svg>",
  "<svg onload=alert(12)></svg>",
  "<style>body{background:url(javascript:alert(13))}</style>",
  '<iframe src="javascript:alert(14)"></iframe>',
  "<b><i>malformed</b></i><p><div><script>alert(15)</p></div>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(16)>",
  '<form action="javascript:alert(17)"><button>x</button></form>',
].join("");

describe.each(DB_KINDS)("the slider dashboard on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let member: Browser;
  let png: { a: Buffer; b: Buffer; c: Buffer };

  async function signIn(email: string, password: string) {
    return new Browser(server.url).signIn(email, password);
  }

  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const done = await atDatabase(server, fn);
    server = done.server;
    for (const b of [admin, merchant, member]) b.base = server.url;
    return done.value;
  }

  /** An /api call in the admin's (or `as`'s) name. */
  async function api(
    method: string,
    path: string,
    body?: unknown,
    as: Browser | null = admin,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(server.url + path, {
      method,
      headers: {
        ...(as ? { cookie: as.cookie } : {}),
        origin: server.url,
        ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const apiSlides = async () =>
    (await (await fetch(`${server.url}/api/slider`)).json()) as {
      slider: { _id: string; title: string; body: string; body_en: string | null; slug: string }[];
    };

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await signIn("admin@demo.shop", "admin123!");
    merchant = await signIn("merchant@demo.shop", "merchant123!");
    member = await signIn("member@demo.shop", "member123!");
    png = {
      a: await picture("#a03020"),
      b: await picture("#2040a0", 1200, 500),
      c: await picture("#20a040"),
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is the admin's alone: guests sign in, members and merchants are refused", async () => {
    const guest = new Browser(server.url);
    for (const path of ["/dashboard/sliders", "/dashboard/sliders/add", "/en/dashboard/sliders"]) {
      const res = await guest.get(path);
      expect(res.status).toBe(302);
      expect(res.location).toMatch(/\/login\?redirectTo=/);
      expect((await member.get(path)).status).toBe(403);
      expect((await merchant.get(path)).status).toBe(403);
    }
    const up = await merchant.post("/dashboard/sliders?index", { intent: "up", slider: "x" });
    expect(up.status).toBe(403);
    expect((await api("POST", "/api/slider/add", new FormData(), member)).status).toBe(403);
    expect((await api("PUT", "/api/slider/reorder", { order: "" }, merchant)).status).toBe(403);
    expect((await api("PUT", "/api/slider/reorder", { order: "" }, null)).status).toBe(401);
  });

  it("adds a slide after a mistake, keeping what was typed and uploaded, and shows it at home", async () => {
    const list = await admin.get("/dashboard/sliders");
    expect(titleOf(list)).toBe("Slider");
    expect(list.doc.querySelector('main a[href="/dashboard/sliders/add"]')!.text.trim()).toBe(
      "Ekle",
    );
    const add = await admin.get("/dashboard/sliders/add");
    expect(titleOf(add)).toBe("Slider Ekle");
    expect(add.text).toContain("Ürün Resimi");
    expect(add.text).toContain("Büyük Resim");
    expect(add.text).toContain("Koleksiyon Linki");
    expect(sliderForm(add).querySelector('button[type="submit"]')!.text.trim()).toBe("Slide Ekle");
    expect(add.doc.querySelector('input[name="isActive"]')!.hasAttribute("checked")).toBe(true);

    const wrong = await send(
      admin,
      add,
      "/dashboard/sliders/add",
      {
        title: " ",
        title_en: "Autumn",
        body: "<p>Sonbahar taşları</p>",
        slug: "javascript:alert(1)",
      },
      { firstImage: png.a },
    );
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong, "title")).toBe("Başlık girmeniz gerekiyor.");
    expect(errorOf(wrong, "slug")).toBe(
      "Link / ile başlayan bir yol ya da https:// ile başlayan bir adres olmalı.",
    );
    expect(errorOf(wrong, "secondImage")).toBe("Büyük resim yüklemeniz gerekiyor.");
    expect(errorOf(wrong, "firstImage")).toBeNull();
    expect(valueOf(wrong, "title_en")).toBe("Autumn");
    expect(valueOf(wrong, "body")).toBe("<p>Sonbahar taşları</p>");
    expect(valueOf(wrong, "kept-firstImage")).toBeTruthy();
    expect(wrong.text).toContain("Yüklenen resim saklandı.");

    // The English page says it in English.
    const en = await send(
      admin,
      await admin.get("/en/dashboard/sliders/add"),
      "/en/dashboard/sliders/add",
      {},
    );
    expect(en.status).toBe(400);
    expect(errorOf(en, "title")).toBe("Please enter a title.");
    expect(errorOf(en, "firstImage")).toBe("Please upload a product picture.");

    const added = await send(
      admin,
      wrong,
      "/dashboard/sliders/add",
      { title: "Sonbahar Serisi", slug: "/shop?q=sonbahar" },
      { secondImage: png.b },
    );
    expect(added.status).toBe(302);
    expect(added.location).toBe("/dashboard/sliders");
    const after = await admin.follow(added);
    expect(toastOf(after)).toBe("Slider eklendi.");
    expect(listRows(after).map((r) => r.title)).toContain("Sonbahar Serisi");

    const home = await admin.get("/");
    expect(homeTitles(home)).toContain("Sonbahar Serisi");
    const slide = home.doc
      .querySelectorAll(".slider .slide")
      .find((s) => s.text.includes("Sonbahar Serisi"))!;
    expect(slide.querySelector("img")!.getAttribute("src")).toMatch(/^\/uploads\/img\/.+\.webp$/);
    expect(slide.querySelector("source")!.getAttribute("srcset")).toMatch(/\/uploads\/img\//);
    expect(slide.querySelector("a.button")!.getAttribute("href")).toBe("/shop?q=sonbahar");
    expect(homeTitles(await admin.get("/en"))).toContain("Autumn");
  });

  it("edits a slide, replaces its picture, moves it with up/down and deletes it after asking", async () => {
    const list = await admin.get("/dashboard/sliders");
    const row = listRows(list).find((r) => r.title === "Sonbahar Serisi")!;
    const edit = await admin.get(`/dashboard/sliders/edit/${row.id}`);
    expect(titleOf(edit)).toBe("Slider Güncelleme");
    const oldSecond = edit.doc.querySelectorAll(".slider-preview")[1]!.getAttribute("src");
    expect(sliderForm(edit).querySelector('button[type="submit"]')!.text.trim()).toBe("Kaydet");

    const bad = await send(admin, edit, `/dashboard/sliders/edit/${row.id}`, {
      body: "<script>x</script>",
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad, "body")).toBe("Metin girmeniz gerekiyor.");

    const saved = await send(
      admin,
      edit,
      `/dashboard/sliders/edit/${row.id}`,
      { title: "Kış Serisi" },
      { secondImage: png.c },
    );
    expect(saved.location).toBe("/dashboard/sliders");
    expect(toastOf(await admin.follow(saved))).toBe("Slider güncellendi.");
    const again = await admin.get(`/dashboard/sliders/edit/${row.id}`);
    expect(again.doc.querySelectorAll(".slider-preview")[1]!.getAttribute("src")).not.toBe(
      oldSecond,
    );

    // The new slide is last; above it an inactive one, which the home page skips: up twice
    // moves it before the active one above, at home too, and down twice puts it back.
    const before = homeTitles(await admin.get("/"));
    expect(before.at(-1)).toBe("Kış Serisi");
    const press = async (intent: "up" | "down") => {
      const rows = listRows(await admin.get("/dashboard/sliders"));
      const mine = rows.find((r) => r.id === row.id)!;
      const moved = await admin.submit(mine.form, {}, intent === "up" ? mine.up : mine.down);
      expect(moved.status).toBe(303);
      const page = await admin.follow(moved);
      expect(toastOf(page)).toBe("Sıralama kaydedildi.");
      return listRows(page).map((r) => r.id);
    };
    const start = listRows(await admin.get("/dashboard/sliders"));
    expect(start.at(-1)!.id).toBe(row.id);
    expect(start.at(-1)!.down.hasAttribute("disabled")).toBe(true);
    expect(start[0]!.up.hasAttribute("disabled")).toBe(true);
    const once = await press("up");
    expect(once.indexOf(row.id)).toBe(start.length - 2);
    await press("up");
    const after = homeTitles(await admin.get("/"));
    expect(after.indexOf("Kış Serisi")).toBe(before.indexOf("Kış Serisi") - 1);
    await press("down");
    expect(await press("down")).toEqual(start.map((r) => r.id));
    expect(homeTitles(await admin.get("/"))).toEqual(before);

    const confirm = await admin.get(`/dashboard/sliders/delete/${row.id}`);
    expect(confirm.text).toContain("Slider silmek istediğinizde emin misiniz?");
    expect(
      again.doc.querySelector(`a[href="/dashboard/sliders/delete/${row.id}"]`)!.text.trim(),
    ).toBe("Sil");
    const deleted = await admin.submit(confirm.doc.querySelector(".confirm-box form")!);
    expect(toastOf(await admin.follow(deleted))).toBe("Slider silindi.");
    expect(homeTitles(await admin.get("/"))).not.toContain("Kış Serisi");
    const gone = await admin.get(`/dashboard/sliders/edit/${row.id}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain("Slider bulunmadı.");
    expect((await admin.get("/dashboard/sliders/edit/not-an-id")).status).toBe(404);
  });

  it("answers every /api call: add, update, active, picture, reorder, delete", async () => {
    const form = new FormData();
    form.append("title", "API Slaytı");
    form.append("body", "<p>API</p>");
    form.append("slug", "https://example.com/koleksiyon");
    form.append("firstImage", new Blob([new Uint8Array(png.a)]), "a.png");
    const missing = await api("POST", "/api/slider/add", form);
    expect(missing).toEqual({
      status: 400,
      body: { error: "secondImage: Please upload a large picture." },
    });
    const noTitle = new FormData();
    noTitle.append("body", "x");
    expect((await api("POST", "/api/slider/add", noTitle)).body.error).toBe(
      "title: Please enter a title.",
    );

    const full = new FormData();
    for (const [k, v] of form.entries()) full.append(k, v);
    full.append("secondImage", new Blob([new Uint8Array(png.b)]), "b.png");
    const added = await api("POST", "/api/slider/add", full);
    expect(added.status).toBe(201);
    const slider = added.body.slider as { _id: string; firstImage: string; isActive: boolean };
    expect(added.body).toMatchObject({
      success: true,
      slider: { title: "API Slaytı", isActive: true },
    });
    const id = slider._id;
    expect((await api("GET", `/api/slider/${id}`, undefined, null)).body.slider).toMatchObject({
      _id: id,
    });

    const put = await api("PUT", `/api/slider/${id}`, {
      slider: { title: "API 2", title_en: "API two" },
    });
    expect(put.status).toBe(200);
    expect(put.body.slider).toMatchObject({
      title: "API 2",
      title_en: "API two",
      body: "<p>API</p>",
    });
    expect(
      (await api("PUT", `/api/slider/${id}`, { slider: { slug: "http://example.com" } })).body,
    ).toEqual({
      error: "slug: The link must be a path starting with / or an address starting with https://.",
    });
    expect((await api("PUT", `/api/slider/${id}`, { slider: { title: "" } })).status).toBe(400);
    expect((await api("PUT", `/api/slider/${id}`, { title: "unwrapped" })).status).toBe(400);
    const missingId = "00000000-0000-4000-8000-000000000000";
    expect((await api("PUT", `/api/slider/${missingId}`, { slider: { title: "x" } })).status).toBe(
      404,
    );
    expect((await api("PUT", "/api/slider/not-an-id", { slider: {} })).status).toBe(400);

    const off = await api("PUT", `/api/slider/${id}/active`, { slider: { isActive: false } });
    expect(off.body.slider).toMatchObject({ isActive: false });
    expect(homeTitles(await admin.get("/"))).not.toContain("API 2");
    expect((await api("GET", `/api/slider/${id}`, undefined, null)).status).toBe(404);
    expect((await api("PUT", `/api/slider/${id}/active`, { slider: {} })).status).toBe(400);
    await api("PUT", `/api/slider/${id}/active`, { slider: { isActive: true } });
    expect(homeTitles(await admin.get("/"))).toContain("API 2");

    const image = new FormData();
    image.append("image", new Blob([new Uint8Array(png.c)]), "c.png");
    const uploaded = await api("PUT", `/api/slider/imageUpload/${id}/1`, image);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      success: true,
      image: expect.stringMatching(/^\/uploads\/img\//),
    });
    expect(uploaded.body.image).not.toBe(slider.firstImage);
    const image2 = new FormData();
    image2.append("image", new Blob([new Uint8Array(png.a)]), "a.png");
    expect((await api("PUT", `/api/slider/imageUpload/${id}/2`, image2)).body.image).toBe(
      slider.firstImage,
    );
    expect((await api("PUT", `/api/slider/imageUpload/${id}/5`, new FormData())).status).toBe(400);
    const notImage = new FormData();
    notImage.append("image", new Blob(["<svg onload=alert(1)>"]), "x.svg");
    expect((await api("PUT", `/api/slider/imageUpload/${id}/0`, notImage)).body.error).toBe(
      "firstImage: Only JPEG, PNG or WebP pictures are accepted.",
    );

    const ids = (await apiSlides()).slider.map((s) => s._id);
    expect(
      (await api("PUT", "/api/slider/reorder", { order: ids.slice(1).join(",") })).status,
    ).toBe(400);
    expect(
      (await api("PUT", "/api/slider/reorder", { order: [...ids, ids[0]].join(",") })).status,
    ).toBe(400);
    // Inactive slides are ordered too: every slide once.
    const all = listRows(await admin.get("/dashboard/sliders")).map((r) => r.id);
    const reversed = [...all].reverse();
    const ok = await api("PUT", "/api/slider/reorder", { order: reversed.join(",") });
    expect(ok.status).toBe(200);
    expect(listRows(await admin.get("/dashboard/sliders")).map((r) => r.id)).toEqual(reversed);
    expect((await apiSlides()).slider.map((s) => s._id)).toEqual(
      reversed.filter((i) => ids.includes(i)),
    );
    const map = Object.fromEntries(all.map((i, n) => [String(n), i]));
    expect((await api("PUT", "/api/slider/reorder", { order: map })).status).toBe(200);
    expect(listRows(await admin.get("/dashboard/sliders")).map((r) => r.id)).toEqual(all);

    expect((await api("DELETE", `/api/slider/delete/${id}`)).body).toMatchObject({ success: true });
    expect((await api("DELETE", `/api/slider/delete/${id}`)).status).toBe(404);
    expect((await api("DELETE", `/api/slider/delete/${id}`, undefined, member)).status).toBe(403);
  });

  it("keeps slide bodies inert: through the form, the /api and straight into the database", async () => {
    const add = await admin.get("/dashboard/sliders/add");
    const viaForm = await send(
      admin,
      add,
      "/dashboard/sliders/add",
      { title: "Form XSS", body: CORPUS, body_en: CORPUS, slug: "/shop" },
      { firstImage: png.a, secondImage: png.b },
    );
    expect(viaForm.status).toBe(302);
    const viaApi = new FormData();
    viaApi.append("title", "API XSS");
    viaApi.append("body", CORPUS);
    viaApi.append("slug", "/shop");
    viaApi.append("firstImage", new Blob([new Uint8Array(png.a)]), "a.png");
    viaApi.append("secondImage", new Blob([new Uint8Array(png.b)]), "b.png");
    const apiAdded = await api("POST", "/api/slider/add", viaApi);
    expect(apiAdded.status).toBe(201);
    const apiId = (apiAdded.body.slider as { _id: string })._id;
    expect((await api("PUT", `/api/slider/${apiId}`, { slider: { body_en: CORPUS } })).status).toBe(
      200,
    );

    // What was stored is already clean (the edit form shows the stored body).
    const rows = listRows(await admin.get("/dashboard/sliders"));
    for (const title of ["Form XSS", "API XSS"]) {
      const edit = await admin.get(
        `/dashboard/sliders/edit/${rows.find((r) => r.title === title)!.id}`,
      );
      const stored = valueOf(edit, "body")!;
      expect(stored).toContain("<p>Güvenli metin</p>");
      expect(stored).not.toMatch(
        /<script|<svg|<style|<iframe|<form|onerror|onclick|onload|javascript|data:/i,
      );
    }

    // A hostile body written straight into the database, as a script or psql could.
    await db((d) =>
      d.insert(sliders).values({
        title: "DB XSS <script>alert(1)</script>",
        body: CORPUS,
        bodyEn: CORPUS,
        firstImage: "/images/demo/slider-1.svg",
        secondImage: "/images/demo/slider-1.svg",
        slug: "javascript:alert(1)",
      }),
    );
    for (const path of ["/", "/en", "/dashboard/sliders", "/en/dashboard/sliders"]) {
      const res = await fetch(server.url + path, { headers: { cookie: admin.cookie } });
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expectInert(html, res.headers.get("content-security-policy"), path);
      expect(html, path).toContain("Güvenli metin");
    }
    const home = await admin.get("/");
    expect(homeTitles(home)).toContain("DB XSS <script>alert(1)</script>");
    const json = await apiSlides();
    // Titles are text in JSON; the HTML and links a client puts into a page are checked.
    const text = JSON.stringify(json.slider.map((s) => [s.body, s.body_en, s.slug]))
      .replace(SKIPPED, "")
      .toLowerCase();
    expect(text).not.toMatch(
      /<script|<svg|<style|<iframe|onerror|onclick|onload|javascript:|data:text/,
    );
    for (const s of json.slider.filter((s) => /XSS/.test(s.title)))
      expect(s.body).toContain("<p>Güvenli metin</p>");
  });

  it("takes a phone photo; one over 10 MB comes back on its own field, all typed kept", async () => {
    const photo = await phonePhoto();
    const typed = {
      title: "Büyük Resimli Seri",
      title_en: "Big Picture Series",
      body: "<p>Yaz taşları</p>",
      body_en: "<p>Summer stones</p>",
      slug: "/shop?q=yaz",
    };
    /** The files first, then the texts, as the form's order sends them. */
    const body = (files: [string, Buffer, string][]) => {
      const data = new FormData();
      for (const [field, bytes, name] of files) data.append(field, chosen(bytes), name);
      for (const [k, v] of Object.entries(typed)) data.append(k, v);
      return data;
    };
    const expectKept = (page: Page) => {
      for (const [k, v] of Object.entries(typed)) expect(valueOf(page, k)).toBe(v);
      expect(page.doc.querySelector('input[name="isActive"]')!.hasAttribute("checked")).toBe(false);
    };
    for (const [, prefix, message] of TOO_BIG_PICTURE) {
      const refused = await admin.postBody(
        `${prefix}/dashboard/sliders/add`,
        body([
          ["firstImage", photo, "urun.jpg"],
          ["secondImage", oversized(14.2), "IMG_2041.jpg"],
        ]),
      );
      expect(refused.status).toBe(413);
      expect(errorOf(refused, "secondImage")).toBe(message);
      expect(errorOf(refused, "firstImage")).toBeNull();
      expectKept(refused);
      // The picture under the limit was stored, and travels with the form to its next send.
      expect(valueOf(refused, "kept-firstImage")).toBeTruthy();
      expect(valueOf(refused, "kept-secondImage")).toBeUndefined();
      if (prefix) continue;
      expect(refused.text).toContain("Yüklenen resim saklandı.");
      const added = await send(
        admin,
        refused,
        "/dashboard/sliders/add",
        {},
        { secondImage: png.b },
      );
      expect(added.status).toBe(302);
      expect(listRows(await admin.get("/dashboard/sliders")).map((r) => r.title)).toContain(
        typed.title,
      );
    }

    const row = listRows(await admin.get("/dashboard/sliders"))[0]!;
    for (const [, prefix, message] of TOO_BIG_PICTURE) {
      const path = `${prefix}/dashboard/sliders/edit/${row.id}`;
      const refused = await admin.postBody(
        path,
        body([
          ["firstImage", oversized(14.2), "IMG_2041.jpg"],
          ["secondImage", photo, "buyuk.jpg"],
        ]),
      );
      expect(refused.status).toBe(413);
      expect(errorOf(refused, "firstImage")).toBe(message);
      expect(errorOf(refused, "secondImage")).toBeNull();
      expectKept(refused);
      expect(valueOf(refused, "kept-secondImage")).toBeTruthy();
      expect(valueOf(refused, "kept-firstImage")).toBeUndefined();
    }
    // Nothing was changed.
    expect(listRows(await admin.get("/dashboard/sliders"))[0]!.title).toBe(row.title);
    // Sent again as it came back: saved, with the big picture kept from before.
    const path = `/dashboard/sliders/edit/${row.id}`;
    const again = await admin.postBody(
      path,
      body([
        ["firstImage", oversized(14.2), "a.jpg"],
        ["secondImage", photo, "buyuk.jpg"],
      ]),
    );
    const kept = valueOf(again, "kept-secondImage");
    const shown = again.doc.querySelectorAll(".slider-preview")[1]!.getAttribute("src");
    const saved = await send(admin, again, path, {});
    expect(saved.status).toBe(302);
    expect(kept).toBeTruthy();
    const edit = await admin.get(path);
    expect(valueOf(edit, "title")).toBe(typed.title);
    expect(edit.doc.querySelectorAll(".slider-preview")[1]!.getAttribute("src")).toBe(shown);
  });
});
