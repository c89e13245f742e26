import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { settings } from "../../db/schema";

export type Settings = typeof settings.$inferSelect;

/** The shop's settings row; a fresh database without one still renders with safe defaults. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return (
    row ?? {
      id: 1,
      storeName: "",
      exchangeRate: 1,
      phoneNumber: "",
      emailAddress: "",
      storeAddress: "",
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
