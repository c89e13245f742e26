import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import { serverMessages } from "~/locales/server";
import { hidden } from "./readable-history.server";

// The tables recorded for the subjects a history page is shown for (migrations/0018), and the
// columns their trigger never records.
const RECORDED: PgTable[] = [
  schema.products,
  schema.productImages,
  schema.productStones,
  schema.productChildren,
  schema.productCombinations,
  schema.categories,
  schema.types,
  schema.stones,
  schema.ingredients,
  schema.symbols,
  schema.brands,
  schema.coupons,
  schema.settings,
  schema.popups,
  schema.blogs,
  schema.sliders,
  schema.users,
  schema.orders,
  schema.orderItems,
  schema.refunds,
];
// The versions are left out by the trigger itself (migration 0027): the columns say what changed.
const UNRECORDED = new Set([
  "created_at",
  "updated_at",
  "password_hash",
  "version",
  "pictures_version",
]);

describe("the history's field labels", () => {
  it.each(["tr", "en"] as const)("name every recorded column in %s", (lang) => {
    const labels: Record<string, string> = serverMessages[lang].history.fields;
    const unnamed = RECORDED.flatMap((table) => {
      const name = getTableName(table);
      return Object.values(getTableColumns(table))
        .map((c) => c.name)
        .filter((c) => !UNRECORDED.has(c) && !hidden(name, c))
        .filter((c) => !labels[`${name}.${c}`] && !labels[c])
        .map((c) => `${name}.${c}`);
    });
    expect(unnamed).toEqual([]);
  });

  it("has the same labels in both languages", () => {
    expect(Object.keys(serverMessages.en.history.fields).sort()).toEqual(
      Object.keys(serverMessages.tr.history.fields).sort(),
    );
  });
});
