import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { LISTENER_NAME, openDatabase, type Database } from "../../db/client.server";
import { ownDatabase } from "../../tests/helpers/server";
import { listenForChanges, onDataChange, type ChangeTopic } from "./data-changes.server";
import { getPopup } from "./content.server";
import { listProductPage } from "./product.server";
import { getSettings } from "./settings.server";
import { listFilterGroups, rowsOf } from "./taxonomy.server";
import { testDatabase } from "../../tests/helpers/database";

/**
 * A write, by whoever, empties the caches of every process that listens: here the writes are
 * plain SQL (no model told anyone), so only the tables' triggers and the listener can explain a
 * fresh read. The reference cache keeps entries for 5 s, far longer than any wait below.
 */

/** Until `check` holds, for at most 2 s: a notification crosses a connection on PostgreSQL. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within 2 s: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const SETTINGS_ROW = sql`insert into settings (id, store_name, exchange_rate, about_paragraphs, story_paragraphs)
  values (1, 'Eski', 30, '{"tr":[],"en":[]}', '{"tr":[],"en":[]}')
  on conflict (id) do update set store_name = 'Eski'`;

describe("changes on PGlite, the embedded database's own notifications", () => {
  let database: Database;
  let stop: () => Promise<void>;
  const heard: (ChangeTopic | null)[] = [];
  let unsubscribe: () => void;

  beforeAll(async () => {
    database = await testDatabase("migrated");
    await database.db.execute(SETTINGS_ROW);
    stop = await listenForChanges(database);
    unsubscribe = onDataChange((topic) => heard.push(topic));
  });
  afterEach(() => {
    heard.length = 0;
  });
  afterAll(async () => {
    unsubscribe();
    await stop();
    await database.close();
  });

  it("forgets the settings as the update commits, before the next read", async () => {
    const { db } = database;
    expect((await getSettings(db)).storeName).toBe("Eski");
    await db.execute(sql`update settings set store_name = 'Yeni'`);
    // PGlite calls back as the statement returns: no wait at all.
    expect((await getSettings(db)).storeName).toBe("Yeni");
    expect(heard).toEqual(["settings"]);
  });

  it("forgets only the topic's entries, and tells the page cache of any topic", async () => {
    const { db } = database;
    await getSettings(db);
    expect((await getPopup(db)).status).toBe(false);
    expect((await listFilterGroups(db)).stones).toEqual([]);

    await db.execute(sql`insert into stones (name, slug) values ('Ametist', 'ametist')`);
    expect((await listFilterGroups(db)).stones.map((s) => s.slug)).toEqual(["ametist"]);
    await db.execute(sql`insert into popups (id, status) values (1, true)`);
    expect((await getPopup(db)).status).toBe(true);
    expect(heard).toEqual(["catalogue", "content"]);

    // The settings were not asked again: changed behind the cache's back, still the old row.
    await db.execute(sql`alter table settings disable trigger settings_shop_change`);
    try {
      await db.execute(sql`update settings set store_name = 'Gizli'`);
      expect((await getSettings(db)).storeName).toBe("Yeni");
    } finally {
      await db.execute(sql`alter table settings enable trigger settings_shop_change`);
    }
  });

  it("keeps a list's count until the catalogue changes", async () => {
    const { db } = database;
    const count = async () => (await listProductPage(db, {}, { page: 1, pageSize: 24 })).total;
    const insert = (sku: string) =>
      db.execute(sql`insert into products (sku, name, name_en, slug, price)
        values (${sku}, 'Ay Kolye', 'Moon Necklace', ${`ay-kolye-${sku}`}, 100)`);
    expect(await count()).toBe(0);
    await insert("CNT1");
    expect(await count()).toBe(1);
    // Written behind the cache's back (no trigger fires): the count is the one kept.
    await db.execute(sql`set session_replication_role = replica`);
    try {
      await insert("CNT2");
      expect(await count()).toBe(1);
    } finally {
      await db.execute(sql`set session_replication_role = default`);
    }
    await insert("CNT3");
    expect(await count()).toBe(3);
  });

  it("sorts every table: it notifies its topic, or it is on no page kept for everyone", async () => {
    // A new table fails here until it is sorted: a page shows it (a trigger in its migration,
    // docs/decisions/025) or no page kept for everyone does.
    const watched: Record<string, ChangeTopic> = {
      products: "catalogue",
      product_images: "catalogue",
      product_price_history: "catalogue",
      product_stones: "catalogue",
      product_children: "catalogue",
      product_combinations: "catalogue",
      reviews: "catalogue",
      brands: "catalogue",
      categories: "catalogue",
      types: "catalogue",
      stones: "catalogue",
      ingredients: "catalogue",
      symbols: "catalogue",
      settings: "settings",
      popups: "content",
      sliders: "content",
      carousel_entries: "content",
      blogs: "content",
    };
    /** A shopper's own, the staff's, the forms' and the mail's: never on an anonymous page. */
    const unwatched = [
      "addresses",
      "back_in_stock_requests",
      "cart_items",
      "carts",
      "consent_records",
      "contact_messages",
      "coupons",
      "data_requests",
      "favorites",
      "low_stock_alerts",
      "mail_outbox",
      "mailings",
      "merchant_invitations",
      "merchant_requests",
      "merchants",
      "order_documents",
      "order_items",
      "order_merchants",
      "order_notes",
      "orders",
      "password_reset_tokens",
      "payment_tokens",
      "rate_limits",
      "refund_attempts",
      "refunds",
      "refunds_due",
      "return_lines",
      "return_photos",
      "return_requests",
      "sales_day_changes",
      "sales_day_products",
      "sales_days",
      "sales_days_done",
      "sales_window_products",
      "sessions",
      "shipments",
      "staff_changes",
      "users",
    ];
    const rows = rowsOf<{ name: string; topic: string | null }>(
      await database.db.execute(sql`
        select c.relname as name,
          string_agg(replace(encode(t.tgargs, 'escape'), '\\000', ''), ',') as topic
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_trigger t
          on t.tgrelid = c.oid and t.tgfoid = 'notify_shop_change'::regproc
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        group by c.relname`),
    );
    const found = Object.fromEntries(rows.map((r) => [r.name, r.topic]));
    expect(found).toEqual({
      ...watched,
      ...Object.fromEntries(unwatched.map((name) => [name, null])),
    });
  });

  it("says nothing of a transaction that rolled back", async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update products set price = price + 1`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(heard).toEqual([]);
  });
});

// PostgreSQL when TEST_DATABASE_URL names a server, as every suite here.
if (process.env.TEST_DATABASE_URL)
  describe("changes on PostgreSQL, across connections", () => {
    let url: string;
    let drop: () => Promise<void>;
    /** Two app processes' databases: `writer` writes, `reader` caches and listens. */
    let writer: Database;
    let reader: Database;
    let stop: () => Promise<void>;
    let admin: postgres.Sql;

    beforeAll(async () => {
      ({ url, drop } = await ownDatabase("postgres"));
      writer = await openDatabase(url);
      reader = await openDatabase(url);
      await writer.db.execute(SETTINGS_ROW);
      stop = await listenForChanges(reader);
      admin = postgres(url, { max: 1, onnotice: () => {} });
    });
    afterAll(async () => {
      await stop?.();
      await admin?.end();
      await reader?.close();
      await writer?.close();
      await drop?.();
    });

    const storeName = async () => (await getSettings(reader.db)).storeName;

    it("forgets another connection's committed write on its next read", async () => {
      await writer.db.execute(sql`update settings set store_name = 'Birinci'`);
      await eventually(async () => (await storeName()) === "Birinci", "the first name");
      await writer.db.execute(sql`update settings set store_name = 'İkinci'`);
      await eventually(async () => (await storeName()) === "İkinci", "the second name");
    });

    it("listens again after its connection is killed, and forgets what it may have missed", async () => {
      const listenerPid = async () =>
        (
          await admin<{ pid: number }[]>`
          select pid from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()
            and query ilike 'listen%'`
        ).map((r) => r.pid);
      const [before] = await listenerPid();
      expect(before).toBeTypeOf("number");
      await storeName();
      await admin`select pg_terminate_backend(${before!})`;
      // Written while nobody listens: the notification is lost, the re-listen forgets anyway.
      await writer.db.execute(sql`update settings set store_name = 'Kopukken'`);
      await eventually(async () => {
        const pids = await listenerPid();
        return pids.length === 1 && pids[0] !== before;
      }, "a new listening connection");
      await eventually(
        async () => (await storeName()) === "Kopukken",
        "the name written meanwhile",
      );
      // And it hears the writes that follow.
      await writer.db.execute(sql`update settings set store_name = 'Sonra'`);
      await eventually(async () => (await storeName()) === "Sonra", "the name written after");
    });
  });
