import { DEMO } from "../helpers/demo-visits";
import { lateEndProxy } from "../helpers/late-end-proxy";
import { expect, test } from "./fixtures";

/**
 * On a slow network the end of an answer can come well after its data: the page shows the answer
 * and the shopper acts on it while the stream is still open. Acting again starts a navigation that
 * aborts the last one, whose stream the page must then drop quietly (the fixture fails a test on
 * any page error).
 */
test.use({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });

test("a second try while the first answer's end is on its way leaves no error", async ({
  page,
  server,
  errors,
}) => {
  const proxy = await lateEndProxy(server.url, 60_000);
  try {
    await page.goto(`${proxy.url}/login`);
    const main = page.getByRole("main");
    await page.getByLabel("E-posta", { exact: true }).fill(DEMO.admin.email);
    await page.getByLabel("Şifre", { exact: true }).fill("wrong-pass");
    await main.getByRole("button", { name: "OTURUM AÇ" }).click();
    await expect(main.getByRole("alert")).toHaveText("E-posta veya şifre hatalı.");
    forgive401(errors);
    await page.getByLabel("Şifre", { exact: true }).fill(DEMO.admin.password);
    await main.getByRole("button", { name: "OTURUM AÇ" }).click();
    await expect(page).toHaveURL(`${proxy.url}/dashboard`);
    await expect(page.getByRole("status").filter({ hasText: "Hoş geldiniz!" })).toBeVisible();
    // The first answer's stream was aborted by the second try, before its end came.
    await expect.poll(() => proxy.aborted).toBeGreaterThan(0);
  } finally {
    await proxy.close();
  }
});

/** Chromium logs the refused sign-in's 401 as a console error: the test's own. */
function forgive401(errors: string[]) {
  errors.splice(0, errors.length, ...errors.filter((e) => !e.includes("status of 401")));
}
