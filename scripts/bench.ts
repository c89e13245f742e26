// npm run bench [-- --no-build --products N --orders N --desk-only --duration S --connections N --query WORD]
//
// Measures the budgets of DESIGN.md §8: builds the shop (into bench/.build/shop, never ./build)
// and a bare Remix app (bench/bare -> bench/.build/bare), seeds a fresh database with a large
// catalogue (PostgreSQL when BENCH_DATABASE_URL is set, else PGlite in a temp directory), starts
// both production servers, loads each storefront page with autocannon, and prints latency,
// throughput as a ratio to the bare route, the server's CPU time per request (Linux; steady on a
// busy machine where req/s is not), and the gzipped JavaScript a storefront page loads.
// Results also go to bench-results/latest.json. Servers, temp directories and the bench
// database are removed at the end, also when something fails.
import { mkdirSync, mkdtempSync, rmSync, existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { and, count, desc, eq, like, sql } from "drizzle-orm";
import { freePort, runCommand, startServer, type Server } from "./bench/processes";
import { load, loadSpread, type LoadResult } from "./bench/load";
import { leastMeanMs, measureShopper, SHOPPER_BUDGET, shopperCookie } from "./bench/shopper";
import { measureAgainstFloor, type AgainstFloor } from "./bench/against-floor";
import {
  measureProfiles,
  PROFILE_LEGEND,
  profileRows,
  type ProfiledLoad,
} from "./bench/profiled-loads";
import { JsMeter, type PageJs } from "./bench/js-size";
import { measureStaff, STAFF_BUDGET, type StaffIds, type StaffResult } from "./bench/staff";
import {
  DESK_ACCOUNTS,
  DESK_BUDGET,
  deskToken,
  measureDesk,
  type DeskIds,
  type DeskResult,
} from "./bench/desk";
import { productionEnv } from "../tests/helpers/production-env";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHOP_BUILD = path.join(ROOT, "bench/.build/shop");
const BARE_BUILD = path.join(ROOT, "bench/.build/bare");
const RESULTS = path.join(ROOT, "bench-results/latest.json");

const BUDGET = { medianMs: 20, p99Ms: 60, jsGzipKb: 120 };
/**
 * A rendered page on one connection: at most this multiple of its unavoidable cost, React's render
 * of it + a bare route's HTTP + compressing the same bytes (DESIGN.md §8).
 */
const COST_TARGET = 1.25;
/** The served page ÷ its unavoidable cost (the rounds' medians of each). */
const timesCost = (f: AgainstFloor) => f.renderedMs / (f.floorMs + f.bareMs + f.compressingMs);

const HELP = `npm run bench -- [options]
  --no-build         reuse bench/.build/shop and bench/.build/bare
  --products N       the storefront's catalogue (default 10000)
  --staff-products N the dashboards' catalogue (default 100000): a second database and
                     server, unless N is the storefront's
  --orders N         orders to seed there for the order desk and the owner's home (default
                     100000; 0: no desk); a small second merchant gets a brand of 1 product
                     in 40 first
  --desk-only        measure the order desk alone (needs --orders), no storefront or staff list
  --duration S       seconds of load per path (default 10)
  --warmup S         seconds of warm-up load per path (default 3)
  --connections N    concurrent connections (default 10)
  --single S         then S seconds per path on 1 connection, latency without queueing
                     (default 5; 0 skips); also the rounds against the floor (at least 3)
  --query WORD       the search word for /shop?q= (default ametist)
Env: BENCH_DATABASE_URL=postgres://… runs on PostgreSQL (a fresh database shop_bench_<pid>),
otherwise on PGlite in a fresh temp directory. On PostgreSQL it also times React alone rendering
each storefront page, its data loaded (scripts/bench/floor.ts), in turns with the page served,
and prints each rendered page as a multiple of that floor. Each load over its target is run
again with the shop under the profiler, and its time per request printed by part.`;

function options() {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      products: { type: "string", default: "10000" },
      "staff-products": { type: "string", default: "100000" },
      orders: { type: "string", default: "100000" },
      "desk-only": { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      connections: { type: "string", default: "10" },
      single: { type: "string", default: "5" },
      query: { type: "string", default: "ametist" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const int = (name: string, value: string, min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min)
      throw new Error(`--${name} wants a whole number >= ${min}, got '${value}'`);
    return n;
  };
  return {
    build: !values["no-build"],
    products: int("products", values.products, 1),
    staffProducts: int("staff-products", values["staff-products"], 1),
    orders: int("orders", values.orders, 0),
    deskOnly: values["desk-only"],
    duration: int("duration", values.duration, 1),
    warmup: int("warmup", values.warmup, 0),
    connections: int("connections", values.connections, 1),
    single: int("single", values.single, 0),
    query: values.query,
  };
}

// ------------------------------------------------------------------------------ cleanup

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
function onCleanup(name: string, run: () => Promise<void> | void) {
  cleanups.push({ name, run });
}
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const { name, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`cleanup (${name}) failed:`, error);
      }
    }
  })();
  return cleaning;
}
// Ctrl-C reaches this process twice (from the terminal and relayed by tsx): handle every signal,
// so that a repeat cannot kill the process half-way through the cleanup.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.error(`\n${signal}: stopping servers and cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ------------------------------------------------------------------------------ steps

