import { DEMO, signIn } from "./dashboard";
import { expect, forgive, test } from "./fixtures";

/**
 * Spec 001 §8's messages as a visitor sees them, with JavaScript and without (issue [17] point 6;
 * tests/integration/refusal-texts.test.ts has every case without a browser).
 */
const FORBIDDEN = {
  tr: "Yasak! Bu kaynağa erişim izniniz yok.",
  en: "Forbidden! You are not allowed to access this resource.",
};

for (const js of [true, false]) {
  test.describe(`spec 001 §8's messages ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("a refused staff page says 'Forbidden!' in its language", async ({ page, errors }) => {
      await signIn(page, DEMO.merchant);
      await page.goto("/dashboard/settings");
      await expect(page.getByRole("heading", { name: FORBIDDEN.tr })).toBeVisible();
      await page.goto("/en/dashboard/settings");
      await expect(page.getByRole("heading", { name: FORBIDDEN.en })).toBeVisible();
      await signIn(page, DEMO.member);
      await page.goto("/dashboard/product");
      await expect(page.getByRole("heading", { name: FORBIDDEN.tr })).toBeVisible();
      // The way on is the dashboard's start, not another try at the same refusal.
      await page.locator(".page-message").getByRole("link", { name: "Hesabım" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      // Those pages answered 403 on purpose; their text is what this test checks.
      forgive(errors, 403);
    });

    test("a session that has ended is asked to sign in again", async ({
      page,
      context,
      server,
    }) => {
      await signIn(page, DEMO.member);
      const [session] = (await context.cookies()).filter((c) => c.name === "sid");
      // Signed out elsewhere: the session ends, this browser keeps its cookie.
      const out = await page.request.post("/logout", {
        headers: { origin: server.url },
        maxRedirects: 0,
      });
      expect([302, 303]).toContain(out.status());
      await context.addCookies([session!]);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
      await expect(page.locator(".toast")).toHaveText(
        "Yetkisiz erişim! Lütfen tekrar giriş yapın.",
      );
    });

    test("a blog post that is not there says 'Blog Bulunmadı'", async ({ page, errors }) => {
      await page.goto("/blog/note/no-such-post");
      await expect(page.getByRole("heading", { name: "Blog Bulunmadı" })).toBeVisible();
      forgive(errors, 404);
    });
  });
}
