import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server";
import { Browser } from "../helpers/browser";
import { getJson, type Page } from "../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { chosen, oversized, phonePhoto, TOO_BIG_PICTURE } from "../helpers/big-files";

/**
 * /dashboard/popUp without JavaScript (one multipart form: picture, link, 'Aktif?') and PUT
 * /api/popUp/update and /changeImage: mistakes, saves, what the storefront then gets, and who
 * is refused.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function picture(width: number, height: number, format: "jpeg" | "png" | "webp") {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (((i / 3) % width) * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = 60;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/**
 * Remix's single-fetch data (turbo-stream's flat JSON: objects map "_{key's index}" to the
 * value's index; -5 is null, -7 undefined), enough for the root loader's plain values.
 */
function decodeData(text: string): unknown {
  const flat = JSON.parse(text.split("\n")[0]!) as unknown[];
  const at = (i: number): unknown => {
    if (i === -5) return null;
    if (i < 0) return undefined;
    const v = flat[i];
    if (Array.isArray(v)) return v.map((x) => (typeof x === "number" ? at(x) : x));
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v).map(([k, vi]) => [flat[Number(k.slice(1))], at(vi as number)]),
      );
    return v;
  };
  return at(0);
}

type RootPopup = { src: string; url: string; version: string } | null;

/** What the root loader gives a page on a client-side navigation (a single-fetch request). */
async function rootData(server: TestServer, path: string) {
  const res = await fetch(`${server.url}${path === "/" ? "/_root" : path}.data`);
  expect(res.status).toBe(200);
  const data = decodeData(await res.text()) as {
    root: { data: { popup: RootPopup; lang: string } };
  };
  return data.root.data;
}

/** The pop-up the root loader gives a page (it opens only once JavaScript runs). */
async function rootPopup(server: TestServer, path: string): Promise<RootPopup> {
  return (await rootData(server, path)).popup;
}

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;