function step(text: string) {
  console.log(`\n▸ ${text}`);
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await fn();
  console.log(`  ${label} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return value;
}

async function build() {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  rmSync(SHOP_BUILD, { recursive: true, force: true });
  rmSync(BARE_BUILD, { recursive: true, force: true });
  await timed(`shop built into ${path.relative(ROOT, SHOP_BUILD)}`, () =>
    runCommand("npx", ["remix", "vite:build"], {
      cwd: ROOT,
      env: { ...env, BUILD_DIR: SHOP_BUILD },
    }),
  );
  await timed(`bare app built into ${path.relative(ROOT, BARE_BUILD)}`, () =>
    runCommand("npx", ["remix", "vite:build", "bench/bare"], {
      cwd: ROOT,
      env: { ...env, BARE_BUILD_DIR: BARE_BUILD },
    }),
  );
}

interface BenchDatabase {
  kind: "postgres" | "pglite";
  label: string;
  /** What openDatabase() and the server's DATABASE_URL get. */
  url: string;
  dataDir: string;
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.href;
}

async function createDatabase(suffix = ""): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  onCleanup("temp directory", () => rmSync(dataDir, { recursive: true, force: true }));
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const url = `pglite:${path.join(dataDir, "pglite")}`;
    return {
      kind: "pglite",
      label: `PGlite in ${dataDir} (set BENCH_DATABASE_URL for PostgreSQL)`,
      url,
      dataDir,
    };
  }
  const name = `shop_bench_${process.pid}${suffix}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  onCleanup("bench database", async () => {
    const a = postgres(base, { max: 1, onnotice: () => {} });
    try {
      await a.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await a.end();
    }
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    label: `PostgreSQL, database ${name} on ${redact(base)}`,
    url: url.href,
    dataDir,
  };
}

/** Seeds the catalogue and returns a real product slug and how many products the query hits. */
/**
 * The order desk's data: a small second merchant (a brand of one product in forty, and their
 * sign-in), then `count` orders over the catalogue (db/seed/orders.server.ts), and what the
 * desk's views ask for.
 */
async function seedOrders(database: BenchDatabase, count: number): Promise<DeskIds> {
  const { openDatabase } = await import("../db/client.server");
  const { seedManyOrders } = await import("../db/seed/orders.server");
  const { brands, merchants, users } = await import("../db/schema");
  const { hashPassword } = await import("../app/lib/password.server");
  const { db, close } = await openDatabase(database.url);
  try {
    const [small] = await db.insert(merchants).values({ name: "Küçük Atölye" }).returning();
    const account = DESK_ACCOUNTS.smallMerchant;
    await db.insert(users).values({
      firstName: "Küçük",
      lastName: "Atölye",
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: "ROLE_MERCHANT",
      merchantId: small!.id,
    });
    const [brand] = await db
      .insert(brands)
      .values({ name: "Küçük Marka", slug: "kucuk-marka", merchantId: small!.id })
      .returning();
    await db.execute(
      sql`update products set brand_id = ${brand!.id} where sku_number % 40 = 7 and brand_id in (select id from brands where merchant_id is null)`,
    );
    await timed(`${count} orders seeded`, () =>
      seedManyOrders(db, count, {
        onProgress: (added) => {
          if (added % 20000 === 0 || added === count) console.log(`  ${added} / ${count} orders`);
        },
      }),
    );
    await db.execute(sql`vacuum analyze`);
    const rows = (await db.execute(sql`
      select right(id::text, 7) as number, buyer->>'email' as email,
        to_char((now() at time zone 'Europe/Istanbul') - interval '60 days', 'YYYY-MM-DD') as "from",
        to_char((now() at time zone 'Europe/Istanbul') - interval '30 days', 'YYYY-MM-DD') as "to"
      from orders where status <> 'İşlem Tamamlanmadı'
      order by created_at desc offset ${Math.floor(count / 2)} limit 1`)) as unknown as
      DeskIds[] | { rows: DeskIds[] };
    const ids = (Array.isArray(rows) ? rows : rows.rows)[0]!;
    const [{ shares }] = (await db.execute(sql`
      select string_agg(coalesce(m.name, '-') || ' ' || n, ', ') as shares from (
        select b.merchant_id, count(distinct oi.order_id) as n from order_items oi
        join products p on p.id = oi.product_id join brands b on b.id = p.brand_id
        where b.merchant_id is not null group by 1) s left join merchants m on m.id = s.merchant_id`)) as unknown as {
      shares: string;
    }[];
    console.log(`  orders holding each merchant's lines: ${shares ?? "?"}`);
    return ids;
  } finally {
    await close();
  }
}

async function seed(database: BenchDatabase, products: number, query: string) {
  const { openDatabase } = await import("../db/client.server");
  const { seedLargeCatalogue } = await import("../db/seed/catalogue.server");
  const { products: productsTable } = await import("../db/schema");
  const { foldForSearch } = await import("../app/lib/search");
  const { db, close } = await openDatabase(database.url);
  try {
    const seeded = await timed(`catalogue seeded`, () =>
      seedLargeCatalogue(db, products, {
        onProgress: (added, toAdd) => {
          if (added === toAdd || added % 5000 === 0)
            console.log(`  ${added} / ${toAdd} products added`);
        },
      }),
    );
    if (seeded.demoSeeded) console.log("  (the demo shop first, then generated products)");
    const listed = and(eq(productsTable.isActive, true), eq(productsTable.isVisible, true));
    const [{ total }] = await db.select({ total: count() }).from(productsTable).where(listed);
    const [picked] = await db
      .select({ slug: productsTable.slug })
      .from(productsTable)
      .where(listed)
      .orderBy(desc(productsTable.skuNumber))
      .offset(Math.floor(total / 2))
      .limit(1);
    if (!picked) throw new Error("The seeded catalogue has no listed product");
    const [{ hits }] = await db
      .select({ hits: count() })
      .from(productsTable)
      .where(and(listed, like(productsTable.searchText, `%${foldForSearch(query)}%`)));
    console.log(
      `  ${total} listed products; product page: ${picked.slug}; '${query}' matches ${hits}`,
    );
    if (hits === 0)
      console.warn(`  warning: '${query}' matches no product; pass --query with a word that does`);
    // What the dashboards' filtered views name: the brand, category and a stone of that product.
    const [staffIds] = await db
      .select({
        product: productsTable.id,
        brand: productsTable.brandId,
        category: productsTable.categoryId,
        stone: sql<string>`(select stone_id from product_stones where product_id = ${productsTable.id} limit 1)`,
      })
      .from(productsTable)
      .where(eq(productsTable.slug, picked.slug));
    return { listed: total, slug: picked.slug, hits, staffIds: staffIds as StaffIds };
  } finally {
    await close();
  }
}

/** The shop's production environment over the bench's build and database. */
function shopEnv(database: BenchDatabase, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...productionEnv(`http://127.0.0.1:${port}`),
    HOST: "127.0.0.1",
    PORT: String(port),
    BUILD_DIR: SHOP_BUILD,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    // The catalogue is already seeded: the server must not add the demo shop on top.
    SEED_DEMO: "false",
  };
}

/**
 * The shop in production mode; `pageCache: false` renders every request (PAGE_CACHE_MS=0).
 * `nodeArgs`: flags for node itself (the profiler's).
 */
async function startShop(
  database: BenchDatabase,
  pageCache: boolean,
  nodeArgs: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const server = await startServer({
    name: `shop server${pageCache ? "" : " (no page cache)"}${nodeArgs.length ? " (profiled)" : ""}`,
    // The server compiled into the build (docs/decisions/018).
    args: [...nodeArgs, path.join(SHOP_BUILD, "server.js")],
    cwd: ROOT,
    env: { ...shopEnv(database, port), ...(pageCache ? {} : { PAGE_CACHE_MS: "0" }) },
    port,
    readyText: "Shop ready on",
  });
  onCleanup(server.name, server.stop);
  return server;
}

async function startBare(): Promise<Server> {
  const port = await freePort();
  const server = await startServer({
    name: "bare server",
    args: ["--import", "tsx", "bench/bare/server.ts"],
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: BARE_BUILD,
    },
    port,
    readyText: "Bare ready on",
  });
  onCleanup("bare server", server.stop);
  return server;
}

