import {
  activity as enActivity,
  history as enHistory,
} from "../../app/locales/en/dashboard-history";
import {
  activity as trActivity,
  history as trHistory,
} from "../../app/locales/tr/dashboard-history";
import { toast as enToast } from "../../app/locales/en/toast";
import { toast as trToast } from "../../app/locales/tr/toast";
import { fmt } from "~/lib/i18n";
import { backOfficeMenu, DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The shop's activity (issue [16] point 3), with JavaScript and without, in both languages: a
 * merchant on a phone finds their own price change by who and day and puts it back from the
 * list, every row readable without sideways scrolling; the admin on a wide screen narrows the
 * list to one kind of record and opens a record's own history from it.
 */

const TEXTS = {
  tr: { activity: trActivity, history: trHistory, toast: trToast },
  en: { activity: enActivity, history: enHistory, toast: enToast },
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());

for (const js of [true, false]) {
  for (const { lang, at, t } of LANGS) {
    const { activity, history, toast } = TEXTS[lang];
    test.describe(`the shop's activity ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ javaScriptEnabled: js });

      test.describe("on a phone", () => {
        test.use({ viewport: { width: 390, height: 844 } });

        test("a merchant filters to their change and puts it back", async ({ page, server }) => {
          await signIn(page, DEMO.merchant);
          await page.goto(at("/dashboard/product"));
          const id = (await page
            .locator('.product-table input[name="ids"]')
            // One product a test: the four share the worker's server.
            .nth((js ? 0 : 2) + (lang === "en" ? 1 : 0))
            .getAttribute("value"))!;
          const price = async () =>
            ((await (await fetch(`${server.url}/api/product/${id}`)).json()) as Json).product
              .price as number;
          const was = await price();
          const changed = await page.request.put(`/api/product/${id}`, {
            data: { product: { price: was + 1000 } },
          });
          expect(changed.status()).toBe(200);
          // The save's own change (unlinking a series product would be another one).
          const change = (
            ((await (await page.request.get("/api/history")).json()) as Json).changes as Json[]
          ).find((c) => c.subjectId === id && c.fields.some((f: Json) => f.name === "price"));
          expect(change).toMatchObject({ subjectId: id, writerEmail: DEMO.merchant.email });

          await page.goto(at("/dashboard"));
          const menu = await backOfficeMenu(page, lang);
          await menu.getByRole("link", { name: t.menu.menuActivity }).click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(activity.title);
          await page.getByLabel(activity.who).selectOption(DEMO.merchant.email);
          await page.getByLabel(activity.from).fill(today());
          await page.getByRole("button", { name: activity.apply }).click();
          await expect(page).toHaveURL(/who=merchant%40demo\.shop/);
          const entries = page.locator(".activity-list .history-entry");
          await expect(page.locator(`#change-${change!.id}`)).toBeVisible();
          await expect(
            entries.locator(".history-who").filter({ hasNotText: DEMO.merchant.email }),
          ).toHaveCount(0);
          const entry = page.locator(`#change-${change!.id}`);
          await expect(entry).toContainText(history.fields.price!);
          await expect(entry.locator(".activity-record")).toContainText(activity.kinds.product);
          // A phone reads every row without scrolling sideways.
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
            ),
          ).toBe(true);

          await entry.getByRole("button", { name: history.revert }).click();
          await expect(page.locator(".toast")).toHaveText(toast.historyReverted);
          expect(await price()).toBe(was);
          // Still the filtered list, the putting back now first in it.
          await expect(page).toHaveURL(/who=merchant%40demo\.shop/);
          const newest = (await entries.first().getAttribute("id"))!.replace("change-", "");
          await expect(page.locator(`#change-${change!.id}`)).toContainText(
            fmt(history.reverted, { id: newest }),
          );
        });
      });

      test.describe("on a wide screen", () => {
        test.use({ viewport: { width: 1280, height: 900 } });

        test("the admin narrows the list to a kind and opens a record's history", async ({
          page,
        }) => {
          await signIn(page, DEMO.admin);
          const selects = (await (
            await page.request.get("/api/product/allSelects")
          ).json()) as Json;
          const stone = (selects.stones as Json[])[(js ? 0 : 2) + (lang === "en" ? 1 : 0)]!;
          const name = `${stone.name} ${js ? "A" : "B"}${lang}`;
          const renamed = await page.request.put(`/api/stone/${stone._id}`, {
            data: { stone: { name } },
          });
          expect(renamed.status()).toBe(200);

          await page.goto(at("/dashboard/activity"));
          await page.getByLabel(activity.kind).selectOption({ label: activity.kinds.stone });
          await page.getByRole("button", { name: activity.apply }).click();
          await expect(page).toHaveURL(/kind=stone/);
          const records = page.locator(".activity-list .activity-record");
          await expect(records.filter({ hasNotText: activity.kinds.stone })).toHaveCount(0);
          const entry = page.locator(".activity-list .history-entry").filter({ hasText: name });
          await expect(entry.first()).toBeVisible();
          // The record's own history, a link named for the record (aria-label) beside its name.
          const link = entry.first().locator(".activity-record a").first();
          await expect(link).toHaveText(activity.historyLink);
          await link.click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(history.title);
          await expect(page).toHaveURL(new RegExp(`/dashboard/history/stone/${stone._id}$`));
        });
      });
    });
  }
}
