import type { HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server";
import { merchantRequests } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { startSmtp, type TestSmtp } from "../helpers/smtp";

/**
 * Sell-with-us requests answered by the admin without JavaScript (spec 001 §2 Merchants, §4): from
 * /sell to the mailed sign-up link, the merchant's own dashboard and brand; rejecting, approving
 * again, deleting after a confirmation; a request without an e-mail; the /api calls.
 */

/** A request from before the form required an e-mail: the admin can only call or delete it. */
const PHONE_ONLY = { name: "Telefonla Başvuran", phoneNumber: "5321112233", brand: "Eski Usul" };

async function prepareDatabase(url: string) {
  const { db, close } = await openDatabase(url);
  await seedIfEmpty(db);
  await db
    .insert(merchantRequests)
    .values({ ...PHONE_ONLY, email: null, business: "Eski bir başvuru, e-postasız." });
  await close();
}

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;

function formWith(page: Page, field: string): HTMLElement {
  const el = page.doc.querySelector(`main form [name="${field}"]`)?.closest("form");
  if (!el) throw new Error(`no form with ${field} (status ${page.status}):\n${page.text}`);
  return el;
}

/** The requests on the list, by the applicant's name. */
function card(page: Page, name: string) {
  const li = page.doc
    .querySelectorAll(".merchant-request")
    .find((el) => el.querySelector("strong")?.text.trim() === name);
  if (!li) throw new Error(`no request of ${name}:\n${page.text}`);
  return {
    text: li.text.replace(/\s+/g, " "),
    status: li.querySelector(".state-tag")!.text.trim(),
    buttons: li.querySelectorAll("button, a.button").map((b) => b.text.trim()),
    button: (label: string) => li.querySelectorAll("button").find((b) => b.text.trim() === label)!,
    link: (label: string) =>
      li
        .querySelectorAll("a.button")
        .find((b) => b.text.trim() === label)!
        .getAttribute("href")!,
  };
}

describe.each(DB_KINDS)("merchant requests on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let smtp: TestSmtp;
  let server: TestServer;
  let admin: Browser;

  const signIn = (email: string, password: string, browser = new Browser(server.url)) =>
    browser.signIn(email, password);

  /** Sends the /sell form as a visitor would, in `lang`. */
  async function sell(lang: "tr" | "en", fields: Record<string, string>) {
    const visitor = new Browser(server.url);
    const page = await visitor.get(lang === "en" ? "/en/sell" : "/sell");
    const res = await visitor.submit(formWith(page, "business"), fields);
    expect(res.status).toBe(302);
  }

  /** Presses a request's button on the list; answers the list it comes back to. */
  async function press(name: string, label: string, lang: "tr" | "en" = "tr") {
    const list = await admin.get(
      lang === "en" ? "/en/dashboard/merchants" : "/dashboard/merchants",
    );
    const button = card(list, name).button(label);
    const res = await admin.submit(button.closest("form")!, {}, button);
    expect(res.status).toBe(303);
    return admin.follow(res);
  }

  async function adminToken() {
    const { body } = await getJson<{ token: string }>(server.url, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@demo.shop", password: "admin123!" }),
    });
    return body.token;
  }

  function api<T>(method: string, path: string, token: string | null) {
    return getJson<T & { error?: string }>(server.url, path, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await ownDatabase(kind);
    await prepareDatabase(database.url);
    server = await startServer(kind, { DATABASE_URL: database.url, SMTP_URL: smtp.url });
    admin = await signIn("admin@demo.shop", "admin123!");
    await sell("en", {
      name: "Olivia Stone",
      email: "olivia@example.com",
      phoneNumber: "5551234567",
      brand: "Olivia Gems",
      business: "Hand-made silver and stone jewellery.",
    });
    await sell("tr", {
      name: "Deniz Kaya",
      email: "deniz@example.com",
      phoneNumber: "5557654321",
      brand: "Deniz Taşları",
      business: "Doğal taşlı gümüş takılar yapıyoruz.",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it("takes a seller from /sell to their own dashboard, brand and first listed product", async () => {
    const list = await admin.get("/en/dashboard/merchants");
    expect(list.doc.querySelector("main h1")!.text).toBe("Merchant requests");
    const olivia = card(list, "Olivia Stone");
    expect(olivia.status).toBe("Waiting approval");
    expect(olivia.buttons).toEqual(["Approve", "Reject"]);
    expect(olivia.text).toContain("Olivia Gems");

    const approved = await press("Olivia Stone", "Approve", "en");
    expect(toastOf(approved)).toBe("Request approved; the sign-up link was e-mailed.");
    expect(card(approved, "Olivia Stone").status).toBe("Approved");
    expect(card(approved, "Olivia Stone").buttons).toEqual(["Delete"]);

    // The link comes in the language the seller wrote in.
    const mail = await smtp.waitFor((m) => m.to.includes("olivia@example.com"));
    const link = /https?:\/\/[^\s"<>]+\/en\/merchant-signup\/[^\s"<>]+/.exec(mail.text)![0];
    const seller = new Browser(server.url);
    const signup = await seller.get(link.replace(/^https?:\/\/[^/]+/, ""));
    expect(signup.status).toBe(200);
    const done = await seller.submit(formWith(signup, "password"), {
      firstName: "Olivia",
      lastName: "Stone",
      password: "olivia123",
    });
    // The sign-in form that follows has the new seller's e-mail filled in.
    expect(done.location).toBe("/en/login?email=olivia%40example.com");
    const login = await seller.get(done.location!);
    expect(login.doc.querySelector('main input[name="email"]')?.getAttribute("value")).toBe(
      "olivia@example.com",
    );
    await signIn("olivia@example.com", "olivia123", seller);
    const brands = await seller.get("/en/dashboard/brand");
    expect(brands.status).toBe(200);
    expect(
      brands.doc
        .querySelectorAll(".catalogue-item")
        .map((li) => li.querySelector(".catalogue-name")!.text.trim()),
    ).toEqual(["Olivia Gems"]);
    // Their product form offers their brand alone.
    const add = await seller.get("/en/dashboard/product/add");
    expect(add.status).toBe(200);
    expect(
      add.doc
        .querySelectorAll('select[name="brand"] option')
        .map((o) => o.text.trim())
        .filter(Boolean),
    ).toEqual(["Choose", "Olivia Gems"]);
    // Their first product, through the product form's own /api call, is on the shop at once.
    const first = (name: string) =>
      add.doc
        .querySelectorAll(`select[name="${name}"] option`)
        .map((o) => o.getAttribute("value")!)
        .find((v) => v)!;
    const fields: Record<string, string> = {
      sku: "ARW990001",
      name: "Olivia Yüzük",
      name_en: "Olivia Ring",
      description: "Gümüş yüzük.",
      description_en: "Silver ring.",
      story: "Atölyeden.",
      story_en: "From the workshop.",
      details: "Ayarlanabilir",
      details_en: "Adjustable",
      ingredients: "925 ayar gümüş",
      ingredients_en: "925 silver",
      price: "850",
      quantity: "3",
      brand: first("brand"),
      category: first("category"),
      type: first("type"),
      ingredient: first("ingredient"),
    };
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    for (const [field, color] of [
      ["imageUrl", "#405060"],
      ["images", "#605040"],
    ] as const) {
      const bytes = await sharp({
        create: { width: 640, height: 480, channels: 3, background: color },
      })
        .jpeg()
        .toBuffer();
      data.append(field, new Blob([new Uint8Array(bytes)]), `${field}.jpg`);
    }
    const made = await getJson<{ product: { slug: string } }>(server.url, "/api/product/add", {
      method: "POST",
      headers: { cookie: seller.cookie, origin: server.url },
      body: data,
    });
    expect(made.status).toBe(200);
    const listed = await getJson<{ product: { name_en: string } }>(
      server.url,
      `/api/product/item/${made.body.product.slug}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.product).toMatchObject({ name_en: "Olivia Ring" });
    // The link is used up.
    expect((await new Browser(server.url).get(link.replace(/^https?:\/\/[^/]+/, ""))).status).toBe(
      404,
    );
  });

  it("rejects, approves after all, and deletes after asking", async () => {
    const rejected = await press("Deniz Kaya", "Reddet");
    expect(toastOf(rejected)).toBe("Başvuru reddedildi.");
    const deniz = card(rejected, "Deniz Kaya");
    expect(deniz.status).toBe("Reddedildi");
    expect(deniz.buttons).toEqual(["Onayla", "Sil"]);
    expect(smtp.mails.filter((m) => m.to.includes("deniz@example.com"))).toEqual([]);

    const approved = await press("Deniz Kaya", "Onayla");
    expect(card(approved, "Deniz Kaya").status).toBe("Onaylandı");
    const mail = await smtp.waitFor((m) => m.to.includes("deniz@example.com"));
    const link = /https?:\/\/[^\s"<>]+\/merchant-signup\/[^\s"<>]+/.exec(mail.text)![0];
    expect(link).not.toContain("/en/");

    const ask = await admin.get(card(approved, "Deniz Kaya").link("Sil"));
    const question = ask.doc.querySelector('[role="alertdialog"]')!;
    expect(question.text).toContain(
      "Deniz Kaya (Deniz Taşları) başvurusunu silmek istediğinizden emin misiniz?",
    );
    const button = question.querySelector('button[value="delete"]')!;
    const gone = await admin.follow(await admin.submit(button.closest("form")!, {}, button));
    expect(toastOf(gone)).toBe("Başvuru silindi.");
    expect(gone.text).not.toContain("Deniz Kaya");
    // Its sign-up link went with it.
    expect((await new Browser(server.url).get(link.replace(/^https?:\/\/[^/]+/, ""))).status).toBe(
      404,
    );
  });

  it("offers a request without an e-mail only a call and deletion", async () => {
    const list = await admin.get("/dashboard/merchants");
    const phoneOnly = card(list, PHONE_ONLY.name);
    expect(phoneOnly.text).toContain(
      `Bu başvuruda e-posta adresi yok: başvuranı ${PHONE_ONLY.phoneNumber} numarasından arayın.`,
    );
    expect(phoneOnly.buttons).toEqual(["Sil"]);
    const token = await adminToken();
    const { body } = await api<{ merchants: { _id: string; name: string }[] }>(
      "GET",
      "/api/merchant/list",
      token,
    );
    const id = body.merchants.find((m) => m.name === PHONE_ONLY.name)!._id;
    expect(await api("PUT", `/api/merchant/approve/${id}`, token)).toMatchObject({
      status: 400,
      body: { error: "This request has no e-mail address: call the applicant." },
    });
  });

  it("answers the /api calls to admins only, each move once", async () => {
    await sell("tr", {
      name: "Ece Demir",
      email: "ece@example.com",
      phoneNumber: "5550001122",
      brand: "Ece Takı",
      business: "Gümüş kolyeler ve küpeler.",
    });
    const token = await adminToken();
    const { body } = await api<{
      merchants: { _id: string; name: string; status: string; email: string }[];
    }>("GET", "/api/merchant/list", token);
    const ece = body.merchants.find((m) => m.name === "Ece Demir")!;
    expect(ece).toMatchObject({ status: "Waiting Approval", email: "ece@example.com" });

    // Two admins approving at once: one approves, the other hears it is too late; one mail.
    const answers = await Promise.all([
      api("PUT", `/api/merchant/approve/${ece._id}`, token),
      api("PUT", `/api/merchant/approve/${ece._id}`, token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await smtp.waitFor((m) => m.to.includes("ece@example.com"));
    expect(smtp.mails.filter((m) => m.to.includes("ece@example.com"))).toHaveLength(1);
    // Approved: only deletion is left.
    expect((await api("PUT", `/api/merchant/reject/${ece._id}`, token)).status).toBe(409);
    expect(await api("DELETE", `/api/merchant/delete/${ece._id}`, token)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await api("DELETE", `/api/merchant/delete/${ece._id}`, token)).status).toBe(404);

    const merchant = await getJson<{ token: string }>(server.url, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "merchant@demo.shop", password: "merchant123!" }),
    });
    expect((await api("GET", "/api/merchant/list", merchant.body.token)).status).toBe(403);
    expect((await api("GET", "/api/merchant/list", null)).status).toBe(401);
  });

  it("shows the page to admins only", async () => {
    const member = await signIn("member@demo.shop", "member123!");
    expect((await member.get("/dashboard/merchants")).status).toBe(403);
    expect((await member.post("/dashboard/merchants", { intent: "delete", id: "x" })).status).toBe(
      403,
    );
    const guest = await new Browser(server.url).get("/dashboard/merchants");
    expect(guest.location).toBe("/login?redirectTo=%2Fdashboard%2Fmerchants");
  });
});