interface Target {
  label: string;
  server: Server;
  path: string;
  storefront: boolean;
  /** Served by the shop with its page cache on. */
  cached: boolean;
}

/** One plain request first, so that a broken page fails with its status and the server's log. */
async function preflight(target: Target) {
  const res = await fetch(new URL(target.path, target.server.url));
  const body = await res.text();
  if (res.status !== 200) {
    throw new Error(
      `${target.label} (${target.path}) answered ${res.status}:\n${body.slice(0, 800)}\n--- ${target.server.name} output ---\n${target.server.output().slice(-4000)}`,
    );
  }
}

function checkAllOk(target: Target, r: LoadResult) {
  checkLoad(`${target.label} (${target.path})`, r, [target.server]);
}

/** Stops the bench when `what` answered anything but 2xx, with the servers' last output. */
function checkLoad(what: string, r: LoadResult, servers: Server[]) {
  if (r.non2xx || r.errors || r.timeouts || r.requests === 0) {
    throw new Error(
      `${what} under load: ${r.requests} responses, ${r.non2xx} not 2xx ` +
        `${JSON.stringify(r.statusCodes)}, ${r.errors} errors, ${r.timeouts} timeouts\n` +
        servers.map((s) => `--- ${s.name} output ---\n${s.output().slice(-4000)}`).join("\n"),
    );
  }
}

// ------------------------------------------------------------------------------ report

const kb = (bytes: number) => bytes / 1000;
const mark = (ok: boolean) => (ok ? "ok" : "OVER");

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r, ri) => {
      const line = r
        // Numbers right-aligned; the first (path) and last (budget) columns left-aligned.
        .map((cell, i) =>
          i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
        )
        .join("  ");
      const trimmed = line.trimEnd();
      return ri === 0 ? `${trimmed}\n${widths.map((w) => "-".repeat(w)).join("  ")}` : trimmed;
    })
    .join("\n");
}

