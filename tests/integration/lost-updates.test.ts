import type { HTMLElement } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../helpers/browser";
import { fieldsOf } from "../helpers/form-fields";
import { getJson, type Page } from "../helpers/http";
import { placeTransferOrder } from "../helpers/transfer-order";
import { DB_KINDS, type TestServer } from "../helpers/server";
import { staffCall, twoAdminProcesses } from "../helpers/two-processes";

/**
 * Two staff saving one record at once (issue [16] point 1, decision 067): on PostgreSQL two app
 * processes share the database, as behind the load balancer; on PGlite one process answers both.
 * A write naming an old version is refused with what changed; a write naming none changes only
 * the fields it sends, so that two at once never undo each other.
 */

type Json = Record<string, unknown>;

describe.each(DB_KINDS)("staff saving the same record at once, on %s", (kind) => {
  const two = twoAdminProcesses(kind);
  let a: TestServer;
  let b: TestServer;
  /** The owner on process a, a second admin session on process b. */
  let onA: Browser;
  let onB: Browser;
  const call = staffCall;

  async function someProduct(): Promise<{ id: string; price: number; quantity: number }> {
    const { body } = await call(a, onA, "GET", "/api/product/list?limit=1");
    const products = (body.products ?? body.docs) as { _id: string }[];
    const { body: one } = await call(a, onA, "GET", `/api/product/${products[0]!._id}`);
    const p = one.product as { _id: string; price: number; quantity: number };
    return { id: p._id, price: p.price, quantity: p.quantity };
  }

  beforeAll(() => {
    ({ a, b, onA, onB } = two);
  });

  it("a price and a stock sent at the same moment on two processes both hold, in 10 of 10 rounds", async () => {
    const product = await someProduct();
    for (let round = 1; round <= 10; round++) {
      const price = 5000 + round;
      const quantity = 20 + round;
      const [one, two] = await Promise.all([
        call(a, onA, "PUT", `/api/product/${product.id}`, { product: { price } }),
        call(b, onB, "PUT", `/api/product/${product.id}`, { product: { quantity } }),
      ]);
      expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
      const { body } = await call(a, onA, "GET", `/api/product/${product.id}`);
      const now = body.product as { price: number; quantity: number };
      expect({ round, price: now.price, quantity: now.quantity }).toEqual({
        round,
        price,
        quantity,
      });
    }
  });

  it("a write naming an old version (If-Match or `version`) is refused 409 with the product as it is", async () => {
    const product = await someProduct();
    const read = await call(a, onA, "GET", `/api/product/${product.id}`);
    const etag = read.headers.get("etag")!;
    expect(etag).toMatch(/^"\d+"$/);
    const version = Number(etag.replace(/"/g, ""));
    expect((read.body.product as Json).version).toBe(version);

    const first = await call(
      b,
      onB,
      "PUT",
      `/api/product/${product.id}`,
      { product: { price: 7777 } },
      { "If-Match": etag },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const newer = first.headers.get("etag")!;
    expect(newer).toBe(`"${version + 1}"`);

    const stale = await call(
      a,
      onA,
      "PUT",
      `/api/product/${product.id}`,
      { product: { quantity: 3 } },
      { "If-Match": etag },
    );
    expect(stale.status).toBe(409);
    expect(stale.headers.get("etag")).toBe(newer);
    expect(stale.body.error).toMatch(/changed since/);
    expect(stale.body.product).toMatchObject({
      _id: product.id,
      price: 7777,
      version: version + 1,
    });

    const inBody = await call(a, onA, "PUT", `/api/product/${product.id}`, {
      product: { quantity: 3, version },
    });
    expect(inBody.status).toBe(409);
    const unchanged = await call(a, onA, "GET", `/api/product/${product.id}`);
    expect((unchanged.body.product as Json).quantity).toBe(product.quantity);

    const current = await call(
      a,
      onA,
      "PUT",
      `/api/product/${product.id}`,
      { product: { quantity: 3 } },
      { "If-Match": newer },
    );
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    expect((current.body.product as Json).quantity).toBe(3);
    const bad = await call(
      a,
      onA,
      "PUT",
      `/api/product/${product.id}`,
      { product: { quantity: 4 } },
      { "If-Match": "yesterday" },
    );
    expect(bad.status).toBe(400);
  });

  it("a stale edit form (no JavaScript) comes back with who changed what, keeps what was typed, and saves on the next click", async () => {
    const product = await someProduct();
    const editPath = `/dashboard/product/edit/${product.id}`;
    const formOf = (page: Page) => page.doc.querySelector("form.product-form") as HTMLElement;
    const first = await onA.get(editPath);
    const second = await onB.get(editPath);

    const saved = await onA.post(editPath, [
      ...fieldsOf(formOf(first), { price: "5.234,50" }),
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(302);

    const typedName = "Aynı anda yazılan ad";
    const refused = await onB.post(editPath, [
      ...fieldsOf(formOf(second), { name: typedName }),
      ["intent", "save"],
    ]);
    expect(refused.status).toBe(409);
    const notice = refused.doc.querySelector(".stale-notice")!.text;
    expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
    expect(notice).toContain("admin@demo.shop");
    expect(notice).toContain("Fiyat");
    expect(formOf(refused).querySelector('[name="name"]')!.getAttribute("value")).toBe(typedName);
    // Nothing of the refused save was written.
    const between = await call(a, onA, "GET", `/api/product/${product.id}`);
    expect((between.body.product as Json).name).not.toBe(typedName);

    // The form drawn again carries the new version: one more click puts the name over it.
    const again = await onB.post(editPath, [...fieldsOf(formOf(refused), {}), ["intent", "save"]]);
    expect(again.status).toBe(302);
    const { body } = await call(a, onA, "GET", `/api/product/${product.id}`);
    expect(body.product).toMatchObject({ name: typedName, price: 5234.5 });
  });

  it("the pictures have their own version: a stale removal, on the page or over /api, changes nothing", async () => {
    const product = await someProduct();
    const picturesPath = `/dashboard/product/pictures/${product.id}`;
    const staffRead = async () =>
      (await call(a, onA, "PUT", `/api/product/${product.id}`, { product: {} })).body.product as {
        picturesVersion: number;
        images: string;
      };
    const before = await staffRead();
    const buttons = (page: Page) =>
      page.doc.querySelectorAll("form.picture-buttons") as HTMLElement[];

    // Two people open the pictures page; one makes the first gallery picture the cover.
    const first = await onA.get(picturesPath);
    const second = await onB.get(picturesPath);
    const galleryForm = buttons(first)[1]!;
    const cover = await onA.post(picturesPath, [...fieldsOf(galleryForm, {}), ["intent", "cover"]]);
    expect(cover.status).toBe(303);
    const after = await staffRead();
    expect(after.picturesVersion).toBeGreaterThan(before.picturesVersion);

    // The other, still looking at the old page, removes a picture: refused, nothing removed.
    const refused = await onB.post(picturesPath, [
      ...fieldsOf(buttons(second)[1]!, {}),
      ["intent", "remove"],
    ]);
    expect(refused.status).toBe(409);
    expect(refused.doc.querySelector(".stale-notice")!.text).toContain("admin@demo.shop");
    expect((await staffRead()).images).toBe(after.images);

    // Over /api: a removal naming the old version is 409 with the pictures as they are.
    const img = after.images.split(",")[0]!;
    const stale = await call(
      a,
      onA,
      "PUT",
      `/api/product/imageRemove/${product.id}`,
      { img },
      { "If-Match": `"${before.picturesVersion}"` },
    );
    expect(stale.status).toBe(409);
    expect(stale.headers.get("etag")).toBe(`"${after.picturesVersion}"`);
    expect(stale.body.images).toEqual(expect.arrayContaining([expect.any(String)]));
    const fresh = await call(
      a,
      onA,
      "PUT",
      `/api/product/imageRemove/${product.id}`,
      { img },
      { "If-Match": `"${after.picturesVersion}"` },
    );
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect((await staffRead()).images).not.toContain(img);
  });

  it("a user's role: a stale press on the list (no JavaScript) or over /api changes nothing", async () => {
    const email = "member@demo.shop";
    const card = async () => {
      const { body } = await call(a, onA, "GET", `/api/user/list?search=${email}`);
      return (body.users as { email: string; role: string; version: number }[]).find(
        (u) => u.email === email,
      )!;
    };
    const roleForm = (page: Page) =>
      page.doc
        .querySelectorAll(".user-card")
        .find((li) => li.text.includes(email))!
        .querySelector("form") as HTMLElement;
    const listPath = `/dashboard/users?search=${email}`;
    const first = await onA.get(listPath);
    const second = await onB.get(listPath);
    const before = await card();
    expect(before.role).toBe("ROLE_MEMBER");

    // One admin makes the member an admin; the other, from the old list, presses the same badge.
    expect((await onA.post("/dashboard/users", fieldsOf(roleForm(first), {}))).status).toBe(303);
    const refused = await onB.post("/dashboard/users", fieldsOf(roleForm(second), {}));
    expect(refused.status).toBe(409);
    const notice = refused.doc.querySelector(".stale-notice")!.text;
    expect(notice).toContain("admin@demo.shop");
    expect(notice).toContain("Rol");
    expect((await card()).role).toBe("ROLE_ADMIN");

    // Over /api: the old version is 409 with the user as they are; the current one goes through.
    const stale = await call(
      b,
      onB,
      "PUT",
      `/api/user/change/${email}`,
      { role: "ROLE_MEMBER" },
      { "If-Match": `"${before.version}"` },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.user).toMatchObject({ email, role: "ROLE_ADMIN" });
    const now = await card();
    const back = await call(b, onB, "PUT", `/api/user/change/${email}`, {
      role: "ROLE_MEMBER",
      version: now.version,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.headers.get("etag")).toBe(`"${now.version + 1}"`);
  });

  it("an order's status: a stale change from its page (no JavaScript) or over /api is refused", async () => {
    const product = await someProduct();
    const order = await placeTransferOrder(a.url, [{ product: product.id, quantity: 1 }]);
    const statusPath = (status: string) => `/dashboard/orders/${order.id}/status?status=${status}`;
    const read = async () => {
      const res = await call(a, onA, "GET", `/api/order/${order.id}`);
      return {
        status: (res.body.order as { status: string }).status,
        etag: res.headers.get("etag")!,
      };
    };
    // The status page's confirmation (decision 076), drawn before either change.
    const confirmForm = (page: Page) =>
      page.doc.querySelector('.status-confirm form[method="post"]') as HTMLElement;
    const first = await onA.get(statusPath("Processing"));
    const second = await onB.get(statusPath("Delivered"));
    const before = await read();

    const processing = await onA.post(statusPath("Processing"), fieldsOf(confirmForm(first), {}));
    expect(processing.status).toBe(303);
    const refused = await onB.post(statusPath("Delivered"), fieldsOf(confirmForm(second), {}));
    expect(refused.status).toBe(409);
    const notice = refused.doc.querySelector(".stale-notice")!.text;
    expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
    expect(notice).toContain("admin@demo.shop");
    expect(notice).toContain("Durum");
    // The status asked for stays chosen, over the order's new version: one press applies it.
    const form = confirmForm(refused);
    expect(form.querySelector('input[name="status"]')!.getAttribute("value")).toBe("Delivered");
    expect((await read()).status).toBe("Processing");
    const again = await onB.post(statusPath("Delivered"), fieldsOf(form, {}));
    expect(again.status).toBe(303);
    expect((await read()).status).toBe("Delivered");

    const post = (etag: string) =>
      // Back from Delivered: with its reason (decision 076).
      getJson<Json>(b.url, `/api/order/change/${order.id}?status=Shipped&reason=Geri`, {
        method: "POST",
        headers: { cookie: onB.cookie, origin: b.url, "If-Match": etag },
      });
    const stale = await post(before.etag);
    expect(stale.status).toBe(409);
    expect(stale.body.order).toMatchObject({ _id: order.id, status: "Delivered" });
    const fresh = await post((await read()).etag);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect((await read()).status).toBe("Shipped");
  });
});
