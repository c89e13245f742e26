import type { HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";

/**
 * The dashboards' reference lists and brands without JavaScript: what an admin, a merchant and a
 * member see and get on the pages, and the products a switched-off entry takes with it.
 */

const MISSING = "00000000-0000-4000-8000-000000000000";

function formWith(page: Page, field: string): HTMLElement {
  const input = page.doc.querySelector(`main form [name="${field}"]`);
  let el = input?.parentNode as HTMLElement | null;
  while (el && el.tagName !== "FORM") el = el.parentNode as HTMLElement | null;
  if (!el) throw new Error(`no form with ${field} (status ${page.status}):\n${page.text}`);
  return el;
}

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;
const titleOf = (page: Page) => page.doc.querySelector("main h1")?.text.trim();

/** The list's rows: name, the edit link's id, the rest of the row's text, and whether it is on. */
function rows(page: Page) {
  return page.doc.querySelectorAll(".catalogue-item").map((li) => ({
    name: li.querySelector(".catalogue-name")!.text.trim(),
    id: li.querySelector(".catalogue-name")!.getAttribute("href")!.split("/").pop()!,
    text: li.text.replace(/\s+/g, " ").trim(),
    isActive: !li.classList.contains("is-off"),
  }));
}

describe.each(DB_KINDS)("dashboard catalogue lists without JavaScript on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let member: Browser;

  async function signIn(email: string, password: string) {
    const browser = new Browser(server.url);
    const page = await browser.get("/login");
    const res = await browser.submit(formWith(page, "email"), { email, password });
    expect(res.status).toBe(302);
    return browser;
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await signIn("admin@demo.shop", "admin123!");
    merchant = await signIn("merchant@demo.shop", "merchant123!");
    member = await signIn("member@demo.shop", "member123!");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("adds, edits and deletes a symbol through its pages", async () => {
    const list = await admin.get("/dashboard/symbol");
    expect(list.status).toBe(200);
    expect(titleOf(list)).toBe("Semboller");
    const add = await admin.get(
      list.doc.querySelector('main a[href="/dashboard/symbol/add"]')!.getAttribute("href")!,
    );
    expect(titleOf(add)).toBe("Sembol Ekleme");
    // Aktif? starts ticked, with the spec's warning beside it.
    expect(add.doc.querySelector('input[name="isActive"]')!.hasAttribute("checked")).toBe(true);
    expect(add.text).toContain("bağlı bütün ürünler de kapatılır");

    const empty = await admin.submit(formWith(add, "name"), { name: " ", name_en: "Crescent" });
    expect(empty.status).toBe(400);
    expect(empty.doc.querySelector(".field-errors")!.text).toBe("Ad girmeniz gerekiyor.");
    expect(empty.doc.querySelector('input[name="name_en"]')!.getAttribute("value")).toBe(
      "Crescent",
    );

    const added = await admin.submit(formWith(empty, "name"), {
      name: "Hilal",
      name_en: "Crescent",
    });
    expect(added.location).toBe("/dashboard/symbol");
    const after = await admin.follow(added);
    expect(toastOf(after)).toBe("Kayıt eklendi.");
    const hilal = rows(after).find((r) => r.name === "Hilal")!;
    expect(hilal).toMatchObject({ isActive: true });
    expect(hilal.text).toContain("0 ürün");

    const edit = await admin.get(`/dashboard/symbol/edit/${hilal.id}`);
    expect(titleOf(edit)).toBe("Sembol Düzenleme");
    expect(edit.doc.querySelector('input[name="name_en"]')!.getAttribute("value")).toBe("Crescent");
    const saved = await admin.follow(
      await admin.submit(formWith(edit, "name"), { name: "Hilal ve Yıldız" }),
    );
    expect(toastOf(saved)).toBe("Kayıt güncellendi.");
    expect(rows(saved).map((r) => r.name)).toContain("Hilal ve Yıldız");

    const confirm = await admin.get(
      (await admin.get(`/dashboard/symbol/edit/${hilal.id}`)).doc
        .querySelector(`a[href="/dashboard/symbol/delete/${hilal.id}"]`)!
        .getAttribute("href")!,
    );
    expect(confirm.text).toContain("Sembol silmek istediğinizden emin misiniz?");
    expect(confirm.text).toContain("Bu kayda bağlı ürün yok.");
    const deleted = await admin.follow(
      await admin.submit(confirm.doc.querySelector(".confirm-box form")!),
    );
    expect(toastOf(deleted)).toBe("Kayıt silindi.");
    expect(rows(deleted).map((r) => r.id)).not.toContain(hilal.id);

    const gone = await admin.get(`/dashboard/symbol/edit/${hilal.id}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain("Sembol bulunmadı.");
    expect((await admin.get(`/dashboard/symbol/edit/not-an-id`)).status).toBe(404);
  });

  it("turns a type's products off with it, says how many, and leaves them off when it comes back", async () => {
    const list = await admin.get("/dashboard/type");
    const used = rows(list).find((r) => r.isActive && !r.text.includes(" 0 ürün"))!;
    expect(used, "a demo type with products").toBeTruthy();
    const before = await getJson<{ count: number }>(server.url, `/api/product/cat/${used.id}`);
    expect(before.body.count).toBeGreaterThan(0);

    const edit = await admin.get(`/dashboard/type/edit/${used.id}`);
    const form = formWith(edit, "name");
    // Unticking the box: a checkbox left unticked posts nothing.
    form.querySelector('input[name="isActive"]')!.removeAttribute("checked");
    const off = await admin.follow(await admin.submit(form));
    const n = Number(/(\d+) ürün de kapatıldı/.exec(toastOf(off) ?? "")?.[1]);
    expect(toastOf(off)).toBe(`Kayıt güncellendi. ${n} ürün de kapatıldı.`);
    expect(n).toBeGreaterThanOrEqual(before.body.count);
    expect(rows(off).find((r) => r.id === used.id)!.isActive).toBe(false);
    expect((await getJson(server.url, `/api/product/cat/${used.id}`)).status).toBe(404);

    const on = await admin.follow(
      await admin.submit(formWith(await admin.get(`/dashboard/type/edit/${used.id}`), "name"), {
        isActive: "on",
      }),
    );
    expect(toastOf(on)).toBe("Kayıt güncellendi.");
    const back = await getJson<{ count: number }>(server.url, `/api/product/cat/${used.id}`);
    expect(back.status).toBe(200);
    expect(back.body.count).toBe(0);
  });

  it("asks a category for a short description and at least one product", async () => {
    const add = await admin.get("/en/dashboard/category/add");
    expect(titleOf(add)).toBe("Add a gender category");
    const refused = await admin.submit(formWith(add, "name"), {
      name: "Çocuk",
      description: "x".repeat(201),
    });
    expect(refused.status).toBe(400);
    const errors = refused.doc.querySelectorAll(".field-errors").map((e) => e.text);
    expect(errors).toEqual([
      "Description may not be greater than 200 characters.",
      "Please choose at least one product.",
    ]);
    const product = add.doc.querySelector('select[name="products"] option')!.getAttribute("value")!;
    const added = await admin.submit(formWith(refused, "name"), {
      name: "Çocuk",
      description: "Herkes için",
      products: product,
    });
    expect(added.location).toBe("/en/dashboard/category");
    const list = await admin.follow(added);
    expect(toastOf(list)).toBe("Added.");
    const child = rows(list).find((r) => r.name === "Çocuk")!;
    expect(child.text).toContain("Products: 1");
    const edit = await admin.get(`/en/dashboard/category/edit/${child.id}`);
    expect(
      edit.doc
        .querySelector(`select[name="products"] option[value="${product}"]`)!
        .hasAttribute("selected"),
    ).toBe(true);

    // A catalogue is never all in the page: the oldest product is not offered until a search,
    // which posts the form and draws it again with the match and what was typed.
    const offered = (page: Page) =>
      page.doc.querySelectorAll('select[name="products"] option').map((o) => o.text.trim());
    expect(offered(edit).some((o) => o.startsWith("ARW101 "))).toBe(false);
    const found = await admin.submit(
      formWith(edit, "name"),
      { "find-products": "arw101", name: "Çocuklar" },
      edit.doc.querySelector('button[value="find-products"]')!,
    );
    expect(found.status).toBe(200);
    expect(offered(found)).toContainEqual(expect.stringMatching(/^ARW101 · /));
    expect(found.doc.querySelector('input[name="name"]')!.getAttribute("value")).toBe("Çocuklar");
    expect(found.doc.querySelectorAll(".field-errors")).toHaveLength(0);
  });

  it("shows brands with their merchant; only admins add or delete them", async () => {
    const adminList = await admin.get("/dashboard/brand");
    expect(titleOf(adminList)).toBe("Markalar");
    expect(adminList.doc.querySelector('main a[href="/dashboard/brand/add"]')).not.toBeNull();
    const all = rows(adminList);
    const own = all.find((r) => r.text.includes("Doğal Taş Atölyesi") || r.name.includes("Atölye"));
    expect(own, adminList.text).toBeTruthy();

    const merchantList = await merchant.get("/dashboard/brand");
    expect(merchantList.status).toBe(200);
    const mine = rows(merchantList);
    expect(mine.map((r) => r.id)).toEqual([own!.id]);
    expect(merchantList.doc.querySelector('main a[href="/dashboard/brand/add"]')).toBeNull();
    expect((await merchant.get("/dashboard/brand/add")).status).toBe(403);
    const other = all.find((r) => r.id !== own!.id)!;
    expect((await merchant.get(`/dashboard/brand/edit/${other.id}`)).status).toBe(403);
    expect((await merchant.get(`/dashboard/brand/edit/${MISSING}`)).status).toBe(403);
    expect(
      (await merchant.post(`/dashboard/brand/edit/${other.id}`, { intent: "delete" })).status,
    ).toBe(403);

    // The merchant edits their own brand; no merchant picker, no delete.
    const edit = await merchant.get(`/dashboard/brand/edit/${own!.id}`);
    expect(edit.doc.querySelector('select[name="merchant"]')).toBeNull();
    expect(edit.doc.querySelector('button[value="delete"]')).toBeNull();
    expect(edit.text).toContain("Markayı kapatırsanız markanın bütün ürünleri de kapatılır.");
    const form = formWith(edit, "name");
    form.querySelector('input[name="isActive"]')!.removeAttribute("checked");
    const off = await merchant.follow(await merchant.submit(form));
    expect(toastOf(off)).toMatch(/^Kayıt güncellendi\. [1-9]\d* ürün de kapatıldı\.$/);
    expect(
      (await merchant.post(`/dashboard/brand/edit/${own!.id}`, { intent: "delete" })).status,
    ).toBe(403);

    // The admin adds one and deletes it from its edit page, without a confirmation.
    const add = await admin.get("/dashboard/brand/add");
    const added = await admin.follow(
      await admin.submit(formWith(add, "name"), { name: "Deneme", description: "Kısa" }),
    );
    const deneme = rows(added).find((r) => r.name === "Deneme")!;
    const editDeneme = await admin.get(`/dashboard/brand/edit/${deneme.id}`);
    const deleted = await admin.follow(
      await admin.submit(
        editDeneme.doc.querySelector('button[value="delete"]')!.parentNode as HTMLElement,
        {},
        editDeneme.doc.querySelector('button[value="delete"]')!,
      ),
    );
    expect(toastOf(deleted)).toBe("Kayıt silindi.");
    expect(rows(deleted).map((r) => r.id)).not.toContain(deneme.id);
  });

  it("refuses the lists to merchants and members, and shows the empty texts", async () => {
    for (const path of [
      "/dashboard/type",
      "/dashboard/stone/add",
      `/dashboard/symbol/edit/${MISSING}`,
    ]) {
      expect((await member.get(path)).status, path).toBe(403);
      expect((await merchant.get(path)).status, path).toBe(403);
    }
    expect((await member.get("/dashboard/brand")).status).toBe(403);
    expect((await new Browser(server.url).get("/dashboard/type")).location).toBe(
      "/login?redirectTo=%2Fdashboard%2Ftype",
    );
    const en = await admin.get("/en/dashboard/stone");
    expect(titleOf(en)).toBe("Natural Stones");
    const menu = (await admin.get("/dashboard")).doc.querySelectorAll(".dashboard-menu a");
    expect(menu.map((a) => a.text)).toEqual(
      expect.arrayContaining([
        "Markalar",
        "Kategoriler",
        "Cinsiyet",
        "Semboller",
        "Doğal Taşlar",
        "Malzemeler",
      ]),
    );
    const merchantMenu = (await merchant.get("/dashboard")).doc.querySelectorAll(
      ".dashboard-menu a",
    );
    expect(merchantMenu.map((a) => a.text)).toContain("Markalar");
    expect(merchantMenu.map((a) => a.text)).not.toContain("Semboller");
  });

  /** A JSON call in a browser's name (its session cookie), or anonymously. */
  async function call<T = Record<string, unknown>>(
    who: Browser | null,
    method: string,
    path: string,
    body?: unknown,
  ) {
    return getJson<T & { error?: string }>(server.url, path, {
      method,
      headers: {
        ...(who ? { cookie: who.cookie } : {}),
        origin: server.url,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  it("answers the /api calls of the lists: add, update, active, delete", async () => {
    const added = await call<{
      success: boolean;
      stone: { _id: string; name: string; name_en: string; isActive: boolean };
    }>(admin, "POST", "/api/stone/add", { stone: { name: "Aventurin", name_en: "Aventurine" } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      stone: { name: "Aventurin", name_en: "Aventurine", isActive: true },
    });
    const id = added.body.stone._id;

    const missingName = await call(admin, "POST", "/api/stone/add", { stone: { name_en: "x" } });
    expect(missingName.status).toBe(400);
    expect(missingName.body.error).toBe("stone.name: Please enter a name.");
    const tooLong = await call(admin, "PUT", `/api/category/${MISSING}`, {
      category: { description: "x".repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(
      "category.description: Description may not be greater than 200 characters.",
    );

    const renamed = await call<{ stone: { name: string; name_en: string } }>(
      admin,
      "PUT",
      `/api/stone/${id}`,
      {
        stone: { name: "Yeşil Aventurin" },
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.stone).toMatchObject({ name: "Yeşil Aventurin", name_en: "Aventurine" });

    const off = await call(admin, "PUT", `/api/stone/${id}/active`, { stone: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      success: true,
      productsTurnedOff: 0,
      stone: { isActive: false },
    });
    // Shoppers' reads stay as they were: an inactive stone is not theirs to see.
    expect((await call(null, "GET", `/api/stone/${id}`)).status).toBe(404);
    const badFlag = await call(admin, "PUT", `/api/stone/${id}/active`, { stone: {} });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.error).toMatch(/^stone\.isActive: /);

    expect((await call(admin, "DELETE", `/api/stone/delete/${id}`)).body).toEqual({
      success: true,
      message: "Deleted.",
    });
    expect((await call(admin, "DELETE", `/api/stone/delete/${id}`)).status).toBe(404);
    expect(
      (await call(admin, "PUT", `/api/stone/${MISSING}`, { stone: { name: "x" } })).status,
    ).toBe(404);
    expect((await call(admin, "POST", "/api/blog2/add", { blog2: {} })).status).toBe(404);
  });

  it("refuses the calls to visitors, members and merchants outside their brands", async () => {
    const body = { symbol: { name: "Göz" } };
    expect((await call(null, "POST", "/api/symbol/add", body)).status).toBe(401);
    expect((await call(member, "POST", "/api/symbol/add", body)).status).toBe(403);
    expect((await call(merchant, "POST", "/api/symbol/add", body)).status).toBe(403);
    expect(
      (await call(merchant, "PUT", `/api/type/${MISSING}/active`, { type: { isActive: false } }))
        .status,
    ).toBe(403);
    expect(
      (await call(merchant, "POST", "/api/brand/add", { brand: { name: "B", description: "d" } }))
        .status,
    ).toBe(403);

    const brands = rows(await admin.get("/dashboard/brand"));
    const mine = rows(await merchant.get("/dashboard/brand")).map((r) => r.id);
    const other = brands.find((b) => !mine.includes(b.id))!;
    const refused = await call(merchant, "PUT", `/api/brand/${other.id}`, {
      brand: { name: "Benim" },
    });
    expect(refused.status).toBe(403);
    expect(
      (await call(merchant, "PUT", `/api/brand/${MISSING}`, { brand: { name: "Benim" } })).status,
    ).toBe(403);
    expect(
      (await call(merchant, "PUT", `/api/brand/${other.id}/active`, { brand: { isActive: false } }))
        .status,
    ).toBe(403);
    expect((await call(merchant, "DELETE", `/api/brand/delete/${mine[0]}`)).status).toBe(403);
    // The other brand is untouched.
    expect(rows(await admin.get("/dashboard/brand")).find((b) => b.id === other.id)!.name).toBe(
      other.name,
    );

    const own = await call<{ brand: { _id: string; description: string } }>(
      merchant,
      "PUT",
      `/api/brand/${mine[0]}`,
      {
        brand: { description: "Elde işlenmiş taşlar" },
      },
    );
    expect(own.status).toBe(200);
    expect(own.body.brand).toMatchObject({ _id: mine[0], description: "Elde işlenmiş taşlar" });

    // The brand picker: a merchant's own brands (inactive ones too), everyone else's active ones.
    const picker = await call<{ brands: { _id: string }[] }>(
      merchant,
      "GET",
      "/api/brand/list/select",
    );
    expect(picker.body.brands.map((b) => b._id)).toEqual(mine);
    expect((await call<{ brands: unknown[] }>(null, "GET", "/api/brand/list/select")).status).toBe(
      200,
    );
  });
});
