import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/client.server";
import {
  blogs,
  brands,
  categories,
  coupons,
  ingredients,
  popups,
  products,
  settings,
  sliders,
  stones,
  symbols,
  types,
} from "../../../db/schema";
import { seedIfEmpty } from "../../../db/seed/demo.server";
import { sanitizeHtml } from "../../../app/lib/sanitize-html.server";
import { Browser } from "../../helpers/browser";
import { SWEEP_DB_KINDS, ownDatabase, startServer, type TestServer } from "../../helpers/server";
import { startSmtp, type TestSmtp } from "../../helpers/smtp";

/**
 * Script and event-handler payloads in every text a visitor or an admin can write, fetched back
 * from the pages, JSON and e-mails that show them: shown as text, never as markup. The admin's
 * texts (settings, taxonomy, brand, coupon, blog, slider, pop-up, a product) have no dashboard
 * yet, so they are written to the database before the server starts, as a dashboard would store
 * them.
 *
 * Every payload names the field it was typed into, so finding it in a page's text proves that
 * field is shown there (the store name, on every page, cannot stand in for another field).
 */
const script = (field: string) => `<script>alert("${field}")</script>`;
const attribute = (field: string) => `"><img src=x onerror=alert("${field}")>`;
const jsUrl = (field: string) => `javascript:alert("${field}")`;
/** Leaves a JSON-in-script block or a title if anything prints it raw. */
const breakout = (field: string) =>
  `</script><script>alert("${field}")</script></title><script>alert("${field}")</script>`;

const BLOG_SLUG = "xss-deneme-yazisi";
const BLOG_BODY = `<p>Güvenli paragraf</p>${script("blog-body")}<img src=x onerror=alert(1)><a href="${jsUrl("blog-link")}">bağlantı</a><p onclick="alert(1)">tıkla</p>`;
const COUPON_CODE = "XSSKUPON";