async function main() {
  const opts = options();
  const started = new Date();
  console.log(
    `Bench: ${opts.products} products, ${opts.connections} connections, ${opts.duration} s per path ` +
      `(${opts.warmup} s warm-up); ${os.cpus().length} CPU(s), Node ${process.version}; ` +
      `autocannon runs on the same machine.`,
  );

  if (opts.build) {
    step("Building (npx remix vite:build)");
    await build();
  } else {
    const builds = [
      path.join(SHOP_BUILD, "server/index.js"),
      path.join(SHOP_BUILD, "server.js"),
      path.join(BARE_BUILD, "server/index.js"),
    ];
    for (const file of builds) {
      if (!existsSync(file))
        throw new Error(`--no-build, but ${path.relative(ROOT, file)} is missing`);
    }
    step("Reusing the builds in bench/.build (--no-build)");
  }

  if (opts.deskOnly && !opts.orders) throw new Error("--desk-only needs --orders N");
  // The dashboards' database: the storefront's when the sizes agree, else one of its own.
  const ownStaffDatabase = opts.staffProducts !== opts.products;
  step(ownStaffDatabase ? `Dashboards' database (${opts.staffProducts} products)` : "Database");
  const staffDatabase = await createDatabase(ownStaffDatabase ? "_staff" : "");
  console.log(`  ${staffDatabase.label}`);
  const staffSeeded = await seed(staffDatabase, opts.staffProducts, opts.query);
  const deskIds = opts.orders ? await seedOrders(staffDatabase, opts.orders) : null;
  if (opts.deskOnly && deskIds) {
    step("Starting the shop");
    const rendering = await timed("shop server without page cache ready", () =>
      startShop(staffDatabase, false),
    );
    await reportDesk(staffDatabase, rendering.url, deskIds, opts, Math.max(opts.single, 5));
    return;
  }
  let database = staffDatabase;
  let seeded = staffSeeded;
  if (ownStaffDatabase) {
    step(`Storefront's database (${opts.products} products)`);
    database = await createDatabase();
    console.log(`  ${database.label}`);
    seeded = await seed(database, opts.products, opts.query);
  }

  step("Starting servers");
  const shop = await timed("shop server ready", () => startShop(database, true));
  const rendering = await timed("shop server without page cache ready", () =>
    startShop(database, false),
  );
  const bare = await timed("bare server ready", () => startBare());

  const pages = [
    { label: "home", path: "/" },
    { label: "shop", path: "/shop" },
    { label: "search", path: `/shop?q=${encodeURIComponent(opts.query)}` },
    { label: "product", path: `/product/${encodeURIComponent(seeded.slug)}` },
  ];
  // The same pages twice: as shoppers without a session get them (the page cache may answer),
  // and rendered on every request, as signed-in shoppers and cache misses get them.
  const targets: Target[] = [
    ...pages.map((p) => ({ ...p, server: shop, storefront: true, cached: true })),
    ...pages.map((p) => ({
      ...p,
      label: `${p.label}, rendered`,
      server: rendering,
      storefront: true,
      cached: false,
    })),
    { label: "bare Remix", server: bare, path: "/", storefront: false, cached: false },
  ];

  step("Warming up");
  for (const target of targets) await preflight(target);
  if (opts.warmup > 0) {
    for (const target of targets) {
      const r = await load(new URL(target.path, target.server.url).href, {
        connections: opts.connections,
        duration: opts.warmup,
      });
      checkAllOk(target, r);
    }
  }
  console.log("  every path answers 200");

  step(`Loading each path for ${opts.duration} s with ${opts.connections} connections`);
  const measured: {
    target: Target;
    result: LoadResult;
    /** The server's CPU time per request under this load: unlike req/s, barely moved by what
     * else the machine runs (null without /proc). */
    cpuMsPerRequest: number | null;
    single?: LoadResult;
  }[] = [];
  for (const target of targets) {
    const cpuBefore = target.server.cpuMs();
    const result = await load(new URL(target.path, target.server.url).href, {
      connections: opts.connections,
      duration: opts.duration,
    });
    const cpuAfter = target.server.cpuMs();
    checkAllOk(target, result);
    const cpuMsPerRequest =
      cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests;
    console.log(
      `  ${target.label.padEnd(10)} ${result.requests} requests, median ${result.medianMs.toFixed(2)} ms`,
    );
    measured.push({ target, result, cpuMsPerRequest });
  }
  if (opts.single > 0) {
    step(`Loading each path for ${opts.single} s with 1 connection (time per request, no queue)`);
    for (const m of measured) {
      m.single = await load(new URL(m.target.path, m.target.server.url).href, {
        connections: 1,
        duration: opts.single,
      });
      checkAllOk(m.target, m.single);
      console.log(
        `  ${m.target.label.padEnd(10)} ${m.single.requests} requests, median ${m.single.medianMs.toFixed(2)} ms`,
      );
    }
  }

  step(
    `A signed-in shopper with a cart: ${opts.connections} connections, ${opts.duration} s per path`,
  );
  const memberCookie = await shopperCookie(shop.url, seeded.slug);
  const shopper = await measureShopper(
    shop.url,
    memberCookie,
    pages.filter((p) => p.label === "shop" || p.label === "product").map((p) => p.path),
    { connections: opts.connections, duration: opts.duration, warmup: opts.warmup },
    () => shop.cpuMs(),
  );

  // Issue [11] point 5: a second process on the same database, the same load spread over both
  // (as a load balancer spreads connections), against the rendered pages' one-process figures,
  // and the signed-in shopper's.
  step(
    `Two processes: the rendered pages and the signed-in shopper, ${opts.connections} connections over both`,
  );
  const second = await timed("second shop server without page cache ready", () =>
    startShop(database, false),
  );
  const twoProcesses: { path: string; one: LoadResult; two: LoadResult; cpuMs: number | null }[] =
    [];
  const pairs = [
    ...measured
      .filter((m) => m.target.storefront && !m.target.cached)
      .map((m) => ({ name: m.target.path, path: m.target.path, one: m.result, headers: {} })),
    ...shopper.map((r) => ({
      name: `signed in ${r.path}`,
      path: r.path,
      one: r,
      headers: { cookie: memberCookie },
    })),
  ];
  for (const { name, path: pagePath, one, headers } of pairs) {
    const urls = [rendering, second].map((s) => new URL(pagePath, s.url).href);
    if (opts.warmup > 0)
      await loadSpread(urls, { connections: opts.connections, duration: opts.warmup, headers });
    const cpu = () => [rendering.cpuMs(), second.cpuMs()];
    const before = cpu();
    const two = await loadSpread(urls, {
      connections: opts.connections,
      duration: opts.duration,
      headers,
    });
    const after = cpu();
    checkLoad(`${name} on two processes`, two, [rendering, second]);
    const cpuMs = [...before, ...after].some((v) => v === null)
      ? null
      : (after[0]! - before[0]! + after[1]! - before[1]!) / two.requests;
    twoProcesses.push({ path: name, one, two, cpuMs });
    console.log(
      `  ${name.slice(0, 40).padEnd(40)} ${two.requestsPerSecond.toFixed(0)} req/s (one process: ${one.requestsPerSecond.toFixed(0)}), p99 ${two.p99Ms.toFixed(2)} ms (one: ${one.p99Ms.toFixed(2)})`,
    );
  }
  await second.stop();

  // Issue [11] point 1, on PostgreSQL: a third process must not open PGlite's directory.
  const floorRounds = Math.max(opts.single, 3);
  const floor: AgainstFloor[] =
    database.kind === "postgres"
      ? (step(
          `Against the floor: ${floorRounds} rounds of 1 s a slice: React alone renders the page (its data loaded), the page served, served uncompressed, the bare route`,
        ),
        await measureAgainstFloor({
          cwd: ROOT,
          env: shopEnv(database, 0),
          paths: pages.map((p) => p.path),
          rendering: rendering.url,
          bare: bare.url,
          rounds: floorRounds,
          seconds: 1,
          check: (what, r) => checkLoad(what, r, [rendering, bare]),
        }))
      : [];

  // Where a target is out of reach, the profile that says why (PostgreSQL only, as above).
  const overTarget: ProfiledLoad[] =
    database.kind !== "postgres"
      ? []
      : [
          ...floor
            .filter((f) => timesCost(f) > COST_TARGET)
            .map((f) => ({ label: `${f.path}, 1 connection`, path: f.path, connections: 1 })),
          ...shopper
            .filter((r) => !r.withinBudget.p99)
            .map((r) => ({
              label: `signed in ${r.path}, ${opts.connections} connections`,
              path: r.path,
              connections: opts.connections,
              headers: { cookie: memberCookie },
            })),
        ];
  const profiled = overTarget.length
    ? (step(
        `Where the time goes: ${overTarget.length} load(s) over target again, the shop under the profiler`,
      ),
      await measureProfiles(
        (nodeArgs) => startShop(database, false, nodeArgs),
        overTarget,
        { seconds: Math.max(opts.single, 3), warmup: opts.warmup },
        (what, r, server) => checkLoad(what, r, [server]),
      ))
    : [];

  step(
    `The dashboards over ${staffSeeded.listed} products: one signed-in user, 1 connection, ${Math.max(opts.single, 5)} s per path`,
  );
  const staffServer = ownStaffDatabase
    ? await timed(`dashboards' server (${opts.staffProducts} products) ready`, () =>
        startShop(staffDatabase, false),
      )
    : rendering;
  const staff: StaffResult[] = await measureStaff(
    staffServer.url,
    staffSeeded.staffIds,
    Math.max(opts.single, 5),
  );

  const desk = deskIds
    ? await reportDesk(staffDatabase, staffServer.url, deskIds, opts, Math.max(opts.single, 5))
    : null;
  // The dashboards' views over their budget, profiled over the dashboards' database.
  const staffOver = [...staff, ...(desk ?? [])].filter(
    (r) => !r.withinBudget.median || !r.withinBudget.p99,
  );
  if (staffOver.length && staffDatabase.kind === "postgres") {
    step(`Where the time goes: ${staffOver.length} dashboard view(s) over budget, profiled`);
    const tokens = new Map<string, string>();
    for (const { who } of staffOver)
      if (!tokens.has(who)) tokens.set(who, await deskToken(staffServer.url, who));
    if (staffServer !== rendering) await staffServer.stop();
    profiled.push(
      ...(await measureProfiles(
        (nodeArgs) => startShop(staffDatabase, false, nodeArgs),
        staffOver.map((r) => ({
          label: `${r.label} (${r.who}), 1 connection`,
          path: r.path,
          connections: 1,
          headers: { authorization: `Bearer ${tokens.get(r.who)}` },
        })),
        { seconds: Math.max(opts.single, 3), warmup: 1 },
        (what, r, server) => checkLoad(what, r, [server]),
      )),
    );
  } else if (staffServer !== rendering) await staffServer.stop();

  step("JavaScript a storefront page loads (gzip)");
  const jsPages: PageJs[] = [];
  const shopMeter = new JsMeter(shop.url);
  for (const target of targets.filter((t) => t.cached && t.label !== "search"))
    jsPages.push(await shopMeter.page(target.path));
  const barePage = await new JsMeter(bare.url).page("/");

  // ------------------------------------------------------------------ print
  const bareRps = measured.find((m) => !m.target.storefront)!.result.requestsPerSecond;
  const isPostgres = database.kind === "postgres";
  const budgetHead = `budget median < ${BUDGET.medianMs}, p99 < ${BUDGET.p99Ms}${isPostgres ? "" : "*"}`;
  const shown = (target: Target) =>
    (target.path.length > 40 ? `${target.path.slice(0, 37)}...` : target.path) +
    (target.storefront ? (target.cached ? "" : " (rendered)") : " (bare)");
  const judge = (r: LoadResult) => ({
    median: r.medianMs < BUDGET.medianMs,
    p99: r.p99Ms < BUDGET.p99Ms,
  });
  const verdict = (ok: { median: boolean; p99: boolean }) =>
    `median ${mark(ok.median)}, p99 ${mark(ok.p99)}`;

  const rows = [
    ["path", "median ms", "p99 ms", "req/s", "ratio to bare", "server CPU ms/req", budgetHead],
  ];
  const singleRows = [["path", "median ms", "p99 ms", "req/s", budgetHead]];
  const results = measured.map(({ target, result, cpuMsPerRequest, single }) => {
    const ratio = result.requestsPerSecond / bareRps;
    const ok = judge(result);
    rows.push([
      shown(target),
      result.medianMs.toFixed(2),
      result.p99Ms.toFixed(2),
      result.requestsPerSecond.toFixed(0),
      target.storefront ? ratio.toFixed(3) : "1",
      cpuMsPerRequest === null ? "-" : cpuMsPerRequest.toFixed(2),
      target.storefront ? verdict(ok) : "-",
    ]);
    if (single) {
      singleRows.push([
        shown(target),
        single.medianMs.toFixed(2),
        single.p99Ms.toFixed(2),
        single.requestsPerSecond.toFixed(0),
        target.storefront ? verdict(judge(single)) : "-",
      ]);
    }
    return {
      label: target.label,
      path: target.path,
      bare: !target.storefront,
      cached: target.cached,
      ...result,
      ratioToBare: ratio,
      cpuMsPerRequest,
      withinBudget: target.storefront ? ok : undefined,
      singleConnection: single
        ? { ...single, withinBudget: target.storefront ? judge(single) : undefined }
        : undefined,
    };
  });

  console.log(`\nDatabase: ${database.label}`);
  console.log(
    `Catalogue: ${seeded.listed} listed products; '${opts.query}' matches ${seeded.hits}\n`,
  );
  console.log(`${opts.connections} connections, ${opts.duration} s per path:`);
  console.log(table(rows));
  if (!isPostgres)
    console.log("* the latency budget is for PostgreSQL; PGlite shown for reference");
  if (opts.single > 0) {
    console.log(`\n1 connection, ${opts.single} s per path (latency without queueing):`);
    console.log(table(singleRows));
  }

  if (floor.length) {
    // A rendered page on one connection against its unavoidable cost (DESIGN.md §8: ≤ 1.25×).
    const floorRows = [
      [
        "path",
        "served median ms",
        "floor median ms",
        "× floor",
        "rounds' × floor",
        "× unavoidable",
        `target ≤ ${COST_TARGET}×`,
        "uncompressed ms",
        "compressing ms",
        "bare route ms",
        "least ×",
      ],
    ];
    for (const f of floor) {
      floorRows.push([
        f.path.length > 40 ? `${f.path.slice(0, 37)}...` : f.path,
        f.renderedMs.toFixed(2),
        f.floorMs.toFixed(2),
        f.timesFloor.toFixed(2),
        f.timesFloorRange.map((t) => t.toFixed(2)).join("-"),
        timesCost(f).toFixed(2),
        mark(timesCost(f) <= COST_TARGET),
        f.uncompressedMs.toFixed(2),
        f.compressingMs.toFixed(2),
        f.bareMs.toFixed(2),
        f.leastTimes.toFixed(2),
      ]);
    }
    console.log(
      `\nServed pages against the floor (React alone, the page's data loaded; 1 connection; medians of ${floor[0]!.rounds} rounds):\n${table(floorRows)}`,
    );
    console.log(
      "  × unavoidable: served ÷ (floor + the bare route + compressing), what the page would take if the shop's own code cost nothing; least ×: that cost ÷ floor",
    );
  } else console.log("\nThe floor is measured on PostgreSQL only (BENCH_DATABASE_URL).");

  const shopperRows = [
    [
      "path",
      "median ms",
      "p99 ms",
      "req/s",
      `target p99 < ${SHOPPER_BUDGET.p99Ms}`,
      "shop CPU ms/req",
      "machine CPU ms/req",
      "least mean ms",
      "least mean at the floor ms",
    ],
  ];
  const orDash = (v: number | null) => (v === null ? "-" : v.toFixed(2));
  for (const r of shopper) {
    // The same, had the shop cost nothing but React's render of the page (the floor): what
    // PostgreSQL and autocannon took of the machine stays.
    const pageFloor = floor.find((f) => f.path === r.path);
    const atFloor =
      r.machineCpuMs === null || r.serverCpuMs === null || !pageFloor
        ? null
        : leastMeanMs(opts.connections, r.machineCpuMs - r.serverCpuMs + pageFloor.floorMs);
    shopperRows.push([
      r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path,
      r.medianMs.toFixed(2),
      r.p99Ms.toFixed(2),
      r.requestsPerSecond.toFixed(0),
      mark(r.withinBudget.p99),
      orDash(r.serverCpuMs),
      orDash(r.machineCpuMs),
      orDash(r.leastMeanMs),
      orDash(atFloor),
    ]);
  }
  console.log(
    `\nA signed-in shopper with one product in the cart (rendered every time), ${opts.connections} connections:\n${table(shopperRows)}`,
  );
  console.log(
    `  least mean: ${opts.connections} connections × the machine's CPU per request ÷ ${os.cpus().length} cores (Little's law), with the shop, PostgreSQL and autocannon sharing them; at the floor: the shop's CPU replaced by React's render alone`,
  );

  const processRows = [
    [
      "path (rendered every time)",
      "1 process req/s",
      "2 processes req/s",
      "× throughput",
      "1 process p99 ms",
      "2 processes p99 ms",
      "CPU ms/req (2)",
    ],
  ];
  for (const r of twoProcesses) {
    processRows.push([
      r.path.length > 40 ? `${r.path.slice(0, 37)}...` : r.path,
      r.one.requestsPerSecond.toFixed(0),
      r.two.requestsPerSecond.toFixed(0),
      (r.two.requestsPerSecond / r.one.requestsPerSecond).toFixed(2),
      r.one.p99Ms.toFixed(2),
      r.two.p99Ms.toFixed(2),
      r.cpuMs === null ? "-" : r.cpuMs.toFixed(2),
    ]);
  }
  console.log(
    `\nOne process against two on the same database, ${opts.connections} connections (${os.cpus().length} CPUs, autocannon and PostgreSQL on them too):\n${table(processRows)}`,
  );

  const staffRows = [
    [
      "path",
      "median ms",
      "p99 ms",
      "gzip kB",
      `budget median < ${STAFF_BUDGET.medianMs}, p99 < ${STAFF_BUDGET.p99Ms}, ≤ ${STAFF_BUDGET.htmlGzipKb} kB${isPostgres ? "" : "*"}`,
    ],
  ];
  for (const r of staff) {
    staffRows.push([
      // The ids make a filtered path long: the label says which view it is.
      `${r.label}: ${r.path.length > 50 ? `${r.path.slice(0, 47)}...` : r.path}`,
      r.medianMs.toFixed(2),
      r.p99Ms.toFixed(2),
      r.bodyGzipKb.toFixed(1),
      `${verdict(r.withinBudget)}, size ${mark(r.withinBudget.html)}`,
    ]);
  }
  console.log(
    `\nThe dashboards over ${staffSeeded.listed} products${opts.orders ? ` and ${opts.orders} orders` : ""}, one signed-in user, 1 connection:\n${table(staffRows)}`,
  );

  if (profiled.length) {
    console.log(
      `\nWhere the time goes, for each load over its target: the shop's main thread, profiled (V8's sampler, every 0.5 ms):\n${table(profileRows(profiled, (p) => floor.find((f) => f.path === p)?.floorMs))}`,
    );
    console.log(PROFILE_LEGEND);
  }

  const jsRows = [["page", "files", "raw kB", "gzip kB", `budget ≤ ${BUDGET.jsGzipKb} kB gzip`]];
  for (const page of jsPages) {
    jsRows.push([
      page.path,
      String(page.files.length),
      kb(page.bytes).toFixed(1),
      kb(page.gzipBytes).toFixed(1),
      mark(kb(page.gzipBytes) <= BUDGET.jsGzipKb),
    ]);
  }
  jsRows.push([
    "/ (bare Remix: React + Remix alone)",
    String(barePage.files.length),
    kb(barePage.bytes).toFixed(1),
    kb(barePage.gzipBytes).toFixed(1),
    "-",
  ]);
  console.log(`\nJavaScript loaded at start:\n${table(jsRows)}`);
  const heaviest = jsPages.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  console.log(
    `  largest on ${heaviest.path} (gzip kB): ` +
      heaviest.files
        .slice(0, 6)
        .map((f) => `${path.basename(f.url)} ${kb(f.gzipBytes).toFixed(1)}`)
        .join(", "),
  );
  console.log(
    "  (kB = 1000 bytes; zlib default level; static imports followed, lazy chunks not counted)",
  );

  const storefront = results.filter((r) => !r.bare);
  const verdictOf = (list: typeof storefront) =>
    isPostgres
      ? list.every((r) => r.withinBudget?.median && r.withinBudget.p99)
        ? "within budget"
        : "OVER budget"
      : "not judged (PGlite; the budget is for PostgreSQL)";
  const summary = {
    latency: verdictOf(storefront.filter((r) => r.cached)),
    latencyRendered: verdictOf(storefront.filter((r) => !r.cached)),
    js: kb(heaviest.gzipBytes) <= BUDGET.jsGzipKb ? "within budget" : "OVER budget",
    heaviestJsKb: kb(heaviest.gzipBytes),
    lowestRatioToBare: Math.min(...storefront.filter((r) => r.cached).map((r) => r.ratioToBare)),
    lowestRatioRendered: Math.min(...storefront.filter((r) => !r.cached).map((r) => r.ratioToBare)),
  };
  console.log(
    `\nLatency (${opts.connections} connections): ${summary.latency}; ` +
      `rendered every time: ${summary.latencyRendered}. ` +
      `JavaScript: ${summary.js} (${summary.heaviestJsKb.toFixed(1)} kB on ${heaviest.path}). ` +
      `Throughput: ${(summary.lowestRatioToBare * 100).toFixed(1)}% of bare Remix at worst ` +
      `(${(summary.lowestRatioRendered * 100).toFixed(1)}% rendered every time).`,
  );

  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify(
      {
        date: started.toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          node: process.version,
          platform: process.platform,
        },
        database: { kind: database.kind, label: database.label },
        options: opts,
        catalogue: seeded,
        staffCatalogue: staffSeeded,
        budgets: BUDGET,
        results,
        floor: {
          target: COST_TARGET,
          results: floor.map((f) => ({ ...f, timesUnavoidable: timesCost(f) })),
        },
        // Without the session headers the loads were sent with.
        profiles: profiled.map(({ headers: _sent, ...p }) => ({
          ...p,
          parts: Object.fromEntries(p.parts),
        })),
        shopper: { budgets: SHOPPER_BUDGET, results: shopper },
        twoProcesses: twoProcesses.map((r) => ({
          path: r.path,
          oneProcess: r.one,
          twoProcesses: r.two,
          throughputRatio: r.two.requestsPerSecond / r.one.requestsPerSecond,
          cpuMsPerRequest: r.cpuMs,
        })),
        staff: { budgets: STAFF_BUDGET, results: staff },
        desk: desk ? { budgets: DESK_BUDGET, orders: opts.orders, results: desk } : undefined,
        javascript: jsPages.map((p) => ({
          ...p,
          gzipKb: kb(p.gzipBytes),
          withinBudget: kb(p.gzipBytes) <= BUDGET.jsGzipKb,
        })),
        bareJavascript: { ...barePage, gzipKb: kb(barePage.gzipBytes) },
        summary,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${path.relative(ROOT, RESULTS)}`);
}

/** Measures the order desk and prints its table; answers the results (also written alone with --desk-only). */
async function reportDesk(
  database: BenchDatabase,
  base: string,
  ids: DeskIds,
  opts: ReturnType<typeof options>,
  seconds: number,
): Promise<DeskResult[]> {
  step(
    `The order desk: ${opts.orders} orders, one signed-in user, 1 connection, ${seconds} s per path`,
  );
  const results = await measureDesk(base, ids, seconds);
  const isPostgres = database.kind === "postgres";
  const rows = [
    [
      "view: path",
      "median ms",
      "p99 ms",
      "gzip kB",
      `budget median < ${DESK_BUDGET.medianMs}, p99 < ${DESK_BUDGET.p99Ms}, ≤ ${DESK_BUDGET.htmlGzipKb} kB${isPostgres ? "" : "*"}`,
    ],
  ];
  for (const r of results) {
    rows.push([
      `${r.label} (${r.who}): ${r.path.length > 44 ? `${r.path.slice(0, 41)}...` : r.path}`,
      r.medianMs.toFixed(2),
      r.p99Ms.toFixed(2),
      r.bodyGzipKb.toFixed(1),
      `median ${mark(r.withinBudget.median)}, p99 ${mark(r.withinBudget.p99)}, size ${mark(r.withinBudget.html)}`,
    ]);
  }
  console.log(
    `\nThe order desk, ${opts.orders} orders, one signed-in user, 1 connection:\n${table(rows)}`,
  );
  if (!isPostgres)
    console.log("* the latency budget is for PostgreSQL; PGlite shown for reference");
  if (opts.deskOnly) {
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(
      RESULTS.replace(/latest\.json$/, "desk.json"),
      `${JSON.stringify({ date: new Date().toISOString(), database: { kind: database.kind, label: database.label }, options: opts, budgets: DESK_BUDGET, results }, null, 2)}\n`,
    );
  }
  return results;
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\nBENCH FAILED: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack && !error.message.includes("---"))
    console.error(error.stack);
} finally {
  step("Cleaning up");
  await cleanup();
}
process.exit(failed ? 1 : 0);
