import sharp from "sharp";
import { auth } from "../../app/locales/tr/auth";
import { dashboard as t } from "../../app/locales/tr/dashboard";
import { forms } from "../../app/locales/tr/forms";
import { toast } from "../../app/locales/tr/toast";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { DEMO, signIn } from "./dashboard";
import { expect, test as base } from "./fixtures";

/**
 * The whole way of a new merchant, with JavaScript on a phone: a seller asks on /sell, the admin
 * approves on /dashboard/merchants, the mailed link opens the sign-up, the merchant signs in and
 * adds their first product, which the shop then lists. Its own server, with a mail server.
 */
const test = base.extend<object, { mailServer: { server: TestServer; smtp: TestSmtp } }>({
  mailServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      const server = await startServer("pglite", { SMTP_URL: smtp.url });
      await use({ server, smtp });
      await server.stop();
      await smtp.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  server: [async ({ mailServer }, use) => use(mailServer.server), { scope: "worker" }],
});

test.use({ viewport: { width: 390, height: 844 } });

test("a seller becomes a merchant and lists a first product", async ({
  page,
  browser,
  mailServer,
}) => {
  // The seller asks.
  await page.goto("/sell");
  const sell = page.locator("main form");
  await sell.getByLabel(forms.name, { exact: true }).fill("Nur Gümüş");
  await sell.getByLabel(forms.email, { exact: true }).fill("nur@example.com");
  await sell.getByLabel(forms.phoneNumber, { exact: true }).fill("5551239876");
  await sell.getByLabel(forms.brand, { exact: true }).fill("Nur Atölye");
  await sell.getByLabel(forms.business, { exact: true }).fill("El yapımı gümüş ve doğal taş.");
  await sell.getByRole("button", { name: forms.sellButton }).click();
  await expect(page.locator(".toast")).toHaveText(toast.sellerRequestSent);

  // The admin approves, in a browser of their own.
  const adminContext = await browser.newContext({
    baseURL: mailServer.server.url,
    viewport: { width: 390, height: 844 },
  });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/dashboard/merchants");
  const request = admin.locator(".merchant-request").filter({ hasText: "Nur Gümüş" });
  await expect(request).toContainText(t.merchants.status["Waiting Approval"]);
  await request.getByRole("button", { name: t.merchants.approve }).click();
  await expect(admin.locator(".toast")).toHaveText(t.merchants.toast.requestApproved);
  await expect(request).toContainText(t.merchants.status.Approved);
  await adminContext.close();

  // The mailed link opens the sign-up.
  const mail = await mailServer.smtp.waitFor((m) => m.to.includes("nur@example.com"));
  const link = /https?:\/\/[^\s"<>]+\/merchant-signup\/[^\s"<>]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  const signup = page.locator("main form");
  await expect(signup.getByLabel(forms.email, { exact: true })).toHaveValue("nur@example.com");
  await signup.getByLabel(forms.firstName, { exact: true }).fill("Nur");
  await signup.getByLabel(forms.lastName, { exact: true }).fill("Gümüş");
  await signup.getByLabel(forms.password, { exact: true }).fill("nur-atolye-1");
  await signup.getByRole("button", { name: forms.merchantSignupButton }).click();
  await expect(page).toHaveURL(/\/login\?email=nur%40example\.com$/);
  await expect(page.locator(".toast")).toHaveText(toast.merchantSignedUp);

  // Signed in (the e-mail is filled in), the brand list holds their brand alone.
  const login = page.locator("main form");
  await expect(login.getByLabel(auth.email, { exact: true })).toHaveValue("nur@example.com");
  await login.getByLabel(auth.password, { exact: true }).fill("nur-atolye-1");
  await login.getByRole("button", { name: auth.loginButton }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/dashboard/brand");
  await expect(page.locator("main .catalogue-name")).toHaveText(["Nur Atölye"]);

  // The first product.
  const f = t.productForm;
  await page.goto("/dashboard/product/add");
  const form = page.locator("form.product-form");
  await form.getByLabel(f.sku, { exact: true }).fill("ARW995001");
  await form.getByLabel(f.name, { exact: true }).fill("Nur Yüzük");
  await form.getByLabel(f.nameEn, { exact: true }).fill("Nur Ring");
  for (const [tr, en] of [
    [f.description, f.descriptionEn],
    [f.story, f.storyEn],
    [f.details, f.detailsEn],
    [f.ingredients, f.ingredientsEn],
  ]) {
    await form.getByLabel(tr!, { exact: true }).fill("Gümüş.");
    await form.getByLabel(en!, { exact: true }).fill("Silver.");
  }
  await form.getByLabel(f.quantity, { exact: true }).fill("2");
  await form.getByLabel(f.price, { exact: true }).fill("990");
  for (const label of [f.brand, f.category, f.type, f.ingredient])
    await form.getByLabel(label, { exact: true }).selectOption({ index: 1 });
  const jpeg = (background: string) =>
    sharp({ create: { width: 400, height: 300, channels: 3, background } })
      .jpeg()
      .toBuffer();
  await form
    .getByLabel(f.cover, { exact: true })
    .setInputFiles({ name: "c.jpg", mimeType: "image/jpeg", buffer: await jpeg("#8899aa") });
  await form
    .getByLabel(f.gallery, { exact: true })
    .setInputFiles({ name: "g.jpg", mimeType: "image/jpeg", buffer: await jpeg("#aa9988") });
  await form.getByRole("button", { name: f.add }).click();
  await expect(page.locator(".toast")).toHaveText(t.toast.productAdded);

  // The shop lists it.
  await page.goto("/shop?q=Nur%20Y%C3%BCz%C3%BCk");
  await expect(page.locator(".product-card").filter({ hasText: "Nur Yüzük" })).toHaveCount(1);
});
