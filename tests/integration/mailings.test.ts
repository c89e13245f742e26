import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.server";
import { consentRecords, mailOutbox, mailings } from "../../db/schema";
import { Browser } from "../helpers/browser";
import { atDatabase } from "../helpers/database";
import { DEMO } from "../helpers/demo-visits";
import { getJson } from "../helpers/http";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../helpers/smtp";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Commercial mail (issue [20] point 3): a newsletter goes to the consenting addresses only, each
 * in its language with its own unsubscribe link and List-Unsubscribe headers, once however often
 * its confirm is posted; transactional mail carries none of that. The consent log's page and
 * /api for admins alone.
 */
describe.each(DB_KINDS)("newsletters and the consent log on %s", (kind) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let admin: Browser;
  const tag = `${kind}-${Date.now()}`;
  const TR = `abone.tr.${tag}@example.com`;
  const EN = `abone.en.${tag}@example.com`;
  const REFUSED = `vazgecti.${tag}@example.com`;
  const NEVER = `hic.${tag}@example.com`;

  const db = <T>(fn: (db: Db) => Promise<T>) => atDatabase(server, fn).then((r) => r.value);
  const api = <T = Json>(path: string, token: string | null, body?: unknown) =>
    getJson<T>(server.url, path, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const tokenOf = async (who: { email: string; password: string }) =>
    (await api<{ token: string }>("/api/auth/login", null, who)).body.token;
  const link = (mail: ReceivedMail) =>
    /https?:\/\/\S+\/unsubscribe\?t=[A-Za-z0-9_.%-]+/.exec(mail.text)?.[0] ?? "";

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer(kind, {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Taş ve Gümüş <shop@test.example>",
    });
    // Two consenting addresses (one in English), one that refused a moment ago, one that
    // gave consent long ago to an older text.
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db((d) =>
      d.insert(consentRecords).values([
        {
          email: TR,
          source: "/newsletter",
          textVersion: "email-2026-12",
          given: true,
          lang: "tr",
          createdAt: ago(60),
        },
        {
          email: EN,
          source: "/contact",
          textVersion: "email-2026-12",
          given: true,
          lang: "en",
          createdAt: ago(50),
        },
        {
          email: REFUSED,
          source: "/newsletter",
          textVersion: "before-2026-12",
          given: true,
          lang: "tr",
          createdAt: ago(40),
          iysState: "reported",
          iysReportedAt: ago(30),
        },
        {
          email: REFUSED,
          source: "list-unsubscribe",
          textVersion: "email-2026-12",
          given: false,
          lang: "tr",
          createdAt: ago(1),
          iysState: "failed",
          iysLastError: "H174 geçersiz",
        },
      ]),
    );
    admin = await new Browser(server.url).signIn(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("sends a newsletter from the page without JavaScript, to consenting addresses once", async () => {
    const page = await admin.get("/dashboard/mailings");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("Bülten");
    expect(page.text).toContain("Şu an 2 izinli adres var.");
    const compose = page.doc.querySelector("form.mailing-form")!;

    // Nothing typed: the message under the field, what was typed kept.
    const empty = await admin.submit(compose, { subject: "", body: "Yalnızca metin" });
    expect(empty.status).toBe(400);
    expect(empty.doc.querySelector("#mailing-subject-error")?.text).toBe("Konu gerekli.");
    expect(empty.doc.querySelector("#mailing-body")?.text).toBe("Yalnızca metin");
    const half = await admin.submit(compose, { subject: "Konu", body: "Metin", subjectEn: "Hi" });
    expect(half.status).toBe(400);
    expect(half.doc.querySelector("#mailing-bodyEn-error")?.text).toBe(
      "İngilizce konu ve metin birlikte yazılır.",
    );

    const subject = `Ametist haftası ${tag}`;
    const subjectEn = `Amethyst week ${tag}`;
    const preview = await admin.submit(compose, {
      subject,
      body: "Merhaba,\n\nAmetistler <b>geldi</b> & indirimde.",
      subjectEn,
      bodyEn: "Hello,\n\nAmethysts are in.",
    });
    expect(preview.status).toBe(200);
    expect(preview.doc.querySelector(".mailing-count")?.text).toBe("2 adrese gidecek.");
    expect(
      preview.doc.querySelectorAll(".mailing-version").map((v) => v.getAttribute("lang")),
    ).toEqual(["tr", "en"]);
    // The body is text: its markup shown as typed, never as markup.
    expect(preview.html).toContain("Ametistler &lt;b&gt;geldi&lt;/b&gt; &amp; indirimde.");
    const confirm = preview.doc.querySelector("form.mailing-confirm")!;
    const send = confirm.querySelector('button[value="send"]')!;

    const sent = await admin.submit(confirm, {}, send);
    expect(sent.status).toBe(303);
    const after = await admin.follow(sent);
    expect(after.doc.querySelector(".mailing-notice")?.text).toBe("Bülten 2 adrese gönderildi.");
    const entry = after.doc
      .querySelectorAll(".mailing-entry")
      .find((e) => e.text.includes(subject))!;
    expect(entry.querySelector(".mailing-recipients")?.text).toBe("2");
    expect(entry.text).toContain(DEMO.admin.email);

    // The same confirm posted again (a double click, a reload): nothing is sent twice.
    const again = await admin.submit(confirm, {}, send);
    expect(again.status).toBe(303);
    expect((await admin.follow(again)).doc.querySelector(".mailing-notice")?.text).toBe(
      "Bu bülten zaten gönderilmişti (2 adrese); ikinci kez gönderilmedi.",
    );

    const tr = await smtp.waitFor((m) => m.to.includes(TR) && m.subject === subject);
    const en = await smtp.waitFor((m) => m.to.includes(EN) && m.subject === subjectEn);
    for (const [mail, address, lang] of [
      [tr, TR, "tr"],
      [en, EN, "en"],
    ] as const) {
      const url = link(mail);
      expect(url.startsWith(`${server.url}${lang === "en" ? "/en" : ""}/unsubscribe?t=`)).toBe(
        true,
      );
      // Its own address's link: the token names the address it went to.
      const token = decodeURIComponent(new URL(url).searchParams.get("t")!);
      expect(Buffer.from(token.split(".")[0]!, "base64url").toString()).toBe(address);
      expect(mail.headers.get("list-unsubscribe")).toBe(`<${url}>`);
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
      // The seller's identity under it, as every mail's.
      expect(mail.text).toMatch(/\n\n--\n.*MERSİS [Nn]o/);
    }
    expect(tr.text).toContain(`Bu e-postaları almak istemiyorsanız: ${link(tr)}`);
    expect(tr.text).toContain("Ametistler <b>geldi</b> & indirimde.");
    expect(tr.html).toContain("Ametistler &lt;b&gt;geldi&lt;/b&gt; &amp; indirimde.");
    expect(en.text).toContain(`If you no longer want these e-mails: ${link(en)}`);
    expect(en.text).toContain("Amethysts are in.");
    expect(link(tr)).not.toBe(link(en));

    // One mail per consenting address, none to the one that refused or never answered.
    const outbox = await db((d) =>
      d
        .select({ to: mailOutbox.to, kind: mailOutbox.kind, headers: mailOutbox.headers })
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} in (${subject}, ${subjectEn})`),
    );
    expect(outbox.map((m) => m.to).sort()).toEqual([EN, TR].sort());
    expect(
      outbox.every((m) => m.kind === "newsletter" && m.headers?.["List-Unsubscribe-Post"]),
    ).toBe(true);
    const [row] = await db((d) => d.select().from(mailings).where(eq(mailings.subject, subject)));
    expect(row?.recipients).toBe(2);
    expect(smtp.mails.some((m) => m.to.includes(REFUSED) || m.to.includes(NEVER))).toBe(false);
  });

  it("never sends a newsletter, on a resend or a retry, to an address that refused since", async () => {
    const token = await tokenOf(DEMO.admin);
    // Not under the test's tag: the log's tests below read the tag's rows alone.
    const LATE = `gec.${kind}.${Math.random().toString(36).slice(2)}@example.com`;
    // Two newsletters whose delivery failed (the mail server was down): one to an address that
    // has refused since, one to an address that still consents.
    const failed = (to: string) => ({
      to,
      subject: `Bekleyen bülten ${tag}`,
      text: "Metin",
      html: null,
      kind: "newsletter",
      attempts: 1,
      lastError: "connect ECONNREFUSED",
      createdAt: new Date(Date.now() - 120_000),
    });
    const [late, kept] = await db(async (d) => {
      await d.insert(consentRecords).values([
        {
          email: LATE,
          source: "/newsletter",
          textVersion: "email-2026-12",
          given: true,
          lang: "tr",
          createdAt: new Date(Date.now() - 180_000),
        },
        {
          email: LATE,
          source: "/unsubscribe",
          textVersion: "email-2026-12",
          given: false,
          lang: "tr",
        },
      ]);
      return d
        .insert(mailOutbox)
        .values([failed(LATE), failed(TR)])
        .returning({ id: mailOutbox.id });
    });
    const refused = await api(`/api/mail/${late!.id}/resend`, token, {});
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      sent: false,
      mail: {
        state: "failed",
        error: "Not sent: the addressee no longer consents to commercial mail.",
      },
    });
    const resent = await api(`/api/mail/${kept!.id}/resend`, token, {});
    expect(resent.body).toMatchObject({ sent: true, mail: { state: "sent" } });
    await smtp.waitFor((m) => m.to.includes(TR) && m.subject === `Bekleyen bülten ${tag}`);
    expect(smtp.mails.some((m) => m.to.includes(LATE))).toBe(false);
    // No retry takes it up again.
    const [row] = await db((d) => d.select().from(mailOutbox).where(eq(mailOutbox.id, late!.id)));
    expect(row).toMatchObject({ sentAt: null, attempts: 10 });
  });

  it("sends transactional mail without unsubscribe link or headers", async () => {
    const email = `islem.${tag}@example.com`;
    const reg = await api("/api/auth/register", null, {
      email,
      password: "islem-pass-1",
      firstName: "Deniz",
      lastName: "Kara",
    });
    expect(reg.status).toBe(201);
    const welcome = await smtp.waitFor((m) => m.to.includes(email));
    expect(welcome.headers.has("list-unsubscribe")).toBe(false);
    expect(welcome.headers.has("list-unsubscribe-post")).toBe(false);
    expect(welcome.text).not.toContain("/unsubscribe");
    expect(welcome.text).not.toContain("almak istemiyorsanız");
  });

  it("shows admins the log, its filters and one address's state, in both languages", async () => {
    const page = await admin.get("/dashboard/consents");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("İzinler");
    expect(page.doc.querySelector(".consent-count")?.text).toBe("2");
    expect(Number(page.doc.querySelector(".consent-pending")?.text)).toBeGreaterThanOrEqual(2);
    const mine = (p: typeof page) =>
      p.doc
        .querySelectorAll(".consent-list .consent-entry")
        .filter((e) => e.text.includes(tag))
        .map((e) => [
          e.querySelector(".consent-email")?.text,
          e.querySelector(".consent-answer")?.text,
          e.querySelector(".consent-source")?.text,
          e.querySelector(".consent-iys")?.text,
        ]);
    // Newest first: the refusal of a minute ago on top.
    const rows = mine(page);
    expect(rows[0]).toEqual([
      REFUSED,
      "Reddetti",
      "E-posta programının abonelikten çık düğmesi",
      "Reddedildi: H174 geçersiz",
    ]);
    expect(rows.map((r) => r[0])).toEqual([REFUSED, REFUSED, EN, TR]);
    expect(rows[1]![3]).toMatch(/^Bildirildi \S/);
    // Waiting rows name İYS's last day: three business days after they were given.
    expect(rows[3]!.slice(0, 3)).toEqual([TR, "İzin verdi", "/newsletter"]);
    expect(rows[3]![3]).toMatch(/^Bekliyor · son gün \S.+$/);
    const lateAddress = `gec.${tag}@example.com`;
    await db((d) =>
      d.insert(consentRecords).values({
        email: lateAddress,
        source: "/newsletter",
        textVersion: "email-2026-12",
        given: true,
        createdAt: new Date(Date.now() - 8 * 24 * 3600_000),
      }),
    );
    const late = await admin.get(`/dashboard/consents?q=${encodeURIComponent(lateAddress)}`);
    expect(mine(late)[0]![3]).toMatch(/^Bekliyor · gecikti \(son gün \S.+\)$/);
    // Out of the way of the counts the next test reads.
    await db((d) => d.delete(consentRecords).where(eq(consentRecords.email, lateAddress)));

    const refusedOnly = await admin.get(`/dashboard/consents?q=${tag}&answer=refused&iys=`);
    expect(mine(refusedOnly).map((r) => r[0])).toEqual([REFUSED]);
    const reported = await admin.get(`/dashboard/consents?q=${tag}&iys=reported`);
    expect(mine(reported).map((r) => r[1])).toEqual(["İzin verdi"]);
    const byAddress = await admin.get(
      `/dashboard/consents?q=${encodeURIComponent(`ABONE.EN.${tag}`)}`,
    );
    expect(mine(byAddress).map((r) => r[0])).toEqual([EN]);
    const none = await admin.get(`/dashboard/consents?q=nobody-${tag}`);
    expect(none.doc.querySelector(".empty")?.text).toBe("Bu seçime uyan kayıt yok.");

    // The lookup is a GET form: its field's name and the page it asks.
    const lookup = page.doc.querySelector("#consent-lookup-email")!;
    expect(lookup.getAttribute("name")).toBe("email");
    expect(lookup.closest("form")?.getAttribute("method")).toBe("get");
    const refused = await admin.get(
      `/dashboard/consents?email=${encodeURIComponent(REFUSED.toUpperCase())}`,
    );
    expect(refused.status).toBe(200);
    expect(refused.doc.querySelector(".consent-state")?.text).toMatch(
      new RegExp(`^${REFUSED.replace(/\./g, "\\.")}: İzin yok \\(reddetti .+\\)$`),
    );
    expect(refused.doc.querySelectorAll(".consent-history .consent-entry")).toHaveLength(2);
    const given = await admin.get(`/dashboard/consents?email=${encodeURIComponent(TR)}`);
    expect(given.doc.querySelector(".consent-state")?.text).toMatch(
      /İzin var \(.+ tarihinden beri\)$/,
    );
    const never = await admin.get(`/dashboard/consents?email=${encodeURIComponent(NEVER)}`);
    expect(never.doc.querySelector(".consent-state")?.text).toContain("Hiç kaydı yok");
    const blank = await admin.get("/dashboard/consents?email=");
    expect(blank.doc.querySelector("#consent-lookup-error")?.text).toBe(
      "Sorgulanacak adresi yazın.",
    );

    const en = await admin.get(
      `/en/dashboard/consents?q=${tag}&email=${encodeURIComponent(REFUSED)}`,
    );
    expect(en.doc.querySelector("h1")?.text).toBe("Consents");
    expect(en.doc.querySelector(".consent-state")?.text).toContain("No consent (refused");
    expect(mine(en)[0]![1]).toBe("Refused");
    const enMailings = await admin.get("/en/dashboard/mailings");
    expect(enMailings.doc.querySelector("h1")?.text).toBe("Newsletter");
    expect(enMailings.text).toContain("2 addresses consent now.");

    // Merchants and members are refused both pages.
    const merchant = await new Browser(server.url).signIn(
      DEMO.merchant.email,
      DEMO.merchant.password,
    );
    expect((await merchant.get("/dashboard/consents")).status).toBe(403);
    expect((await merchant.get("/dashboard/mailings")).status).toBe(403);
    const post = await merchant.post("/dashboard/mailings", {
      intent: "send",
      key: "00000000-0000-4000-8000-000000000001",
      subject: "Merchant",
      body: "Merchant",
    });
    expect(post.status).toBe(403);
  });

  it("answers the log and mailings over /api, to admins alone", async () => {
    const token = await tokenOf(DEMO.admin);
    const merchantToken = await tokenOf(DEMO.merchant);
    const log = await api(`/api/consents?email=${tag}&given=false`, token);
    expect(log.status).toBe(200);
    expect(log.body.consents.map((c: Json) => [c.email, c.given, c.source, c.iys_state])).toEqual([
      [REFUSED, false, "list-unsubscribe", "failed"],
    ]);
    expect(log.body.consenting).toBe(2);
    const one = await api(`/api/consents/${encodeURIComponent(REFUSED)}`, token);
    expect(one.body.state).toBe("refused");
    expect(one.body.history).toHaveLength(2);
    expect((await api(`/api/consents/${encodeURIComponent(NEVER)}`, token)).body.state).toBe(
      "none",
    );

    const missing = await api("/api/mailings", token, { body: "Metin" });
    expect(missing).toMatchObject({ status: 400, body: { error: "subject: Required." } });
    const noBody = await api("/api/mailings", token, { subject: "Konu", body: " " });
    expect(noBody).toMatchObject({ status: 400, body: { error: "body: Required." } });
    const subject = `API bülteni ${tag}`;
    const first = await api("/api/mailings", token, { subject, body: "Metin", key: `k-${tag}` });
    expect(first.status).toBe(201);
    expect(first.body.recipients).toBe(2);
    const retry = await api("/api/mailings", token, { subject, body: "Metin", key: `k-${tag}` });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ id: first.body.id, recipients: 2, repeated: true });
    // The English addressee gets the Turkish when there is no English.
    await smtp.waitFor((m) => m.to.includes(EN) && m.subject === subject);
    const count = await db((d) =>
      d
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.subject, subject))),
    );
    expect(count).toHaveLength(2);
    const list = await api("/api/mailings", token);
    expect(list.body.mailings[0]).toMatchObject({
      _id: first.body.id,
      subject,
      recipients: 2,
      sent_by: DEMO.admin.email,
    });

    for (const [path, body] of [
      ["/api/consents", undefined],
      [`/api/consents/${encodeURIComponent(TR)}`, undefined],
      ["/api/mailings", undefined],
      ["/api/mailings", { subject: "X", body: "Y" }],
    ] as const) {
      expect((await api(path, merchantToken, body)).status, path).toBe(403);
      expect((await api(path, null, body)).status, path).toBe(401);
    }
  });
});
