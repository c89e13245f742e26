import { fmt } from "~/lib/i18n";
import { backOfficeMenu, DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The admin's user list on a phone, with JavaScript and without, in both languages: find a user,
 * make them an admin by pressing their badge, and back. The server is this file's own: roles
 * change here.
 */

for (const javaScriptEnabled of [true, false])
  for (const { lang, at, t } of LANGS) {
    const u = t.users;
    test.describe(`users ${javaScriptEnabled ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

      test("the admin finds a customer and changes their role by its badge", async ({ page }) => {
        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard"));
        const menu = await backOfficeMenu(page, lang);
        await menu.getByRole("link", { name: t.menu.menuUsers, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(u.title);
        await expect(page.locator("main")).toContainText(fmt(u.count, { n: 5 }));

        // Each language its own customer: the four tests share the server.
        const email = javaScriptEnabled
          ? lang === "tr"
            ? "ayse@demo.shop"
            : "mehmet@demo.shop"
          : "member@demo.shop";
        await page.getByLabel(u.searchLabel).fill(email);
        await page.getByRole("button", { name: u.search }).click();
        await expect(page).toHaveURL(/search=/);
        const card = page.locator(".user-card");
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(email);

        const badge = card.getByRole("button", {
          name: fmt(u.toggleAdmin, { role: u.roles.ROLE_MEMBER }),
        });
        await expect(badge).toHaveAttribute("title", u.roleHint);
        await badge.click();
        await expect(page.getByRole("status")).toHaveText(u.toast.userUpdated);
        await expect(page).toHaveURL(/search=/);
        await card
          .getByRole("button", { name: fmt(u.toggleMember, { role: u.roles.ROLE_ADMIN }) })
          .click();
        await expect(
          card.getByRole("button", { name: fmt(u.toggleAdmin, { role: u.roles.ROLE_MEMBER }) }),
        ).toBeVisible();

        // The shop's one admin stays one.
        await page.getByLabel(u.searchLabel).fill(DEMO.admin.email);
        await page.getByRole("button", { name: u.search }).click();
        await expect(card).toContainText(DEMO.admin.email);
        await card
          .getByRole("button", { name: fmt(u.toggleMember, { role: u.roles.ROLE_ADMIN }) })
          .click();
        await expect(page.locator(".toast-error")).toHaveText(u.toast.userLastAdmin);
        await expect(
          card.getByRole("button", { name: fmt(u.toggleMember, { role: u.roles.ROLE_ADMIN }) }),
        ).toBeVisible();
      });
    });
  }
