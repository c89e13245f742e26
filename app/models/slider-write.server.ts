import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { sliders } from "../../db/schema";
import { dataChanged } from "./data-changes.server";
import { textMissing } from "./missing-text.server";
import type { MissingLang } from "~/lib/missing-text";

/**
 * The dashboard's reads and writes of the home slider (spec 001 §2 Sliders). Staff see inactive
 * slides too. Every write tells this process's reference cache at once (`home-slides`); the
 * table's trigger (migrations/0009) tells every other process.
 */
export type SliderRow = typeof sliders.$inferSelect;

export interface SliderFields {
  title: string;
  titleEn: string | null;
  body: string;
  bodyEn: string | null;
  firstImage: string;
  secondImage: string;
  slug: string;
  isActive: boolean;
}

/** Every slide in order; with `missing`, those with a title or text missing in that language. */
export async function staffSliders(
  db: Db,
  missing: MissingLang | null = null,
): Promise<SliderRow[]> {
  return db
    .select()
    .from(sliders)
    .where(
      missing
        ? textMissing(
            [
              [sliders.title, sliders.titleEn],
              [sliders.body, sliders.bodyEn],
            ],
            missing,
          )
        : undefined,
    )
    .orderBy(asc(sliders.sortOrder), asc(sliders.createdAt));
}

export async function staffSlider(db: Db, id: string): Promise<SliderRow | null> {
  const [row] = await db.select().from(sliders).where(eq(sliders.id, id));
  return row ?? null;
}

/** A new slide goes last. */
export async function insertSlider(db: Db, fields: SliderFields): Promise<SliderRow> {
  const [row] = await db
    .insert(sliders)
    .values({
      ...fields,
      sortOrder: sql`(select coalesce(max(${sliders.sortOrder}), -1) + 1 from ${sliders})`,
    })
    .returning();
  dataChanged(db, "content");
  return row!;
}

/**
 * Changes the fields given, the others untouched, in one UPDATE; null when there is no such
 * slide. The row is locked first, so that with `expected` (the version the writer saw, decision
 * 067) a slide changed since is refused as "stale" and nothing is written. Its place in the list
 * is the list's (reorderSliders) and does not count as a change of the slide.
 */
export async function updateSlider(
  db: Db,
  id: string,
  fields: Partial<SliderFields>,
  expected?: number,
): Promise<SliderRow | null | "stale"> {
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(sliders).where(eq(sliders.id, id)).for("update");
    if (!current) return null;
    if (expected !== undefined && current.version !== expected) return "stale" as const;
    if (Object.keys(set).length === 0) return current;
    const [written] = await tx.update(sliders).set(set).where(eq(sliders.id, id)).returning();
    return written ?? null;
  });
  if (row && row !== "stale") dataChanged(db, "content");
  return row;
}

export async function deleteSlider(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(sliders).where(eq(sliders.id, id)).returning({ id: sliders.id });
  dataChanged(db, "content");
  return rows.length > 0;
}

/**
 * Puts every slide in the order of `ids`, which must name each slide exactly once (else false,
 * nothing written): a list seen before another admin added a slide is refused, not half applied.
 */
export async function reorderSliders(db: Db, ids: string[]): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const rows = await tx.select({ id: sliders.id }).from(sliders).for("update");
    const all = new Set(rows.map((r) => r.id));
    if (ids.length !== all.size || new Set(ids).size !== ids.length) return false;
    if (!ids.every((id) => all.has(id))) return false;
    for (const [i, id] of ids.entries())
      await tx.update(sliders).set({ sortOrder: i }).where(eq(sliders.id, id));
    return true;
  });
  if (done) dataChanged(db, "content");
  return done;
}

/** Swaps a slide with its neighbour above or below; false when it is not there. */
export async function moveSlider(db: Db, id: string, direction: "up" | "down"): Promise<boolean> {
  const ids = (await staffSliders(db)).map((s) => s.id);
  const from = ids.indexOf(id);
  if (from < 0) return false;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return true;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return reorderSliders(db, ids);
}
