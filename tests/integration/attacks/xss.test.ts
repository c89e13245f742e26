import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/client.server";
import { blogs, popups, products, settings, sliders } from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed/demo.server";
import { sanitizeHtml } from "../../../app/lib/sanitize-html.server";
import { Browser } from "../../helpers/browser";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../../helpers/server";

/**
 * Script and event-handler payloads in every text a visitor or an admin can write, fetched back
 * from the pages that show them: shown as text, never as markup. The admin's texts (settings,
 * blog, slider, pop-up, a product) have no dashboard yet, so they are written to the database
 * before the server starts, as a dashboard would store them.
 */

const SCRIPT = "<script>alert(1)</script>";
const ATTRIBUTE = '"><img src=x onerror=alert(1)>';
const URL_PAYLOAD = "javascript:alert(1)";
/** Leaves a JSON-in-script block or a title if anything prints it raw. */
const BREAKOUT = "</script><script>alert(1)</script></title><script>alert(2)</script>";

const BLOG_SLUG = "xss-deneme-yazisi";
const BLOG_BODY = `<p>Güvenli paragraf</p>${SCRIPT}<img src=x onerror=alert(1)><a href="${URL_PAYLOAD}">bağlantı</a><p onclick="alert(1)">tıkla</p>`;

async function writeAdminTexts(url: string) {
  const { db, close } = await openDatabase(url);
  await seedIfEmpty(db);
  await db
    .update(settings)
    .set({
      storeName: `Taş ${BREAKOUT}`,
      homepageAboutText: `${SCRIPT} ${ATTRIBUTE}`,
      homepageAboutTextEn: `${SCRIPT} ${ATTRIBUTE}`,
      aboutParagraphs: { tr: [SCRIPT, ATTRIBUTE], en: [SCRIPT, ATTRIBUTE] },
      storyParagraphs: { tr: [ATTRIBUTE], en: [ATTRIBUTE] },
      instagramUrl: URL_PAYLOAD,
      bankAccountHolder: ATTRIBUTE,
    })
    .where(eq(settings.id, 1));
  await db.insert(blogs).values({
    title: `Yazı ${SCRIPT}`,
    titleEn: `Post ${SCRIPT}`,
    body: BLOG_BODY,
    bodyEn: BLOG_BODY,
    image: "/images/demo/blog-1.svg",
    preview: ATTRIBUTE,
    previewEn: ATTRIBUTE,
    slug: BLOG_SLUG,
  });
  await db.insert(sliders).values({
    title: `Slayt ${SCRIPT}`,
    titleEn: `Slide ${SCRIPT}`,
    body: BLOG_BODY,
    bodyEn: BLOG_BODY,
    firstImage: "/images/demo/slider-1.svg",
    secondImage: "/images/demo/slider-1.svg",
    slug: URL_PAYLOAD,
    sortOrder: -1,
  });
  await db
    .insert(popups)
    .values({ id: 1, status: true, src: "/images/demo/slider-1.svg", url: URL_PAYLOAD })
    .onConflictDoUpdate({
      target: popups.id,
      set: { status: true, src: "/images/demo/slider-1.svg", url: URL_PAYLOAD },
    });
  await db
    .update(products)
    .set({ name: `Kolye ${BREAKOUT}`, nameEn: `Necklace ${BREAKOUT}`, description: ATTRIBUTE })
    .where(eq(products.sku, "ARW110"));
  await close();
}

/** What a browser skips when it reads a URL's scheme: spaces and control characters. */
// eslint-disable-next-line no-control-regex
const SKIPPED = /[\s\u0000-\u001f]/g;

interface Shown {
  status: number;
  html: string;
  root: HTMLElement;
  /** The visible text, scripts left out, whitespace collapsed. */
  text: string;
}

/**
 * Fails unless the page is inert: every script carries the page's CSP nonce (an injected one
 * cannot), no element has an event-handler attribute, no link, form or frame points at a
 * `javascript:` URL, and the raw payloads appear nowhere in the markup.
 */
