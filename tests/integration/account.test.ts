import type { HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import type { Page } from "../helpers/http";
import { Browser } from "../helpers/browser";

const MISSING = "00000000-0000-4000-8000-000000000000";

/** The page's main form (the one with the given field). */
function formWith(page: Page, field: string): HTMLElement {
  const input = page.doc.querySelector(`main form [name="${field}"]`);
  let el = input?.parentNode as HTMLElement | null;
  while (el && el.tagName !== "FORM") el = el.parentNode as HTMLElement | null;
  if (!el) throw new Error(`no form with ${field} (status ${page.status}):\n${page.text}`);
  return el;
}

/** A field's value as the page fills it in: an input's value, a textarea's text (the address). */
function fieldValue(page: Page, name: string) {
  const field = page.doc.querySelector(`main [name="${name}"]`);
  return field?.tagName === "TEXTAREA" ? field.text : field?.getAttribute("value");
}

/** The ids of the addresses on the list page, in order, and which is the default. */
function listed(page: Page) {
  return page.doc.querySelectorAll(".address-item").map((item) => ({
    id: item
      .querySelector('a[href*="/dashboard/address/read/"]')!
      .getAttribute("href")!
      .split("/")
      .pop()!,
    text: item.text.replace(/\s+/g, " ").trim(),
    isDefault: item.classList.contains("is-default"),
  }));
}

const HOME = {
  address: "Atatürk Cad. No: 12 D: 3",
  city: "İzmir",
  state: "Karşıyaka",
  country: "Türkiye",
  zipCode: "35540",
};
const WORK = {
  address: "Bağdat Cad. 200",
  city: "İstanbul",
  state: "Kadıköy",
  country: "Türkiye",
  zipCode: "34728",
};

describe.each(DB_KINDS)("account area without JavaScript on %s", (kind) => {
  let server: TestServer;
  let ayse: Browser;
  const email = `ayse.${kind}@example.com`;
  const addressIds: { home: string; work: string } = { home: "", work: "" };

  beforeAll(async () => {
    server = await sharedServer(kind);
    ayse = new Browser(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signIn(browser: Browser, user: string, password: string) {
    const page = await browser.get("/login");
    return browser.submit(formWith(page, "email"), { email: user, password });
  }

  it("sends signed-out visitors to /login with a way back", async () => {
    const anon = new Browser(server.url);
    for (const [path, to] of [
      ["/dashboard", "/login?redirectTo=%2Fdashboard"],
      ["/dashboard/address", "/login?redirectTo=%2Fdashboard%2Faddress"],
      ["/dashboard/security", "/login?redirectTo=%2Fdashboard%2Fsecurity"],
      ["/dashboard/address/add", "/login?redirectTo=%2Fdashboard%2Faddress%2Fadd"],
      ["/en/dashboard/address", "/en/login?redirectTo=%2Fen%2Fdashboard%2Faddress"],
      ["/dashboard/nope", "/login?redirectTo=%2Fdashboard%2Fnope"],
    ]) {
      const page = await anon.get(path!);
      expect(page.status, path).toBe(302);
      expect(page.headers.get("location"), path).toBe(to);
    }
    const post = await anon.post("/dashboard/address/add", HOME);
    expect(post.status).toBe(302);
    expect(post.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("registers through the form, signs out and signs back in", async () => {
    const register = await ayse.get("/register");
    const created = await ayse.submit(formWith(register, "email"), {
      firstName: "Ayşe",
      lastName: "Yılmaz",
      email,
      password: "ilk-sifre1",
      privacy: "on",
    });
    expect(created.status).toBe(302);
    expect(created.location).toBe("/dashboard");
    expect(ayse.has("sid")).toBe(true);

    const dashboard = await ayse.get("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toMatch(/private/);
    expect(dashboard.text).toContain("Kişisel Bilgiler");
    expect(dashboard.text).toContain("Merhaba Ayşe");
    const menu = dashboard.doc
      .querySelectorAll("nav.dashboard-menu a")
      .map((a) => [a.getAttribute("href"), a.text]);
    expect(menu).toEqual([
      ["/dashboard", "Hesabım"],
      ["/dashboard/security", "Güvenlik"],
      ["/dashboard/address", "Adreslerim"],
      ["/dashboard/orders", "Siparişler"],
      ["/info/iade-ve-degisim", "İade ve Değişim"],
      ["/dashboard/my-data", "Verilerim"],
    ]);
    expect(fieldValue(dashboard, "firstName")).toBe("Ayşe");
    expect(dashboard.doc.querySelector(".dashboard-content form button")?.text).toBe("Kaydet");

    const out = await ayse.post("/logout", {});
    expect(out.status).toBe(302);
    expect(out.location).toBe("/login");
    expect(ayse.has("sid")).toBe(false);
    expect((await ayse.get("/dashboard")).status).toBe(302);

    const back = await signIn(ayse, email, "ilk-sifre1");
    expect(back.status).toBe(302);
    expect(back.location).toBe("/dashboard");
    expect((await ayse.get("/dashboard")).status).toBe(200);
  });

  it("edits the profile: errors keep what was typed, a saved phone is normalised", async () => {
    const page = await ayse.get("/dashboard");
    const form = formWith(page, "firstName");
    expect(form.getAttribute("action")).toBe("/dashboard?index");

    const bad = await ayse.submit(form, { firstName: "", lastName: "Demir", phoneNumber: "12" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Ad gerekli.");
    expect(bad.text).toContain("Geçerli bir cep telefonu");
    expect(fieldValue(bad, "lastName")).toBe("Demir");
    expect(fieldValue(bad, "phoneNumber")).toBe("12");

    const en = await ayse.get("/en/dashboard");
    const badEn = await ayse.submit(formWith(en, "firstName"), { firstName: "", lastName: "" });
    expect(badEn.status).toBe(400);
    expect(badEn.text).toContain("First Name is required.");
    expect(badEn.text).toContain("Last Name is required.");

    const saved = await ayse.submit(form, {
      firstName: "Ayşe Nur",
      lastName: "Demir",
      phoneNumber: "0532 123 45 67",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard");
    const after = await ayse.get("/dashboard");
    expect(after.text).toContain("Bilgileriniz kaydedildi.");
    expect(after.text).toContain("Merhaba Ayşe Nur");
    expect(fieldValue(after, "lastName")).toBe("Demir");
    expect(fieldValue(after, "phoneNumber")).toBe("+905321234567");
    // The message is shown once.
    expect((await ayse.get("/dashboard")).text).not.toContain("Bilgileriniz kaydedildi.");

    // An international number is kept; an empty one clears it.
    await ayse.submit(form, {
      firstName: "Ayşe",
      lastName: "Demir",
      phoneNumber: "+44 20 7946 0958",
    });
    expect(fieldValue(await ayse.get("/dashboard"), "phoneNumber")).toBe("+442079460958");
    await ayse.submit(form, { firstName: "Ayşe", lastName: "Demir", phoneNumber: "" });
    expect(fieldValue(await ayse.get("/dashboard"), "phoneNumber")).toBeUndefined();
  });

  it("changes the password: this session stays, the others end, the new password signs in", async () => {
    const phone = new Browser(server.url);
    expect((await signIn(phone, email, "ilk-sifre1")).status).toBe(302);
    expect((await phone.get("/dashboard")).status).toBe(200);

    const page = await ayse.get("/dashboard/security");
    expect(page.text).toContain("Şifre Güncelle");
    expect(page.doc.querySelector(".dashboard-content form button")?.text).toBe("Güncelle");
    const form = formWith(page, "password");

    const shortConfirm = await ayse.submit(form, {
      password: "yeni-sifre2",
      confirmPassword: "baska",
    });
    expect(shortConfirm.status).toBe(400);
    expect(shortConfirm.text).toContain("Şifre en az 6 karakter olmalıdır.");
    const differ = await ayse.submit(form, {
      password: "yeni-sifre2",
      confirmPassword: "yeni-sifre3",
    });
    expect(differ.text).toContain("Şifre ve şifre tekrarı alanları eşleşmelidir.");
    // Passwords are never sent back.
    expect(fieldValue(differ, "password")).toBeUndefined();

    const en = await ayse.get("/en/dashboard/security");
    const short = await ayse.submit(formWith(en, "password"), {
      password: "123",
      confirmPassword: "123",
    });
    expect(short.text).toContain("Password must be at least 6 characters.");
    const differEn = await ayse.submit(formWith(en, "password"), {
      password: "yeni-sifre2",
      confirmPassword: "yeni-sifre3",
    });
    expect(differEn.text).toContain("Confirm password and password fields must match.");
    // A failed change ended nothing.
    expect((await phone.get("/dashboard")).status).toBe(200);

    const changed = await ayse.submit(form, {
      password: "yeni-sifre2",
      confirmPassword: "yeni-sifre2",
    });
    expect(changed.status).toBe(302);
    expect(changed.location).toBe("/dashboard/security");
    const after = await ayse.get("/dashboard/security");
    expect(after.status).toBe(200);
    expect(after.text).toContain("Şifreniz güncellendi.");

    const ended = await phone.get("/dashboard");
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toMatch(/^\/login\?/);

    const old = await signIn(new Browser(server.url), email, "ilk-sifre1");
    expect(old.status).toBe(401);
    expect((await signIn(new Browser(server.url), email, "yeni-sifre2")).status).toBe(302);
  });

  it("validates a new address in Turkish and in English, keeping what was typed", async () => {
    const empty = await ayse.get("/dashboard/address");
    expect(empty.text).toContain("Hiç adres bulunmadı!");
    expect(empty.doc.querySelector('main a[href="/dashboard/address/add"]')?.text).toBe("Ekle");
    const emptyEn = await ayse.get("/en/dashboard/address");
    expect(emptyEn.text).toContain("No Addresses Found!");
    expect(emptyEn.doc.querySelector('main a[href="/en/dashboard/address/add"]')?.text).toBe("Add");

    const add = await ayse.get("/dashboard/address/add");
    const bad = await ayse.submit(formWith(add, "address"), {
      address: "",
      city: "",
      state: "",
      country: "",
      zipCode: "",
    });
    expect(bad.status).toBe(400);
    for (const m of [
      "Adres gerekli.",
      "Şehir gerekli.",
      "İlçe gerekli.",
      "Ülke gerekli.",
      "Posta kodu gerekli.",
    ])
      expect(bad.text).toContain(m);
    const short = await ayse.submit(formWith(add, "address"), { ...HOME, zipCode: "355" });
    expect(short.status).toBe(400);
    expect(short.text).toContain("Posta kodu en az 5 karakter olmalıdır.");
    expect(fieldValue(short, "city")).toBe("İzmir");
    expect(fieldValue(short, "address")).toBe(HOME.address);
    expect(fieldValue(short, "zipCode")).toBe("355");

    const addEn = await ayse.get("/en/dashboard/address/add");
    const badEn = await ayse.submit(formWith(addEn, "address"), {
      address: "",
      city: "Izmir",
      state: "",
      country: "",
      zipCode: "12",
    });
    expect(badEn.status).toBe(400);
    for (const m of [
      "Address is required.",
      "State is required.",
      "Country is required.",
      "Zipcode must be at least 5 characters.",
    ])
      expect(badEn.text).toContain(m);
    expect(badEn.text).not.toContain("City is required.");
    expect(fieldValue(badEn, "city")).toBe("Izmir");
    const noZip = await ayse.submit(formWith(addEn, "address"), { ...HOME, zipCode: "" });
    expect(noZip.text).toContain("Zipcode is required.");
    expect(noZip.text).not.toContain("Zipcode must be at least 5 characters.");
  });

  it("adds, edits, makes default, reads and deletes addresses, with one default at a time", async () => {
    const add = await ayse.get("/dashboard/address/add");
    const first = await ayse.submit(formWith(add, "address"), { ...HOME, isDefault: "on" });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/dashboard/address");
    let list = await ayse.get("/dashboard/address");
    expect(list.text).toContain("Adres eklendi.");
    expect(listed(list)).toHaveLength(1);
    expect(listed(list)[0]!.isDefault).toBe(true);
    expect(list.text).toContain("Varsayılan Teslimat Adresi ✓");
    addressIds.home = listed(list)[0]!.id;

    await ayse.submit(formWith(await ayse.get("/dashboard/address/add"), "address"), WORK);
    list = await ayse.get("/dashboard/address");
    expect(listed(list)).toHaveLength(2);
    addressIds.work = listed(list).find((a) => a.text.includes("Kadıköy"))!.id;
    expect(
      listed(list)
        .filter((a) => a.isDefault)
        .map((a) => a.id),
    ).toEqual([addressIds.home]);
    expect(list.doc.querySelectorAll(".address-label").map((l) => l.text.trim())).toEqual([
      "Varsayılan Teslimat Adresi ✓",
      "Teslimat Adresi",
    ]);

    // Edit the work address, prefilled, and make it the default: the home one stops being it.
    const edit = await ayse.get(`/dashboard/address/edit/${addressIds.work}`);
    expect(edit.status).toBe(200);
    expect(fieldValue(edit, "state")).toBe("Kadıköy");
    expect(edit.doc.querySelector('input[name="isDefault"]')?.hasAttribute("checked")).toBe(false);
    const editForm = formWith(edit, "address");
    const invalid = await ayse.submit(editForm, { city: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain("Şehir gerekli.");
    expect(fieldValue(invalid, "state")).toBe("Kadıköy");
    const saved = await ayse.submit(editForm, { zipCode: "34710", isDefault: "on" });
    expect(saved.status).toBe(302);
    list = await ayse.get("/dashboard/address");
    expect(list.text).toContain("Adres güncellendi.");
    expect(
      listed(list)
        .filter((a) => a.isDefault)
        .map((a) => a.id),
    ).toEqual([addressIds.work]);
    expect(list.text.match(/Varsayılan Teslimat Adresi/g)).toHaveLength(1);
    expect(listed(list).find((a) => a.id === addressIds.work)!.text).toContain("34710");

    // The list's button makes the home address the default again.
    const homeItem = list.doc
      .querySelectorAll(".address-item")
      .find((i) => i.text.includes("Karşıyaka"))!;
    const makeDefault = homeItem.querySelector('button[value="default"]')!;
    let el = makeDefault.parentNode as HTMLElement;
    while (el.tagName !== "FORM") el = el.parentNode as HTMLElement;
    expect((await ayse.submit(el, {}, makeDefault)).status).toBe(302);
    list = await ayse.get("/dashboard/address");
    expect(list.text).toContain("Varsayılan teslimat adresiniz güncellendi.");
    expect(
      listed(list)
        .filter((a) => a.isDefault)
        .map((a) => a.id),
    ).toEqual([addressIds.home]);

    // Read-only view: the values, no form fields.
    const read = await ayse.get(`/dashboard/address/read/${addressIds.home}`);
    expect(read.status).toBe(200);
    expect(read.text).toContain(HOME.address);
    expect(read.text).toContain("Varsayılan Teslimat Adresi");
    expect(read.doc.querySelectorAll('main [name="address"]')).toHaveLength(0);
    expect(
      read.doc.querySelector(`a[href="/dashboard/address/edit/${addressIds.home}"]`),
    ).toBeTruthy();
    const readEn = await ayse.get(`/en/dashboard/address/read/${addressIds.work}`);
    expect(readEn.text).toContain("Delivery Address");
    expect(readEn.text).not.toContain("Default Delivery Address");

    // Delete from the edit page, then from the list.
    const editWork = await ayse.get(`/dashboard/address/edit/${addressIds.work}`);
    const deleteButton = editWork.doc.querySelector('main button[value="delete"]')!;
    let deleteForm = deleteButton.parentNode as HTMLElement;
    while (deleteForm.tagName !== "FORM") deleteForm = deleteForm.parentNode as HTMLElement;
    const gone = await ayse.submit(deleteForm, {}, deleteButton);
    expect(gone.status).toBe(302);
    list = await ayse.get("/dashboard/address");
    expect(list.text).toContain("Adres silindi.");
    expect(listed(list).map((a) => a.id)).toEqual([addressIds.home]);
    expect((await ayse.get(`/dashboard/address/read/${addressIds.work}`)).status).toBe(404);
  });

  it("answers 'no Address found.' with 404 for missing addresses and unknown dashboard pages", async () => {
    for (const path of [
      `/dashboard/address/read/${MISSING}`,
      `/dashboard/address/edit/${MISSING}`,
      "/dashboard/address/edit/not-a-uuid",
    ]) {
      const page = await ayse.get(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain("adres bulunmadı.");
      // Inside the dashboard: the side menu stays.
      expect(page.doc.querySelector("nav.dashboard-menu"), path).toBeTruthy();
    }
    const en = await ayse.get(`/en/dashboard/address/read/${MISSING}`);
    expect(en.status).toBe(404);
    expect(en.text).toContain("no Address found.");
    const unknown = await ayse.get("/dashboard/nope/deeper");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Aradığınız sayfa bulunamadı.");
    expect(unknown.doc.querySelector("nav.dashboard-menu")).toBeTruthy();
    const unknownEn = await ayse.get("/en/dashboard/nope");
    expect(unknownEn.text).toContain("The page you are looking for was not found.");
  });

  it("never lets another member read, change or delete an address", async () => {
    const mehmet = new Browser(server.url);
    expect((await signIn(mehmet, "member@demo.shop", "member123!")).status).toBe(302);
    const id = addressIds.home;
    for (const path of [`/dashboard/address/read/${id}`, `/dashboard/address/edit/${id}`]) {
      const page = await mehmet.get(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain("adres bulunmadı.");
      expect(page.text, path).not.toContain(HOME.address);
    }
    const posts: [string, Record<string, string>][] = [
      [`/dashboard/address/edit/${id}`, { ...WORK, intent: "save", isDefault: "on" }],
      [`/dashboard/address/edit/${id}`, { address: "", intent: "save" }],
      [`/dashboard/address/edit/${id}`, { intent: "delete" }],
      ["/dashboard/address", { intent: "delete", id }],
      ["/dashboard/address", { intent: "default", id }],
    ];
    for (const [path, fields] of posts) {
      const res = await mehmet.post(path, fields);
      expect(res.status, `${path} ${fields.intent}`).toBe(404);
    }
    const own = listed(await mehmet.get("/dashboard/address"));
    expect(own.map((a) => a.id)).not.toContain(id);
    expect(own.map((a) => a.text).join(" ")).not.toContain(HOME.address);

    // Ayşe's address is as she left it.
    const list = await ayse.get("/dashboard/address");
    expect(listed(list)).toEqual([expect.objectContaining({ id, isDefault: true })]);
    expect(listed(list)[0]!.text).toContain(HOME.address);
  });

  it("keeps one default when two requests make different addresses the default at once", async () => {
    const add = await ayse.get("/dashboard/address/add");
    await ayse.submit(formWith(add, "address"), WORK);
    await ayse.submit(formWith(add, "address"), { ...WORK, state: "Üsküdar" });
    const ids = listed(await ayse.get("/dashboard/address")).map((a) => a.id);
    expect(ids).toHaveLength(3);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        ids.map((id) => ayse.post("/dashboard/address", { intent: "default", id })),
      );
      expect(answers.map((a) => a.status)).toEqual([302, 302, 302]);
      const list = listed(await ayse.get("/dashboard/address"));
      expect(list.filter((a) => a.isDefault)).toHaveLength(1);
    }
  });

  it("shows admins and merchants the account links, without the customer's returns link", async () => {
    for (const [user, password] of [
      ["admin@demo.shop", "admin123!"],
      ["merchant@demo.shop", "merchant123!"],
    ]) {
      const browser = new Browser(server.url);
      expect((await signIn(browser, user!, password!)).status).toBe(302);
      const page = await browser.get("/en/dashboard");
      expect(page.status).toBe(200);
      const menu = page.doc.querySelectorAll("nav.dashboard-menu a").map((a) => a.text);
      // The back office's menu ends with the account's group; the person's name opens the profile.
      expect(menu.slice(-2), user).toEqual(["Security", "Addresses"]);
      expect(page.doc.querySelector("a.backoffice-person-name")?.getAttribute("href"), user).toBe(
        "/en/dashboard#profile",
      );
      expect(page.doc.querySelector('nav.dashboard-menu a[href*="iade-ve-degisim"]')).toBeNull();
    }
  });
});
