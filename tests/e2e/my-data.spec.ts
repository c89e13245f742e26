import { pageTexts } from "../../app/locales/dashboard-page-texts";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { myData as myDataEn } from "../../app/locales/en/dashboard-my-data";
import { toast as toastEn } from "../../app/locales/en/toast";
import { myData as myDataTr } from "../../app/locales/tr/dashboard-my-data";
import { toast as toastTr } from "../../app/locales/tr/toast";
import { forms as formsEn } from "../../app/locales/en/forms";
import { forms as formsTr } from "../../app/locales/tr/forms";
import { backOfficeMenu, DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * A member's K.V.K.K. page (decision 080): they download their data and close their account,
 * with JavaScript on and off, in Turkish and English, on a phone.
 */
const TEXTS = {
  tr: { t: myDataTr, closed: toastTr.accountClosed, prefix: "" },
  en: { t: myDataEn, closed: toastEn.accountClosed, prefix: "/en" },
} as const;

/** A member of the test's own, signed in in the page's browser (the shop's own forms, posted). */
async function newMember(page: Page, baseURL: string) {
  const email = `veri.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const password = "veri-sifre1";
  const reg = await page.request.post("/api/auth/register", {
    data: { email, password, firstName: "Derya", lastName: "Tan" },
  });
  expect(reg.status()).toBe(201);
  const login = await page.request.post("/login", {
    form: { email, password },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  return { email, password };
}

/** A refused form is a 400 (a page, or the fetch's answer), which Chromium logs: the designed answer. */
function dropFormRefusals(errors: string[]) {
  const rest = errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));
  errors.splice(0, errors.length, ...rest);
}

for (const js of [true, false]) {
  for (const lang of ["tr", "en"] as const) {
    test.describe(`my data ${js ? "with" : "without"} JavaScript, ${lang}`, () => {
      test.use({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });

      test("a member downloads their data and closes their account", async ({
        page,
        errors,
        baseURL,
      }) => {
        const { t, closed, prefix } = TEXTS[lang];
        const me = await newMember(page, baseURL!);
        await page.goto(`${prefix}/dashboard`);
        await page.getByRole("link", { name: t.title }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/my-data$`));
        await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`my-data-${lang}.png`),
          fullPage: true,
        });

        const [json] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: t.downloadJson }).click(),
        ]);
        const data = JSON.parse(await readFile((await json.path())!, "utf8"));
        expect(data.profile).toMatchObject({ email: me.email, firstName: "Derya" });
        const [csv] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: t.downloadCsv }).click(),
        ]);
        expect(csv.suggestedFilename()).toMatch(/\.csv$/);
        expect(await readFile((await csv.path())!, "utf8")).toContain(me.email);

        const main = page.locator("main");
        await main.getByLabel(t.password).fill("yanlis-sifre");
        await main.getByLabel(t.confirm).check();
        await main.getByRole("button", { name: t.closeButton }).click();
        await expect(page.getByText(t.passwordWrong)).toBeVisible();
        // The box stays ticked; the password is typed again.
        await expect(main.getByLabel(t.confirm)).toBeChecked();
        await expect(main.getByLabel(t.password)).toHaveValue("");

        await main.getByLabel(t.password).fill(me.password);
        await main.getByRole("button", { name: t.closeButton }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix || "/"}$`));
        await expect(page.getByRole("status").filter({ hasText: closed })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`closed-${lang}.png`) });

        await page.goto(`${prefix}/dashboard/my-data`);
        await expect(page).toHaveURL(/\/login\?redirectTo=/);
        dropFormRefusals(errors);
        expect(errors).toEqual([]);
      });
    });
  }
}

for (const js of [true, false]) {
  for (const { lang, at, t: dt } of LANGS) {
    test.describe(`the K.V.K.K. log ${js ? "with" : "without"} JavaScript, ${lang}`, () => {
      test.use({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });

      test("a contact form's request reaches the admins' log, who mark it answered", async ({
        page,
        errors,
      }) => {
        const f = lang === "en" ? formsEn : formsTr;
        const t = pageTexts[lang].dataRequests;
        const email = `basvuru.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
        await page.goto(at("/contact"));
        const form = page.locator("main form");
        await form.getByLabel(f.firstname, { exact: true }).fill("Selin");
        await form.getByLabel(f.lastname, { exact: true }).fill("Ay");
        await form.getByLabel(f.email, { exact: true }).fill(email);
        await form.getByLabel(f.contactKinds.kvkk).check();
        await form.getByLabel(f.message).fill("Verilerimi silin.");
        await form.getByRole("button", { name: f.contactButton }).click();
        await expect(page.getByRole("status")).toBeVisible();

        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard"));
        await (
          await backOfficeMenu(page, lang)
        )
          .getByRole("link", { name: dt.menu.menuDataRequests })
          .click();
        await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
        const row = page.locator(".data-request").filter({ hasText: email });
        await expect(row.locator(".data-request-kind")).toHaveText(t.kinds.contact);
        await expect(row.locator(".data-request-handled")).toHaveText(t.notHandled);
        await row.getByText(t.message).click();
        await expect(row.getByText("Verilerimi silin.")).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`log-${lang}-390.png`),
          fullPage: true,
        });
        await row.getByRole("button", { name: t.markHandled }).click();
        await expect(
          page.locator(".data-request").filter({ hasText: email }).locator(".data-request-handled"),
        ).toContainText(DEMO.admin.email);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({ path: test.info().outputPath(`log-${lang}-1280.png`) });
        expect(errors).toEqual([]);
      });
    });
  }
}