describe.each(DB_KINDS)("dashboard pop-up without JavaScript on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let member: Browser;

  async function signIn(email: string, password: string) {
    return new Browser(server.url).signIn(email, password);
  }

  /** The page's form as a browser posts it: multipart, the file (if any) and the fields. */
  async function send(
    who: Browser | null,
    path: string,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
    method: "POST" | "PUT" = "POST",
    field = "image",
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(
      field,
      file
        ? new Blob([new Uint8Array(file.bytes)], { type: file.type })
        : new Blob([], { type: "application/octet-stream" }),
      file?.name ?? "",
    );
    const answer = await fetch(server.url + path, {
      method,
      body: form,
      redirect: "manual",
      headers: { ...(who ? { cookie: who.cookie } : {}), origin: server.url },
    });
    who?.keep(answer.headers);
    const text = await answer.text();
    let json: Json | null = null;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      // A page.
    }
    return { status: answer.status, text, json, location: answer.headers.get("location") ?? "" };
  }

  async function call(who: Browser | null, method: string, path: string, body?: unknown) {
    return getJson<Json>(server.url, path, {
      method,
      headers: {
        ...(who ? { cookie: who.cookie } : {}),
        origin: server.url,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await signIn("admin@demo.shop", "admin123!");
    merchant = await signIn("merchant@demo.shop", "merchant123!");
    member = await signIn("member@demo.shop", "member123!");
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("is for admins only: a guest signs in first, a member or merchant is refused", async () => {
    const guest = new Browser(server.url);
    const away = await guest.get("/dashboard/popUp");
    expect(away.location).toBe("/login?redirectTo=%2Fdashboard%2FpopUp");
    for (const who of [member, merchant]) {
      expect((await who.get("/dashboard/popUp")).status).toBe(403);
      expect((await send(who, "/dashboard/popUp", { url: "/x", status: "on" })).status).toBe(403);
    }
    expect((await send(guest, "/dashboard/popUp", { url: "/x" })).status).toBe(302);
    const body = { popUp: { url: "/x", status: false } };
    expect((await call(null, "PUT", "/api/popUp/update", body)).status).toBe(401);
    expect((await call(member, "PUT", "/api/popUp/update", body)).status).toBe(403);
    expect((await call(merchant, "PUT", "/api/popUp/update", body)).status).toBe(403);
    const png = { bytes: await picture(60, 80, "png"), name: "p.png", type: "image/png" };
    expect((await send(null, "/api/popUp/changeImage", {}, png, "PUT")).status).toBe(401);
    expect((await send(merchant, "/api/popUp/changeImage", {}, png, "PUT")).status).toBe(403);
    expect((await getJson<Json>(server.url, "/api/popUp")).body.popUp).toEqual({
      status: true,
      src: "/images/demo/popup.svg",
      url: "/shop",
      version: expect.any(Number),
    });
  });

  it("shows one form: the current picture, a new one, the link (placeholder /shop) and Aktif?", async () => {
    const page = await admin.get("/dashboard/popUp");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("main h1")!.text).toBe("Pop-Up");
    const form = page.doc.querySelector("main form.popup-form")!;
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    expect(form.querySelector(".popup-preview img")!.getAttribute("src")).toBe(
      "/images/demo/popup.svg",
    );
    expect(form.querySelector('input[type="file"][name="image"]')!.getAttribute("accept")).toBe(
      "image/jpeg,image/png,image/webp",
    );
    const url = form.querySelector('input[name="url"]')!;
    expect(url.getAttribute("placeholder")).toBe("/shop");
    expect(url.getAttribute("value")).toBe("/shop");
    expect(form.querySelector('label[for="popup-status"]')!.text).toBe("Aktif?");
    expect(form.querySelector('input[name="status"]')!.hasAttribute("checked")).toBe(true);
    expect(
      (await admin.get("/en/dashboard/popUp")).doc.querySelector("main form.popup-form")!.text,
    ).toContain("Active?");
  });

  it("refuses a javascript: link or a file that is no picture, with 400 and what was typed", async () => {
    const bad = await send(admin, "/dashboard/popUp", { url: "javascript:alert(1)", status: "on" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(
      "Bağlantı /shop gibi bir yol ya da https:// ile başlayan bir adres olmalı.",
    );
    expect(bad.text).toContain('value="javascript:alert(1)"');
    const en = await send(admin, "/en/dashboard/popUp", { url: "//evil.example" });
    expect(en.status).toBe(400);
    expect(en.text).toContain(
      "The link must be a path such as /shop or an address starting with https://.",
    );
    const svg = await send(
      admin,
      "/dashboard/popUp",
      { url: "/blog", status: "on" },
      { bytes: SVG, name: "x.svg", type: "image/svg+xml" },
    );
    expect(svg.status).toBe(400);
    expect(svg.text).toContain("Resim JPEG, PNG ya da WebP olmalı.");
    expect(svg.text).toContain('value="/blog"');
    // Nothing changed.
    expect((await getJson<Json>(server.url, "/api/popUp")).body.popUp.url).toBe("/shop");
  });

  it("gives a page's data request the page's own language and pop-up", async () => {
    for (const [path, lang, popup] of [
      ["/", "tr", true],
      ["/en", "en", true],
      ["/en/shop", "en", true],
      ["/cart", "tr", false],
      ["/en/cart", "en", false],
    ] as const) {
      const root = await rootData(server, path);
      expect([path, root.lang, root.popup !== null]).toEqual([path, lang, popup]);
    }
  });

  it("saves a new picture, link and switch at once: the storefront's next page has them", async () => {
    const before = (await rootPopup(server, "/"))!;
    expect(before.src).toBe("/images/demo/popup.svg");
    const saved = await send(
      admin,
      "/dashboard/popUp",
      { url: "/blog", status: "on" },
      { bytes: await picture(600, 800, "jpeg"), name: "kampanya.jpg", type: "image/jpeg" },
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard/popUp");
    const back = await admin.get(saved.location);
    expect(toastOf(back)).toBe("Pop-Up Resimi Başarıyla Güncellendi");
    const preview = back.doc.querySelector(".popup-preview img")!;
    const src = preview.getAttribute("src")!;
    expect(src).not.toBe("/images/demo/popup.svg");
    // Stored as product pictures are: WebP in several widths, a srcset to choose from.
    expect(preview.getAttribute("srcset")).toMatch(/\.webp \d+w/);
    const file = await fetch(server.url + src);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");

    const home = (await rootPopup(server, "/"))!;
    expect(home.src).toBe(src);
    expect(home.url).toBe("/blog");
    // A new version: a visitor who closed the old pop-up gets this one (lib/popup).
    expect(home.version).not.toBe(before.version);
    // Never over the cart or checkout.
    expect(await rootPopup(server, "/cart")).toBeNull();

    // The link alone: the other toast; off: the storefront has no pop-up.
    const off = await send(admin, "/en/dashboard/popUp", { url: "https://example.com/sale" });
    expect(off.status).toBe(302);
    expect(off.location).toBe("/en/dashboard/popUp");
    expect(toastOf(await admin.get(off.location))).toBe("Pop-Up Updated Successfully");
    expect(await rootPopup(server, "/")).toBeNull();
    const on = await send(admin, "/dashboard/popUp", { url: "", status: "on" });
    expect(on.status).toBe(302);
    expect(toastOf(await admin.get(on.location))).toBe("Pop-Up Başarıyla Güncellendi");
    // An empty link leads to the shop.
    expect((await rootPopup(server, "/"))!.url).toBe("/shop");
  });

  it("answers PUT /api/popUp/update and /changeImage", async () => {
    const wrapped = await call(admin, "PUT", "/api/popUp/update", {
      popUp: { url: "/about", status: false },
    });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.success).toBe(true);
    expect(wrapped.body.message).toBe("Pop-Up Updated Successfully");
    expect(wrapped.body.popUp).toMatchObject({ url: "/about", status: false });
    // The object flat, as GET /api/popUp answers it; a field left out stays.
    const flat = await call(admin, "PUT", "/api/popUp/update", { status: true });
    expect(flat.status).toBe(200);
    expect(flat.body.popUp).toMatchObject({ url: "/about", status: true });
    for (const url of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "//x.y"]) {
      const refused = await call(admin, "PUT", "/api/popUp/update", { popUp: { url } });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error).toBe(
        "url: The link must be a path such as /shop or an address starting with https://.",
      );
    }
    expect((await getJson<Json>(server.url, "/api/popUp")).body.popUp.url).toBe("/about");

    const png = { bytes: await picture(300, 400, "png"), name: "yeni.png", type: "image/png" };
    const changed = await send(admin, "/api/popUp/changeImage", {}, png, "PUT");
    expect(changed.status).toBe(200);
    expect(changed.json!.success).toBe(true);
    expect(changed.json!.message).toBe("Pop-Up Picture Updated Successfully");
    expect(changed.json!.popUp.src).toMatch(/^\/.*\.webp$/);
    expect((await getJson<Json>(server.url, "/api/popUp")).body.popUp.src).toBe(
      changed.json!.popUp.src,
    );
    const svg = await send(
      admin,
      "/api/popUp/changeImage",
      {},
      { bytes: SVG, name: "x.svg", type: "image/svg+xml" },
      "PUT",
    );
    expect(svg.status).toBe(400);
    expect(svg.json!.error).toBe("Only JPEG, PNG or WebP pictures are accepted.");
    expect((await send(admin, "/api/popUp/changeImage", {}, undefined, "PUT")).json!.error).toBe(
      "No picture was sent.",
    );
    expect((await call(admin, "PUT", "/api/popUp/changeImage", {})).status).toBe(400);
  });

  it("takes a phone photo over 1 MB; one over 10 MB comes back on its field, all typed kept", async () => {
    for (const [, prefix, message] of TOO_BIG_PICTURE) {
      const body = new FormData();
      body.append("image", chosen(oversized(14.2)), "IMG_2041.jpg");
      body.append("url", "/blog?etiket=yaz");
      const refused = await admin.postBody(`${prefix}/dashboard/popUp`, body);
      expect(refused.status).toBe(413);
      const field = refused.doc.querySelector("#popup-image")!.closest(".field")!;
      expect(field.querySelectorAll(".field-errors li").map((li) => li.text.trim())).toEqual([
        message,
      ]);
      expect(refused.doc.querySelector('input[name="url"]')!.getAttribute("value")).toBe(
        "/blog?etiket=yaz",
      );
      // 'Aktif?' was left off: it comes back off.
      expect(refused.doc.querySelector('input[name="status"]')!.hasAttribute("checked")).toBe(
        false,
      );
    }
    const before = (await getJson<Json>(server.url, "/api/popUp")).body.popUp;

    const photo = await phonePhoto();
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    const saved = await send(
      admin,
      "/dashboard/popUp",
      { url: before.url, ...(before.status ? { status: "on" } : {}) },
      { bytes: photo, name: "telefon.jpg", type: "image/jpeg" },
    );
    expect(saved.status).toBe(302);
    const back = await admin.get(saved.location);
    expect(toastOf(back)).toBe("Pop-Up Resimi Başarıyla Güncellendi");
  });

  // PGlite belongs to the server's one process: only PostgreSQL can lose the picture from outside.
  if (kind === "postgres")
    it("will not turn on a pop-up without a picture", async () => {
      const outside = await openDatabase(server.databaseUrl);
      try {
        await outside.db.execute(sql`update popups set src = null, status = false`);
      } finally {
        await outside.close();
      }
      const page = await send(admin, "/dashboard/popUp", { url: "/shop", status: "on" });
      expect(page.status).toBe(400);
      expect(page.text).toContain("Pop-up&#x27;ı açmak için önce bir resim yükleyin.");
      const api = await call(admin, "PUT", "/api/popUp/update", { popUp: { status: true } });
      expect(api.status).toBe(400);
      expect(api.body.error).toBe("status: Upload a picture before turning the pop-up on.");
      expect((await admin.get("/dashboard/popUp")).text).toContain("Henüz resim yüklenmedi.");
    });
});
