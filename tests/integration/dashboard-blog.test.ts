import type { HTMLElement } from "node-html-parser";
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs } from "../../db/schema";
import type { Db } from "../../db/client.server";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson, getPage, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { pageScripts } from "../helpers/page-assets";
import { chosen, oversized, phonePhoto, TOO_BIG_PICTURE } from "../helpers/big-files";

/**
 * The blog dashboard (spec 001 §2 Blogs, §5, §7) without JavaScript: the admin's add, edit,
 * deactivate and delete through the pages, what the storefront then shows, the /api calls, and
 * who may do any of it.
 */
const MISSING = "00000000-0000-4000-8000-000000000000";

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;
const titleOf = (page: Page) => page.doc.querySelector("main h1")?.text.trim();
const errorsOf = (page: Page) =>
  Object.fromEntries(
    page.doc
      .querySelectorAll(".field-errors")
      .map((ul) => [ul.getAttribute("id")!.replace(/^blog-|-error$/g, ""), ul.text.trim()]),
  );
const valueOf = (page: Page, name: string) =>
  page.doc.querySelector(`input[name="${name}"]`)?.getAttribute("value") ??
  page.doc.querySelector(`textarea[name="${name}"]`)?.text;

async function picture(color: string) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** What a browser without JavaScript sends for the blog form, `typed` over it, and files. */
function send(
  browser: Browser,
  form: HTMLElement,
  typed: Record<string, string | null>,
  files: Record<string, Buffer> = {},
) {
  const data = new FormData();
  for (const el of form.querySelectorAll("input, textarea")) {
    const name = el.getAttribute("name");
    const type = el.getAttribute("type");
    if (!name || name in typed || type === "file") continue;
    if (type === "checkbox" && !el.hasAttribute("checked")) continue;
    data.append(name, el.tagName === "TEXTAREA" ? el.text : (el.getAttribute("value") ?? "on"));
  }
  for (const [k, v] of Object.entries(typed)) if (v !== null) data.append(k, v);
  for (const [k, bytes] of Object.entries(files))
    data.append(k, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `${k}.jpg`);
  expect(form.getAttribute("enctype")).toBe("multipart/form-data");
  return browser.postBody(form.getAttribute("action")!, data);
}

const formOf = (page: Page) => {
  const form = page.doc.querySelector("form.blog-form");
  if (!form) throw new Error(`no blog form (status ${page.status}):\n${page.text}`);
  return form;
};

function rows(page: Page) {
  return page.doc.querySelectorAll(".catalogue-item").map((li) => ({
    title: li.querySelector(".catalogue-name")!.text.trim(),
    id: li.querySelector(".catalogue-name")!.getAttribute("href")!.split("/").pop()!,
    text: li.text.replace(/\s+/g, " ").trim(),
    isActive: !li.classList.contains("is-off"),
  }));
}

