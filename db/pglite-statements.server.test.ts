import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownDatabase } from "../tests/helpers/server";
import { preparedOnPglite } from "./pglite-statements.server";

/** PGlite as it comes, and one with prepared statements: each must answer as the other. */
let plain: PGlite;
let prepared: PGlite;
const both = () => [plain, prepared];

const TABLE = `create table things (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  count integer,
  tags text[],
  data jsonb,
  seen timestamptz,
  on_sale boolean
)`;

const drops: (() => Promise<void>)[] = [];

/** A copy of the run's migrated template: a fresh PGlite would run initdb, 3 s of CPU. */
async function opened(): Promise<PGlite> {
  const { url, drop } = await ownDatabase("pglite", { contents: "migrated" });
  drops.push(drop);
  return PGlite.create({ dataDir: url.slice("pglite:".length) });
}

beforeAll(async () => {
  [plain, prepared] = [await opened(), await opened()];
  preparedOnPglite(prepared);
  for (const db of both()) await db.exec(TABLE);
});

afterAll(async () => {
  await Promise.all(both().map((db) => db.close()));
  await Promise.all(drops.map((drop) => drop()));
});

const strip = ({
  rows,
  fields,
  affectedRows,
}: {
  rows: unknown[];
  fields: unknown;
  affectedRows?: number;
}) => ({ rows, fields, affectedRows });

describe("PGlite with prepared statements", () => {
  it("answers inserts, selects, updates and deletes as PGlite does, in both row modes", async () => {
    const values = [
      "Ametist",
      3,
      ["mor", "taş"],
      { a: [1, "b"] },
      new Date("2026-03-01T10:00:00Z"),
      true,
    ];
    const steps: [string, unknown[]][] = [
      [
        "insert into things (name, count, tags, data, seen, on_sale) values ($1, $2, $3, $4, $5, $6) returning name, count, tags, data, seen, on_sale",
        values,
      ],
      ["insert into things (name, count) values ($1, $2)", ["Kuvars", null]],
      ["select name, count, tags, data, seen, on_sale from things where name = $1", ["Ametist"]],
      ["select name, count from things order by name", []],
      ["update things set count = coalesce(count, 0) + $1 where on_sale is not true", [2]],
      ["select name, count from things where count > $1 order by name", [1]],
      ["delete from things where name = $1", ["Kuvars"]],
      ["select count(*)::int as n from things", []],
    ];
    for (const [text, params] of steps)
      for (const rowMode of ["object", "array"] as const) {
        if (rowMode === "array" && !text.startsWith("select")) continue;
        const [a, b] = await Promise.all(both().map((db) => db.query(text, params, { rowMode })));
        expect(strip(b!), text).toEqual(strip(a!));
      }
    expect((await prepared.query("select count(*)::int as n from things")).rows).toEqual([
      { n: 1 },
    ]);
  });

  it("prepares each query text once, as a named statement", async () => {
    const text = "select name from things where name = $1";
    for (const name of ["Ametist", "Yok", "Ametist"]) await prepared.query(text, [name]);
    const { rows } = await prepared.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement = $1",
      [text],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("reports a failed statement with its code and text, and goes on answering", async () => {
    await expect(prepared.query("selec 1")).rejects.toMatchObject({
      code: "42601",
      query: "selec 1",
    });
    await expect(
      prepared.query("insert into things (name) values ($1)", ["Ametist"]),
    ).rejects.toMatchObject({ code: "23505", params: ["Ametist"] });
    await expect(
      prepared.query("select id from things where id = $1", ["not-a-uuid"]),
    ).rejects.toMatchObject({
      code: "22P02",
    });
    expect((await prepared.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("keeps a transaction's statements to itself, commits them or rolls them back", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((r) => (inserted = r));
    const tx = prepared.transaction(async (t) => {
      await t.query("insert into things (name) values ($1)", ["Akik"]);
      expect(
        (await t.query("select name from things where name = $1", ["Akik"])).rows,
      ).toHaveLength(1);
      inserted();
      await held;
    });
    await insertedYet;
    // A query from outside waits for the transaction, then sees what it committed.
    const outside = prepared.query("select name from things where name = $1", ["Akik"]);
    release();
    await tx;
    expect((await outside).rows).toEqual([{ name: "Akik" }]);

    await expect(
      prepared.transaction(async (t) => {
        await t.query("insert into things (name) values ($1)", ["Oniks"]);
        throw new Error("vazgeçildi");
      }),
    ).rejects.toThrow("vazgeçildi");
    expect(
      (await prepared.query("select name from things where name = $1", ["Oniks"])).rows,
    ).toEqual([]);
  });

  it("answers more distinct queries than it keeps statements for", async () => {
    for (let i = 0; i < 520; i++) {
      const { rows } = await prepared.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    const { rows } = await prepared.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements",
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(500);
  });

  it("still calls back a listener on a notification a query sends", async () => {
    let heard!: Promise<string>;
    await new Promise<void>((listening) => {
      heard = new Promise<string>(
        (resolve) => void prepared.listen("changes", resolve).then(() => listening()),
      );
    });
    await prepared.query("select pg_notify($1, $2)", ["changes", "things"]);
    expect(await heard).toBe("things");
  });
});
