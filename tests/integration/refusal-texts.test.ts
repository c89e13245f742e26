import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson, getPage, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { DEMO } from "../helpers/demo-visits";

/**
 * Spec 001 §8's messages on the pages, without JavaScript (issue [17] point 6): 'Forbidden!' on
 * a page the visitor's role may not open, 'Please Try Again!' over a refused request,
 * 'Unauthorized Access! Please login again' for a session that has ended, 'Blog Bulunmadı'; /api
 * keeps its JSON. Every refused staff page of the access matrix says 'Forbidden!' too
 * (attacks/access-matrix.test.ts); tests/e2e/refusals.spec.ts shows them with JavaScript.
 */

const FORBIDDEN = {
  tr: "Yasak! Bu kaynağa erişim izniniz yok.",
  en: "Forbidden! You are not allowed to access this resource.",
};

const heading = (page: Page) => page.doc.querySelector("main h1")?.text.trim();

describe.each(DB_KINDS)("spec 001 §8's messages on %s", (kind) => {
  let server: TestServer;
  let member: Browser;
  let merchant: Browser;

  beforeAll(async () => {
    server = await sharedServer(kind);
    member = await new Browser(server.url).signIn(DEMO.member.email, DEMO.member.password);
    merchant = await new Browser(server.url).signIn(DEMO.merchant.email, DEMO.merchant.password);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says 'Forbidden!' on a staff page the visitor's role may not open, in its language", async () => {
    for (const [who, path] of [
      [member, "/dashboard/product"],
      [merchant, "/dashboard/settings"],
      [merchant, "/dashboard/users"],
      [merchant, "/dashboard/blogs"],
    ] as const) {
      for (const lang of ["tr", "en"] as const) {
        const page = await who.get(lang === "en" ? `/en${path}` : path);
        expect(page.status, path).toBe(403);
        expect(heading(page), `${lang} ${path}`).toBe(FORBIDDEN[lang]);
      }
    }
  });

  it("keeps /api's refusals JSON", async () => {
    const res = await getJson<{ error: string }>(server.url, "/api/user/list", {
      headers: { cookie: merchant.cookie },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "Forbidden" });
  });

  it("titles a refused request 'Please Try Again!'", async () => {
    const { body } = await getJson<{ products: { slug: string }[] }>(
      server.url,
      "/api/product?limit=1",
    );
    const slug = body.products[0]!.slug;
    // A form of the shop never sends this intent: the page refuses the request (400).
    const tr = await member.post(`/product/${slug}`, { intent: "no-such-intent" });
    expect(tr.status).toBe(400);
    expect(heading(tr)).toBe("Lütfen Tekrar Deneyin!");
    expect(tr.text).toContain("İsteğiniz işlenemedi. Lütfen tekrar deneyin.");
    const en = await member.post(`/en/product/${slug}`, { intent: "no-such-intent" });
    expect(heading(en)).toBe("Please Try Again!");
    expect(en.text).toContain("Your request could not be processed. Please try again.");
  });

  it("sends a session that has ended to sign in again, saying so, and clears it", async () => {
    const browser = await new Browser(server.url).signIn(DEMO.member.email, DEMO.member.password);
    const ended = browser.cookie;
    const out = await browser.post("/logout", {});
    expect([302, 303]).toContain(out.status);
    const page = await getPage(server.url, "/dashboard", { headers: { cookie: ended } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");
    const cleared = page.headers.getSetCookie();
    expect(cleared.some((c) => /^sid=;|^sid=.*Max-Age=0/i.test(c))).toBe(true);
    const toast = cleared.find((c) => !c.startsWith("sid="))!.split(";")[0]!;
    const login = await getPage(server.url, page.headers.get("location")!, {
      headers: { cookie: toast },
    });
    expect(login.doc.querySelector(".toast")?.text).toBe(
      "Yetkisiz erişim! Lütfen tekrar giriş yapın.",
    );
    // A guest who never signed in is only asked to sign in.
    const guest = await getPage(server.url, "/dashboard");
    expect(guest.headers.getSetCookie()).toEqual([]);
  });

  it("says 'Blog Bulunmadı' for a blog post that is not there", async () => {
    const tr = await getPage(server.url, "/blog/note/no-such-post");
    expect(tr.status).toBe(404);
    expect(heading(tr)).toBe("Blog Bulunmadı");
    const en = await getPage(server.url, "/en/blog/note/no-such-post");
    expect(heading(en)).toBe("Blog post not found");
  });
});