describe.each(DB_KINDS)("the blog dashboard without JavaScript on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let member: Browser;
  const browsers: Browser[] = [];

  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const done = await atDatabase(server, fn);
    server = done.server;
    for (const b of browsers) b.base = server.url;
    return done.value;
  }

  async function signIn(email: string, password: string) {
    const browser = await new Browser(server.url).signIn(email, password);
    browsers.push(browser);
    return browser;
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

  it("adds a post after a mistake, shows it on /blog, edits, turns off and deletes it", async () => {
    const list = await admin.get("/dashboard/blogs");
    expect(list.status).toBe(200);
    expect(titleOf(list)).toBe("Blog");
    expect(list.doc.querySelector('main a[href="/dashboard/blogs/add"]')!.text.trim()).toBe("Ekle");

    const add = await admin.get("/dashboard/blogs/add");
    expect(titleOf(add)).toBe("Blog Ekle");
    expect(add.doc.querySelector('input[name="isActive"]')!.hasAttribute("checked")).toBe(true);
    expect(add.doc.querySelector('form.blog-form button[type="submit"]')!.text.trim()).toBe(
      "Blog Ekle",
    );
    expect(add.doc.querySelector('form.blog-form a[href="/dashboard/blogs"]')!.text.trim()).toBe(
      "İptal",
    );

    // A mistake: no title, an empty body; the picture is kept, the typed texts come back.
    const wrong = await send(
      admin,
      formOf(add),
      { title: "  ", preview: "Kısa özet", body: "<p></p>", title_en: "Rings of Şile" },
      { image: await picture("#aa6633") },
    );
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong)).toEqual({ title: "Bu alan zorunludur.", body: "Bu alan zorunludur." });
    expect(valueOf(wrong, "title_en")).toBe("Rings of Şile");
    expect(valueOf(wrong, "preview")).toBe("Kısa özet");
    expect(valueOf(wrong, "keptImage")).toMatch(/\./);
    expect(wrong.text).toContain("Yüklediğiniz görsel saklandı");

    // Sent again without choosing the picture: the kept one is used.
    const added = await send(admin, formOf(wrong), {
      title: "Şık Işıltılı Güneş Yüzükleri",
      body: '<h2>Başlık</h2><p>Merhaba <strong>dünya</strong><script>alert(1)</script></p><p onclick="x()">tık</p>',
    });
    expect(added.status).toBe(302);
    expect(added.location).toBe("/dashboard/blogs");
    const after = await admin.follow(added);
    expect(toastOf(after)).toBe("Blog eklendi.");
    const row = rows(after).find((r) => r.title === "Şık Işıltılı Güneş Yüzükleri")!;
    expect(row).toMatchObject({ isActive: true });
    expect(row.text).toContain("/blog/note/sik-isiltili-gunes-yuzukleri");

    const shop = await getPage(server.url, "/blog");
    expect(shop.text).toContain("Şık Işıltılı Güneş Yüzükleri");
    const post = await getPage(server.url, "/blog/note/sik-isiltili-gunes-yuzukleri");
    expect(post.status).toBe(200);
    const shown = post.doc.querySelector(".blog-post .prose")!.innerHTML;
    // The stored picture is served.
    const img = post.doc.querySelector(".blog-hero")!.getAttribute("src")!;
    expect((await fetch(server.url + img)).status).toBe(200);
    const stored = await db(
      async (d) => (await d.select().from(blogs).where(eq(blogs.id, row.id)))[0]!,
    );
    expect(stored.body).toBe("<h2>Başlık</h2><p>Merhaba <strong>dünya</strong></p><p>tık</p>");
    expect(stored.image).toMatch(/^\/uploads\/img\/.+\.webp$/);
    expect(stored.titleEn).toBe("Rings of Şile");

    expect(shown).toBe(stored.body);
    // English falls back to the Turkish body while the English one is empty.
    const en = await getPage(server.url, "/en/blog/note/sik-isiltili-gunes-yuzukleri");
    expect(en.doc.querySelector("h1")!.text).toBe("Rings of Şile");
    expect(en.text).toContain("Merhaba");

    // Edit: the title changes, the slug stays; a new picture replaces the old one.
    const edit = await admin.get(`/dashboard/blogs/edit/${row.id}`);
    expect(titleOf(edit)).toBe("Blog Güncelleme");
    expect(edit.doc.querySelector(`.blog-picture-preview img[src="${stored.image}"]`)).toBeTruthy();
    const saved = await send(
      admin,
      formOf(edit),
      { title: "Güneş Yüzükleri", body_en: "<p>Hello</p>" },
      { inner_image: await picture("#3366aa") },
    );
    expect(saved.location).toBe("/dashboard/blogs");
    expect(toastOf(await admin.follow(saved))).toBe("Blog güncellendi.");
    // Read back from the edit page.
    const again = await admin.get(`/dashboard/blogs/edit/${row.id}`);
    expect(valueOf(again, "title")).toBe("Güneş Yüzükleri");
    expect(valueOf(again, "body_en")).toBe("<p>Hello</p>");
    const previews = again.doc
      .querySelectorAll(".blog-picture-preview img")
      .map((i) => i.getAttribute("src"));
    expect(previews[0]).toBe(stored.image);
    expect(previews[1]).toMatch(/\.webp$/);
    expect(previews[1]).not.toBe(stored.image);
    expect(rows(await admin.get("/dashboard/blogs")).find((r) => r.id === row.id)!.text).toContain(
      `/blog/note/${stored.slug}`,
    );
    expect((await getPage(server.url, "/en/blog/note/" + stored.slug)).text).toContain("Hello");

    // A mistake on the edit form: 400 in the page's language (English page), values kept.
    const enEdit = await admin.get(`/en/dashboard/blogs/edit/${row.id}`);
    expect(titleOf(enEdit)).toBe("Edit Blog Post");
    const enWrong = await send(admin, formOf(enEdit), { preview: "", title: "Yeni" });
    expect(enWrong.status).toBe(400);
    expect(errorsOf(enWrong)).toEqual({ preview: "This field is required." });
    expect(valueOf(enWrong, "title")).toBe("Yeni");

    // Turned off: marked in the list, gone from the storefront.
    const off = await send(admin, formOf(await admin.get(`/dashboard/blogs/edit/${row.id}`)), {
      isActive: null,
    });
    const offList = await admin.follow(off);
    expect(rows(offList).find((r) => r.id === row.id)).toMatchObject({ isActive: false });
    expect(rows(offList).find((r) => r.id === row.id)!.text).toContain("Pasif");
    expect((await getPage(server.url, "/blog")).text).not.toContain("Güneş Yüzükleri");
    expect((await getPage(server.url, `/blog/note/${stored.slug}`)).status).toBe(404);

    // Deleted through its confirmation page.
    const confirmLink = (await admin.get(`/dashboard/blogs/edit/${row.id}`)).doc.querySelector(
      `a[href="/dashboard/blogs/delete/${row.id}"]`,
    )!;
    expect(confirmLink.text.trim()).toBe("Sil");
    const confirm = await admin.get(confirmLink.getAttribute("href")!);
    expect(confirm.text).toContain("Blog silmek istediğinizden emin misiniz?");
    const deleted = await admin.follow(
      await admin.submit(confirm.doc.querySelector(".confirm-box form")!),
    );
    expect(toastOf(deleted)).toBe("Blog silindi.");
    expect(rows(deleted).map((r) => r.id)).not.toContain(row.id);
    const gone = await admin.get(`/dashboard/blogs/edit/${row.id}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain("blog bulunmadı.");
    expect((await admin.get("/dashboard/blogs/edit/not-an-id")).status).toBe(404);
  });

  it("requires the image and says so; gives a clashing title the next number", async () => {
    const add = await admin.get("/dashboard/blogs/add");
    const noImage = await send(admin, formOf(add), {
      title: "Aynı Başlık",
      body: "<p>Bir</p>",
      preview: "Özet",
    });
    expect(noImage.status).toBe(400);
    expect(errorsOf(noImage)).toEqual({ image: "Bir görsel seçin." });
    const notImage = await send(
      admin,
      formOf(add),
      { title: "Aynı Başlık", body: "<p>Bir</p>", preview: "Özet" },
      { image: Buffer.from("<html>not a picture</html>") },
    );
    expect(errorsOf(notImage)).toEqual({
      image: "Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.",
    });

    for (let i = 0; i < 3; i++) {
      const res = await send(
        admin,
        formOf(add),
        { title: "Aynı Başlık", body: "<p>Bir</p>", preview: "Özet" },
        { image: await picture("#226644") },
      );
      expect(res.status).toBe(302);
    }
    const slugs = rows(await admin.get("/dashboard/blogs"))
      .filter((r) => r.title === "Aynı Başlık")
      .map((r) => /\/blog\/note\/([a-z0-9-]+)/.exec(r.text)![1])
      .sort();
    expect(slugs).toEqual(["ayni-baslik", "ayni-baslik-2", "ayni-baslik-3"]);

    // Three at the same moment: the unique index decides, each gets a slug of its own.
    const together = await Promise.all(
      ["#101010", "#202020", "#303030"].map(async (color) => {
        const data = new FormData();
        data.append("title", "Aynı Anda");
        data.append("body", "<p>Bir</p>");
        data.append("preview", "Özet");
        data.append("image", new Blob([new Uint8Array(await picture(color))]), "a.jpg");
        return getJson<{ blog: { slug: string } }>(server.url, "/api/blog/add", {
          method: "POST",
          headers: { cookie: admin.cookie, origin: server.url },
          body: data,
        });
      }),
    );
    expect(together.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(together.map((r) => r.body.blog.slug).sort()).toEqual([
      "ayni-anda",
      "ayni-anda-2",
      "ayni-anda-3",
    ]);
  });

  it("takes a phone photo over 1 MB; one over 10 MB comes back on its field, all typed kept", async () => {
    const photo = await phonePhoto();
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    const taken = await send(
      admin,
      formOf(await admin.get("/dashboard/blogs/add")),
      { title: "Telefondan Gelen Işık", body: "<p>Bir</p>", preview: "Özet" },
      { image: photo },
    );
    expect(taken.status).toBe(302);
    expect(rows(await admin.get("/dashboard/blogs")).map((r) => r.title)).toContain(
      "Telefondan Gelen Işık",
    );

    for (const [lang, prefix, message] of TOO_BIG_PICTURE) {
      const page = await admin.get(`${prefix}/dashboard/blogs/add`);
      // The files first, the texts after them, as the form's order sends them.
      const body = new FormData();
      body.append("image", chosen(photo), "kapak.jpg");
      body.append("inner_image", chosen(oversized(14.2)), "IMG_2041.jpg");
      const typed = {
        title: `Büyük Fotoğraf ${lang}`,
        title_en: "A Big Photo",
        preview: "Kısa özet",
        preview_en: "Short preview",
        body: "<p>Uzun yazı</p>",
        body_en: "<p>Long text</p>",
      };
      for (const [k, v] of Object.entries(typed)) body.append(k, v);
      const refused = await admin.postBody(formOf(page).getAttribute("action")!, body);
      expect(refused.status).toBe(413);
      expect(errorsOf(refused)).toEqual({ inner_image: message });
      for (const [k, v] of Object.entries(typed)) expect(valueOf(refused, k)).toBe(v);
      expect(refused.doc.querySelector('input[name="isActive"]')!.hasAttribute("checked")).toBe(
        false,
      );
      // The cover under the limit was stored, and travels with the form to its next send.
      expect(valueOf(refused, "keptImage")).toMatch(/\./);
      expect(valueOf(refused, "keptInnerImage")).toBeUndefined();
      if (lang === "en") continue;
      expect(refused.text).toContain("Yüklediğiniz görsel saklandı");
      // The inner picture chosen again, smaller: saved with the cover kept from before.
      const saved = await send(
        admin,
        formOf(refused),
        {},
        { inner_image: await picture("#335577") },
      );
      expect(saved.status).toBe(302);
      const [row] = await db((d) => d.select().from(blogs).where(eq(blogs.title, typed.title)));
      expect(row!.image).toBe(
        refused.doc
          .querySelector("#blog-image")!
          .closest(".field")!
          .querySelector("img")!
          .getAttribute("src"),
      );
      expect(row!.innerImage).toBeTruthy();
    }
  });

  it("refuses merchants and members, and sends guests to /login", async () => {
    const some = rows(await admin.get("/dashboard/blogs"))[0];
    const pages = [
      "/dashboard/blogs",
      "/dashboard/blogs/add",
      `/dashboard/blogs/edit/${some!.id}`,
      `/dashboard/blogs/delete/${some!.id}`,
    ];
    for (const path of pages) {
      expect((await merchant.get(path)).status, path).toBe(403);
      expect((await member.get(path)).status, path).toBe(403);
      const guest = await new Browser(server.url).get(path);
      expect(guest.status, path).toBe(302);
      expect(guest.location, path).toMatch(/^\/login/);
    }
    expect((await merchant.post(`/dashboard/blogs/delete/${some!.id}`, {})).status).toBe(403);
    expect((await admin.get(`/dashboard/blogs/edit/${some!.id}`)).status).toBe(200);
  });

  it("keeps the editor's code out of every page's first scripts, within the budget", async () => {
    const some = rows(await admin.get("/dashboard/blogs"))[0];
    const scriptsOf = async (path: string) => {
      const page = await admin.get(path);
      expect(page.status, path).toBe(200);
      const scripts = pageScripts(page.html);
      expect(scripts.length, path).toBeGreaterThan(0);
      return scripts;
    };
    const editing = ["/dashboard/blogs/add", `/dashboard/blogs/edit/${some!.id}`];
    for (const path of ["/", "/blog", "/dashboard/blogs", "/dashboard/category", ...editing]) {
      let bytes = 0;
      for (const script of await scriptsOf(path)) {
        const body = Buffer.from(await (await fetch(server.url + script)).arrayBuffer());
        // ProseMirror's class names: the editor's code is in no script a page starts with.
        expect(body.includes("ProseMirror-"), `${path}: ${script}`).toBe(false);
        bytes += gzipSync(body).byteLength;
      }
      // Issue [7]'s budget for a dashboard page's JavaScript, gzipped.
      expect(bytes, path).toBeLessThanOrEqual(150 * 1024);
    }
  });

  it("answers the /api calls", async () => {
    const call = (who: Browser | null, method: string, path: string, payload?: FormData | object) =>
      getJson<{
        error?: string;
        success?: boolean;
        message?: string;
        image?: string;
        blog?: Record<string, unknown>;
      }>(server.url, path, {
        method,
        headers: {
          ...(who ? { cookie: who.cookie } : {}),
          origin: server.url,
          ...(payload && !(payload instanceof FormData)
            ? { "content-type": "application/json" }
            : {}),
        },
        body: payload instanceof FormData ? payload : payload ? JSON.stringify(payload) : undefined,
      });
    const form = async (fields: Record<string, string>, image = true, color = "#884422") => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      if (image) data.append("image", new Blob([new Uint8Array(await picture(color))]), "a.jpg");
      return data;
    };

    const missing = await call(
      admin,
      "POST",
      "/api/blog/add",
      await form({ body: "<p>x</p>", preview: "p" }),
    );
    expect(missing).toMatchObject({
      status: 400,
      body: { error: "title: This field is required." },
    });
    const noImage = await call(
      admin,
      "POST",
      "/api/blog/add",
      await form({ title: "T", body: "<p>x</p>", preview: "p" }, false),
    );
    expect(noImage).toMatchObject({ status: 400, body: { error: "image: Choose an image." } });
    expect(
      (
        await call(
          merchant,
          "POST",
          "/api/blog/add",
          await form({ title: "T", body: "b", preview: "p" }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          null,
          "POST",
          "/api/blog/add",
          await form({ title: "T", body: "b", preview: "p" }),
        )
      ).status,
    ).toBe(401);

    const added = await call(
      admin,
      "POST",
      "/api/blog/add",
      await form({
        title: "API Yazısı",
        body: "<p>Gövde<img src=x onerror=alert(1)></p>",
        preview: "Özet",
        isActive: "true",
      }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      blog: { title: "API Yazısı", slug: "api-yazisi", isActive: true },
    });
    expect(added.body.blog!.body).toBe('<p>Gövde<img src="x" loading="lazy"></p>');
    const id = added.body.blog!._id as string;

    // A long Turkish body (more bytes than letters) is taken; past 60,000 letters it is not.
    const long = await call(
      admin,
      "PUT",
      `/api/blog/${id}`,
      await form({ body: `<p>${"ş".repeat(45_000)}</p>` }, false),
    );
    expect(long.status).toBe(200);
    expect(
      await call(admin, "PUT", `/api/blog/${id}`, { blog: { body: "a".repeat(60_001) } }),
    ).toMatchObject({
      status: 400,
      body: { error: "body: At most 60000 characters." },
    });

    expect((await call(null, "GET", `/api/blog/${id}`)).body).toMatchObject({ blog: { _id: id } });
    expect((await call(null, "GET", `/api/blog/${MISSING}`)).status).toBe(404);

    const json = await call(admin, "PUT", `/api/blog/${id}`, {
      blog: { title: "API Yazısı 2", preview_en: "Summary" },
    });
    expect(json).toMatchObject({
      status: 200,
      body: {
        success: true,
        blog: { title: "API Yazısı 2", preview_en: "Summary", slug: "api-yazisi" },
      },
    });
    const multi = await call(
      admin,
      "PUT",
      `/api/blog/${id}`,
      await form({ body: "<p>Yeni</p>" }, true, "#224488"),
    );
    expect(multi.status).toBe(200);
    expect(multi.body.blog).toMatchObject({ body: "<p>Yeni</p>" });
    expect(multi.body.blog!.image).not.toBe(added.body.blog!.image);
    expect(await call(admin, "PUT", `/api/blog/${id}`, { blog: { title: "" } })).toMatchObject({
      status: 400,
      body: { error: "title: This field is required." },
    });
    expect(
      (await call(admin, "PUT", `/api/blog/${MISSING}`, { blog: { title: "x" } })).status,
    ).toBe(404);
    expect((await call(merchant, "PUT", `/api/blog/${id}`, { blog: { title: "x" } })).status).toBe(
      403,
    );

    const off = await call(admin, "PUT", `/api/blog/${id}/active`, { blog: { isActive: false } });
    expect(off).toMatchObject({ status: 200, body: { blog: { isActive: false } } });
    expect((await call(null, "GET", `/api/blog/${id}`)).status).toBe(404);
    expect((await call(admin, "PUT", `/api/blog/${id}/active`, { blog: {} })).status).toBe(400);
    expect(
      (await call(admin, "PUT", `/api/blog/${MISSING}/active`, { blog: { isActive: true } }))
        .status,
    ).toBe(404);
    expect(
      (await call(member, "PUT", `/api/blog/${id}/active`, { blog: { isActive: true } })).status,
    ).toBe(403);

    const upload = new FormData();
    upload.append("image", new Blob([new Uint8Array(await picture("#118833"))]), "b.jpg");
    const uploaded = await call(admin, "PUT", `/api/blog/imageUpload/${id}`, upload);
    expect(uploaded).toMatchObject({ status: 200, body: { success: true } });
    expect(uploaded.body.image).toMatch(/\.webp$/);
    const bad = new FormData();
    bad.append("image", new Blob([new Uint8Array(Buffer.from("nope"))]), "b.jpg");
    expect((await call(admin, "PUT", `/api/blog/imageUpload/${id}`, bad)).body.error).toBe(
      "image: Only JPEG, PNG or WebP pictures can be uploaded.",
    );
    expect((await call(admin, "PUT", `/api/blog/imageUpload/${MISSING}`, upload)).status).toBe(404);
    expect((await call(merchant, "PUT", `/api/blog/imageUpload/${id}`, upload)).status).toBe(403);

    expect((await call(merchant, "DELETE", `/api/blog/delete/${id}`)).status).toBe(403);
    expect(await call(admin, "DELETE", `/api/blog/delete/${id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await call(admin, "DELETE", `/api/blog/delete/${id}`)).status).toBe(404);
  });
});
