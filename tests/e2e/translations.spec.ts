import type { Page } from "@playwright/test";
import { and, eq, sql } from "drizzle-orm";
import { products, types } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { ownDatabase, startServer, type TestServer } from "../helpers/server";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test as base } from "./fixtures";

/**
 * Issue [10] point 8 in a browser: a list filtered to the records missing English, with and
 * without JavaScript, in Turkish and English; and a form's Turkish/English pair side by side on a
 * laptop, stacked Turkish-then-English on a phone (screenshots in test-results/translations).
 */
const fixture = { sku: "", productId: "", slug: "", name: "", type: "" };

const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const own = await ownDatabase("pglite");
      const first = await startServer("pglite", { DATABASE_URL: own.url });
      const { server } = await atDatabase(first, async (db) => {
        // Everything translated, then one product and one type without English.
        await db.execute(sql`update products set name_en = name || ' EN',
          description_en = case when description <> '' then description || ' EN' else '' end,
          story_en = case when story <> '' then story || ' EN' else '' end,
          details_en = case when details <> '' then details || ' EN' else '' end,
          ingredients_en = case when ingredients <> '' then ingredients || ' EN' else '' end`);
        await db.execute(sql`update types set name_en = name || ' EN',
          description_en = case when coalesce(description, '') <> '' then description || ' EN' end`);
        const [p] = await db
          .update(products)
          .set({ nameEn: "" })
          .where(
            eq(
              products.id,
              sql`(select id from products where is_active and is_visible order by sku limit 1)`,
            ),
          )
          .returning();
        fixture.sku = p!.sku;
        fixture.productId = p!.id;
        fixture.slug = p!.slug;
        fixture.name = p!.name;
        const [t] = await db
          .update(types)
          .set({ nameEn: null })
          .where(and(eq(types.id, sql`(select id from types order by name limit 1)`)))
          .returning();
        fixture.type = t!.name;
      });
      await use(server);
      await server.stop();
      await own.drop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

const skus = (page: Page) => page.locator("main tr.product-row .sku");

for (const js of [true, false]) {
  for (const { lang, at, t } of LANGS) {
    const tt = t.translations;
    test.describe(`missing English ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

      test("the product list's filter keeps only the product without English", async ({ page }) => {
        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard/product"));
        expect(await skus(page).count()).toBeGreaterThan(1);
        const filters = page.getByRole("search", { name: t.products.filtersLabel });
        await filters.getByLabel(tt.filterLabel).selectOption("en");
        await filters.getByRole("button", { name: t.products.apply }).click();
        await expect(page).toHaveURL(/[?&]missing=en(&|$)/);
        await expect(skus(page)).toHaveText([fixture.sku]);
        await expect(filters.getByLabel(tt.filterLabel)).toHaveValue("en");
      });

      test("a reference list's link keeps only the entry without English", async ({ page }) => {
        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard/type"));
        const filter = page.getByRole("navigation", { name: tt.filterLabel });
        await expect(page.locator("main .catalogue-name")).not.toHaveCount(1);
        await filter.getByRole("link", { name: tt.missingEn }).click();
        await expect(page).toHaveURL(new RegExp(`${at("/dashboard/type")}\\?missing=en$`));
        await expect(page.locator("main .catalogue-name")).toHaveText([fixture.type]);
        await expect(filter.getByRole("link", { name: tt.missingEn })).toHaveAttribute(
          "aria-current",
          "page",
        );
        if (js) await page.screenshot({ path: `test-results/translations/type-list-${lang}.png` });
        await filter.getByRole("link", { name: tt.missingTr }).click();
        await expect(page.locator("main .empty")).toHaveText(tt.noneMissing);
      });
    });
  }
}

for (const { lang, at, t } of LANGS) {
  const f = t.productForm;
  for (const width of [390, 1280]) {
    test(`the product form pairs Turkish and English at ${width} px (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, DEMO.admin);
      await page.goto(at(`/dashboard/product/edit/${fixture.productId}`));
      const tr = page.getByLabel(f.name, { exact: true });
      const en = page.getByLabel(f.nameEn, { exact: true });
      await expect(tr).toHaveAttribute("lang", "tr");
      await expect(en).toHaveAttribute("lang", "en");
      await expect(en).toHaveValue("");
      const pair = page.locator(".lang-pair").filter({ has: tr });
      await expect(pair.locator(".lang-tag")).toHaveText([t.translations.langTr, "EN"]);
      const a = (await tr.boundingBox())!;
      const b = (await en.boundingBox())!;
      if (width >= 640) {
        // Side by side: the same row, English on the right.
        expect(Math.abs(a.y - b.y)).toBeLessThan(2);
        expect(b.x).toBeGreaterThan(a.x + a.width);
      } else {
        // Stacked: Turkish first, English under it, both the form's width.
        expect(b.y).toBeGreaterThan(a.y + a.height);
        expect(Math.abs(a.x - b.x)).toBeLessThan(2);
      }
      await pair.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `test-results/translations/product-form-${lang}-${width}.png`,
      });
    });
  }
}

for (const js of [true, false]) {
  test.describe(`the storefront ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });

    test("an English product page shows the missing English name in Turkish, lang=tr", async ({
      page,
    }) => {
      await page.goto(`/en/product/${fixture.slug}`);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(fixture.name);
      await expect(h1).toHaveAttribute("lang", "tr");
      await expect(page).toHaveTitle(new RegExp(fixture.name));
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).locator('[lang="tr"]'),
      ).toHaveText(fixture.name);
      // In the cart: the mini-cart's line at once with JavaScript (also before the server
      // answers), the cart page's line without.
      await page.locator("form.add-to-cart").getByRole("button", { name: "Add to Cart" }).click();
      const line = js
        ? page.locator("#mini-cart .mini-cart-line a").first()
        : page.locator(".cart-line th a").first();
      if (!js) await page.goto("/en/cart");
      await expect(line).toHaveText(fixture.name);
      await expect(line).toHaveAttribute("lang", "tr");
      // The same name on the Turkish page is the page's own language: unmarked.
      await page.goto(`/product/${fixture.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
      if (js) {
        await page.goto(`/en/product/${fixture.slug}`);
        await page.screenshot({ path: "test-results/translations/product-page-en-390.png" });
      }
    });
  });
}
