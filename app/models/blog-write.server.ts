import { desc, eq, sql } from "drizzle-orm";
import { violatesUnique } from "./unique-violation.server";
import type { Db, DbOrTx } from "../../db/client.server";
import { blogs } from "../../db/schema";
import { slugify } from "~/lib/slug";
import { dataChanged } from "./data-changes.server";
import { rowsOf } from "./taxonomy.server";
import { textMissing } from "./missing-text.server";
import type { MissingLang } from "~/lib/missing-text";

/**
 * The dashboard's reads and writes of blog posts. Staff see inactive posts too. The storefront
 * reads posts straight from the table on each request (content.server.ts), so a write is seen at
 * once; the `blogs` trigger of migration 0009 still tells every process's reference cache.
 */
export type BlogRow = typeof blogs.$inferSelect;

export interface BlogFields {
  title: string;
  titleEn: string | null;
  body: string;
  bodyEn: string | null;
  preview: string;
  previewEn: string | null;
  image: string;
  innerImage: string | null;
  isActive: boolean;
}

/** Every post, newest first; with `missing`, those with a text missing in that language. */
export async function staffBlogList(db: DbOrTx, missing: MissingLang | null = null) {
  return db
    .select({
      id: blogs.id,
      title: blogs.title,
      titleEn: blogs.titleEn,
      slug: blogs.slug,
      image: blogs.image,
      isActive: blogs.isActive,
      createdAt: blogs.createdAt,
    })
    .from(blogs)
    .where(
      missing
        ? textMissing(
            [
              [blogs.title, blogs.titleEn],
              [blogs.body, blogs.bodyEn],
              [blogs.preview, blogs.previewEn],
            ],
            missing,
          )
        : undefined,
    )
    .orderBy(desc(blogs.createdAt), desc(blogs.id));
}

export async function staffBlog(db: DbOrTx, id: string): Promise<BlogRow | null> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row ?? null;
}

/** A slug no post has yet: the title's (Turkish rules), then `-2`, `-3`, ... */
async function freeSlug(db: DbOrTx, title: string): Promise<string> {
  const base = slugify(title) || "blog";
  const taken = await db.execute(
    sql`select slug from ${blogs} where slug = ${base} or slug like ${`${base}-%`}`,
  );
  const used = new Set(rowsOf<{ slug: string }>(taken).map((r) => r.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A write refused by the unique slug (two posts with one title saved at the same moment). */
function isSlugTaken(error: unknown): boolean {
  return violatesUnique(error, "slug");
}

/**
 * Adds a post. Its slug is made from the title once, here, and kept when the title changes later
 * (links to the post stay good), like a product's. The unique index decides a race: the loser
 * reads the taken slugs again and takes the next number.
 */
export async function insertBlog(db: Db, fields: BlogFields): Promise<BlogRow> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, fields.title);
    try {
      const [row] = await db
        .insert(blogs)
        .values({ ...fields, slug })
        .returning();
      dataChanged(db, "content");
      return row!;
    } catch (error) {
      if (!isSlugTaken(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * Changes the fields given, the others untouched, in one UPDATE; null when there is no such post.
 * The row is locked first, so that with `expected` (the version the writer saw, decision 067) a
 * post changed since is refused as "stale" and nothing is written.
 */
export async function updateBlog(
  db: Db,
  id: string,
  fields: Partial<BlogFields>,
  expected?: number,
): Promise<BlogRow | null | "stale"> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogs).where(eq(blogs.id, id)).for("update");
    if (!current) return null;
    if (expected !== undefined && current.version !== expected) return "stale" as const;
    if (Object.keys(fields).length === 0) return current;
    const [written] = await tx.update(blogs).set(fields).where(eq(blogs.id, id)).returning();
    return written ?? null;
  });
  if (row && row !== "stale") dataChanged(db, "content");
  return row;
}

export async function deleteBlog(db: Db, id: string): Promise<BlogRow | null> {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning();
  if (row) dataChanged(db, "content");
  return row ?? null;
}
