import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { settings } from "../../db/schema";
import { cachedReference } from "./reference-cache.server";
import { dataChanged } from "./data-changes.server";
import { DEFAULT_LOW_STOCK } from "./stock-alerts.server";
import { DEFAULT_VAT_RATE } from "~/lib/cart-pricing";

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
      legalName: "",
      mersisNumber: "",
      taxOffice: "",
      taxNumber: "",
      registeredAddress: "",
      kepAddress: "",
      chamber: "",
      etbisNumber: "",
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
      lowStockThreshold: DEFAULT_LOW_STOCK,
      vatRate: DEFAULT_VAT_RATE,
      arbitrationYear: 2026,
      arbitrationLimit: 186000,
      orderMailTo: "",
      notifyNewOrder: true,
      notifyPaymentReceived: true,
      notifyCancellation: true,
      notifyRefundFailed: true,
      notifyLowStock: true,
      musicUrl: null,
      musicTitle: "",
      musicTitleEn: "",
      updatedAt: new Date(0),
      version: 1,
    }
  );
}

/** The settings row as it is, or null when the shop has none yet ('Ayarlar bulunmadı.'). */
export async function findSettingsRow(db: DbOrTx): Promise<Settings | null> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ?? null;
}

export type SettingsValues = Omit<
  Settings,
  | "id"
  | "updatedAt"
  | "version"
  | "teachersDayTypeId"
  | "teachersDayIngredientId"
  // The music page's fields have their own form (decision 045).
  | "musicUrl"
  | "musicTitle"
  | "musicTitleEn"
>;

/**
 * Writes the settings row (creating it when missing, from the whole `values`) and forgets this
 * process's cached copy; other processes hear of it from the table's trigger
 * (data-changes.server.ts). The row is locked first: with `expected` (the version the writer saw,
 * decision 067) settings changed since are refused as "stale"; with `sent` (an /api write) one
 * UPDATE sets only those fields, so that two partial writes never undo each other.
 */
export async function saveSettings(
  db: DbOrTx,
  values: SettingsValues,
  options: { expected?: number; sent?: ReadonlySet<keyof SettingsValues> } = {},
): Promise<Settings | "stale"> {
  const { expected, sent } = options;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(settings).where(eq(settings.id, 1)).for("update");
    if (!current) {
      if (expected !== undefined && expected !== 1) return "stale" as const;
      const [inserted] = await tx
        .insert(settings)
        .values({ id: 1, ...values })
        .onConflictDoNothing()
        .returning();
      return inserted ?? ("stale" as const);
    }
    if (expected !== undefined && current.version !== expected) return "stale" as const;
    const set = sent
      ? Object.fromEntries(
          Object.entries(values).filter(([k]) => sent.has(k as keyof SettingsValues)),
        )
      : values;
    const [written] = await tx
      .update(settings)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(settings.id, 1))
      .returning();
    return written!;
  });
  if (row !== "stale") dataChanged(db, "settings");
  return row;
}

export type MusicValues = Pick<Settings, "musicUrl" | "musicTitle" | "musicTitleEn">;

/**
 * The music page's title and recording (decision 045), written alone: null when the shop has no
 * settings row yet. Forgets the cached settings as saveSettings does.
 */
export async function saveMusic(db: DbOrTx, values: MusicValues): Promise<Settings | null> {
  const [row] = await db
    .update(settings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(settings.id, 1))
    .returning();
  if (row) dataChanged(db, "settings");
  return row ?? null;
}
