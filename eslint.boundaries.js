/**
 * Which folder may import which (docs/decisions/021-a-home-for-each-concern.md). Imports run one
 * way, from the edge of the app towards its pure rules; an import the other way fails lint.
 *
 *   server.ts, entry.server   the HTTP server and Remix's document entry
 *   edge/                     what server.ts runs around Remix (limits, cross-site, cache, jobs)
 *   routes.ts                 the route table (the site map)
 *   pages/, root              pages, one folder per address: parse, call one operation, answer
 *   api/                      the /api routes, their plumbing (declared routes, JSON answers) and
 *                             every JSON shape
 *   features/<domain>/        the operations pages and /api share, one folder per domain
 *   http/                     what every route reads from a request and answers with
 *   services/                 adapters to the outside: payments, mail, captcha, images
 *   models/                   the only code that queries the database
 *   log/                      the one log, written to from anywhere on the server
 *   lib/, schemas/, locales/, content/   pure rules, zod schemas, texts: no server code
 *   components/               React; may read server types, never server code
 */
import boundaries from "eslint-plugin-boundaries";

/** Folders, each one kind of module. */
const folders = {
  edge: "app/edge",
  pages: "app/pages",
  api: "app/api",
  features: "app/features",
  http: "app/http",
  services: "app/services",
  models: "app/models",
  log: "app/log",
  components: "app/components",
  lib: "app/lib",
  schemas: "app/schemas",
  locales: "app/locales",
  content: "app/content",
};
/** Single files that are a kind of their own (or join one). */
const files = {
  "server-entry": ["server.ts", "app/entry.server.tsx"],
  root: ["app/root.tsx", "app/entry.client.tsx"],
  "route-table": ["app/routes.ts"],
  database: ["app/db.server.ts", "db/client.server.ts", "db/staff-writer.server.ts"],
  tables: ["db/schema.ts"],
};
const entity = (kind) =>
  kind in folders ? { element: { type: kind } } : { file: { categories: kind } };

const PURE = ["lib", "schemas", "locales", "content"];
/** What any server module may use: the log, the database handle and its types, the pure folders. */
const SERVER = ["log", "database", ...PURE];
const PAGES = ["api", "features", "http", "services", "models", "components", ...SERVER];
/** What each kind of module may import (its own kind included), besides packages. */
const MAY_IMPORT = {
  "server-entry": ["edge", "http", "components", ...SERVER],
  edge: ["features", "http", "services", "models", ...SERVER],
  pages: PAGES,
  root: ["pages", ...PAGES],
  "route-table": ["lib"],
  api: ["features", "http", "services", "models", ...SERVER],
  features: ["http", "services", "models", ...SERVER],
  http: ["services", "models", ...SERVER],
  services: ["models", ...SERVER],
  models: ["tables", ...SERVER],
  log: [],
  database: ["tables"],
  tables: ["lib"],
  components: [...PURE],
  lib: ["locales"],
  schemas: ["lib", "locales"],
  locales: ["lib"],
  content: ["lib", "locales"],
};
/** Types only: a component may name what a loader returns, never run server code. */
const MAY_IMPORT_TYPES = {
  components: ["features", "http", "models", "pages", "root"],
};

const allowed = (from, to, kind) => ({
  from: entity(from),
  allow: {
    to: [from, ...to].map(entity),
    ...(kind ? { dependency: { kind } } : {}),
  },
});

export const importDirection = {
  files: ["app/**/*.{ts,tsx}", "server.ts", "db/schema.ts", "db/client.server.ts"],
  ignores: ["app/**/*.test.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "boundaries/elements": Object.entries(folders).map(([type, path]) => ({
      type,
      pattern: `${path}/**`,
      partialMatch: false,
    })),
    "boundaries/files": Object.entries(files).map(([category, pattern]) => ({ category, pattern })),
    "import/resolver": { typescript: { project: "./tsconfig.json" } },
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        checkInternals: false,
        message:
          "{{from.type}}{{from.file.categories}} may not import {{to.type}}{{to.file.categories}}: imports run from the edge towards lib (eslint.boundaries.js)",
        policies: [
          ...Object.entries(MAY_IMPORT).map(([from, to]) => allowed(from, to)),
          ...Object.entries(MAY_IMPORT_TYPES).map(([from, to]) => allowed(from, to, "type")),
        ],
      },
    ],
    // A new folder must say what kind it is before its imports are checked.
    "boundaries/no-unknown-files": "error",
  },
};

const QUERY_BUILDER = { name: "drizzle-orm", message: "Only app/models queries the database." };
const TABLES = { group: ["**/db/schema"], message: "Only app/models reads the tables." };

/** The database's query builder belongs to the models (and the schema). */
export const queriesInModels = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: ["app/models/**", "app/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": ["error", { paths: [QUERY_BUILDER], patterns: [TABLES] }],
  },
};

/**
 * A request's database is its load context's (`context.db`, app/edge/load-context.server.ts),
 * passed on to what it calls; only the server's edge and the background work outside requests
 * (services) open it themselves. (The other kinds may not import the database at all.)
 */
export const databaseFromContext = {
  files: ["app/{pages,api,features,http}/**/*.{ts,tsx}", "app/root.tsx"],
  ignores: ["app/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [
          QUERY_BUILDER,
          { name: "~/db.server", message: "Use the request's database: context.db." },
        ],
        patterns: [TABLES],
      },
    ],
  },
};