function expectInert(page: Shown, nonce: string | undefined, where: string) {
  for (const script of page.root.querySelectorAll("script")) {
    const type = script.getAttribute("type");
    if (type === "application/ld+json") {
      expect(() => JSON.parse(script.rawText), `${where}: JSON-LD intact`).not.toThrow();
      continue;
    }
    expect(script.getAttribute("nonce"), `${where}: a script without the page's nonce`).toBe(nonce);
  }
  for (const el of page.root.querySelectorAll("*")) {
    for (const name of Object.keys(el.attributes)) {
      expect(name.toLowerCase().startsWith("on"), `${where}: <${el.rawTagName} ${name}>`).toBe(
        false,
      );
    }
    for (const name of ["href", "src", "action", "formaction", "srcset", "data"]) {
      const value = el.getAttribute(name)?.replace(SKIPPED, "").toLowerCase();
      expect(
        value?.startsWith("javascript:"),
        `${where}: <${el.rawTagName} ${name}=${value}>`,
      ).not.toBe(true);
    }
  }
  expect(page.html, where).not.toContain(SCRIPT);
  expect(page.html, where).not.toContain("<img src=x onerror");
  expect(page.html, where).not.toContain("</title><script>");
}

describe.each(DB_KINDS)("XSS on %s", (kind) => {
  let server: TestServer;
  let database: { url: string; drop: () => Promise<void> };

  /** A page as a browser without JavaScript gets it, checked inert. */
  async function shown(path: string, browser?: Browser): Promise<Shown> {
    const res = await fetch(server.url + path, {
      headers: browser ? { cookie: browser.cookie } : {},
      redirect: "manual",
    });
    return inert(res, path);
  }

  async function inert(res: Response, where: string): Promise<Shown> {
    const html = await res.text();
    const root = parse(html);
    const nonce = res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const page = { status: res.status, html, root, text: "" };
    expectInert(page, nonce, where);
    const visible = parse(html);
    visible.querySelectorAll("script, style").forEach((el) => el.remove());
    page.text = visible.text.replace(/\s+/g, " ");
    return page;
  }

  /** A form post's answer page (an error page with what was typed), checked inert. */
  async function posted(browser: Browser, path: string, fields: Record<string, string>) {
    const res = await fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: browser.cookie,
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });
    return inert(res, `POST ${path}`);
  }

  const valueOf = (page: Shown, selector: string) =>
    page.root.querySelector(selector)?.getAttribute("value") ??
    page.root.querySelector(selector)?.text;

  beforeAll(async () => {
    database = await ownDatabase(kind);
    await writeAdminTexts(database.url);
    server = await startServer(kind, { DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("shows a member's name and address fields as text", async () => {
    const member = new Browser(server.url);
    const signup = await member.post("/register", {
      firstName: SCRIPT,
      lastName: ATTRIBUTE,
      email: `xss.${kind}@example.com`,
      password: "xss-pass-123",
      privacy: "on",
    });
    expect(signup.status).toBe(302);
    const dashboard = await shown("/dashboard", member);
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(SCRIPT);
    expect(valueOf(dashboard, 'input[name="lastName"]')).toBe(ATTRIBUTE);

    const added = await member.post("/dashboard/address/add", {
      address: ATTRIBUTE,
      city: SCRIPT,
      state: URL_PAYLOAD,
      country: "Türkiye",
      zipCode: "34710",
      isDefault: "on",
    });
    expect(added.status).toBe(302);
    const list = await shown("/dashboard/address", member);
    expect(list.text).toContain(ATTRIBUTE);
    const read = list.root
      .querySelector('a[href*="/dashboard/address/read/"]')!
      .getAttribute("href")!;
    const readPage = await shown(read, member);
    expect(readPage.text).toContain(SCRIPT);
    expect(readPage.text).toContain(URL_PAYLOAD);
    const edit = await shown(read.replace("/read/", "/edit/"), member);
    expect(valueOf(edit, 'input[name="address"], textarea[name="address"]')).toBe(ATTRIBUTE);

    // The payment page shows the member's name and address; the order keeps them.
    await member.post("/cart", {
      intent: "add",
      product: await productId("ARW101"),
      quantity: "1",
    });
    const payment = await shown("/payment", member);
    expect(payment.status).toBe(200);
    expect(payment.text).toContain(ATTRIBUTE);
    const placed = await member.post("/payment", { intent: "transfer", contract: "on" });
    expect(placed.status).toBe(302);
    const result = await shown(placed.location, member);
    expect(result.status).toBe(200);
    expect(result.text).toContain(ATTRIBUTE); // the bank account holder
    const id = placed.location.split("/").pop()!;
    const order = await shown(`/order/${id}`, member);
    expect(order.text).toContain(SCRIPT);
    expect(order.text).toContain(ATTRIBUTE);
  });

  it("shows a guest's delivery fields as text, on the payment page and the order", async () => {
    const guest = new Browser(server.url);
    await guest.post("/cart", { intent: "add", product: await productId("ARW102"), quantity: "1" });
    const delivery = await guest.post("/delivery", {
      firstName: SCRIPT,
      lastName: ATTRIBUTE,
      phone: "05321234567",
      email: "guest.xss@example.com",
      country: "Türkiye",
      city: "İstanbul",
      district: URL_PAYLOAD,
      addressType: "home",
      zipCode: "34710",
      address: ATTRIBUTE,
    });
    expect(delivery.status).toBe(302);
    const payment = await shown("/payment", guest);
    expect(payment.text).toContain(ATTRIBUTE);
    expect(payment.text).toContain(SCRIPT);
    const placed = await guest.post("/payment", { intent: "transfer", contract: "on" });
    expect(placed.status).toBe(302);
    const id = placed.location.split("/").pop()!;
    const order = await shown(`/order/${id}`, guest);
    expect(order.status).toBe(200);
    expect(order.text).toContain(SCRIPT);
    expect(order.text).toContain(URL_PAYLOAD);

    // A delivery form refused for its phone shows every typed value back, inert.
    await guest.post("/cart", { intent: "add", product: await productId("ARW102"), quantity: "1" });
    const refused = await posted(guest, "/delivery", {
      firstName: ATTRIBUTE,
      lastName: SCRIPT,
      phone: "bad",
      address: ATTRIBUTE,
    });
    expect(refused.status).toBe(400);
    expect(valueOf(refused, 'input[name="firstName"]')).toBe(ATTRIBUTE);
  });

  it("shows a review as text on the product page", async () => {
    const member = new Browser(server.url);
    await member.post("/register", {
      firstName: "Yorum",
      lastName: "Yazan",
      email: `reviewer.${kind}@example.com`,
      password: "xss-pass-123",
      privacy: "on",
    });
    const slug = await productSlug("ARW101");
    const saved = await member.post(`/product/${slug}`, {
      intent: "review",
      title: SCRIPT,
      review: ATTRIBUTE,
      rating: "5",
      isRecommended: "1",
    });
    expect(saved.status).toBe(303);
    const page = await shown(`/product/${slug}`);
    expect(page.text).toContain(SCRIPT);
    expect(page.text).toContain(ATTRIBUTE);
    const json = await fetch(`${server.url}/api/review/${slug}`);
    expect(json.headers.get("content-type")).toContain("application/json");
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("shows typed values back inert on refused contact, newsletter, seller and coupon forms", async () => {
    const visitor = new Browser(server.url);
    const contact = await posted(visitor, "/contact", {
      firstname: SCRIPT,
      lastname: ATTRIBUTE,
      email: ATTRIBUTE,
      message: `${SCRIPT}${ATTRIBUTE}`,
    });
    expect(contact.status).toBe(400);
    expect(valueOf(contact, 'input[name="lastname"]')).toBe(ATTRIBUTE);
    expect(contact.root.querySelector('textarea[name="message"]')!.text).toBe(
      `${SCRIPT}${ATTRIBUTE}`,
    );

    const newsletter = await posted(visitor, "/newsletter", { email: ATTRIBUTE });
    expect(newsletter.status).toBe(400);
    expect(valueOf(newsletter, 'main input[name="email"]')).toBe(ATTRIBUTE);

    const seller = await posted(visitor, "/sell", {
      name: SCRIPT,
      email: "satici@example.com",
      phoneNumber: ATTRIBUTE,
      brand: ATTRIBUTE,
      business: SCRIPT,
    });
    expect(seller.status).toBe(400);
    expect(valueOf(seller, 'input[name="brand"]')).toBe(ATTRIBUTE);

    await visitor.post("/cart", {
      intent: "add",
      product: await productId("ARW101"),
      quantity: "1",
    });
    const coupon = await posted(visitor, "/cart", { intent: "applyCoupon", code: ATTRIBUTE });
    expect(coupon.status).toBe(400);
    expect(valueOf(coupon, 'input[name="code"]')).toBe(ATTRIBUTE);
  });

  it("shows a search as text, in the page and in its links", async () => {
    for (const q of [SCRIPT, ATTRIBUTE, URL_PAYLOAD, BREAKOUT]) {
      for (const base of ["/shop", "/en/shop"]) {
        const page = await shown(`${base}?${new URLSearchParams({ q })}`);
        expect(page.status).toBe(200);
        expect(valueOf(page, 'input[name="q"]')).toBe(q);
      }
    }
  });

  it("never turns a javascript: redirect target into a link or a redirect", async () => {
    const login = await shown(`/login?${new URLSearchParams({ redirectTo: URL_PAYLOAD })}`);
    expect(login.status).toBe(200);
    const res = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: "member@demo.shop",
        password: "member123!",
        redirectTo: URL_PAYLOAD,
      }).toString(),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
  });

  it("keeps the admin's texts inert: settings, pop-up, slider, blog and product", async () => {
    const home = await shown("/");
    expect(home.status).toBe(200);
    expect(home.text).toContain(SCRIPT); // the home 'about' text
    expect(home.root.querySelector("title")!.text).toContain("</script>");
    // The slide's body is the admin's HTML, sanitised: its text stays, its script and handlers go.
    expect(home.text).toContain("Güvenli paragraf");
    for (const path of ["/about", "/story", "/en/about", "/blog", "/en/blog", "/shop"]) {
      const page = await shown(path);
      expect(page.status, path).toBe(200);
    }
    expect((await shown("/about")).text).toContain(ATTRIBUTE);

    const post = await shown(`/blog/note/${BLOG_SLUG}`);
    expect(post.status).toBe(200);
    expect(post.text).toContain("Güvenli paragraf");
    expect(post.text).toContain("bağlantı");
    expect(post.root.querySelector("h1")!.text).toContain(SCRIPT);
    expect((await shown(`/en/blog/note/${BLOG_SLUG}`)).status).toBe(200);

    const product = await shown(`/product/${await productSlug("ARW110")}`);
    expect(product.status).toBe(200);
    expect(product.root.querySelector("h1")!.text).toContain(BREAKOUT);
    expect(product.text).toContain(ATTRIBUTE);
    expect((await shown(`/shop?q=arw110`)).status).toBe(200);

    // The same content through the /api: the admin's HTML comes out sanitised there too.
    const api = await (await fetch(`${server.url}/api/blog/view/${BLOG_SLUG}`)).json();
    expect(api.blog.body).toBe(sanitizeHtml(BLOG_BODY));
    expect(api.blog.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it("strips scripts, handlers and javascript: links from admin HTML", () => {
    const clean = sanitizeHtml(BLOG_BODY);
    const root = parse(clean);
    expect(root.querySelectorAll("script")).toHaveLength(0);
    expect(clean).not.toMatch(/onerror|onclick|javascript:/i);
    expect(root.text).toContain("Güvenli paragraf");
    expect(root.text).toContain("bağlantı");
    expect(sanitizeHtml(ATTRIBUTE)).not.toMatch(/onerror/);
    expect(sanitizeHtml(`<a href=" jav&#x09;ascript:alert(1)">x</a>`)).toBe("x");
  });

  const productPages = new Map<string, string>();
  async function productSlug(sku: string): Promise<string> {
    if (!productPages.has(sku)) {
      const list = await (
        await fetch(`${server.url}/api/product/list?q=${sku.toLowerCase()}`)
      ).json();
      productPages.set(sku, `${list.products[0].slug}|${list.products[0]._id}`);
    }
    return productPages.get(sku)!.split("|")[0]!;
  }
  async function productId(sku: string): Promise<string> {
    await productSlug(sku);
    return productPages.get(sku)!.split("|")[1]!;
  }
});
