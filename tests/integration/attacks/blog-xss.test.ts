import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs } from "../../../db/schema";
import type { Db } from "../../../db/client.server";
import { atDatabase } from "../../helpers/database";
import { Browser } from "../../helpers/browser";
import { getJson, getPage } from "../../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../../helpers/server";

/**
 * An XSS corpus through the blog's body, title and preview: sent by the dashboard's form (no
 * JavaScript) and by POST/PUT /api/blog, then read back from the stored row and from the post's
 * page. Neither may carry any of it. A hostile body written straight into the database (as
 * before sanitising existed) is made inert when the page renders it.
 */
const CORPUS = [
  `<script>alert("s1")</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert("s2")>`,
  `<img src="x" ONERROR="alert('s3')">`,
  `<p onclick="alert('s4')">tıkla</p>`,
  `<a href="javascript:alert('s5')">j1</a>`,
  `<a href="JaVaScRiPt:alert('s6')">j2</a>`,
  `<a href="jav&#x09;ascript:alert('s7')">j3</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert('s8')">j4</a>`,
  `<a href="  javascript:alert('s9')">j5</a>`,
  `<a href="java\nscript:alert('s10')">j6</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d1</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg><script>alert("s11")</script></svg>`,
  `<svg onload=alert("s12")><circle r=1></circle></svg>`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<iframe src="javascript:alert('s13')"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<p><a href="javascript:x">açık kalan`,
  `<div><b>kapanmamış <i>etiketler`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert("s14")>`,
  `<form action="javascript:alert(1)"><button>b</button></form>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<p style="background:url(javascript:alert(1))">stil</p>`,
  `<<script>alert("s15");//<</script>`,
].join("\n");

/** Anything that would run, load or navigate if it were markup. */
const HOSTILE = [
  /<script/i,
  /<svg/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<base/i,
  /<form/i,
  /<meta/i,
  /<math/i,
  /\son[a-z]+\s*=/i,
  /style\s*=/i,
  /(?:href|src|action|data)\s*=\s*"?\s*(?:javascript|data|vbscript):/i,
];

/** What a browser skips when it reads a URL's scheme: spaces and control characters. */
// eslint-disable-next-line no-control-regex
const SKIPPED = /[\s\u0000-\u001f]/g;

function expectClean(html: string, where: string) {
  for (const bad of HOSTILE) expect(html, `${where}: ${bad}`).not.toMatch(bad);
}

/** The post's page: every script carries the page's nonce, no element has a handler or bad URL. */
function expectInertPage(root: HTMLElement, where: string) {
  const nonces = new Set(
    root.querySelectorAll("script[nonce]").map((s) => s.getAttribute("nonce")),
  );
  expect(nonces.size, `${where}: one nonce`).toBeLessThanOrEqual(1);
  for (const script of root.querySelectorAll("script")) {
    if (script.getAttribute("type") === "application/ld+json") continue;
    expect(script.getAttribute("nonce"), `${where}: a script without the nonce`).toBeTruthy();
  }
  for (const el of root.querySelectorAll("*")) {
    for (const name of Object.keys(el.attributes))
      expect(name.toLowerCase().startsWith("on"), `${where}: <${el.rawTagName} ${name}>`).toBe(
        false,
      );
    for (const name of ["href", "src", "action", "formaction", "data"]) {
      const value = el.getAttribute(name)?.replace(SKIPPED, "").toLowerCase() ?? "";
      expect(/^(javascript|data|vbscript):/.test(value), `${where}: ${name}=${value}`).toBe(false);
    }
  }
  const prose = root.querySelector(".blog-post .prose")!;
  expectClean(prose.innerHTML, `${where} body`);
  for (const tag of ["iframe", "object", "embed", "svg", "style", "form"])
    expect(prose.querySelectorAll(tag), `${where}: <${tag}>`).toHaveLength(0);
}

const picture = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

