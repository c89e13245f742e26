import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { settings } from "../../db/schema";
import { cachedReference } from "./reference-cache.server";

export type Settings = typeof settings.$inferSelect;

/** The settings as pages show them: read at most every few seconds (reference-cache.server). */
export function getSettings(db: DbOrTx): Promise<Settings> {
  return cachedReference(db, "settings", () => readSettings(db));
}

/** The shop's settings row, read now; a fresh database without one still renders with safe defaults. */
export async function readSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return (
    row ?? {
      id: 1,
      storeName: "",
      exchangeRate: 1,
      phoneNumber: "",
      emailAddress: "",
      storeAddress: "",
      siteAddress: "",
      homepageAboutText: "",
      homepageAboutTextEn: "",
      aboutParagraphs: { tr: [], en: [] },
      storyParagraphs: { tr: [], en: [] },
      whatsappNumber: "",
      instagramUrl: "",
      bankAccountHolder: "",
      bankAccounts: [],
      teachersDayTypeId: null,
      teachersDayIngredientId: null,
      updatedAt: new Date(0),
    }
  );
}