async function writeAdminTexts(url: string) {
  const { db, close } = await openDatabase(url);
  await seedIfEmpty(db);
  await db
    .update(settings)
    .set({
      storeName: `Taş ${breakout("store")}`,
      homepageAboutText: `${script("about-tr")} ${attribute("about-tr")}`,
      homepageAboutTextEn: `${script("about-en")} ${attribute("about-en")}`,
      aboutParagraphs: {
        tr: [script("about-p"), attribute("about-p")],
        en: [script("about-p-en")],
      },
      storyParagraphs: { tr: [attribute("story-p")], en: [attribute("story-p-en")] },
      storeAddress: script("store-address"),
      phoneNumber: attribute("store-phone"),
      emailAddress: script("store-email"),
      whatsappNumber: attribute("whatsapp"),
      instagramUrl: jsUrl("instagram"),
      bankAccountHolder: attribute("bank-holder"),
      bankAccounts: [{ bank: script("bank"), currency: "TRY", iban: attribute("iban") }],
    })
    .where(eq(settings.id, 1));
  await db.insert(blogs).values({
    title: `Yazı ${script("blog-title")}`,
    titleEn: `Post ${script("blog-title-en")}`,
    body: BLOG_BODY,
    bodyEn: BLOG_BODY,
    image: "/images/demo/blog-1.svg",
    preview: attribute("blog-preview"),
    previewEn: attribute("blog-preview-en"),
    slug: BLOG_SLUG,
  });
  await db.insert(sliders).values({
    title: `Slayt ${script("slide-title")}`,
    titleEn: `Slide ${script("slide-title-en")}`,
    body: BLOG_BODY,
    bodyEn: BLOG_BODY,
    firstImage: "/images/demo/slider-1.svg",
    secondImage: "/images/demo/slider-1.svg",
    slug: jsUrl("slide-link"),
    sortOrder: -1,
  });
  const popup = { status: true, src: "/images/demo/slider-1.svg", url: jsUrl("popup") };
  await db
    .insert(popups)
    .values({ id: 1, ...popup })
    .onConflictDoUpdate({ target: popups.id, set: popup });
  const [product] = await db
    .update(products)
    .set({
      name: `Kolye ${breakout("product-name")}`,
      nameEn: `Necklace ${breakout("product-name-en")}`,
      description: attribute("product-description"),
      descriptionEn: attribute("product-description-en"),
      story: script("product-story"),
      details: attribute("product-details"),
      ingredients: script("product-ingredients"),
      // A picture address an admin could type: the thumbnails link to their pictures.
      imageUrl: "/images/demo/necklace-amethyst.svg",
      images: ["/images/demo/necklace-lapis.svg", jsUrl("product-image")],
    })
    .where(eq(products.sku, "ARW110"))
    .returning({ brandId: products.brandId });
  if (product?.brandId)
    await db
      .update(brands)
      .set({
        name: `Marka ${script("brand-name")}`,
        description: attribute("brand-description"),
        descriptionEn: attribute("brand-description-en"),
      })
      .where(eq(brands.id, product.brandId));
  for (const [table, field] of [
    [categories, "category"],
    [types, "type"],
    [stones, "stone"],
    [ingredients, "ingredient"],
    [symbols, "symbol"],
  ] as const) {
    const [first] = await db.select({ id: table.id }).from(table).orderBy(table.slug).limit(1);
    if (first)
      await db
        .update(table)
        .set({ name: script(field), nameEn: script(`${field}-en`) })
        .where(eq(table.id, first.id));
  }
  await db.insert(coupons).values({
    name: attribute("coupon-name"),
    code: COUPON_CODE,
    amount: 5,
    uses: 100,
    isActive: true,
  });
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

/** Raw markup any payload above would leave in a page that printed it unescaped. */
const RAW = [/<script>alert\(/, /<img src=x onerror/, /<\/title><script>/];

/**
 * Fails unless the page is inert: an HTML page has a CSP nonce and every script carries it (an
 * injected one cannot), no element has an event-handler attribute, no link, form or frame points
 * at a `javascript:` URL, and no payload appears raw in the markup.
 */
function expectInert(page: Shown, nonce: string | undefined, where: string) {
  const scripts = page.root.querySelectorAll("script");
  if (scripts.length) expect(nonce, `${where}: an HTML page without a CSP nonce`).toBeTruthy();
  for (const script of scripts) {
    const type = script.getAttribute("type");
    if (type === "application/ld+json") {
      expect(() => JSON.parse(script.rawText), `${where}: JSON-LD intact`).not.toThrow();
      continue;
    }
    expect(script.getAttribute("nonce"), `${where}: a script without the page's nonce`).toBe(nonce);
  }
  for (const el of page.root.querySelectorAll("*")) {
    const tag = el.rawTagName.toLowerCase();
    for (const name of Object.keys(el.attributes)) {
      expect(name.toLowerCase().startsWith("on"), `${where}: <${tag} ${name}>`).toBe(false);
    }
    for (const name of ["href", "src", "action", "formaction", "srcset", "data", "xlink:href"]) {
      const value = el.getAttribute(name)?.replace(SKIPPED, "").toLowerCase();
      expect(value?.startsWith("javascript:"), `${where}: <${tag} ${name}=${value}>`).not.toBe(
        true,
      );
    }
    // Elements that run or load markup of their own, or send the page elsewhere.
    expect(["iframe", "object", "embed", "base"].includes(tag), `${where}: <${tag}>`).toBe(false);
    if (tag === "meta")
      expect(el.getAttribute("http-equiv")?.toLowerCase(), `${where}: <meta http-equiv>`).not.toBe(
        "refresh",
      );
  }
  for (const raw of RAW) expect(page.html, where).not.toMatch(raw);
}

/** A JSON answer's links: none a client could put in an href runs script. */
function expectNoScriptLinks(body: unknown, where: string) {
  const text = JSON.stringify(body).replace(SKIPPED, "").toLowerCase();
  expect(text, where).not.toContain("javascript:");
}

describe.each(SWEEP_DB_KINDS)("XSS on %s", (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;
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
    page.text = visibleText(html);
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

  /** The mails sent to an address, each checked inert like a page, and with no script at all. */
  async function mailsTo(address: string, count: number) {
    const sentTo = () => smtp.mails.filter((m) => m.to.includes(address));
    await smtp.waitFor(() => sentTo().length >= count);
    const mails = sentTo();
    for (const mail of mails) {
      const where = `mail "${mail.subject}" to ${address}`;
      const root = parse(mail.html);
      expect(root.querySelectorAll("script"), where).toHaveLength(0);
      expectInert({ status: 0, html: mail.html, root, text: "" }, undefined, where);
    }
    return mails.map((m) => ({ subject: m.subject, text: visibleText(m.html) + " " + m.text }));
  }

  const valueOf = (page: Shown, selector: string) =>
    page.root.querySelector(selector)?.getAttribute("value") ??
    page.root.querySelector(selector)?.text;

  async function signIn(email: string, password: string) {
    const browser = new Browser(server.url);
    const res = await browser.post("/login", { email, password });
    expect(res.status, `sign-in of ${email}`).toBe(302);
    return browser;
  }

  beforeAll(async () => {
    database = await ownDatabase(kind);
    await writeAdminTexts(database.url);
    smtp = await startSmtp();
    server = await startServer(kind, {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Taş ve Gümüş <shop@test.example>",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it("shows a member's name, profile and address as text, to the member, the staff and in mail", async () => {
    const email = `xss.${kind}@example.com`;
    const member = new Browser(server.url);
    const signup = await member.post("/register", {
      firstName: script("m-first"),
      lastName: attribute("m-last"),
      email,
      password: "xss-pass-123",
      privacy: "on",
    });
    expect(signup.status).toBe(302);
    const dashboard = await shown("/dashboard", member);
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(script("m-first"));
    expect(valueOf(dashboard, 'input[name="lastName"]')).toBe(attribute("m-last"));

    // The profile saved with new names: the order and the staff's pages show these.
    const profile = await member.post("/dashboard?index", {
      firstName: script("p-first"),
      lastName: attribute("p-last"),
      phoneNumber: "05321234567",
    });
    expect(profile.status).toBe(302);
    expect((await shown("/dashboard", member)).text).toContain(script("p-first"));

    const added = await member.post("/dashboard/address/add", {
      address: attribute("m-address"),
      city: script("m-city"),
      state: jsUrl("m-state"),
      country: script("m-country"),
      zipCode: '"><svg onload=z>',
      isDefault: "on",
    });
    expect(added.status).toBe(302);
    const list = await shown("/dashboard/address", member);
    expect(list.text).toContain(attribute("m-address"));
    const read = list.root
      .querySelector('a[href*="/dashboard/address/read/"]')!
      .getAttribute("href")!;
    const readPage = await shown(read, member);
    for (const value of [
      script("m-city"),
      jsUrl("m-state"),
      script("m-country"),
      '"><svg onload=z>',
    ])
      expect(readPage.text).toContain(value);
    const edit = await shown(read.replace("/read/", "/edit/"), member);
    expect(valueOf(edit, 'input[name="address"], textarea[name="address"]')).toBe(
      attribute("m-address"),
    );

    // The payment page shows the member's name and address; the order keeps them.
    await member.post("/cart", {
      intent: "add",
      product: await productId("ARW101"),
      quantity: "1",
    });
    const payment = await shown("/payment", member);
    expect(payment.status).toBe(200);
    expect(payment.text).toContain(attribute("m-address"));
    expect(payment.text).toContain(script("p-first"));
    const placed = await member.post("/payment", { intent: "transfer", contract: "on" });
    expect(placed.status).toBe(302);
    const result = await shown(placed.location, member);
    expect(result.status).toBe(200);
    expect(result.text).toContain(attribute("bank-holder"));
    expect(result.text).toContain(script("bank"));
    expect(result.text).toContain(attribute("iban"));
    const id = placed.location.split("/").pop()!;
    const order = await shown(`/order/${id}`, member);
    expect(order.text).toContain(script("p-first"));
    expect(order.text).toContain(attribute("m-address"));

    // The staff read what customers typed: the admin's order list and the order itself.
    const admin = await signIn("admin@demo.shop", "admin123!");
    const orders = await shown("/dashboard/orders", admin);
    expect(orders.status).toBe(200);
    expect(orders.text).toContain(script("p-first"));
    const staffView = await shown(`/dashboard/orders/${id}`, admin);
    expect(staffView.status).toBe(200);
    expect(staffView.text).toContain(script("p-first"));
    expect(staffView.text).toContain(attribute("m-address"));

    // The welcome mail (names from the sign-up) and the order's mail (from the profile), as text.
    const mails = await mailsTo(email, 2);
    expect(mails.some((m) => m.text.includes(script("m-first")))).toBe(true);
    expect(mails.some((m) => m.text.includes(script("p-first")))).toBe(true);
  });

  it("shows a guest's delivery fields as text, on the payment page, the order and in mail", async () => {
    const guest = new Browser(server.url);
    await guest.post("/cart", { intent: "add", product: await productId("ARW102"), quantity: "1" });
    const email = `guest.xss.${kind}@example.com`;
    const delivery = await guest.post("/delivery", {
      firstName: script("g-first"),
      lastName: attribute("g-last"),
      phone: "05321234567",
      email,
      country: "Türkiye",
      city: "İstanbul",
      district: jsUrl("g-district"),
      addressType: "home",
      zipCode: "34710",
      address: attribute("g-address"),
    });
    expect(delivery.status).toBe(302);
    const payment = await shown("/payment", guest);
    expect(payment.text).toContain(attribute("g-address"));
    expect(payment.text).toContain(script("g-first"));
    const again = await shown("/delivery", guest);
    expect(valueOf(again, 'input[name="lastName"]')).toBe(attribute("g-last"));
    const placed = await guest.post("/payment", { intent: "transfer", contract: "on" });
    expect(placed.status).toBe(302);
    const id = placed.location.split("/").pop()!;
    const order = await shown(`/order/${id}`, guest);
    expect(order.status).toBe(200);
    expect(order.text).toContain(script("g-first"));
    expect(order.text).toContain(jsUrl("g-district"));
    const mails = await mailsTo(email, 1);
    expect(mails.some((m) => m.text.includes(script("g-first")))).toBe(true);

    // A delivery form refused for its phone shows every typed value back, inert.
    await guest.post("/cart", { intent: "add", product: await productId("ARW102"), quantity: "1" });
    const refused = await posted(guest, "/delivery", {
      firstName: attribute("g-refused-first"),
      lastName: script("g-refused-last"),
      phone: "bad",
      address: attribute("g-refused-address"),
    });
    expect(refused.status).toBe(400);
    expect(valueOf(refused, 'input[name="firstName"]')).toBe(attribute("g-refused-first"));
  });

  it("shows a review and its author as text on the product page and in its JSON", async () => {
    const member = new Browser(server.url);
    await member.post("/register", {
      firstName: script("r-author"),
      lastName: "Yazan",
      email: `reviewer.${kind}@example.com`,
      password: "xss-pass-123",
      privacy: "on",
    });
    const slug = await productSlug("ARW101");
    const saved = await member.post(`/product/${slug}`, {
      intent: "review",
      title: script("r-title"),
      review: attribute("r-text"),
      rating: "5",
      isRecommended: "1",
    });
    expect(saved.status).toBe(303);
    const page = await shown(`/product/${slug}`);
    for (const value of [script("r-title"), attribute("r-text"), script("r-author")])
      expect(page.text).toContain(value);
    const res = await fetch(`${server.url}/api/review/${slug}`);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = (await res.json()) as { reviews: { title: string; review: string }[] };
    // JSON carries the text as typed; a client shows it as text (the header forbids sniffing).
    expect(body.reviews.map((r) => r.title)).toContain(script("r-title"));
  });

  it("shows typed values back inert on every refused form", async () => {
    const visitor = new Browser(server.url);
    const contact = await posted(visitor, "/contact", {
      firstname: script("c-first"),
      lastname: attribute("c-last"),
      email: attribute("c-email"),
      message: `${script("c-message")}${attribute("c-message")}`,
    });
    expect(contact.status).toBe(400);
    expect(valueOf(contact, 'input[name="lastname"]')).toBe(attribute("c-last"));
    expect(contact.root.querySelector('textarea[name="message"]')!.text).toBe(
      `${script("c-message")}${attribute("c-message")}`,
    );

    const newsletter = await posted(visitor, "/newsletter", { email: attribute("n-email") });
    expect(newsletter.status).toBe(400);
    expect(valueOf(newsletter, 'main input[name="email"]')).toBe(attribute("n-email"));

    const seller = await posted(visitor, "/sell", {
      name: script("s-name"),
      email: "satici@example.com",
      phoneNumber: attribute("s-phone"),
      brand: attribute("s-brand"),
      business: script("s-business"),
    });
    expect(seller.status).toBe(400);
    expect(valueOf(seller, 'input[name="brand"]')).toBe(attribute("s-brand"));

    // Each refused for one field, every other typed value shown back in its input.
    const refusals: [string, Record<string, string>, string, string][] = [
      [
        "/register",
        { firstName: attribute("reg-first"), lastName: "", email: "x" },
        "firstName",
        attribute("reg-first"),
      ],
      [
        "/login",
        { email: attribute("login-email"), password: "" },
        "email",
        attribute("login-email"),
      ],
      [
        "/forgot-password",
        { email: attribute("forgot-email") },
        "email",
        attribute("forgot-email"),
      ],
    ];
    for (const [path, fields, name, value] of refusals) {
      const page = await posted(new Browser(server.url), path, fields);
      expect(page.status, path).toBe(400);
      expect(valueOf(page, `main input[name="${name}"]`), path).toBe(value);
    }

    const member = await signIn("member@demo.shop", "member123!");
    const address = await posted(member, "/dashboard/address/add", {
      address: attribute("ra-address"),
      city: "",
    });
    expect(address.status).toBe(400);
    expect(valueOf(address, '[name="address"]')).toBe(attribute("ra-address"));
    const profile = await posted(member, "/dashboard?index", {
      firstName: attribute("rp-first"),
      lastName: "",
    });
    expect(profile.status).toBe(400);
    expect(valueOf(profile, 'input[name="firstName"]')).toBe(attribute("rp-first"));
    const review = await posted(member, `/product/${await productSlug("ARW102")}`, {
      intent: "review",
      title: attribute("rr-title"),
      review: "",
      rating: "5",
    });
    expect(review.status).toBe(400);
    expect(valueOf(review, 'input[name="title"]')).toBe(attribute("rr-title"));

    await visitor.post("/cart", {
      intent: "add",
      product: await productId("ARW101"),
      quantity: "1",
    });
    const coupon = await posted(visitor, "/cart", { intent: "applyCoupon", code: attribute("cp") });
    expect(coupon.status).toBe(400);
    expect(valueOf(coupon, 'input[name="code"]')).toBe(attribute("cp"));
  });

  it("shows a search and the shop's filter values as text, in the page and in its links", async () => {
    const category = await shown("/shop");
    const categoryLink = category.root
      .querySelectorAll("a[href]")
      .map((a) => a.getAttribute("href")!)
      .find((href) => /^\/shop\/(category|brand)\//.test(href));
    const bases = ["/shop", "/en/shop", ...(categoryLink ? [categoryLink] : [])];
    for (const q of [script("q"), attribute("q"), jsUrl("q"), breakout("q")]) {
      for (const base of bases) {
        const page = await shown(`${base}?${new URLSearchParams({ q })}`);
        expect(page.status, base).toBe(200);
        expect(valueOf(page, 'input[name="q"]'), base).toBe(q);
      }
      const filtered = await shown(`/shop?${new URLSearchParams({ cat: q, teachers: q })}`);
      expect([200, 404]).toContain(filtered.status);
    }
  });

  it("never turns a javascript: redirect target into a link or a redirect", async () => {
    const login = await shown(`/login?${new URLSearchParams({ redirectTo: jsUrl("redirect") })}`);
    expect(login.status).toBe(200);
    const res = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: "member@demo.shop",
        password: "member123!",
        redirectTo: jsUrl("redirect"),
      }).toString(),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const invitation = await shown(
      `/merchant-signup/not-a-token?${new URLSearchParams({ email: attribute("invite-email") })}`,
    );
    expect(invitation.status).toBeLessThan(500);
  });

  it("keeps the admin's texts inert and shown: settings, home, about, story, info pages", async () => {
    const home = await shown("/");
    expect(home.status).toBe(200);
    expect(home.text).toContain(script("about-tr"));
    expect(home.root.querySelector("title")!.text).toContain(breakout("store"));
    // The slide's body is the admin's HTML, sanitised: its text stays, its script and handlers go.
    expect(home.text).toContain("Güvenli paragraf");
    expect(home.text).toContain(script("slide-title"));
    expect((await shown("/en")).text).toContain(script("about-en"));
    expect((await shown("/about")).text).toContain(attribute("about-p"));
    expect((await shown("/en/about")).text).toContain(script("about-p-en"));
    expect((await shown("/story")).text).toContain(attribute("story-p"));

    // The legal pages fill in the shop's address, phone and e-mail.
    const info = await shown("/info");
    const docs = info.root
      .querySelectorAll('a[href^="/info/"]')
      .map((a) => a.getAttribute("href")!);
    expect(docs.length).toBeGreaterThan(0);
    let legal = "";
    for (const doc of new Set(docs)) legal += (await shown(doc)).text;
    for (const value of [script("store-address"), attribute("store-phone"), script("store-email")])
      expect(legal).toContain(value);
  });

  it("keeps the admin's texts inert and shown: blog, product, brand, taxonomy, coupon", async () => {
    const blog = await shown("/blog");
    expect(blog.text).toContain(attribute("blog-preview"));
    expect((await shown("/en/blog")).text).toContain(attribute("blog-preview-en"));
    const post = await shown(`/blog/note/${BLOG_SLUG}`);
    expect(post.status).toBe(200);
    expect(post.text).toContain("Güvenli paragraf");
    expect(post.text).toContain("bağlantı");
    expect(post.root.querySelector("h1")!.text).toContain(script("blog-title"));
    expect((await shown(`/en/blog/note/${BLOG_SLUG}`)).root.querySelector("h1")!.text).toContain(
      script("blog-title-en"),
    );

    const slug = await productSlug("ARW110");
    const product = await shown(`/product/${slug}`);
    expect(product.status).toBe(200);
    expect(product.root.querySelector("h1")!.text).toContain(breakout("product-name"));
    for (const value of [
      attribute("product-description"),
      script("product-story"),
      attribute("product-details"),
      script("product-ingredients"),
      script("brand-name"),
    ])
      expect(product.text).toContain(value);
    // The thumbnails link to the product's pictures: the good ones, never the javascript: one.
    const thumbs = product.root.querySelectorAll(".thumbs a").map((a) => a.getAttribute("href"));
    expect(thumbs).toEqual([
      "/images/demo/necklace-amethyst.svg",
      "/images/demo/necklace-lapis.svg",
    ]);
    const english = await shown(`/en/product/${slug}`);
    expect(english.root.querySelector("h1")!.text).toContain(breakout("product-name-en"));
    expect(english.text).toContain(attribute("product-description-en"));
    expect((await shown(`/shop?q=arw110`)).text).toContain(breakout("product-name"));

    const brandLink = product.root.querySelector('a[href^="/shop/brand/"]')!.getAttribute("href")!;
    const brand = await shown(brandLink);
    expect(brand.status).toBe(200);
    expect(brand.text).toContain(script("brand-name"));
    expect((await shown("/brands")).text).toContain(script("brand-name"));
    expect((await shown(`/en${brandLink}`)).text).toContain(attribute("brand-description-en"));
    expect((await shown("/en/brands")).text).toContain(attribute("brand-description-en"));

    const shop = await shown("/shop");
    for (const field of ["category", "type", "stone", "ingredient", "symbol"])
      expect(shop.text, field).toContain(script(field));
    expect((await shown("/en/shop")).text).toContain(script("type-en"));

    const shopper = new Browser(server.url);
    await shopper.post("/cart", {
      intent: "add",
      product: await productId("ARW101"),
      quantity: "1",
    });
    const applied = await shopper.post("/cart", { intent: "applyCoupon", code: COUPON_CODE });
    expect(applied.status).toBe(303);
    expect((await shown("/cart", shopper)).text).toContain(attribute("coupon-name"));
  });

  it("shows the admin's texts inert in the settings and pop-up forms, and refuses javascript: links", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const form = await shown("/dashboard/settings", admin);
    expect(form.status).toBe(200);
    expect(valueOf(form, 'input[name="store_name"]')).toBe(`Taş ${breakout("store")}`);
    expect(valueOf(form, 'textarea[name="homepage_about_text"]')).toBe(
      `${script("about-tr")} ${attribute("about-tr")}`,
    );
    expect(valueOf(form, 'textarea[name="about_paragraphs.tr[1]"]')).toBe(attribute("about-p"));
    expect(valueOf(form, 'input[name="bank_accounts[0].iban"]')).toBe(attribute("iban"));
    expect(valueOf(form, 'input[name="instagram_url"]')).toBe(jsUrl("instagram"));

    // Typed back inert; a javascript: Instagram link is refused, not saved.
    const refused = await posted(admin, "/dashboard/settings", {
      store_name: breakout("s-store"),
      homepage_about_text: script("s-home"),
      "story_paragraphs.en[0]": attribute("s-story"),
      "bank_accounts[0].bank": script("s-bank"),
      "bank_accounts[0].iban": attribute("s-iban"),
      instagram_url: jsUrl("s-instagram"),
    });
    expect(refused.status).toBe(400);
    expect(valueOf(refused, 'input[name="store_name"]')).toBe(breakout("s-store"));
    expect(valueOf(refused, 'textarea[name="story_paragraphs.en[0]"]')).toBe(attribute("s-story"));
    expect(valueOf(refused, 'input[name="bank_accounts[0].iban"]')).toBe(attribute("s-iban"));
    expect(refused.text).toContain("https:// ile başlayan bir bağlantı girin.");

    const popup = await shown("/dashboard/popUp", admin);
    expect(popup.status).toBe(200);
    const link = await posted(admin, "/dashboard/popUp", {
      url: jsUrl("popup-form"),
      status: "on",
    });
    expect(link.status).toBe(400);
    expect(valueOf(link, 'input[name="url"]')).toBe(jsUrl("popup-form"));
    for (const url of [jsUrl("popup-api"), ` JaVaScRiPt:alert(1)`, "java\tscript:alert(1)"]) {
      const res = await fetch(`${server.url}/api/popUp/update`, {
        method: "PUT",
        headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ popUp: { url, status: true } }),
      });
      expect(res.status, url).toBe(400);
    }
    const api = await (await fetch(`${server.url}/api/popUp`)).json();
    expectNoScriptLinks(api, "/api/popUp");
  });

  it("gives no javascript: link through the /api, and the admin's HTML sanitised", async () => {
    const api = await (await fetch(`${server.url}/api/blog/view/${BLOG_SLUG}`)).json();
    expect(api.blog.body).toBe(sanitizeHtml(BLOG_BODY));
    expect(api.blog.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
    for (const path of ["/api/popUp", "/api/slider", "/api/settings", "/api/blog"]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expectNoScriptLinks(await res.json(), path);
    }
  });

  it("strips scripts, handlers and javascript: links from admin HTML", () => {
    const clean = sanitizeHtml(BLOG_BODY);
    const root = parse(clean);
    expect(root.querySelectorAll("script")).toHaveLength(0);
    expect(clean).not.toMatch(/onerror|onclick|javascript:/i);
    expect(root.text).toContain("Güvenli paragraf");
    expect(root.text).toContain("bağlantı");
    expect(sanitizeHtml(attribute("x"))).not.toMatch(/onerror/);
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

/** The visible text of an HTML document or fragment, scripts and styles left out. */
function visibleText(html: string): string {
  const visible = parse(html);
  visible.querySelectorAll("script, style").forEach((el) => el.remove());
  return visible.text.replace(/\s+/g, " ");
}
