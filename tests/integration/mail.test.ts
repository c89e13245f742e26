import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server";
import { mailOutbox, passwordResetTokens, users } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { getJson, getPage } from "../helpers/http";
import { DB_KINDS, freePort, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../helpers/smtp";

const form = (fields: Record<string, string>, cookie?: string) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** The `name=value` pair a response sets, ready to send back as a Cookie header. */
function cookieOf(res: Response, name: string): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!set) throw new Error(`no ${name} cookie in ${res.status}`);
  return set.split(";")[0]!;
}

const RESET_LINK = /https?:\/\/[^\s"<]+\/reset-password\/[A-Za-z0-9_-]{43}/;

/** The reset link of a mail, and its path on the server. */
function resetLink(mail: ReceivedMail | { text: string }) {
  const link = RESET_LINK.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${mail.text}`);
  const url = new URL(link);
  return { link, path: url.pathname, token: url.pathname.split("/").pop()! };
}

describe.each(DB_KINDS)("e-mail and password reset on %s", (kind) => {
  let smtp: TestSmtp;
  let database: { url: string; drop: () => Promise<void> };
  let server: TestServer;
  const post = (p: string, fields: Record<string, string>, cookie?: string) =>
    fetch(server.url + p, form(fields, cookie));
  const mailTo = (to: string, subject: string) =>
    smtp.waitFor((m) => m.to.includes(to) && m.subject === subject);

  async function registerByApi(email: string, password: string, firstName = "Ada") {
    const res = await getJson<{ token: string }>(
      server.url,
      "/api/auth/register",
      json({ email, password, firstName, lastName: "Yılmaz" }),
    );
    expect(res.status).toBe(201);
    return res.body.token;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    // A database of the test's own, which the test reads (atDatabase).
    database = await ownDatabase(kind);
    server = await startServer(kind, {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Taş ve Gümüş <shop@test.example>",
      DATABASE_URL: database.url,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.stop();
  });

  it("resets a password from the e-mailed link once, ending every session", async () => {
    const email = `reset.${kind}@example.com`;
    await registerByApi(email, "old-pass-1", "Ayşe");
    const welcome = await mailTo(email, "Hesabınız hazır: Doğal Taş & Gümüş");
    // MAIL_FROM names itself: it is the From as it is.
    expect(welcome.from).toBe("Taş ve Gümüş <shop@test.example>");
    expect(welcome.text).toContain("Merhaba Ayşe,");
    // Signed with the shop's name from Settings, the seller's identity under it (issue [20]).
    expect(welcome.text).toMatch(
      /\n\nDoğal Taş & Gümüş\n\n--\nUnvan: Örnek Doğal Taş .* · MERSİS No: 0{16} · /,
    );
    const signedIn = cookieOf(await post("/login", { email, password: "old-pass-1" }), "sid");

    const page = await getPage(server.url, "/forgot-password");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("Şifremi Unuttum");
    expect(page.doc.querySelector('input[name="website"]')).toBeTruthy();
    expect(page.doc.querySelector('main a[href="/login"]')).toBeTruthy();
    const empty = await post("/forgot-password", { email: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("E-posta gerekli.");
    const bot = await post("/forgot-password", { email, website: "http://spam.example" });
    expect(bot.status).toBe(400);

    const sent = await post("/forgot-password", { email: email.toUpperCase() });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/forgot-password?sent=1");
    const notice = await getPage(server.url, "/forgot-password?sent=1");
    expect(notice.doc.querySelector('[role="status"]')?.text).toContain(
      "şifre sıfırlama bağlantısı gönderildi",
    );

    const mail = await mailTo(email, "Şifre sıfırlama bağlantınız");
    const { link, path: resetPath } = resetLink(mail);
    // Absolute, on the address the form was asked on, in Turkish (no /en).
    expect(link.startsWith(`${server.url}/reset-password/`)).toBe(true);
    expect(mail.text).toContain("Merhaba Ayşe,");
    expect(mail.text).toContain("1 saat");
    expect(mail.html).toContain(`href="${link}"`);

    const resetPage = await getPage(server.url, resetPath);
    expect(resetPage.status).toBe(200);
    expect(resetPage.headers.get("cache-control")).toContain("no-store");
    // The token in the address never leaves for another site as a referrer.
    expect(resetPage.headers.get("referrer-policy")).toBe("same-origin");
    expect(resetPage.doc.querySelector('input[name="password"]')).toBeTruthy();
    expect(resetPage.doc.querySelector('input[name="confirmPassword"]')).toBeTruthy();

    const short = await post(resetPath, { password: "123", confirmPassword: "123" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Şifre en az 6 karakter olmalıdır.");
    const mismatch = await post(resetPath, { password: "new-pass-1", confirmPassword: "other-1" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Şifre ve şifre tekrarı alanları eşleşmelidir.");

    const done = await post(resetPath, { password: "new-pass-1", confirmPassword: "new-pass-1" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login");
    const login = await getPage(server.url, "/login", {
      headers: { cookie: cookieOf(done, "toast") },
    });
    expect(login.text).toContain("Şifreniz sıfırlandı. Lütfen yeni şifrenizle giriş yapın.");

    // The session from before the reset is over.
    expect(
      (await getJson(server.url, "/api/user/me", { headers: { cookie: signedIn } })).status,
    ).toBe(401);
    const oldPassword = await post("/login", { email, password: "old-pass-1" });
    expect(oldPassword.status).toBe(401);
    const newPassword = await post("/login", { email, password: "new-pass-1" });
    expect(newPassword.status).toBe(302);
    expect(newPassword.headers.get("location")).toBe("/dashboard");

    // The link works once.
    const again = await getPage(server.url, resetPath);
    expect(again.status).toBe(400);
    expect(again.text).toContain("Bu şifre sıfırlama bağlantısı geçersiz");
    expect(again.doc.querySelector('main a[href="/forgot-password"]')?.text).toBe(
      "Yeni bir bağlantı isteyin",
    );
    expect(again.doc.querySelector('input[name="password"]')).toBeNull();
    const reuse = await post(resetPath, { password: "third-pass", confirmPassword: "third-pass" });
    expect(reuse.status).toBe(400);
    expect(await reuse.text()).toContain("Bu şifre sıfırlama bağlantısı geçersiz");
    expect((await post("/login", { email, password: "new-pass-1" })).status).toBe(302);
  });

  it("answers an unknown address exactly as a known one, and mails nobody", async () => {
    const known = `known.${kind}@example.com`;
    const unknown = `nobody.${kind}@example.com`;
    await registerByApi(known, "known-pass-1");
    const a = await post("/forgot-password", { email: unknown });
    const b = await post("/forgot-password", { email: known });
    expect([a.status, a.headers.get("location")]).toEqual([b.status, b.headers.get("location")]);
    const apiUnknown = await getJson(server.url, "/api/auth/forgot", json({ email: unknown }));
    const apiKnown = await getJson(server.url, "/api/auth/forgot", json({ email: known }));
    expect(apiUnknown.status).toBe(200);
    expect(apiUnknown.body).toEqual(apiKnown.body);
    expect(apiKnown.body).toEqual({
      success: true,
      message:
        "If an account exists for this address, we have sent a password reset link. Please check your inbox.",
    });
    // Both reset mails to the known address arrive; none ever goes to the unknown one.
    await smtp.waitFor(
      () => smtp.mails.filter((m) => m.to.includes(known) && /Şifre/.test(m.subject)).length >= 2,
    );
    expect(smtp.mails.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("writes each mail in the language of the page it came from", async () => {
    const email = `english.${kind}@example.com`;
    const res = await post("/en/register", {
      firstName: "Grace",
      lastName: "Hopper",
      email,
      password: "grace-pass-1",
      privacy: "on",
    });
    expect(res.status).toBe(302);
    const welcome = await mailTo(email, "Your account is ready: Doğal Taş & Gümüş");
    expect(welcome.text).toContain("Hello Grace,");
    expect(welcome.text).toContain(`${server.url}/en/shop`);
    expect(welcome.html).toContain('<html lang="en">');

    const turkish = `turkce.${kind}@example.com`;
    await post("/register", {
      firstName: "Cem",
      lastName: "Öz",
      email: turkish,
      password: "cem-pass-1",
      privacy: "on",
    });
    const hosgeldin = await mailTo(turkish, "Hesabınız hazır: Doğal Taş & Gümüş");
    expect(hosgeldin.text).toContain(`${server.url}/shop`);
    expect(hosgeldin.html).toContain("Doğal Taş &amp; Gümüş</p>");

    const empty = await post("/en/forgot-password", { email: "" });
    expect(await empty.text()).toContain("Email is required.");
    const sent = await post("/en/forgot-password", { email });
    expect(sent.headers.get("location")).toBe("/en/forgot-password?sent=1");
    const mail = await mailTo(email, "Your password reset link");
    const { link, path: resetPath } = resetLink(mail);
    expect(link.startsWith(`${server.url}/en/reset-password/`)).toBe(true);
    expect(mail.text).toContain("The link works for 1 hour");
    const page = await getPage(server.url, resetPath);
    expect(page.doc.querySelector("h1")?.text).toBe("Reset Password");
    const mismatch = await post(resetPath, { password: "123", confirmPassword: "1234567" });
    const text = await mismatch.text();
    expect(text).toContain("Password must be at least 6 characters.");
    expect(text).toContain("Confirm password and password fields must match.");
    const done = await post(resetPath, { password: "grace-new-1", confirmPassword: "grace-new-1" });
    expect(done.headers.get("location")).toBe("/en/login");
  });

  it("resets over /api with the same rules", async () => {
    const email = `api.reset.${kind}@example.com`;
    const bearer = await registerByApi(email, "api-old-1");
    const missing = await getJson<{ error: string }>(server.url, "/api/auth/forgot", json({}));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("email: Email is required.");
    const asked = await getJson(server.url, "/api/auth/forgot", json({ email, lang: "en" }));
    expect(asked.status).toBe(200);
    const { token } = resetLink(await mailTo(email, "Your password reset link"));

    const reset = (body: unknown) =>
      getJson<{ success?: boolean; message?: string; error?: string }>(
        server.url,
        `/api/auth/reset/${token}`,
        json(body),
      );
    const short = await reset({ password: "abc", confirmPassword: "abc" });
    expect(short.status).toBe(400);
    expect(short.body.error).toContain("Password must be at least 6 characters.");
    const mismatch = await reset({ password: "api-new-1", confirmPassword: "api-new-2" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toContain("Confirm password and password fields must match.");
    const ok = await reset({ password: "api-new-1", confirmPassword: "api-new-1" });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      message: "Your password has been reset. You can now sign in with your new password.",
    });
    const twice = await reset({ password: "api-new-2", confirmPassword: "api-new-2" });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/invalid, has expired or has already been used/);
    const unknown = await getJson<{ error: string }>(
      server.url,
      "/api/auth/reset/not-a-token",
      json({ password: "api-new-3", confirmPassword: "api-new-3" }),
    );
    expect(unknown.status).toBe(400);

    const me = await getJson(server.url, "/api/user/me", {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(me.status).toBe(401);
    const login = await getJson(
      server.url,
      "/api/auth/login",
      json({ email, password: "api-new-1" }),
    );
    expect(login.status).toBe(200);
  });

  it("sends one address at most five reset mails an hour, answering the same", async () => {
    const email = `flood.${kind}@example.com`;
    const other = `flood.other.${kind}@example.com`;
    await registerByApi(email, "flood-pass-1");
    await registerByApi(other, "flood-pass-2");
    for (let i = 0; i < 7; i++) {
      const res = await post("/forgot-password", { email });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/forgot-password?sent=1");
    }
    // Each answer came after its mail was written to the outbox: it holds all there will be.
    const outbox = await atDatabase(server, (db) =>
      db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email)),
    );
    server = outbox.server;
    expect(outbox.value.filter((m) => m.subject === "Şifre sıfırlama bağlantınız")).toHaveLength(5);
    // The other address is not stopped by this one's limit.
    await post("/forgot-password", { email: other });
    await mailTo(other, "Şifre sıfırlama bağlantınız");
  });

  it("sends signed-in visitors to the dashboard", async () => {
    const cookie = cookieOf(
      await post("/login", { email: "member@demo.shop", password: "member123!" }),
      "sid",
    );
    for (const [p, to] of [
      ["/forgot-password", "/dashboard"],
      ["/en/reset-password/whatever", "/en/dashboard"],
    ]) {
      const res = await fetch(server.url + p, { headers: { cookie }, redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(to);
    }
  });
});

async function waitForOutput(server: TestServer, text: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > until) throw new Error(`no "${text}" in the log:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(DB_KINDS)("the outbox when the mail server is down, on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  const servers: TestServer[] = [];

  beforeAll(async () => {
    database = await ownDatabase(kind);
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await database?.drop();
  });

  it("answers normally, keeps the mail and sends it at the next start; the link expires", async () => {
    const down = await startServer(kind, {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      PUBLIC_URL: "https://shop.example",
    });
    servers.push(down);
    const res = await fetch(`${down.url}/forgot-password`, form({ email: "member@demo.shop" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/forgot-password?sent=1");
    await waitForOutput(down, "[mail] delivery to member@demo.shop failed (attempt 1)");
    await down.stop();

    // Between the two runs: the mail waits in the outbox, and its link's hour has passed.
    const { db, close } = await openDatabase(database.url);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "member@demo.shop"));
    expect(row).toBeDefined();
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toBeTruthy();
    const { link, path: resetPath } = resetLink(row!);
    // PUBLIC_URL, not the address the form was posted to.
    expect(link.startsWith("https://shop.example/reset-password/")).toBe(true);
    const [member] = await db.select().from(users).where(eq(users.email, "member@demo.shop"));
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResetTokens.userId, member!.id));
    await close();

    // No SMTP_URL this time: the retry at start delivers to the log.
    const logOnly = await startServer(kind, { DATABASE_URL: database.url });
    servers.push(logOnly);
    await waitForOutput(logOnly, "no SMTP_URL: logged, not sent");
    const logged = logOnly
      .output()
      .split("\n")
      .filter((line) => line.includes("no SMTP_URL"))
      .map((line) => JSON.parse(line) as { to: string; text: string });
    expect(logged).toContainEqual(expect.objectContaining({ to: "member@demo.shop" }));
    expect(logged.some((mail) => mail.text.includes(link))).toBe(true);

    const expired = await getPage(logOnly.url, resetPath);
    expect(expired.status).toBe(400);
    expect(expired.text).toContain("Bu şifre sıfırlama bağlantısı geçersiz");
    const refused = await fetch(
      logOnly.url + resetPath,
      form({ password: "member-new-1", confirmPassword: "member-new-1" }),
    );
    expect(refused.status).toBe(400);
    const login = await fetch(
      `${logOnly.url}/login`,
      form({ email: "member@demo.shop", password: "member123!" }),
    );
    expect(login.status).toBe(302);
  }, 120_000);
});
