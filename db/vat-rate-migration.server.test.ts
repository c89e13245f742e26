import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownDatabase } from "../tests/helpers/server";

/**
 * Migration 0029 (decision 070) on a shop that already has orders: they were priced at the spec's
 * 18 % and keep it; the shop's setting becomes 20 %; a new order must name its rate. The
 * migrated template is taken back to before 0029, given an order, and 0029 run as written.
 */
const MIGRATION = readFileSync(new URL("../migrations/0029_vat_rate.sql", import.meta.url), "utf8");

let db: PGlite;
let drop: () => Promise<void>;

const ORDER = `insert into orders (payment, subtotal, total, total_tax, shipping_address, buyer)
  values ('Havale', 1180, 1180, 180, '{}', '{}')`;

beforeAll(async () => {
  const own = await ownDatabase("pglite", { contents: "migrated" });
  drop = own.drop;
  db = await PGlite.create({ dataDir: own.url.slice("pglite:".length), extensions: { pg_trgm } });
  // As 0028 left the tables.
  await db.exec(`alter table orders drop column vat_rate;
    alter table settings drop column vat_rate;
    insert into settings (store_name, exchange_rate, about_paragraphs, story_paragraphs)
      values ('Dükkan', 32.5, '{"tr":[],"en":[]}', '{"tr":[],"en":[]}');
    ${ORDER};`);
  for (const statement of MIGRATION.split("--> statement-breakpoint")) await db.exec(statement);
});

afterAll(async () => {
  await db?.close();
  await drop?.();
});

describe("migration 0029, the KDV rate", () => {
  it("keeps 18 % on the orders placed before it and gives the shop 20 %", async () => {
    const orders = await db.query<{ vat_rate: string }>("select vat_rate from orders");
    expect(orders.rows.map((r) => Number(r.vat_rate))).toEqual([18]);
    const settings = await db.query<{ vat_rate: string }>("select vat_rate from settings");
    expect(settings.rows.map((r) => Number(r.vat_rate))).toEqual([20]);
  });

  it("leaves a new order no default rate, and no rate outside 0 to 100", async () => {
    await expect(db.exec(ORDER)).rejects.toThrow(/vat_rate/);
    await expect(db.exec("update settings set vat_rate = 101")).rejects.toThrow(
      /settings_vat_rate_percent/,
    );
  });
});
