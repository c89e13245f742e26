import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.server";
import { contactMessages, dataRequests, users } from "../../db/schema";
import type { DataRequestKind, DataRequestVia } from "~/lib/data-requests";

/** The K.V.K.K. log (decision 080): one row per download, closed account and contact request. */
export async function logDataRequest(
  db: DbOrTx,
  row: {
    kind: DataRequestKind;
    via: DataRequestVia;
    email: string;
    userId?: string | null;
    contactMessageId?: string | null;
  },
): Promise<string> {
  const [saved] = await db
    .insert(dataRequests)
    .values({ ...row, email: row.email.trim() })
    .returning({ id: dataRequests.id });
  return saved!.id;
}

export interface DataRequestRow {
  id: string;
  kind: string;
  email: string;
  via: string;
  createdAt: Date;
  handledAt: Date | null;
  /** Who marked it handled, as they are now (null once their account is gone). */
  handledBy: string | null;
  /** A contact request's message: who wrote and what. */
  message: { firstname: string; lastname: string; text: string | null } | null;
}

export interface DataRequestQuery {
  kind: DataRequestKind | null;
  /** The last row of the page before: the next page is older than it. */
  before: string | null;
  limit: number;
}

const handler = alias(users, "handler");

/** The log's rows with who handled them and a contact request's message. */
const logRows = (db: DbOrTx) =>
  db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      email: dataRequests.email,
      via: dataRequests.via,
      createdAt: dataRequests.createdAt,
      handledAt: dataRequests.handledAt,
      handledBy: handler.email,
      firstname: contactMessages.firstname,
      lastname: contactMessages.lastname,
      text: contactMessages.message,
    })
    .from(dataRequests)
    .leftJoin(handler, eq(handler.id, dataRequests.handledBy))
    .leftJoin(contactMessages, eq(contactMessages.id, dataRequests.contactMessageId));

type LogRow = {
  firstname: string | null;
  lastname: string | null;
  text: string | null;
} & Omit<DataRequestRow, "message">;

function shapeOf({ firstname, lastname, text, ...r }: LogRow): DataRequestRow {
  return {
    ...r,
    message: firstname === null ? null : { firstname, lastname: lastname ?? "", text },
  };
}

/** One page of the log, newest first along data_requests_created_idx, and whether more follow. */
export async function listDataRequests(
  db: DbOrTx,
  query: DataRequestQuery,
): Promise<{ rows: DataRequestRow[]; more: boolean }> {
  const rows = await logRows(db)
    .where(
      and(
        query.kind ? eq(dataRequests.kind, query.kind) : undefined,
        query.before
          ? sql`(${dataRequests.createdAt}, ${dataRequests.id}) < (select r.created_at, r.id from data_requests r where r.id = ${query.before})`
          : undefined,
      ),
    )
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
    .limit(query.limit + 1);
  return {
    rows: rows.slice(0, query.limit).map(shapeOf),
    more: rows.length > query.limit,
  };
}

/**
 * Marks a request handled by `userId`, once: "handled", "already" when someone did before, or
 * "missing".
 */
export async function markDataRequestHandled(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<"handled" | "already" | "missing"> {
  const [row] = await db
    .update(dataRequests)
    .set({ handledAt: sql`now()`, handledBy: userId })
    .where(and(eq(dataRequests.id, id), isNull(dataRequests.handledAt)))
    .returning({ id: dataRequests.id });
  if (row) return "handled";
  const [seen] = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(eq(dataRequests.id, id));
  return seen ? "already" : "missing";
}

/** One request of the log as listDataRequests shows it. */
export async function getDataRequest(db: DbOrTx, id: string): Promise<DataRequestRow | null> {
  const [row] = await logRows(db).where(eq(dataRequests.id, id));
  return row ? shapeOf(row) : null;
}
