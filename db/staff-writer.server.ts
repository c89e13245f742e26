import { AsyncLocalStorage } from "node:async_hooks";
import type postgres from "postgres";
import type { PGlite } from "@electric-sql/pglite";

/**
 * Who writes, for the history of staff changes (issue [10] point 2, docs/decisions/036). A
 * request starts with an empty slot (server.ts); once it is known to be a staff member at their
 * desk (app/http/auth.server.ts), the slot names them, and every write the request makes tells
 * the database, in the write's own transaction (`set_config(.., true)`), so the tables' trigger
 * records it with its author (migrations/0018). Writes of shoppers, payment callbacks and jobs
 * leave the slot empty and are not recorded. Done here, under every model, so that no staff
 * write can forget it.
 */
export interface StaffWriter {
  id: string;
  email: string;
}

const slot = new AsyncLocalStorage<{ writer?: StaffWriter }>();

/** Runs one request with its own slot. */
export function withWriterSlot<T>(fn: () => T): T {
  return slot.run({}, fn);
}

/** The request's writes from now on are this staff member's. */
export function noteWriter(writer: StaffWriter): void {
  const store = slot.getStore();
  if (store) store.writer = writer;
}

function writerSetting(): string | null {
  const writer = slot.getStore()?.writer;
  return writer ? JSON.stringify({ id: writer.id, email: writer.email }) : null;
}

const SET_WRITER = "select set_config('shop.writer', $1, true)";
/** Statements that may write; reads stay single round trips. */
const WRITES = /^\s*(?:(?:insert|update|delete|with)\b|select\s+revert_staff_)/i;

type Unsafe = postgres.Sql["unsafe"];

/**
 * postgres.js: a transaction of a staff request begins by naming its writer; a write outside a
 * transaction becomes one. Drizzle awaits `unsafe(...)` or calls `.values()` on it.
 */
export function recordWritersOnPostgres(client: postgres.Sql): void {
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const unsafe = client.unsafe.bind(client) as Unsafe;
  (client as { begin: unknown }).begin = (...args: unknown[]) => {
    const writer = writerSetting();
    if (!writer) return begin(...args);
    const fn = args.pop() as (tx: postgres.TransactionSql) => unknown;
    return begin(...args, async (tx: postgres.TransactionSql) => {
      await tx.unsafe(SET_WRITER, [writer]);
      return fn(tx);
    });
  };
  client.unsafe = ((query: string, params?: never[], options?: never) => {
    const writer = writerSetting();
    if (!writer || !WRITES.test(query)) return unsafe(query, params, options);
    const run = (values: boolean) =>
      begin(async (tx: postgres.TransactionSql) => {
        await tx.unsafe(SET_WRITER, [writer]);
        const pending = tx.unsafe(query, params, options);
        return values ? pending.values() : pending;
      });
    return {
      values: () => run(true),
      then: (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
        run(false).then(ok, fail),
    };
  }) as unknown as Unsafe;
}

/** PGlite: the same, on its `transaction` and `query`. */
export function recordWritersOnPglite(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  const query = client.query.bind(client);
  client.transaction = ((fn: Parameters<PGlite["transaction"]>[0]) => {
    const writer = writerSetting();
    if (!writer) return transaction(fn);
    return transaction(async (tx) => {
      await tx.query(SET_WRITER, [writer]);
      return fn(tx);
    });
  }) as PGlite["transaction"];
  client.query = ((sql: string, params?: unknown[], options?: never) => {
    const writer = writerSetting();
    if (!writer || !WRITES.test(sql)) return query(sql, params, options);
    return transaction(async (tx) => {
      await tx.query(SET_WRITER, [writer]);
      return tx.query(sql, params, options);
    });
  }) as PGlite["query"];
}
