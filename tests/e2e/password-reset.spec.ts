import { startServer, type TestServer } from "../helpers/server";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { tr } from "../../app/locales/tr";
import { toast } from "../../app/locales/tr/toast";
import { expect, test as base } from "./fixtures";

/**
 * The mailed reset link in a real browser, with JavaScript and without: the page's own form posts.
 * (A stricter referrer policy on the page once made the browser send it with `Origin: null`, and
 * the shop refused its own form.) Its own server, with a mail server to read the link from.
 */
const test = base.extend<object, { smtp: TestSmtp; server: TestServer }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      await use(smtp);
      await smtp.stop();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ smtp }, use) => {
      const server = await startServer("pglite", { SMTP_URL: smtp.url });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

for (const js of [true, false]) {
  test.describe(`the reset link ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

    test("sets a new password that signs in", async ({ page, server, smtp }) => {
      const email = `sifre.${js ? "js" : "nojs"}@example.com`;
      const registered = await page.request.post(`${server.url}/api/auth/register`, {
        data: { firstName: "Şifre", lastName: "Test", email, password: "eskisifre1" },
      });
      expect(registered.status()).toBe(201);
      await page.context().clearCookies();
      const asked = await page.request.post(`${server.url}/api/auth/forgot`, { data: { email } });
      expect(asked.status()).toBe(200);
      const mail = await smtp.waitFor(
        (m) => m.to.includes(email) && m.text.includes("/reset-password/"),
      );
      const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)![0];

      await page.goto(new URL(link).pathname);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr.auth.resetTitle);
      await page.getByLabel(tr.auth.newPassword, { exact: true }).fill("yenisifre1");
      await page.getByLabel(tr.auth.confirmPassword, { exact: true }).fill("yenisifre1");
      await page.getByRole("button", { name: tr.auth.resetButton }).click();
      await expect(page.locator(".toast")).toHaveText(toast.passwordReset);

      const signedIn = await page.request.post(`${server.url}/api/auth/login`, {
        data: { email, password: "yenisifre1" },
      });
      expect(signedIn.status()).toBe(200);
    });
  });
}
