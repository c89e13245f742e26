import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { popups } from "../../db/schema";
import { dataChanged } from "./data-changes.server";

export type Popup = typeof popups.$inferSelect;

/** The pop-up row as it is now (not the pages' cached copy): what the dashboard edits. */
export async function readPopupRow(db: Db): Promise<Popup> {
  const [row] = await db.select().from(popups).where(eq(popups.id, 1));
  return row ?? { id: 1, status: false, src: null, url: null, updatedAt: new Date(0) };
}

/**
 * Changes the fields given (creating the row when missing) and forgets this process's cached
 * copy; other processes hear of it from the table's trigger. `updatedAt` moves with every change:
 * the storefront shows a changed pop-up again to visitors who closed the old one.
 */
export async function savePopup(
  db: Db,
  change: Partial<Pick<Popup, "status" | "src" | "url">>,
): Promise<Popup> {
  const [row] = await db
    .insert(popups)
    .values({ id: 1, status: false, ...change })
    .onConflictDoUpdate({ target: popups.id, set: { ...change, updatedAt: new Date() } })
    .returning();
  dataChanged(db, "content");
  return row!;
}
