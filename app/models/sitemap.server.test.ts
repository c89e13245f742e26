import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.server";
import { products } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { DB_KINDS, ownDatabase } from "../../tests/helpers/server";
import { listed } from "./product.server";
import { productSitemapFiles, productSitemapRows } from "./sitemap.server";

/**
 * The product sitemaps split the catalogue into files of `perFile` products. Here a file holds 7,
 * so the demo shop's catalogue spans several files, as 10,000 per file would past 10,000 products.
 */
const PER_FILE = 7;

describe.each(DB_KINDS)("product sitemap files on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let opened: Database;

  beforeAll(async () => {
    database = await ownDatabase(kind);
    opened = await openDatabase(database.url);
    await seedIfEmpty(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  async function allFiles() {
    const files = await productSitemapFiles(opened.db, PER_FILE);
    const rows = await Promise.all(
      files.map((f) => productSitemapRows(opened.db, f.number, PER_FILE)),
    );
    return { files, rows };
  }

  it("lists every listed product once, in files of at most perFile, each dated by its newest", async () => {
    const listedRows = await opened.db.select({ slug: products.slug }).from(products).where(listed);
    expect(listedRows.length).toBeGreaterThan(2 * PER_FILE);
    const { files, rows } = await allFiles();

    expect(files.map((f) => f.number)).toEqual(
      Array.from({ length: Math.ceil(listedRows.length / PER_FILE) }, (_, i) => i + 1),
    );
    for (const fileRows of rows) expect(fileRows.length).toBeLessThanOrEqual(PER_FILE);
    const slugs = rows.flat().map((r) => r.slug);
    expect(slugs.sort()).toEqual(listedRows.map((r) => r.slug).sort());
    files.forEach((file, i) =>
      expect(file.lastmod.getTime()).toBe(Math.max(...rows[i]!.map((r) => r.updatedAt.getTime()))),
    );
    // Past the last file there is nothing.
    expect(await productSitemapRows(opened.db, files.length + 1, PER_FILE)).toEqual([]);
  });

  it("puts a new product in the last file and leaves the files before it as they were", async () => {
    const before = await allFiles();
    await opened.db.insert(products).values({ sku: "ARW999999", name: "Yeni", slug: "yeni-urun" });
    const after = await allFiles();

    const last = after.rows.length - 1;
    expect(after.rows[last]!.map((r) => r.slug)).toContain("yeni-urun");
    // Every file but the last (which the new product joined or started) is unchanged.
    const unchanged = before.rows.length - (before.rows.at(-1)!.length < PER_FILE ? 1 : 0);
    expect(after.rows.slice(0, unchanged)).toEqual(before.rows.slice(0, unchanged));
    expect(after.files.slice(0, unchanged)).toEqual(before.files.slice(0, unchanged));
  });
});
