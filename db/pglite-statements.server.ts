import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

const { serialize } = protocol;
const { DatabaseError } = protocol.messages;

/** Statements kept per database; the oldest is closed when a new one would pass this. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them: how each value is written. */
  types: number[];
}

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite's `query` sends every statement unnamed, in six calls into PostgreSQL (parse, describe,
 * bind, describe, execute, sync), and PostgreSQL parses and plans it anew each time: 0.7-1.4 ms
 * for a lookup by key, 40 % of a test server's CPU. Drizzle sends a few hundred distinct query
 * texts, so each is prepared once as a named statement, and a query is then one call of bind,
 * describe, execute and sync: 5 times faster. postgres.js does the same on PostgreSQL
 * (client.server.ts). `query` and a transaction's `query` are replaced in place; `exec` (several
 * statements, no parameters) stays PGlite's own.
 */
export function preparedOnPglite(client: PGlite): void {
  const statements = new Map<string, Statement>();
  let made = 0;
  // PGlite's own locks: one query at a time, and none inside another caller's transaction.
  const internals = client as unknown as {
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    _checkReady(): Promise<void>;
  };

  async function statementOf(text: string, options?: QueryOptions): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's first entry is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const parts: Uint8Array[] = [];
    if (statements.size >= MAX_STATEMENTS) {
      const [oldest, { name: old }] = statements.entries().next().value!;
      statements.delete(oldest);
      parts.push(serialize.close({ type: "S", name: old }));
    }
    const name = `shop_${++made}`;
    parts.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    );
    const described = await client.execProtocolStream(joined(parts), { syncToFs: false });
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return internals._runExclusiveQuery(async () => {
      try {
        const { name, types } = await statementOf(text, options);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const write = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
          return write ? write(value) : String(value);
        });
        const messages = await client.execProtocolStream(
          joined([
            serialize.bind({ statement: name, values: values as string[] }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: !inTransaction },
        );
        // parseResults would copy every parser PGlite knows (a few hundred types) into a new
        // object for each query given its own (drizzle gives four): chained instead, no copy.
        const parsers: PGlite["parsers"] = options?.parsers
          ? Object.assign(Object.create(client.parsers) as PGlite["parsers"], options.parsers)
          : client.parsers;
        return parse.parseResults(messages, parsers, {
          ...options,
          parsers: undefined,
        })[0] as Results<T>;
      } catch (error) {
        // As PGlite's own query reports a failed statement.
        if (error instanceof DatabaseError) Object.assign(error, { query: text, params });
        throw error;
      }
    });
  }

  const transaction = client.transaction.bind(client);
  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    await internals._checkReady();
    return internals._runExclusiveTransaction(() => run<T>(text, params, options, false));
  }) as PGlite["query"];
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) =>
      fn(
        Object.assign(Object.create(tx) as Transaction, {
          query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error("Transaction is closed");
            return run<R>(text, params, options, true);
          },
        }),
      ),
    )) as PGlite["transaction"];
}
