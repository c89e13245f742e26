import type { PGlite, Results, Transaction } from "@electric-sql/pglite";
import type { Database } from "../../db/client.server";
import { onDataChange } from "~/models/data-changes.server";

/**
 * A test's queries on a running test server's PGlite (tests/helpers/database.ts, `atDatabase`).
 * PGlite is a library inside this process: no other process can open its directory while it
 * runs, so a test that reads what the server wrote, or changes what it will read, sends its
 * queries here over the IPC channel its parent opened (docs/decisions/054). Only a server started
 * by a test (NODE_ENV=test, with that channel) answers; the network never reaches it.
 */
export type TestQuery =
  | {
      id: number;
      op: "query";
      /** The open transaction the query runs in, if any. */
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode?: "array" | "object";
      /** Type oids whose values come back as PostgreSQL's text (drizzle's own parsers). */
      asText: number[];
    }
  /** The demo shop as the template has it (tests/helpers/pristine.ts), caches forgotten. */
  | { id: number; op: "restore" }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean };

export type TestAnswer =
  | { id: number; result?: Results; tx?: number }
  | { id: number; error: { message: string; code?: string } };

class RolledBack extends Error {}

export function answerTestQueries(database: Database): void {
  if (process.env.NODE_ENV !== "test" || !process.send) return;
  // A server whose test is gone (its worker ended, however) goes too.
  process.on("disconnect", () => process.exit(0));
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => Promise<void> }>();
  let made = 0;

  async function begin(): Promise<number> {
    const id = ++made;
    await new Promise<void>((begun, failed) => {
      let finish!: (commit: boolean) => void;
      const done = client.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            finish = (commit) => (commit ? resolve() : reject(new RolledBack()));
            open.set(id, {
              tx,
              end: async (commit) => {
                open.delete(id);
                finish(commit);
                await done.catch((error: unknown) => {
                  if (!(error instanceof RolledBack)) throw error;
                });
              },
            });
            begun();
          }),
      );
      done.catch(failed);
    });
    return id;
  }

  /** Answers once this process has heard the restore's "everything changed" and forgotten. */
  async function restore(): Promise<void> {
    let stop = () => {};
    const forgotten = new Promise<void>((resolve) => {
      stop = onDataChange((topic) => topic === null && resolve());
    });
    try {
      const restoring = "select pristine.restore()";
      for (let attempt = 1; ; attempt++) {
        try {
          if (database.kind === "pglite") await client.query(restoring);
          else
            await (client as unknown as { unsafe(q: string): Promise<unknown> }).unsafe(restoring);
          break;
        } catch (error) {
          // The restore truncates every table; on PostgreSQL a request of the file before still
          // at work (a webhook iyzico's stand-in sends again, the stock release's timer) can hold
          // rows of two tables in the other order. PostgreSQL ends the deadlock by aborting one
          // side: when that is the restore, it runs again.
          if (attempt >= 5 || (error as { code?: string }).code !== "40P01") throw error;
        }
      }
      await forgotten;
    } finally {
      stop();
    }
  }

  async function answer(ask: TestQuery): Promise<TestAnswer> {
    if (ask.op === "restore") {
      await restore();
      return { id: ask.id };
    }
    if (database.kind !== "pglite") throw new Error("on PostgreSQL a test opens the database");
    if (ask.op === "begin") return { id: ask.id, tx: await begin() };
    if (ask.op === "end") {
      await open.get(ask.tx)?.end(ask.commit);
      return { id: ask.id };
    }
    const on = ask.tx === undefined ? client : open.get(ask.tx)?.tx;
    if (!on) throw new Error(`no open transaction ${ask.tx}`);
    const parsers = Object.fromEntries(ask.asText.map((oid) => [oid, (text: string) => text]));
    return {
      id: ask.id,
      result: await on.query(ask.sql, ask.params, { rowMode: ask.rowMode, parsers }),
    };
  }

  process.on("message", (ask: TestQuery) => {
    answer(ask)
      .catch((error: Error & { code?: string }) => ({
        id: ask.id,
        error: { message: error.message, code: error.code },
      }))
      .then((reply) => process.send!(reply));
  });
}
