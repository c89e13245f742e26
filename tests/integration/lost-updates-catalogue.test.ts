import type { HTMLElement } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../helpers/browser";
import { fieldsOf } from "../helpers/form-fields";
import type { Page } from "../helpers/http";
import { DB_KINDS, type TestServer } from "../helpers/server";
import { staffCall, twoAdminProcesses } from "../helpers/two-processes";

/**
 * Two staff saving one entry of the catalogue's lists, or one brand, at once (issue [16] point 1,
 * decision 067): on PostgreSQL two app processes share the database; on PGlite one answers both.
 */

type Json = Record<string, unknown>;

const KINDS = [
  ["category", "categories"],
  ["type", "types"],
  ["stone", "stones"],
  ["ingredient", "ingredients"],
  ["symbol", "symbols"],
  ["brand", "brands"],
] as const;

describe.each(DB_KINDS)(
  "staff saving the same list entry, brand or coupon at once, on %s",
  (kind) => {
    const two = twoAdminProcesses(kind);
    let a: TestServer;
    let b: TestServer;
    /** The owner on process a, a second admin session on process b. */
    let onA: Browser;
    let onB: Browser;
    const call = staffCall;

    async function some(resource: string, listKey: string, nth = 0): Promise<Json> {
      const { body } = await call(a, onA, "GET", `/api/${resource}/list`);
      // By id, not by name: the tests rename them.
      const rows = (body[listKey] as { _id: string }[]).map((r) => r._id).sort();
      return byId(resource, rows[nth]!);
    }

    async function byId(resource: string, id: unknown): Promise<Json> {
      const { body } = await call(a, onA, "GET", `/api/${resource}/${String(id)}`);
      return body[resource] as Json;
    }

    beforeAll(() => {
      ({ a, b, onA, onB } = two);
    });

    it.each(KINDS)(
      "a %s's two fields sent at the same moment on two processes both hold, in 5 of 5 rounds",
      async (resource, listKey) => {
        const item = await some(resource, listKey);
        const second = resource === "brand" ? "description" : "name_en";
        for (let round = 1; round <= 5; round++) {
          const name = `${String(item.name)} ${round}`;
          const other = `Other ${resource} ${round}`;
          const [one, two] = await Promise.all([
            call(a, onA, "PUT", `/api/${resource}/${String(item._id)}`, { [resource]: { name } }),
            call(b, onB, "PUT", `/api/${resource}/${String(item._id)}`, {
              [resource]: { [second]: other },
            }),
          ]);
          expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([
            200, 200,
          ]);
          const now = await byId(resource, item._id);
          expect({ round, name: now.name, other: now[second] }).toEqual({ round, name, other });
        }
      },
    );

    it.each(KINDS)(
      "a %s write naming an old version is refused 409 with the record as it is",
      async (resource, listKey) => {
        const item = await some(resource, listKey, 1);
        const path = `/api/${resource}/${String(item._id)}`;
        const read = await call(a, onA, "GET", path);
        const etag = read.headers.get("etag")!;
        expect(etag).toMatch(/^"\d+"$/);
        const version = Number(etag.replace(/"/g, ""));
        expect((read.body[resource] as Json).version).toBe(version);

        const first = await call(
          b,
          onB,
          "PUT",
          path,
          { [resource]: { name: "Yeni ad" } },
          {
            "If-Match": etag,
          },
        );
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const newer = first.headers.get("etag")!;
        expect(newer).toBe(`"${version + 1}"`);

        const stale = await call(
          a,
          onA,
          "PUT",
          `${path}/active`,
          { [resource]: { isActive: false } },
          {
            "If-Match": etag,
          },
        );
        expect(stale.status).toBe(409);
        expect(stale.headers.get("etag")).toBe(newer);
        expect(stale.body.error).toMatch(/changed since/);
        expect(stale.body[resource]).toMatchObject({
          _id: item._id,
          name: "Yeni ad",
          isActive: true,
          version: version + 1,
        });
        const inBody = await call(a, onA, "PUT", path, { [resource]: { name: "Eski", version } });
        expect(inBody.status).toBe(409);
        expect(((await call(a, onA, "GET", path)).body[resource] as Json).name).toBe("Yeni ad");

        const current = await call(
          a,
          onA,
          "PUT",
          path,
          { [resource]: { name: "Son ad" } },
          {
            "If-Match": newer,
          },
        );
        expect(current.status, JSON.stringify(current.body)).toBe(200);
        expect(current.body[resource]).toMatchObject({ name: "Son ad", version: version + 2 });
        expect(current.headers.get("etag")).toBe(`"${version + 2}"`);
      },
    );

    it.each([
      ["category", "categories", "name_en"],
      ["stone", "stones", "name_en"],
      ["brand", "brands", "description"],
    ] as const)(
      "a stale %s edit form (no JavaScript) comes back with who changed what, keeps what was typed, and saves on the next click",
      async (resource, listKey, otherField) => {
        const item = await some(resource, listKey, 2);
        const editPath = `/dashboard/${resource}/edit/${String(item._id)}`;
        const formOf = (page: Page) => page.doc.querySelector("form.catalogue-form") as HTMLElement;
        const first = await onA.get(editPath);
        const second = await onB.get(editPath);
        expect(first.status).toBe(200);

        const otherValue = "Changed meanwhile";
        // A category needs a description, which the demo's have not.
        const required: Record<string, string> =
          resource === "category" ? { description: "Bir açıklama" } : {};
        const saved = await onA.post(editPath, [
          ...fieldsOf(formOf(first), { ...required, [otherField]: otherValue }),
          ["intent", "save"],
        ]);
        expect(saved.status).toBe(302);

        const typedName = "Aynı anda yazılan ad";
        const refused = await onB.post(editPath, [
          ...fieldsOf(formOf(second), { ...required, name: typedName }),
          ["intent", "save"],
        ]);
        expect(refused.status).toBe(409);
        const notice = refused.doc.querySelector(".stale-notice")!.text;
        expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
        expect(notice).toContain("admin@demo.shop");
        expect(notice).toMatch(resource === "brand" ? /Açıklama/ : /İngilizce|EN/i);
        const form = formOf(refused);
        expect(form.querySelector('[name="name"]')!.getAttribute("value")).toBe(typedName);
        const otherInput = form.querySelector(`[name="${otherField}"]`)!;
        expect(otherInput.getAttribute("value") ?? otherInput.text).toBe(otherValue);
        const between = await byId(resource, item._id);
        expect(between.name).not.toBe(typedName);

        const again = await onB.post(editPath, [...fieldsOf(form, {}), ["intent", "save"]]);
        expect(again.status).toBe(302);
        const after = await call(a, onA, "GET", `/api/${resource}/${String(item._id)}`);
        expect(after.body[resource]).toMatchObject({ name: typedName, [otherField]: otherValue });
      },
    );

    async function newCoupon(code: string): Promise<Json> {
      const added = await call(a, onA, "POST", "/api/coupon/add", {
        coupon: { name: `Kupon ${code}`, code, amount: "10", uses: "50", endDate: "2030-02-01" },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.headers.get("etag")).toBe(`"${String((added.body.coupon as Json).version)}"`);
      return added.body.coupon as Json;
    }

    it("a coupon's name and uses sent at the same moment on two processes both hold, in 5 of 5 rounds", async () => {
      const coupon = await newCoupon("AYNI1");
      const path = `/api/coupon/${String(coupon._id)}`;
      for (let round = 1; round <= 5; round++) {
        const name = `Kupon ${round}`;
        const uses = 60 + round;
        const [one, two] = await Promise.all([
          call(a, onA, "PUT", path, { coupon: { name } }),
          call(b, onB, "PUT", path, { coupon: { uses } }),
        ]);
        expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([200, 200]);
        const now = (await call(a, onA, "GET", path)).body.coupon as Json;
        expect({ round, name: now.name, uses: now.uses }).toEqual({ round, name, uses });
      }
    });

    it("two coupon writes each valid alone never make together a percentage over 100", async () => {
      const coupon = await newCoupon("AYNI4");
      const path = `/api/coupon/${String(coupon._id)}`;
      for (let round = 1; round <= 5; round++) {
        const reset = await call(a, onA, "PUT", path, { coupon: { dtype: "A", amount: 90 } });
        expect(reset.status, JSON.stringify(reset.body)).toBe(200);
        const [one, two] = await Promise.all([
          call(a, onA, "PUT", path, { coupon: { dtype: "P" } }),
          call(b, onB, "PUT", path, { coupon: { amount: 150 } }),
        ]);
        expect([one.status, two.status].sort()).toEqual([200, 400]);
        const now = (await call(a, onA, "GET", path)).body.coupon as Json;
        expect(now.dtype === "P" && Number(now.amount) > 100, JSON.stringify(now)).toBe(false);
      }
    });

    it("a coupon write naming an old version is refused 409 with the coupon as it is", async () => {
      const coupon = await newCoupon("AYNI2");
      const path = `/api/coupon/${String(coupon._id)}`;
      const read = await call(a, onA, "GET", path);
      const etag = read.headers.get("etag")!;
      const version = Number(etag.replace(/"/g, ""));
      expect((read.body.coupon as Json).version).toBe(version);

      const first = await call(
        b,
        onB,
        "PUT",
        path,
        { coupon: { amount: 20 } },
        { "If-Match": etag },
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const newer = first.headers.get("etag")!;
      expect(newer).toBe(`"${version + 1}"`);

      const stale = await call(a, onA, "PUT", path, { coupon: { uses: 3 } }, { "If-Match": etag });
      expect(stale.status).toBe(409);
      expect(stale.headers.get("etag")).toBe(newer);
      expect(stale.body.error).toMatch(/changed since/);
      expect(stale.body.coupon).toMatchObject({ _id: coupon._id, amount: 20, uses: 50 });
      const off = await call(a, onA, "PUT", `${path}/active`, {
        coupon: { isActive: false, version },
      });
      expect(off.status).toBe(409);
      expect(((await call(a, onA, "GET", path)).body.coupon as Json).isActive).toBe(true);

      const current = await call(
        a,
        onA,
        "PUT",
        path,
        { coupon: { uses: 3 } },
        { "If-Match": newer },
      );
      expect(current.status, JSON.stringify(current.body)).toBe(200);
      expect(current.body.coupon).toMatchObject({ amount: 20, uses: 3, version: version + 2 });
    });

    it("a stale coupon edit form (no JavaScript) comes back with who changed what, keeps what was typed, and saves on the next click", async () => {
      const coupon = await newCoupon("AYNI3");
      const editPath = `/dashboard/coupon/edit/${String(coupon._id)}`;
      const formOf = (page: Page) => page.doc.querySelector("form.catalogue-form") as HTMLElement;
      const first = await onA.get(editPath);
      const second = await onB.get(editPath);

      const saved = await onA.post(editPath, [
        ...fieldsOf(formOf(first), { amount: "15" }),
        ["intent", "save"],
      ]);
      expect(saved.status).toBe(302);

      const typedName = "Aynı anda yazılan kupon";
      const refused = await onB.post(editPath, [
        ...fieldsOf(formOf(second), { name: typedName }),
        ["intent", "save"],
      ]);
      expect(refused.status).toBe(409);
      const notice = refused.doc.querySelector(".stale-notice")!.text;
      expect(notice).toContain("Bu kayıt siz düzenlerken değişti");
      expect(notice).toContain("admin@demo.shop");
      const form = formOf(refused);
      expect(form.querySelector('[name="name"]')!.getAttribute("value")).toBe(typedName);
      expect(form.querySelector('[name="amount"]')!.getAttribute("value")).toBe("15");
      const path = `/api/coupon/${String(coupon._id)}`;
      expect(((await call(a, onA, "GET", path)).body.coupon as Json).name).not.toBe(typedName);

      const again = await onB.post(editPath, [...fieldsOf(form, {}), ["intent", "save"]]);
      expect(again.status).toBe(302);
      const after = await call(a, onA, "GET", path);
      expect(after.body.coupon).toMatchObject({ name: typedName, amount: 15, uses: 50 });
    });
  },
);
