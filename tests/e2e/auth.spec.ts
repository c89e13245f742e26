import { expect, test } from "./fixtures";

// The fixture fails a test on any console error: a script the Content-Security-Policy refused
// (a missing or wrong nonce) is one.
/** Chromium logs the answer to a refused form post as an error; these are the test's own. */
function forgive(errors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  const kept = errors.filter((e) => !e.includes(expected));
  errors.splice(0, errors.length, ...kept);
}

for (const js of [true, false]) {
  test.describe(`accounts ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("sign up, sign out, sign in", async ({ page, errors }) => {
      const email = `e2e.${js ? "js" : "nojs"}.${Date.now()}@example.com`;
      const password = "e2e-pass-1";
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
      });
      const main = page.getByRole("main");

      await page.goto("/register");
      await expect(page.getByRole("heading", { level: 1, name: "Üye Ol" })).toBeVisible();
      // No pop-up here: it never covers the sign-up form (app/lib/popup.ts).
      await page.getByLabel("E-posta", { exact: true }).fill("yanlis");
      if (js) {
        // Conform checks each field as it is left, and the whole form before sending it.
        await page.getByLabel("E-posta", { exact: true }).blur();
        await expect(main.getByText("E-posta hatalı.")).toBeVisible();
        await main.getByRole("button", { name: "HESAP OLUŞTUR" }).click();
        await expect(main.getByText("Ad gerekli.", { exact: true })).toBeVisible();
        await expect(main.getByText("Devam etmek için gizlilik politikasını")).toBeVisible();
        expect(posts).toEqual([]);
      } else {
        await main.getByRole("button", { name: "HESAP OLUŞTUR" }).click();
        await expect(main.getByText("Ad gerekli.", { exact: true })).toBeVisible();
        await expect(main.getByText("E-posta hatalı.")).toBeVisible();
        await expect(page.getByLabel("E-posta", { exact: true })).toHaveValue("yanlis");
        expect(posts).toEqual(["/register"]);
        forgive(errors, 400);
      }

      await page.getByLabel("Ad", { exact: true }).fill("Ece");
      await page.getByLabel("Soyad", { exact: true }).fill("Yıldız");
      await page.getByLabel("E-posta", { exact: true }).fill(email);
      await page.getByLabel("Şifre", { exact: true }).fill(password);
      await page.getByLabel(/Gizlilik politikasını/).check();
      await main.getByRole("button", { name: "HESAP OLUŞTUR" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByRole("status").filter({ hasText: "Hesabınız oluşturuldu" }),
      ).toBeVisible();

      await page.goto("/logout");
      await main.getByRole("button", { name: "Çıkış Yap" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText("Başarıyla çıkış yapıldı!")).toBeVisible();
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

      await page.getByLabel("E-posta", { exact: true }).fill(email);
      await page.getByLabel("Şifre", { exact: true }).fill("wrong-pass");
      await main.getByRole("button", { name: "OTURUM AÇ" }).click();
      await expect(main.getByRole("alert")).toHaveText("E-posta veya şifre hatalı.");
      await expect(page.getByLabel("E-posta", { exact: true })).toHaveValue(email);
      forgive(errors, 401);
      await page.getByLabel("Şifre", { exact: true }).fill(password);
      await main.getByRole("button", { name: "OTURUM AÇ" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("status").filter({ hasText: "Hoş geldiniz!" })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
