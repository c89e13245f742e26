import type { HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.server";
import { atDatabase } from "../helpers/database";
import { users } from "../../db/schema";
import { hashPassword } from "../../app/lib/password.server";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";

/**
 * The admin's user list without JavaScript (spec 001 §2 Users, DESIGN.md §9 Roles): search, pages,
 * the role changed by pressing its badge, the last admin kept, a merchant only with a merchant;
 * and the two /api calls.
 */

/** Customers added to the demo shop's five users, so that the list has two pages (24 a page). */
const EXTRA = 30;

const PASSWORD = "musteri123!";

async function prepareDatabase(db: Db) {
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values(
    Array.from({ length: EXTRA }, (_, i) => ({
      firstName: `Müşteri${i + 1}`,
      lastName: "Deneme",
      email: `musteri${i + 1}@example.com`,
      passwordHash,
    })),
  );
}

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;

function cards(page: Page) {
  return page.doc.querySelectorAll(".user-card").map((li) => ({
    email: li.querySelector(".user-email")!.text.trim(),
    role: li.querySelector(".role-badge")!.text.trim(),
    badge: li.querySelector(".role-badge")!,
    merchantButton: li.querySelectorAll("button").find((b) => !b.classList.contains("role-badge")),
  }));
}

const formOf = (button: HTMLElement) => {
  let el = button.parentNode as HTMLElement | null;
  while (el && el.tagName !== "FORM") el = el.parentNode as HTMLElement | null;
  return el!;
};

describe.each(DB_KINDS)("the admin's user list on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;

  async function signIn(email: string, password: string) {
    return new Browser(server.url).signIn(email, password);
  }

  async function apiToken(email: string, password: string) {
    const { body } = await getJson<{ token: string }>(server.url, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    return body.token;
  }

  function api<T>(method: string, path: string, token: string | null, body?: unknown) {
    return getJson<T & { error?: string }>(server.url, path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  /** Presses the role badge (or the 'make merchant' button) of `email` on `page`. */
  async function press(browser: Browser, page: Page, email: string, which: "badge" | "merchant") {
    const card = cards(page).find((c) => c.email === email)!;
    const button = which === "badge" ? card.badge : card.merchantButton!;
    const res = await browser.submit(formOf(button), {}, button);
    expect(res.status).toBe(303);
    return browser.follow(res);
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    await atDatabase(server, prepareDatabase);
    admin = await signIn("admin@demo.shop", "admin123!");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("lists every user in pages, newest first, and searches by name or e-mail", async () => {
    const first = await admin.get("/dashboard/users");
    expect(first.status).toBe(200);
    expect(first.doc.querySelector("main h1")!.text).toBe("Kullanıcılar");
    expect(first.text).toContain(`${EXTRA + 5} kullanıcı`);
    expect(cards(first)).toHaveLength(24);
    expect(first.doc.querySelector(".pager [aria-current]")!.text).toBe("Sayfa 1 / 2");
    // The newest first: the demo shop's older users are on the second page.
    expect(cards(first).find((c) => c.email.endsWith("@demo.shop"))).toBeUndefined();
    const next = first.doc.querySelector('.pager a[rel="next"]')!.getAttribute("href")!;
    const second = await admin.get(next);
    expect(cards(second)).toHaveLength(EXTRA + 5 - 24);
    expect(cards(second).find((c) => c.email === "merchant@demo.shop")!.role).toBe("Satıcı");
    expect(second.text).toContain("Satıcı: Taş Atölyesi");
    // Each card shows the spec's badge, with the hint of what a press does.
    expect(cards(second)[0]!.badge.getAttribute("title")).toBe(
      "Tıklayarak kullanıcı rolü değiştirebilirsiniz.",
    );

    const byName = await admin.get(`/dashboard/users?search=${encodeURIComponent("müşteri12")}`);
    expect(cards(byName).map((c) => c.email)).toEqual(["musteri12@example.com"]);
    const byEmail = await admin.get("/dashboard/users?search=DEMO.SHOP");
    expect(
      cards(byEmail)
        .map((c) => c.email)
        .sort(),
    ).toEqual([
      "admin@demo.shop",
      "ayse@demo.shop",
      "mehmet@demo.shop",
      "member@demo.shop",
      "merchant@demo.shop",
    ]);
    const none = await admin.get("/dashboard/users?search=yokboyle");
    expect(none.text).toContain("kullanıcılar bulunmadı!");
    expect(none.text).toContain("0 kullanıcı");
    const english = await admin.get("/en/dashboard/users?search=yokboyle");
    expect(english.doc.querySelector("main h1")!.text).toBe("Users");
    expect(english.text).toContain("no users found!");
  });

  it("changes a role by pressing its badge, back on the same search, and the user is one", async () => {
    const customer = await signIn("musteri5@example.com", PASSWORD);
    expect((await customer.get("/dashboard/users")).status).toBe(403);
    const list = await admin.get("/dashboard/users?search=musteri5%40");
    const promoted = await press(admin, list, "musteri5@example.com", "badge");
    expect(toastOf(promoted)).toBe("Kullanıcı başarıyla güncellendi.");
    expect(cards(promoted).map((c) => [c.email, c.role])).toEqual([
      ["musteri5@example.com", "Yönetici"],
    ]);
    // Their next request is an admin's, in the session they already had.
    expect((await customer.get("/dashboard/users")).status).toBe(200);

    const demoted = await press(admin, promoted, "musteri5@example.com", "badge");
    expect(cards(demoted)[0]!.role).toBe("Üye");
    expect((await customer.get("/dashboard/users")).status).toBe(403);
  });

  it("keeps the last admin and gives the merchant role only to a user with a merchant", async () => {
    const list = await admin.get("/en/dashboard/users?search=admin%40demo");
    const refused = await press(admin, list, "admin@demo.shop", "badge");
    expect(refused.doc.querySelector(".toast-error")!.text.trim()).toBe(
      "The shop's last admin cannot be given another role.",
    );
    expect(cards(refused)[0]!.role).toBe("Admin");

    // The merchant made a member keeps their merchant: the card offers the role back.
    const token = await apiToken("admin@demo.shop", "admin123!");
    const member = await api("PUT", "/api/user/change/merchant@demo.shop", token, {
      user: { role: "ROLE_MEMBER" },
    });
    expect(member.status).toBe(200);
    const page = await admin.get("/dashboard/users?search=merchant");
    expect(cards(page)[0]!.merchantButton!.text.trim()).toBe("Satıcı yap");
    const back = await press(admin, page, "merchant@demo.shop", "merchant");
    expect(cards(back)[0]!.role).toBe("Satıcı");
    // Nobody else is offered the merchant role.
    const others = await admin.get("/dashboard/users?search=demo.shop");
    expect(cards(others).filter((c) => c.merchantButton)).toEqual([]);
    const mehmet = await api("PUT", "/api/user/change/mehmet@demo.shop", token, {
      role: "ROLE_MERCHANT",
    });
    expect(mehmet).toMatchObject({
      status: 400,
      body: { error: "role: A user needs a merchant attached to have the merchant role." },
    });
  });

  it("lets one of two admins demoting each other at once succeed, never both", async () => {
    const token = await apiToken("admin@demo.shop", "admin123!");
    await api("PUT", "/api/user/change/musteri6@example.com", token, { role: "ROLE_ADMIN" });
    const other = await apiToken("musteri6@example.com", PASSWORD);
    const answers = await Promise.all([
      api("PUT", "/api/user/change/musteri6@example.com", token, { role: "ROLE_MEMBER" }),
      api("PUT", "/api/user/change/admin@demo.shop", other, { role: "ROLE_MEMBER" }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // One demotion goes through; the other is refused as the last admin's, or as no admin's.
    expect(statuses[0]).toBe(200);
    expect([400, 403]).toContain(statuses[1]);
    const survivor = answers[0]!.status === 200 ? token : other;
    const roleOf = async (email: string) => {
      const { body } = await api<{ users: { email: string; role: string }[] }>(
        "GET",
        `/api/user/list?search=${encodeURIComponent(email)}`,
        survivor,
      );
      return body.users.find((u) => u.email === email)!.role;
    };
    const roles = [await roleOf("admin@demo.shop"), await roleOf("musteri6@example.com")];
    expect(roles.filter((r) => r === "ROLE_ADMIN")).toHaveLength(1);
    // As before, for the tests that follow: admin@demo.shop the one admin.
    if (survivor === other) {
      await api("PUT", "/api/user/change/admin@demo.shop", other, { role: "ROLE_ADMIN" });
      await api("PUT", "/api/user/change/musteri6@example.com", token, { role: "ROLE_MEMBER" });
    }
  });

  it("answers the /api calls to admins only, with the contract's fields", async () => {
    const token = await apiToken("admin@demo.shop", "admin123!");
    const list = await api<{ users: { email: string; role: string }[]; count: number }>(
      "GET",
      "/api/user/list?search=musteri3",
      token,
    );
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2); // musteri3, musteri30
    expect(list.body.users[0]).toMatchObject({ role: "ROLE_MEMBER", merchant: null });
    expect(Object.keys(list.body.users[0]!)).not.toContain("passwordHash");

    const bad = await api("PUT", "/api/user/change/musteri3@example.com", token, {
      user: { role: "ROLE_OWNER" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^role: /);
    const missing = await api("PUT", "/api/user/change/nobody@example.com", token, {
      role: "ROLE_ADMIN",
    });
    expect(missing).toMatchObject({ status: 404, body: { error: "User not found." } });

    const merchant = await apiToken("merchant@demo.shop", "merchant123!");
    expect((await api("GET", "/api/user/list", merchant)).status).toBe(403);
    expect(
      (await api("PUT", "/api/user/change/merchant@demo.shop", merchant, { role: "ROLE_ADMIN" }))
        .status,
    ).toBe(403);
    expect((await api("GET", "/api/user/list", null)).status).toBe(401);
  });

  it("shows the page to admins only", async () => {
    const member = await signIn("member@demo.shop", "member123!");
    const merchant = await signIn("merchant@demo.shop", "merchant123!");
    expect((await member.get("/dashboard/users")).status).toBe(403);
    expect((await merchant.get("/dashboard/users")).status).toBe(403);
    const denied = await merchant.post("/dashboard/users", {
      email: "merchant@demo.shop",
      role: "ROLE_ADMIN",
    });
    expect(denied.status).toBe(403);
    const guest = await new Browser(server.url).get("/dashboard/users");
    expect(guest.status).toBe(302);
    expect(guest.location).toBe("/login?redirectTo=%2Fdashboard%2Fusers");
  });
});
