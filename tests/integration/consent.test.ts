import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords } from "../../db/schema";
import {
  unsubscribeToken,
  unsubscribeUrl,
} from "../../app/features/consent/unsubscribe-link.server";
import { consentingAddresses } from "../../app/models/consent.server";
import { Browser } from "../helpers/browser";
import { atDatabase } from "../helpers/database";
import { getJson, getPage } from "../helpers/http";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";

/**
 * Consent to commercial e-mail (issue [20] point 3, decision 085): the unsubscribe link of every
 * campaign mail refuses at once, without signing in or JavaScript, and offers the consent back;
 * a mail client's one-click POST refuses too; a member switches their own on their data page;
 * the mailing list leaves a refused address out at once.
 */
describe.each(DB_KINDS)("consent to campaign e-mail on %s", (kind) => {
  let server: TestServer;
  const db = <T>(fn: Parameters<typeof atDatabase<T>>[1]) =>
    atDatabase(server, fn).then((r) => r.value);

  /** The address's rows, oldest first: `given source lang`. */
  const rowsOf = (email: string) =>
    db((d) =>
      d
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.email, email))
        .orderBy(consentRecords.createdAt),
    ).then((rows) => rows.map((r) => `${r.given} ${r.source} ${r.lang} ${r.textVersion}`));

  const mailingList = () => db((d) => consentingAddresses(d)).then((r) => r.map((a) => a.email));

  /** Signs an address up through the newsletter page, as the footer's form does. */
  async function signUp(email: string) {
    const res = await getPage(server.url, "/newsletter", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, redirectTo: "/" }).toString(),
    });
    expect(res.status).toBe(302);
  }

  /** The path of an address's link as a mail carries it. */
  const linkOf = (email: string, lang: "tr" | "en" = "tr") => unsubscribeUrl("", lang, email);

  beforeAll(async () => {
    server = await sharedServer(kind);
  });
  afterAll(() => {});

  it("refuses at once on opening the link, says so in Turkish, and gives it back on a click", async () => {
    const email = `abone.${kind}@example.com`;
    await signUp(email);
    expect(await mailingList()).toContain(email);

    const guest = new Browser(server.url);
    const page = await guest.get(linkOf(email));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.doc.querySelector("main h1")?.text).toBe("Aboneliğiniz sonlandırıldı");
    // The address, partly hidden: whoever holds a forwarded mail learns little from it.
    expect(page.doc.querySelector("main")?.text).toContain(`a***${kind.at(-1)}@example.com`);
    expect(page.doc.querySelector("main")?.text).not.toContain(email);
    expect(await rowsOf(email)).toEqual([
      "true / tr email-2026-12",
      "false /unsubscribe tr email-2026-12",
    ]);
    expect(await mailingList()).not.toContain(email);

    // Opened again (a second click, a mail scanner): the same page, nothing more written.
    expect((await guest.get(linkOf(email))).status).toBe(200);
    expect(await rowsOf(email)).toHaveLength(2);

    // The button gives the consent back, its text beside it; the page says so, no JavaScript.
    const form = page.doc
      .querySelector('main form input[name="intent"][value="subscribe"]')!
      .closest("form")!;
    expect(form.querySelector("#unsubscribe-consent")?.text).toContain(
      "Kampanya, indirim ve yeniliklerden e-posta ile haberdar olmak istiyorum.",
    );
    expect(form.querySelector("#unsubscribe-consent a")?.getAttribute("href")).toBe("/info/kvkk");
    const again = await guest.submit(form);
    expect(again.status).toBe(200);
    expect(again.doc.querySelector("main h1")?.text).toBe("Yeniden abone oldunuz");
    expect(await rowsOf(email)).toEqual([
      "true / tr email-2026-12",
      "false /unsubscribe tr email-2026-12",
      "true /unsubscribe tr email-2026-12",
    ]);
    expect(await mailingList()).toContain(email);

    // And out again with the page's own button.
    const out = again.doc
      .querySelector('main form input[name="intent"][value="unsubscribe"]')!
      .closest("form")!;
    const refused = await guest.submit(out);
    expect(refused.status).toBe(200);
    expect(refused.doc.querySelector("main h1")?.text).toBe("Aboneliğiniz sonlandırıldı");
    expect((await rowsOf(email)).at(-1)).toBe("false /unsubscribe tr email-2026-12");
    expect(await mailingList()).not.toContain(email);
  });

  it("speaks English under /en and records the refusal in English", async () => {
    const email = `reader.${kind}@example.com`;
    await signUp(email);
    const page = await new Browser(server.url).get(linkOf(email, "en"));
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("html")?.getAttribute("lang")).toBe("en");
    expect(page.doc.querySelector("main h1")?.text).toBe("You are unsubscribed");
    expect(page.doc.querySelector("main")?.text).toContain("Clicked by mistake?");
    expect(page.doc.querySelector("main button")?.text).toBe("Subscribe again");
    expect(page.doc.querySelector("#unsubscribe-consent")?.text).toContain(
      "I would like to hear about campaigns, discounts and news by e-mail.",
    );
    expect((await rowsOf(email)).at(-1)).toBe("false /unsubscribe en email-2026-12");
  });

  it("answers a mail client's one-click POST with a 200 and the refusal, cookies or not", async () => {
    const email = `tekclick.${kind}@example.com`;
    await signUp(email);
    // RFC 8058: the client POSTs the header's address with this body, from its own servers.
    const res = await fetch(`${server.url}${linkOf(email)}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example.net",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await rowsOf(email)).toEqual([
      "true / tr email-2026-12",
      "false list-unsubscribe tr email-2026-12",
    ]);
    expect(await mailingList()).not.toContain(email);

    // A multipart body, as some clients send it, is read the same way.
    await getJson(server.url, "/api/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const multipart = await fetch(`${server.url}${linkOf(email)}`, { method: "POST", body });
    expect(multipart.status).toBe(200);
    expect((await rowsOf(email)).at(-1)).toBe("false list-unsubscribe tr email-2026-12");
  });

  it("refuses a forged, changed or missing token with a clear 400 page and records nothing", async () => {
    const email = `sahte.${kind}@example.com`;
    await signUp(email);
    const good = unsubscribeToken(email);
    const other = Buffer.from(`baska.${kind}@example.com`).toString("base64url");
    const forged = [
      `${other}.${good.split(".")[1]}`,
      `${good.split(".")[0]}.${"A".repeat(43)}`,
      "no-such-token",
    ];
    for (const token of forged) {
      const page = await getPage(server.url, `/unsubscribe?t=${encodeURIComponent(token)}`);
      expect(page.status, token).toBe(400);
      expect(page.doc.querySelector("main h1")?.text).toBe("Bağlantı geçersiz");
      expect(page.doc.querySelector("main form")).toBeNull();
      const posted = await fetch(`${server.url}/unsubscribe?t=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(posted.status).toBe(400);
    }
    const missing = await getPage(server.url, "/en/unsubscribe");
    expect(missing.status).toBe(400);
    expect(missing.doc.querySelector("main h1")?.text).toBe("This link is not valid");
    expect(missing.text).toContain("nothing was changed");
    expect(await rowsOf(email)).toEqual(["true / tr email-2026-12"]);
    expect(await rowsOf(`baska.${kind}@example.com`)).toEqual([]);
  });

  it("lets a member switch their own consent on their data page, without JavaScript", async () => {
    const member = await new Browser(server.url).signIn("member@demo.shop", "member123!");
    const page = await member.get("/dashboard/my-data");
    const box = page.doc.querySelector('main form input[name="consent"]')!;
    expect(box.getAttribute("type")).toBe("checkbox");
    const form = box.closest("form")!;
    expect(form.querySelector(`label[for="${box.getAttribute("id")}"]`)?.text).toBe(
      "Kampanya, indirim ve yeniliklerden e-posta ile haberdar olmak istiyorum.",
    );
    const before = await rowsOf("member@demo.shop");
    const wasGiven = box.hasAttribute("checked");

    // Ticked and saved: a consent given, this page its source, the member named.
    const given = await member.post("/dashboard/my-data", { intent: "consent", consent: "on" });
    expect(given.status).toBe(303);
    const shown = await member.follow(given);
    expect(shown.doc.querySelector(".toast")?.text).toBe(
      "Kampanya ve yenilik e-postalarına izin verdiniz. Teşekkürler!",
    );
    expect(shown.doc.querySelector('main input[name="consent"]')?.hasAttribute("checked")).toBe(
      true,
    );
    expect(shown.doc.querySelector("#consent-now")?.text).toMatch(/^İzin verdiniz: /);
    const rows = await db((d) =>
      d.select().from(consentRecords).where(eq(consentRecords.email, "member@demo.shop")),
    );
    expect(rows.find((r) => r.source === "/dashboard/my-data" && r.given)?.userId).toBeTruthy();
    expect(await mailingList()).toContain("member@demo.shop");

    // Unticked (the box sends nothing) and saved: refused at once; the page shows it.
    const refused = await member.post("/en/dashboard/my-data", { intent: "consent" });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe("/en/dashboard/my-data");
    const after = await member.follow(refused);
    expect(after.doc.querySelector('main input[name="consent"]')?.hasAttribute("checked")).toBe(
      false,
    );
    expect(after.doc.querySelector("#consent-now")?.text).toMatch(/^You withdrew on /);
    expect(await mailingList()).not.toContain("member@demo.shop");
    expect((await rowsOf("member@demo.shop")).slice(before.length)).toEqual([
      ...(wasGiven ? [] : ["true /dashboard/my-data tr email-2026-12"]),
      "false /dashboard/my-data en email-2026-12",
    ]);

    // The same answer again writes nothing.
    await member.post("/dashboard/my-data", { intent: "consent" });
    expect(await rowsOf("member@demo.shop")).toHaveLength(before.length + (wasGiven ? 1 : 2));
  });

  it("logs the register page's ticked box as the new member's consent, in the page's language", async () => {
    const email = `yeni.uye.${kind}@example.com`;
    const res = await new Browser(server.url).post("/en/register", {
      firstName: "Yeni",
      lastName: "Üye",
      email,
      password: "yeni-uye-1",
      privacy: "on",
      isSubscribed: "on",
    });
    expect(res.status).toBe(302);
    const [row] = await db((d) =>
      d.select().from(consentRecords).where(eq(consentRecords.email, email)),
    );
    expect(row).toMatchObject({ given: true, source: "/register", lang: "en" });
    expect(row!.userId).toBeTruthy();
    // Unticked, nothing is logged.
    const other = `yeni.uye2.${kind}@example.com`;
    await new Browser(server.url).post("/register", {
      firstName: "Yeni",
      lastName: "Üye",
      email: other,
      password: "yeni-uye-1",
      privacy: "on",
    });
    expect(await rowsOf(other)).toEqual([]);
  });
});