describe.each(DB_KINDS)("blog XSS corpus on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;

  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const done = await atDatabase(server, fn);
    server = done.server;
    admin.base = server.url;
    return done.value;
  }
  const row = (slug: string) =>
    db(async (d) => (await d.select().from(blogs).where(eq(blogs.slug, slug)))[0]!);

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = new Browser(server.url);
    expect(
      (await admin.post("/login", { email: "admin@demo.shop", password: "admin123!" })).status,
    ).toBe(302);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is removed on save and on render, through the dashboard form", async () => {
    const data = new FormData();
    data.append("title", `Form Saldırı <script>alert("t")</script><img src=x onerror=alert(1)>`);
    data.append("title_en", `Form Attack <svg onload=alert(1)>`);
    data.append(
      "preview",
      `Özet <iframe src="javascript:alert(1)"></iframe><b onclick=x>kalın</b>`,
    );
    data.append("body", `<p>Güvenli paragraf</p>${CORPUS}`);
    data.append("body_en", CORPUS);
    data.append("isActive", "on");
    data.append("image", new Blob([new Uint8Array(await picture("#552211"))]), "a.jpg");
    const res = await admin.postBody("/dashboard/blogs/add", data);
    expect(res.status).toBe(302);
    const page = await getPage(server.url, "/blog/note/form-saldiri");
    expect(page.status).toBe(200);
    expectInertPage(page.doc, "tr page");
    expect(page.doc.querySelector(".blog-post .prose")!.text).toContain("Güvenli paragraf");
    const en = await getPage(server.url, "/en/blog/note/form-saldiri");
    expectInertPage(en.doc, "en page");
    const list = await getPage(server.url, "/blog");
    expect(list.html).not.toMatch(/<script>alert|onerror=|<iframe/i);

    const stored = await row("form-saldiri");
    for (const field of ["title", "titleEn", "preview", "body", "bodyEn"] as const)
      expectClean(stored[field] ?? "", `stored ${field}`);
    expect(stored.title).toBe("Form Saldırı");
    expect(stored.preview).toBe("Özet kalın");
    expect(stored.body.startsWith("<p>Güvenli paragraf</p>")).toBe(true);
  });

  it("is removed on save and on render, through /api", async () => {
    const call = (method: string, path: string, body: FormData | object) =>
      getJson<{ blog?: Record<string, string> }>(server.url, path, {
        method,
        headers: {
          cookie: admin.cookie,
          origin: server.url,
          ...(body instanceof FormData ? {} : { "content-type": "application/json" }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
    const data = new FormData();
    data.append("title", `API Saldırı <script>alert(1)</script>`);
    data.append("preview", `<img src=x onerror=alert(1)>Önizleme`);
    data.append("body", CORPUS);
    data.append("image", new Blob([new Uint8Array(await picture("#115522"))]), "a.jpg");
    const added = await call("POST", "/api/blog/add", data);
    expect(added.status).toBe(201);
    for (const field of ["title", "preview", "body"]) expectClean(added.body.blog![field]!, field);
    const id = added.body.blog!._id!;
    const changed = await call("PUT", `/api/blog/${id}`, { blog: { body_en: CORPUS } });
    expect(changed.status).toBe(200);
    expectClean(changed.body.blog!.body_en!, "body_en");

    const page = await getPage(server.url, "/en/blog/note/api-saldiri");
    expectInertPage(page.doc, "api post page");
    const view = await getJson<{ blog: Record<string, string> }>(
      server.url,
      "/api/blog/view/api-saldiri",
    );
    for (const field of ["title", "preview", "body", "body_en"])
      expectClean(view.body.blog[field]!, field);
    const stored = await row("api-saldiri");
    for (const field of ["title", "preview", "body", "bodyEn"] as const)
      expectClean(stored[field] ?? "", `stored ${field}`);
  });

  it("is made inert on render when the stored body predates sanitising", async () => {
    await db((d) =>
      d.insert(blogs).values({
        title: "Eski Yazı",
        body: CORPUS,
        bodyEn: CORPUS,
        preview: "eski",
        image: "/images/demo/blog-1.svg",
        slug: "eski-yazi",
      }),
    );
    const page = await getPage(server.url, "/blog/note/eski-yazi");
    expect(page.status).toBe(200);
    expectInertPage(page.doc, "old post");
    expectInertPage((await getPage(server.url, "/en/blog/note/eski-yazi")).doc, "old post en");
    const view = await getJson<{ blog: Record<string, string> }>(
      server.url,
      "/api/blog/view/eski-yazi",
    );
    expectClean(view.body.blog.body!, "api body");
    // And the dashboard's edit page shows it only as the textarea's text.
    const list = await admin.get("/dashboard/blogs");
    const id = list.doc
      .querySelectorAll(".catalogue-name")
      .find((a) => a.text.trim() === "Eski Yazı")!
      .getAttribute("href")!
      .split("/")
      .pop();
    const edit = await admin.get(`/dashboard/blogs/edit/${id}`);
    expect(edit.status).toBe(200);
    const outside = parse(edit.html.replace(/<textarea[\s\S]*?<\/textarea>/g, ""));
    for (const el of outside.querySelectorAll("main *"))
      for (const name of Object.keys(el.attributes))
        expect(name.startsWith("on"), name).toBe(false);
    expect(outside.querySelectorAll("main iframe, main svg script, main object")).toHaveLength(0);
  });
});
