import type { HTMLElement } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../helpers/browser";
import { fieldsOf } from "../helpers/form-fields";
import type { Page } from "../helpers/http";
import { DB_KINDS, type TestServer } from "../helpers/server";
import { staffCall, twoAdminProcesses } from "../helpers/two-processes";

/**
 * Two staff saving one of the shop's words and pictures at once (issue [16] point 1, decision
 * 067): blog posts, sliders, the pop-up and the settings. On PostgreSQL two app processes share
 * the database; on PGlite one process answers both. A write naming an old version is refused
 * with what changed; a write naming none changes only the fields it sends.
 */

type Json = Record<string, unknown>;

describe.each(DB_KINDS)("staff saving the same words and pictures at once, on %s", (kind) => {
  const two = twoAdminProcesses(kind);
  let a: TestServer;
  let b: TestServer;
  /** The owner on process a, a second admin session on process b. */
  let onA: Browser;
  let onB: Browser;
  const call = staffCall;

  /** The first record of an /api list. */
  async function first(path: string, key: string): Promise<Json> {
    const { body } = await call(a, onA, "GET", path);
    const list = (body[key] ?? body.docs ?? Object.values(body).find(Array.isArray)) as Json[];
    return list[0]!;
  }

  beforeAll(() => {
    ({ a, b, onA, onB } = two);
  });

  describe("a blog post", () => {
    it("two partial writes at the same moment on two processes both hold", async () => {
      const post = await first("/api/blog", "blogs");
      const path = `/api/blog/${post._id as string}`;
      for (let round = 1; round <= 5; round++) {
        const title = `Aynı anda başlık ${round}`;
        const preview = `Aynı anda özet ${round}`;
        const [one, two] = await Promise.all([
          call(a, onA, "PUT", path, { blog: { title } }),
          call(b, onB, "PUT", path, { blog: { preview } }),
        ]);
        expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
        const { body } = await call(a, onA, "GET", path);
        expect(body.blog).toMatchObject({ title, preview });
      }
    });

    it("a write naming an old version is refused 409 with the post as it is", async () => {
      const post = await first("/api/blog", "blogs");
      const path = `/api/blog/${post._id as string}`;
      const read = await call(a, onA, "GET", path);
      const etag = read.headers.get("etag")!;
      expect(etag).toMatch(/^"\d+"$/);
      const version = Number(etag.replace(/"/g, ""));
      expect((read.body.blog as Json).version).toBe(version);

      const saved = await call(
        b,
        onB,
        "PUT",
        path,
        { blog: { title: "Yeni başlık" } },
        {
          "If-Match": etag,
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const newer = saved.headers.get("etag")!;
      expect(newer).toBe(`"${version + 1}"`);

      const stale = await call(
        a,
        onA,
        "PUT",
        path,
        { blog: { preview: "Eski özet" } },
        {
          "If-Match": etag,
        },
      );
      expect(stale.status).toBe(409);
      expect(stale.headers.get("etag")).toBe(newer);
      expect(stale.body.blog).toMatchObject({ title: "Yeni başlık", version: version + 1 });
      const inBody = await call(a, onA, "PUT", path, { blog: { preview: "Eski özet", version } });
      expect(inBody.status).toBe(409);
      const { body } = await call(a, onA, "GET", path);
      expect((body.blog as Json).preview).not.toBe("Eski özet");
    });

    it("a stale edit form (no JavaScript) comes back with who changed what, keeps what was typed, and saves on the next click", async () => {
      const post = await first("/api/blog", "blogs");
      const editPath = `/dashboard/blogs/edit/${post._id as string}`;
      const formOf = (page: Page) => page.doc.querySelector("form.blog-form") as HTMLElement;
      const firstPage = await onA.get(editPath);
      const secondPage = await onB.get(editPath);
      const saved = await onA.post(
        editPath,
        fieldsOf(formOf(firstPage), { title: "Önce kaydedilen" }),
      );
      expect(saved.status).toBe(302);

      const typed = "Aynı anda yazılan özet";
      const refused = await onB.post(editPath, fieldsOf(formOf(secondPage), { preview: typed }));
      expect(refused.status).toBe(409);
      const notice = refused.doc.querySelector(".stale-notice")!.text;
      expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
      expect(notice).toContain("admin@demo.shop");
      expect(formOf(refused).querySelector('[name="preview"]')!.text).toBe(typed);
      // The title the other saved is kept: B never touched it.
      expect(formOf(refused).querySelector('[name="title"]')!.getAttribute("value")).toBe(
        "Önce kaydedilen",
      );
      const between = await call(a, onA, "GET", `/api/blog/${post._id as string}`);
      expect((between.body.blog as Json).preview).not.toBe(typed);

      const again = await onB.post(editPath, fieldsOf(formOf(refused), {}));
      expect(again.status).toBe(302);
      const { body } = await call(a, onA, "GET", `/api/blog/${post._id as string}`);
      expect(body.blog).toMatchObject({ title: "Önce kaydedilen", preview: typed });
    });
  });

  describe("a slider", () => {
    it("two partial writes at the same moment on two processes both hold", async () => {
      const slide = await first("/api/slider/list", "slider");
      const path = `/api/slider/${slide._id as string}`;
      for (let round = 1; round <= 5; round++) {
        const title = `Aynı anda başlık ${round}`;
        const title_en = `Same moment title ${round}`;
        const [one, two] = await Promise.all([
          call(a, onA, "PUT", path, { slider: { title } }),
          call(b, onB, "PUT", path, { slider: { title_en } }),
        ]);
        expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
        const { body } = await call(a, onA, "GET", path);
        expect(body.slider).toMatchObject({ title, title_en });
      }
    });

    it("a write naming an old version is refused 409 with the slide as it is", async () => {
      const slide = await first("/api/slider/list", "slider");
      const path = `/api/slider/${slide._id as string}`;
      const read = await call(a, onA, "GET", path);
      const etag = read.headers.get("etag")!;
      expect(etag).toMatch(/^"\d+"$/);
      const version = Number(etag.replace(/"/g, ""));
      expect((read.body.slider as Json).version).toBe(version);

      const saved = await call(
        b,
        onB,
        "PUT",
        path,
        { slider: { title: "Yeni slayt" } },
        {
          "If-Match": etag,
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const newer = saved.headers.get("etag")!;
      expect(newer).toBe(`"${version + 1}"`);

      const stale = await call(
        a,
        onA,
        "PUT",
        path,
        { slider: { title_en: "Old" } },
        {
          "If-Match": etag,
        },
      );
      expect(stale.status).toBe(409);
      expect(stale.headers.get("etag")).toBe(newer);
      expect(stale.body.slider).toMatchObject({ title: "Yeni slayt", version: version + 1 });
      const inBody = await call(a, onA, "PUT", path, { slider: { title_en: "Old", version } });
      expect(inBody.status).toBe(409);
      const { body } = await call(a, onA, "GET", path);
      expect((body.slider as Json).title_en).not.toBe("Old");
    });

    it("a stale edit form (no JavaScript) comes back with who changed what, keeps what was typed, and saves on the next click", async () => {
      const slide = await first("/api/slider/list", "slider");
      const editPath = `/dashboard/sliders/edit/${slide._id as string}`;
      const formOf = (page: Page) => page.doc.querySelector("form.slider-form") as HTMLElement;
      const firstPage = await onA.get(editPath);
      const secondPage = await onB.get(editPath);
      const saved = await onA.post(
        editPath,
        fieldsOf(formOf(firstPage), { title: "Önce kaydedilen" }),
      );
      expect(saved.status).toBe(302);

      const typed = "Same moment title";
      const refused = await onB.post(editPath, fieldsOf(formOf(secondPage), { title_en: typed }));
      expect(refused.status).toBe(409);
      const notice = refused.doc.querySelector(".stale-notice")!.text;
      expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
      expect(notice).toContain("admin@demo.shop");
      const field = (name: string) =>
        formOf(refused).querySelector(`[name="${name}"]`)!.getAttribute("value");
      expect(field("title_en")).toBe(typed);
      expect(field("title")).toBe("Önce kaydedilen");
      const between = await call(a, onA, "GET", `/api/slider/${slide._id as string}`);
      expect((between.body.slider as Json).title_en).not.toBe(typed);

      const again = await onB.post(editPath, fieldsOf(formOf(refused), {}));
      expect(again.status).toBe(302);
      const { body } = await call(a, onA, "GET", `/api/slider/${slide._id as string}`);
      expect(body.slider).toMatchObject({ title: "Önce kaydedilen", title_en: typed });
    });
  });

  it("a slide's place in the list is the list's: reordering leaves its version, a form stays good", async () => {
    const { body } = await call(a, onA, "GET", "/api/slider/list");
    const slides = (body.slider ?? body.docs ?? Object.values(body).find(Array.isArray)) as Json[];
    const path = `/api/slider/${slides[0]!._id as string}`;
    const before = (await call(a, onA, "GET", path)).headers.get("etag")!;
    const order = slides.map((s) => s._id as string).reverse();
    const moved = await call(b, onB, "PUT", "/api/slider/reorder", { order });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const saved = await call(
      a,
      onA,
      "PUT",
      path,
      { slider: { title: "Yeri değişen" } },
      {
        "If-Match": before,
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  describe("the pop-up", () => {
    const path = "/api/popUp/update";

    it("two partial writes at the same moment on two processes both hold", async () => {
      for (let round = 1; round <= 5; round++) {
        const url = `/shop?round=${round}`;
        const status = round % 2 === 0;
        const [one, two] = await Promise.all([
          call(a, onA, "PUT", path, { popUp: { url } }),
          call(b, onB, "PUT", path, { popUp: { status } }),
        ]);
        expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
        // Read where the database is read, not a process's cached copy: the next write's answer.
        const { body } = await call(a, onA, "PUT", path, { popUp: {} });
        expect(body.popUp).toMatchObject({ url, status });
      }
    });

    it("a write naming an old version is refused 409 with the pop-up as it is", async () => {
      const read = await call(b, onB, "PUT", path, { popUp: {} });
      const etag = read.headers.get("etag")!;
      expect(etag).toMatch(/^"\d+"$/);
      const version = Number(etag.replace(/"/g, ""));
      expect((read.body.popUp as Json).version).toBe(version);

      const saved = await call(
        b,
        onB,
        "PUT",
        path,
        { popUp: { url: "/shop/yeni" } },
        {
          "If-Match": etag,
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const newer = saved.headers.get("etag")!;
      expect(newer).toBe(`"${version + 1}"`);

      const stale = await call(
        a,
        onA,
        "PUT",
        path,
        { popUp: { status: false } },
        {
          "If-Match": etag,
        },
      );
      expect(stale.status).toBe(409);
      expect(stale.headers.get("etag")).toBe(newer);
      expect(stale.body.popUp).toMatchObject({ url: "/shop/yeni", version: version + 1 });
      const inBody = await call(a, onA, "PUT", path, { popUp: { status: false, version } });
      expect(inBody.status).toBe(409);
      const { body } = await call(a, onA, "PUT", path, { popUp: {} });
      expect(body.popUp).toMatchObject({
        status: (read.body.popUp as Json).status,
        version: version + 1,
      });
    });

    it("a stale form (no JavaScript) comes back with who changed what, keeps what was typed, and saves on the next click", async () => {
      await call(a, onA, "PUT", path, { popUp: { url: "/shop", status: true } });
      const pagePath = "/dashboard/popUp";
      const formOf = (page: Page) => page.doc.querySelector("form.popup-form") as HTMLElement;
      const firstPage = await onA.get(pagePath);
      const secondPage = await onB.get(pagePath);
      const saved = await onA.post(pagePath, fieldsOf(formOf(firstPage), { url: "/shop/once" }));
      expect(saved.status).toBe(302);

      // B turns the pop-up off: an unticked box posts nothing.
      const off = (page: Page) => fieldsOf(formOf(page), {}).filter(([name]) => name !== "status");
      const refused = await onB.post(pagePath, off(secondPage));
      expect(refused.status).toBe(409);
      const notice = refused.doc.querySelector(".stale-notice")!.text;
      expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
      expect(notice).toContain("admin@demo.shop");
      const form = formOf(refused);
      expect(form.querySelector('[name="status"]')!.hasAttribute("checked")).toBe(false);
      expect(form.querySelector('[name="url"]')!.getAttribute("value")).toBe("/shop/once");

      const again = await onB.post(pagePath, off(refused));
      expect(again.status).toBe(302);
      const { body } = await call(a, onA, "PUT", path, { popUp: {} });
      expect(body.popUp).toMatchObject({ url: "/shop/once", status: false });
    });
  });

  describe("the settings", () => {
    const path = "/api/settings";
    /** The settings as the database holds them (a read may answer a process's cached copy). */
    const now = async () =>
      (await call(a, onA, "PUT", path, { settings: {} })).body.settings as Json;

    it("two partial writes at the same moment on two processes both hold", async () => {
      for (let round = 1; round <= 5; round++) {
        const store_name = `Aynı anda mağaza ${round}`;
        const store_address = `Aynı anda adres ${round}`;
        const [one, two] = await Promise.all([
          call(a, onA, "PUT", path, { settings: { store_name } }),
          call(b, onB, "PUT", path, { settings: { store_address } }),
        ]);
        expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
        expect(await now()).toMatchObject({ store_name, store_address });
      }
    });

    it("a write naming an old version is refused 409 with the settings as they are", async () => {
      const read = await call(b, onB, "PUT", path, { settings: {} });
      const etag = read.headers.get("etag")!;
      expect(etag).toMatch(/^"\d+"$/);
      const version = Number(etag.replace(/"/g, ""));
      expect((read.body.settings as Json).version).toBe(version);

      const saved = await call(
        b,
        onB,
        "PUT",
        path,
        { settings: { store_name: "Yeni ad" } },
        {
          "If-Match": etag,
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const newer = saved.headers.get("etag")!;
      expect(newer).toBe(`"${version + 1}"`);

      const stale = await call(
        a,
        onA,
        "PUT",
        path,
        { settings: { store_address: "Eski" } },
        {
          "If-Match": etag,
        },
      );
      expect(stale.status).toBe(409);
      expect(stale.headers.get("etag")).toBe(newer);
      expect(stale.body.settings).toMatchObject({ store_name: "Yeni ad", version: version + 1 });
      const inBody = await call(a, onA, "PUT", path, {
        settings: { store_address: "Eski", version },
      });
      expect(inBody.status).toBe(409);
      expect((await now()).store_address).not.toBe("Eski");
    });

    it("a stale form (no JavaScript) comes back with who changed what, keeps what was typed, and saves on the next click", async () => {
      const pagePath = "/dashboard/settings";
      const formOf = (page: Page) => page.doc.querySelector("form.settings-form") as HTMLElement;
      const firstPage = await onA.get(pagePath);
      const secondPage = await onB.get(pagePath);
      const saved = await onA.post(pagePath, fieldsOf(formOf(firstPage), { store_name: "Önce" }));
      expect(saved.status).toBe(302);

      const typed = "Aynı anda yazılan adres";
      const refused = await onB.post(
        pagePath,
        fieldsOf(formOf(secondPage), { store_address: typed }),
      );
      expect(refused.status).toBe(409);
      const notice = refused.doc.querySelector(".stale-notice")!.text;
      expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
      expect(notice).toContain("admin@demo.shop");
      const field = (name: string) => {
        const el = formOf(refused).querySelector(`[name="${name}"]`)!;
        return el.tagName === "TEXTAREA" ? el.text : el.getAttribute("value");
      };
      expect(field("store_address")).toBe(typed);
      expect(field("store_name")).toBe("Önce");
      expect((await now()).store_address).not.toBe(typed);

      const again = await onB.post(pagePath, fieldsOf(formOf(refused), {}));
      expect(again.status).toBe(302);
      expect(await now()).toMatchObject({ store_name: "Önce", store_address: typed });
    });
  });
});
