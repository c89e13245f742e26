import { hitRateLimit } from "~/models/rate-limit.server";
import { stringify } from "csv-stringify/sync";
import type { DbOrTx } from "../../../db/client.server";
import {
  mayCloseOwnAccount,
  spreadsheetText,
  type DataRequestKind,
  type DataRequestVia,
  type ExportFormat,
} from "~/lib/data-requests";
import type { Lang } from "~/lib/i18n";
import { isUuid } from "~/lib/uuid";
import { serverMessages } from "~/locales/server";
import { log } from "~/log/log.server";
import { dataChanged } from "~/models/data-changes.server";
import {
  getDataRequest,
  listDataRequests,
  logDataRequest,
  markDataRequestHandled,
  type DataRequestRow,
} from "~/models/data-request.server";
import {
  checkOwnPassword,
  eraseAccount,
  personalDataOf,
  type PersonalData,
} from "~/models/personal-data.server";
import type { PublicUser } from "~/models/user.server";
import { queueAccountClosed } from "~/services/mail.server";

/**
 * A member's K.V.K.K. rights at their account (issue [19] point 4, decision 080): their data to
 * download, their account to close, and the admins' log of both. The page and /api share these.
 */

export interface DataFile {
  body: string;
  contentType: string;
  fileName: string;
}

/** The file's name: 'verilerim-2026-11-24.json' (the shop's day). */
function fileName(lang: Lang, format: ExportFormat, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(now);
  return `${serverMessages[lang].myData.fileName}-${day}.${format}`;
}

/**
 * Everything the shop holds about the user, as JSON or CSV, and the download logged: the log row
 * is written first, in the same transaction, so that the file lists this download too. Null when
 * the account is gone (closed meanwhile).
 */
export async function exportMyData(
  db: DbOrTx,
  user: PublicUser,
  options: { format: ExportFormat; via: DataRequestVia; lang: Lang },
): Promise<DataFile | null> {
  const data = await db.transaction(async (tx) => {
    await logDataRequest(tx, {
      kind: "export",
      via: options.via,
      email: user.email,
      userId: user.id,
    });
    return personalDataOf(tx, user.id);
  });
  if (!data) return null;
  const exported = { exportedAt: new Date().toISOString(), ...data };
  const name = fileName(options.lang, options.format);
  if (options.format === "json")
    return {
      body: JSON.stringify(exported, null, 2),
      contentType: "application/json; charset=utf-8",
      fileName: name,
    };
  return {
    body: personalDataCsv(exported, options.lang),
    contentType: "text/csv; charset=utf-8",
    fileName: name,
  };
}

/**
 * The same data as one table for a spreadsheet: a row per value, named by its section (profile,
 * orders, ...), its record's number in that section, and its field's path inside the record
 * ('items.0.name'). Turkish Excel's dialect, as the product export (BOM, ';', CRLF).
 */
function personalDataCsv(data: { exportedAt: string } & PersonalData, lang: Lang): string {
  const head = serverMessages[lang].myData.columns;
  const rows: string[][] = [[head.section, head.record, head.field, head.value]];
  const walk = (section: string, record: string, path: string, value: unknown) => {
    if (value instanceof Date) value = value.toISOString();
    if (value !== null && typeof value === "object") {
      const entries = Array.isArray(value)
        ? value.map((v, i) => [String(i), v] as const)
        : Object.entries(value);
      for (const [key, v] of entries) walk(section, record, path ? `${path}.${key}` : key, v);
      return;
    }
    rows.push([section, record, path, spreadsheetText(value == null ? "" : String(value))]);
  };
  for (const [section, value] of Object.entries(data)) {
    if (Array.isArray(value)) value.forEach((v, i) => walk(section, String(i + 1), "", v));
    else if (value !== null && typeof value === "object") walk(section, "1", "", value);
    else walk(section, "1", section, value);
  }
  return stringify(rows, {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    quoted_match: /[;"\r\n]/,
  });
}

export type CloseOutcome = "closed" | "staff" | "wrongPassword" | "tooManyTries" | "gone";

/** Wrong passwords a session may try before closing is refused for a while: a stolen session
 * must not guess the password here, where the sign-in's own brakes do not stand. */
export const CLOSE_TRIES = 5;
export const CLOSE_TRIES_WINDOW_MS = 15 * 60 * 1000;

/**
 * Closes the user's own account, confirmed with their password (decision 080): in one
 * transaction the account is erased (eraseAccount), the closing logged with the e-mail kept, and
 * the last mail written to the outbox for the address before it goes. A staff account is refused
 * (it is handed over by an admin, not closed); a wrong password changes nothing.
 */
export async function closeMyAccount(
  db: DbOrTx,
  user: PublicUser,
  input: { password: string; via: DataRequestVia; lang: Lang; origin: string },
): Promise<CloseOutcome> {
  if (!mayCloseOwnAccount(user.role)) return "staff";
  const tries = await hitRateLimit(
    db,
    `close-account:${user.id}`,
    CLOSE_TRIES,
    CLOSE_TRIES_WINDOW_MS,
  );
  if (!tries.allowed) return "tooManyTries";
  const own = await checkOwnPassword(db, user.id, input.password);
  if (!own) return "gone";
  if (!mayCloseOwnAccount(own.role)) return "staff";
  if (!own.matches) return "wrongPassword";
  const mail = await db.transaction(async (tx) => {
    // The role is checked again under the row's lock: a promotion meanwhile wins.
    const erased = await eraseAccount(tx, { id: user.id, email: own.email });
    if (erased !== "erased") return erased;
    await logDataRequest(tx, { kind: "close", via: input.via, email: own.email, userId: null });
    return queueAccountClosed(tx, {
      email: own.email,
      name: user.firstName,
      lang: input.lang,
      origin: input.origin,
    });
  });
  if (mail === "gone" || mail === "notMember") return mail === "gone" ? "gone" : "staff";
  mail.deliver();
  // The reviews' author names are kept in the catalogue's cached reads: forget them now.
  dataChanged(db, "catalogue");
  log.info({ via: input.via }, "[kvkk] account closed");
  return "closed";
}

// ---------------------------------------------------------------- the admins' log

export const DATA_REQUESTS_PAGE_SIZE = 30;

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

export async function dataRequestLogFor(
  db: DbOrTx,
  user: PublicUser,
  query: { kind: DataRequestKind | null; before: string | null },
): Promise<"forbidden" | { rows: DataRequestRow[]; more: boolean }> {
  if (!isAdmin(user)) return "forbidden";
  const before = query.before && isUuid(query.before) ? query.before : null;
  return listDataRequests(db, { kind: query.kind, before, limit: DATA_REQUESTS_PAGE_SIZE });
}

/** An admin marks a request handled (once): its row after, or why not. */
export async function markHandledAs(
  db: DbOrTx,
  user: PublicUser,
  id: string,
): Promise<"forbidden" | "missing" | { outcome: "handled" | "already"; row: DataRequestRow }> {
  if (!isAdmin(user)) return "forbidden";
  if (!isUuid(id)) return "missing";
  const outcome = await markDataRequestHandled(db, id, user.id);
  if (outcome === "missing") return "missing";
  const row = await getDataRequest(db, id);
  return row ? { outcome, row } : "missing";
}
