import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { popups } from "../../db/schema";
import { dataChanged } from "./data-changes.server";

export type Popup = typeof popups.$inferSelect;

/** The pop-up row as it is now (not the pages' cached copy): what the dashboard edits. */
export async function readPopupRow(db: Db): Promise<Popup> {
  const [row] = await db.select().from(popups).where(eq(popups.id, 1));
  return row ?? { id: 1, status: false, src: null, url: null, updatedAt: new Date(0), version: 1 };
}

/**
 * Changes the fields given, the others untouched (creating the row when missing), and forgets
 * this process's cached copy; other processes hear of it from the table's trigger. The row is
 * locked first, so that with `expected` (the version the writer saw, decision 067) a pop-up
 * changed since is refused as "stale", and turning it on is checked against the picture it has
 * as it is written ("noPicture": it would show nothing). `updatedAt` moves with every change: the
 * storefront shows a changed pop-up again to visitors who closed the old one.
 */
export async function savePopup(
  db: Db,
  change: Partial<Pick<Popup, "status" | "src" | "url">>,
  expected?: number,
): Promise<Popup | "stale" | "noPicture"> {
  const row = await db.transaction(async (tx) => {
    await tx.insert(popups).values({ id: 1, status: false }).onConflictDoNothing();
    const [current] = await tx.select().from(popups).where(eq(popups.id, 1)).for("update");
    if (expected !== undefined && current!.version !== expected) return "stale" as const;
    if (change.status && !(change.src ?? current!.src)) return "noPicture" as const;
    const [written] = await tx
      .update(popups)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(popups.id, 1))
      .returning();
    return written!;
  });
  if (typeof row !== "string") dataChanged(db, "content");
  return row;
}
