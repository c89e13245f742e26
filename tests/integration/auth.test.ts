import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import {
  DB_KINDS,
  ownDatabase,
  startServer,
  type TestServer,
  sharedServer,
} from "../helpers/server";
import { getJson, getPage } from "../helpers/http";

/** The `sid=...` pair of a response's Set-Cookie, ready to send back as a Cookie header. */
function sessionCookie(res: Response): string {
  const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error(`no session cookie in ${res.status}`);
  return sid.split(";")[0]!;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe.each(DB_KINDS)("sign-in and sign-up on %s", (kind) => {
  let server: TestServer;
  const post = (path: string, fields: Record<string, string>, init: RequestInit = {}) =>
    fetch(server.url + path, { ...form(fields), ...init });

  beforeAll(async () => {
    server = await sharedServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the sign-in page with the spec's texts and links", async () => {
    const page = await getPage(server.url, "/login");
    expect(page.status).toBe(200);
    expect(page.text).toContain("OTURUM AÇ");
    expect(page.doc.querySelector(`main a[href="/register"]`)?.text).toBe("ÜYE OL");
    expect(page.doc.querySelector(`main a[href="/forgot-password"]`)?.text).toBe(
      "Şifreni mi unuttun?",
    );
    const en = await getPage(server.url, "/en/login");
    expect(en.doc.querySelector('a[href="/en/register"]')).toBeTruthy();
  });

  it("tells a visitor back from an outside sign-in that none is offered, with a way to /login", async () => {
    const tr = await getPage(server.url, "/auth/success");
    expect(tr.status).toBe(200);
    expect(tr.doc.querySelector("main h1")?.text).toBe("Dış Hesapla Giriş");
    expect(tr.doc.querySelector("main")!.text).toContain("dış bir hesapla giriş açık değil");
    expect(tr.doc.querySelector('main a[href="/login"]')?.text).toBe("Giriş sayfasına git");
    expect(tr.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const en = await getPage(server.url, "/en/auth/success");
    expect(en.doc.querySelector("main h1")?.text).toBe("Sign In with an Outside Account");
    expect(en.doc.querySelector('main a[href="/en/login"]')?.text).toBe("Go to the sign-in page");
  });

  it("answers the spec's validation messages in Turkish and English, keeping the e-mail", async () => {
    const tr = await post("/login", { email: "", password: "" });
    expect(tr.status).toBe(400);
    const trText = await tr.text();
    expect(trText).toContain("E-posta girmeniz gerekiyor.");
    expect(trText).toContain("Şifre girmeniz gerekiyor.");
    const short = await post("/login", { email: "yanlis", password: "123" });
    const shortText = await short.text();
    expect(shortText).toContain("E-posta hatalı.");
    expect(shortText).toContain("Şifreniz en az 6 karakter içermelidir.");
    expect(shortText).toContain('value="yanlis"');
    const en = await post("/en/register", { email: "", password: "" });
    const enText = await en.text();
    for (const message of [
      "Email is required.",
      "Password is required.",
      "First Name is required.",
      "Last Name is required.",
    ])
      expect(enText).toContain(message);
  });

  it("signs a member in with a new session and sends them to the dashboard", async () => {
    const wrong = await post("/login", { email: "member@demo.shop", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("E-posta veya şifre hatalı.");
    const res = await post("/login", { email: "MEMBER@demo.shop", password: "member123!" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const cookie = sessionCookie(res);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith("sid="))!;
    for (const attribute of ["Path=/", "HttpOnly", "SameSite=Lax"])
      expect(sid.split("; ")).toContain(attribute);
    // The shell greets the member; the auth pages send them on.
    const home = await getPage(server.url, "/", { headers: { cookie } });
    expect(home.text).toContain("Merhaba Elif!");
    for (const page of ["/login", "/register", "/forgot-password", "/en/register"]) {
      const again = await fetch(`${server.url}${page}`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(again.status, page).toBe(302);
      expect(again.headers.get("location"), page).toBe(
        page.startsWith("/en") ? "/en/dashboard" : "/dashboard",
      );
    }
  });

  it("follows a same-site redirectTo, and never another site", async () => {
    const back = await post("/login", {
      email: "member@demo.shop",
      password: "member123!",
      redirectTo: "/favorites",
    });
    expect(back.headers.get("location")).toBe("/favorites");
    const away = await post("/login", {
      email: "member@demo.shop",
      password: "member123!",
      redirectTo: "//evil.example/",
    });
    expect(away.headers.get("location")).toBe("/dashboard");
  });

  it("registers a member, refuses the same e-mail twice and requires the privacy box", async () => {
    const fields = {
      firstName: "Deniz",
      lastName: "Kaya",
      email: `deniz.${kind}@example.com`,
      password: "deniz123!",
    };
    const noPrivacy = await post("/register", fields);
    expect(noPrivacy.status).toBe(400);
    expect(await noPrivacy.text()).toContain("gizlilik politikasını kabul etmelisiniz");
    const res = await post("/register", { ...fields, privacy: "on" });
    expect(res.status).toBe(302);
    const cookie = sessionCookie(res);
    const me = await getJson<{ user: { email: string; role: string } }>(
      server.url,
      "/api/user/me",
      {
        headers: { cookie },
      },
    );
    expect(me.body.user).toMatchObject({ email: fields.email, role: "ROLE_MEMBER" });
    const twice = await post("/en/register", {
      ...fields,
      email: fields.email.toUpperCase(),
      privacy: "on",
    });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("An account with this e-mail already exists.");
  });

  it("signs out only by POST, with the spec's message", async () => {
    const cookie = sessionCookie(
      await post("/login", { email: "member@demo.shop", password: "member123!" }),
    );
    const get = await getPage(server.url, "/logout", { headers: { cookie } });
    expect(get.status).toBe(200);
    const stillIn = await getJson(server.url, "/api/user/me", { headers: { cookie } });
    expect(stillIn.status).toBe(200);
    const out = await post("/logout", {}, { headers: { cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/login");
    const toast = out.headers
      .getSetCookie()
      .find((c) => c.startsWith("toast="))!
      .split(";")[0]!;
    const login = await getPage(server.url, "/login", { headers: { cookie: toast } });
    expect(login.text).toContain("Başarıyla çıkış yapıldı!");
    const dead = await getJson(server.url, "/api/user/me", { headers: { cookie } });
    expect(dead.status).toBe(401);
  });

  it("signs in over /api with a Bearer token that /api accepts until logout", async () => {
    const bad = await getJson<{ error: string }>(server.url, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "member@demo.shop",',
    });
    expect(bad.status).toBe(400);
    const missing = await getJson<{ error: string }>(server.url, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "member@demo.shop" }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain("password");
    const login = await getJson<{ success: boolean; token: string }>(
      server.url,
      "/api/auth/login",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "member@demo.shop", password: "member123!" }),
      },
    );
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.token}` };
    const me = await getJson<{ user: { firstName: string } }>(server.url, "/api/user/me", {
      headers: auth,
    });
    expect(me.body.user.firstName).toBe("Elif");
    const out = await getJson(server.url, "/api/auth/logout", { method: "POST", headers: auth });
    expect(out.status).toBe(200);
    expect((await getJson(server.url, "/api/user/me", { headers: auth })).status).toBe(401);
    expect((await getJson(server.url, "/api/user/me")).status).toBe(401);
  });

  it("registers over /api", async () => {
    const res = await getJson<{ token: string; user: { _id: string; email: string } }>(
      server.url,
      "/api/auth/register",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `api.${kind}@example.com`,
          password: "api-pass-1",
          firstName: "Api",
          lastName: "Client",
        }),
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(`api.${kind}@example.com`);
    const me = await getJson(server.url, "/api/user/me", {
      headers: { authorization: `Bearer ${res.body.token}` },
    });
    expect(me.status).toBe(200);
  });
});

describe.each(DB_KINDS)("sessions that ended, on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let server: TestServer;
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    database = await ownDatabase(kind);
    // The hourly clean-up every half second, so that a test can see it run.
    server = await startServer(kind, { DATABASE_URL: database.url, SESSION_PRUNE_EVERY_MS: "500" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("are deleted by the server's own clean-up; a live one stays and still signs in", async () => {
    const login = await getJson<{ token: string }>(server.url, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "member@demo.shop", password: "member123!" }),
    });
    expect(login.status).toBe(200);
    const now = Date.now();
    const dead = ["expired-session-for-the-test", "idle-session-for-the-test"];
    ({ server } = await atDatabase(server, async (db) => {
      const [member] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, "member@demo.shop"));
      await db.insert(sessions).values([
        { id: dead[0]!, userId: member!.id, expiresAt: new Date(now - DAY) },
        {
          id: dead[1]!,
          userId: member!.id,
          expiresAt: new Date(now + DAY),
          lastSeenAt: new Date(now - 8 * DAY),
        },
      ]);
    }));
    // While the server runs: its own clean-up, every 500 ms, is what deletes them.
    const left = async () =>
      (
        await atDatabase(server, (db) =>
          db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, dead)),
        )
      ).value;
    let rows = await left();
    for (const until = Date.now() + 10_000; rows.length && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 200));
      rows = await left();
    }
    expect(rows).toEqual([]);
    const me = await getJson<{ user: { email: string } }>(server.url, "/api/user/me", {
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(me.body.user.email).toBe("member@demo.shop");
  });
});
