import { sql } from "drizzle-orm";
import { seedManyOrders } from "../../db/seed/orders.server";
import { orders as ordersEn } from "../../app/locales/en/orders";
import { orders as ordersTr } from "../../app/locales/tr/orders";
import { fmt } from "~/lib/i18n";
import { atDatabase } from "../helpers/database";
import { ownDatabase, startServer, type TestServer } from "../helpers/server";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test as base } from "./fixtures";

/**
 * The order desk (issue [9]) in a browser, on a phone and a desktop, in both languages, with
 * JavaScript on and off: the admin filters by status, searches an order by its number, pages
 * on and clears; a merchant sees the lines they ship and no customer. Its own server, with 130
 * generated orders (db/seed/orders.server.ts) over the demo shop's products.
 */
interface Desk {
  server: TestServer;
  /** Orders in lists (the waiting card orders are not). */
  shown: number;
  processing: number;
  /** The number of an order on the second page. */
  number: string;
}

const test = base.extend<object, { desk: Desk; server: TestServer }>({
  desk: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const own = await ownDatabase("pglite");
      const first = await startServer("pglite", { DATABASE_URL: own.url });
      const { server, value } = await atDatabase(first, async (db) => {
        await seedManyOrders(db, 130);
        const result = (await db.execute(sql`
          select count(*) filter (where status <> 'İşlem Tamamlanmadı')::int as shown,
            count(*) filter (where status = 'Processing')::int as processing,
            (select right(id::text, 7) from orders where status <> 'İşlem Tamamlanmadı'
              order by created_at desc, id desc offset 60 limit 1) as number
          from orders`)) as unknown as { rows: Omit<Desk, "server">[] };
        return result.rows[0]!;
      });
      await use({ server, ...value });
      await server.stop();
      await own.drop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  server: [async ({ desk }, use) => use(desk.server), { scope: "worker" }],
});

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
] as const;

for (const javaScriptEnabled of [true, false])
  for (const { name, viewport } of VIEWPORTS)
    for (const { lang, at, t: all } of LANGS) {
      const d = all.orderDesk;
      const o = lang === "tr" ? ordersTr : ordersEn;
      const how = `${javaScriptEnabled ? "with" : "without"} JavaScript, ${name}, ${lang}`;
      test.describe(`the order desk ${how}`, () => {
        test.use({ viewport, javaScriptEnabled });

        test("the admin filters, finds an order by number, pages and clears", async ({
          page,
          desk,
        }) => {
          await signIn(page, DEMO.admin);
          await page.goto(at("/dashboard/orders"));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(o.title);
          await expect(page.locator(".order-desk-count")).toHaveText(
            fmt(d.count, { count: desk.shown }),
          );
          const rows = page.locator(".order-desk-row");
          await expect(rows).toHaveCount(50);
          const pager = page.getByRole("navigation", { name: d.pages });
          await expect(pager.locator("[aria-current=page]")).toHaveText(
            fmt(d.page, { page: 1, pages: Math.ceil(desk.shown / 50) }),
          );
          // Nothing wider than the screen: the desk fits a phone.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          ).toBe(true);

          const filters = page.getByRole("search", { name: d.filtersLabel });
          await filters.getByLabel(d.status, { exact: true }).selectOption("Processing");
          await filters.getByRole("button", { name: d.apply }).click();
          await expect(page).toHaveURL(/[?&]status=Processing/);
          await expect(rows).toHaveCount(desk.processing);
          await expect(rows.locator(".order-status")).toHaveText(
            Array(desk.processing).fill(o.statuses.Processing),
          );

          await page.getByRole("link", { name: d.clear }).click();
          await expect(rows).toHaveCount(50);
          await pager.getByRole("link", { name: d.next }).click();
          await expect(page).toHaveURL(/[?&]page=2/);
          await expect(pager.locator("[aria-current=page]")).toHaveText(
            fmt(d.page, { page: 2, pages: Math.ceil(desk.shown / 50) }),
          );
          await expect(rows.filter({ hasText: `#${desk.number}` })).toHaveCount(1);

          await filters.getByLabel(d.searchLabel).fill(`#${desk.number}`);
          await filters.getByRole("button", { name: d.apply }).click();
          await expect(page).toHaveURL(/[?&]q=%23/);
          await expect(rows).toHaveCount(1);
          await expect(rows.first().locator(".order-number")).toHaveText(`#${desk.number}`);
          await expect(page.locator(".order-desk-count")).toHaveText(fmt(d.count, { count: 1 }));

          // Nothing before the first order: the empty text says the filters found none.
          await filters.getByLabel(d.to).fill("2001-01-01");
          await filters.getByRole("button", { name: d.apply }).click();
          await expect(page.locator("main .empty")).toHaveText(d.empty);
        });

        test("a merchant sees the lines they ship and no customer", async ({ page }) => {
          await signIn(page, DEMO.merchant);
          await page.goto(at("/dashboard/orders"));
          await expect(page.locator(".order-note")).toHaveText(d.merchantNote);
          const rows = page.locator(".order-desk-row");
          await expect(rows.first()).toBeVisible();
          await expect(rows.first().locator(".order-desk-lines li").first()).toContainText(" × ");
          await expect(page.locator("main")).not.toContainText("@example.com");
          await expect(page.locator(".order-buyer")).toHaveCount(0);
          await expect(page.getByRole("search", { name: d.filtersLabel })).toBeVisible();
        });
      });
    }
