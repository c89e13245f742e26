import type { Db } from "../../../db/client.server";
import type { SettingsTexts } from "~/locales/dashboard-page-texts";
import {
  findSettingsRow,
  readSettings,
  saveSettings,
  type Settings,
  type SettingsValues,
} from "~/models/settings.server";
import type { PublicUser } from "~/models/user.server";
import { SettingsSchema, type SettingsInput } from "~/schemas/settings";
import { sellerFieldsOf, sellerFromFields } from "~/lib/seller";

/**
 * The shop's settings as business actions (spec 001 §2 Settings, §7 PUT /api/settings), each
 * taking the acting user: admins only, whatever the route checked. The dashboard page and the
 * /api route call these and nothing below them.
 */
export type SettingsRefusal = { refused: "forbidden" };
const FORBIDDEN: SettingsRefusal = { refused: "forbidden" };

export function isSettingsRefusal(value: unknown): value is SettingsRefusal {
  return typeof value === "object" && value !== null && "refused" in value;
}

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

/** The settings row, or `missing` when the shop has none yet ('Ayarlar bulunmadı.'). */
export async function readSettingsFor(
  db: Db,
  user: PublicUser,
): Promise<SettingsRefusal | { settings: Settings | null }> {
  if (!isAdmin(user)) return FORBIDDEN;
  return { settings: await findSettingsRow(db) };
}

/** The settings under the contract's names: what a form shows and a partial update merges over. */
export function settingsFields(s: Settings) {
  return {
    store_name: s.storeName,
    phone_number: s.phoneNumber,
    email_address: s.emailAddress,
    store_address: s.storeAddress,
    exchange_rate: s.exchangeRate,
    low_stock_threshold: s.lowStockThreshold,
    vat_rate: s.vatRate,
    arbitration_year: s.arbitrationYear,
    arbitration_limit: s.arbitrationLimit,
    homepage_about_text: s.homepageAboutText,
    homepage_about_text_en: s.homepageAboutTextEn,
    site_address: s.siteAddress,
    ...sellerFieldsOf(s),
    about_paragraphs: s.aboutParagraphs,
    story_paragraphs: s.storyParagraphs,
    whatsapp_number: s.whatsappNumber,
    instagram_url: s.instagramUrl,
    bank_account_holder: s.bankAccountHolder,
    bank_accounts: s.bankAccounts,
    order_mail_to: s.orderMailTo,
    notify_new_order: s.notifyNewOrder,
    notify_payment_received: s.notifyPaymentReceived,
    notify_cancellation: s.notifyCancellation,
    notify_refund_failed: s.notifyRefundFailed,
    notify_low_stock: s.notifyLowStock,
  };
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Saves a whole, valid set of settings (the page's form); with `sent` (an /api write, the
 * contract's names) only those fields are written; with `expected`, only while the settings are
 * still at that version (decision 067).
 */
export async function changeSettings(
  db: Db,
  user: PublicUser,
  input: SettingsInput,
  options: { expected?: number; sent?: ReadonlySet<string> } = {},
): Promise<SettingsRefusal | { stale: true } | { settings: Settings }> {
  if (!isAdmin(user)) return FORBIDDEN;
  const sent = options.sent
    ? new Set([...options.sent].map((k) => camel(k) as keyof SettingsValues))
    : undefined;
  const settings = await saveSettings(
    db,
    {
      storeName: input.store_name,
      phoneNumber: input.phone_number,
      emailAddress: input.email_address,
      storeAddress: input.store_address,
      exchangeRate: input.exchange_rate,
      lowStockThreshold: input.low_stock_threshold,
      vatRate: input.vat_rate,
      arbitrationYear: input.arbitration_year,
      arbitrationLimit: input.arbitration_limit,
      homepageAboutText: input.homepage_about_text,
      homepageAboutTextEn: input.homepage_about_text_en,
      siteAddress: input.site_address,
      ...sellerFromFields(input),
      aboutParagraphs: input.about_paragraphs,
      storyParagraphs: input.story_paragraphs,
      whatsappNumber: input.whatsapp_number,
      instagramUrl: input.instagram_url,
      bankAccountHolder: input.bank_account_holder,
      bankAccounts: input.bank_accounts,
      orderMailTo: input.order_mail_to,
      notifyNewOrder: input.notify_new_order,
      notifyPaymentReceived: input.notify_payment_received,
      notifyCancellation: input.notify_cancellation,
      notifyRefundFailed: input.notify_refund_failed,
      notifyLowStock: input.notify_low_stock,
    },
    { expected: options.expected, sent },
  );
  return settings === "stale" ? { stale: true } : { settings };
}

export type SettingsIssue = { path: (string | number)[]; message: string };

/**
 * A partial change (PUT /api/settings): the fields given, merged over the settings as they are,
 * then checked whole, so that the row is never left half valid. Unknown keys are ignored.
 */
export async function patchSettings(
  db: Db,
  user: PublicUser,
  patch: Record<string, unknown>,
  messages: SettingsTexts["errors"],
  expected?: number,
): Promise<
  SettingsRefusal | { issues: SettingsIssue[] } | { stale: true } | { settings: Settings }
> {
  if (!isAdmin(user)) return FORBIDDEN;
  const current = settingsFields(await readSettings(db));
  const parsed = SettingsSchema(messages).safeParse({ ...current, ...patch });
  if (!parsed.success) return { issues: parsed.error.issues };
  const sent = new Set(Object.keys(patch).filter((k) => k in current));
  return changeSettings(db, user, parsed.data, { expected, sent });
}
