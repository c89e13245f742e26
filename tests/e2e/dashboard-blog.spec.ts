import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, LANGS, MENU_NAME, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The blog dashboard with JavaScript on, in Turkish and English: the admin writes a post in the
 * editor (bold through its toolbar), sees it on /blog, and deletes it through the confirm; and
 * without JavaScript, a post added through the plain textarea.
 */

const jpeg = (color: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const row = (page: Page, title: string) =>
  page.locator("main .catalogue-item").filter({
    has: page.getByRole("link", { name: title, exact: true }),
  });

for (const { lang, at, t } of LANGS) {
  const b = t.blogs;

  test.describe(`blog dashboard with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("the admin writes a post in the editor, sees it on /blog and deletes it", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard"));
      await page
        .getByRole("navigation", { name: MENU_NAME[lang] })
        .getByRole("link", { name: t.menu.menuBlog })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/blogs")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.title);
      await page.locator("main").getByRole("link", { name: b.add, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.addTitle);

      const form = page.locator("main form.blog-form");
      const title = lang === "tr" ? "Editörle Yazılmış Not" : "Editörle Yazılmış Not EN";
      await form.getByLabel(b.fields.title, { exact: true }).fill(title);
      await form.getByLabel(b.fields.preview, { exact: true }).fill("Kısa bir özet.");
      // The editor is laid over the textarea: a toolbar and a text box named like the field.
      const editor = form.getByRole("textbox", { name: b.fields.body, exact: true });
      await expect(form.getByRole("toolbar").first()).toBeVisible();
      await expect(form.locator('textarea[name="body"]')).toBeHidden();
      await editor.click();
      await page.keyboard.type("Düz metin ve ");
      await form.getByRole("button", { name: b.editor.bold }).first().click();
      await expect(form.getByRole("button", { name: b.editor.bold }).first()).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.keyboard.type("kalın metin");
      await expect(editor.locator("strong")).toHaveText("kalın metin");
      await expect(form.locator('textarea[name="body"]')).toHaveValue(
        "<p>Düz metin ve <strong>kalın metin</strong></p>",
      );
      await form.getByLabel(b.fields.image, { exact: true }).setInputFiles({
        name: "kapak.jpg",
        mimeType: "image/jpeg",
        buffer: await jpeg(lang === "tr" ? "#aa8866" : "#6688aa"),
      });
      // The chosen picture is shown before it is sent.
      await expect(
        form.getByRole("img", { name: `${b.fields.image}: ${b.chosenImage}` }),
      ).toBeVisible();
      await form.getByRole("button", { name: b.addSubmit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/blogs")}$`));
      await expect(page.locator(".toast")).toHaveText(t.toast.blogAdded);
      await expect(row(page, title)).toContainText(b.active);

      await page.goto(at("/blog"));
      await expect(page.getByText(title).first()).toBeVisible();
      const slug = lang === "tr" ? "editorle-yazilmis-not" : "editorle-yazilmis-not-en";
      await page.goto(at(`/blog/note/${slug}`));
      await expect(page.locator(".blog-post .prose strong")).toHaveText("kalın metin");

      // Sil asks the spec's question in a dialog, then deletes.
      await page.goto(at("/dashboard/blogs"));
      await row(page, title).getByRole("link", { name: title }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.editTitle);
      await expect(
        page
          .locator("main form.blog-form")
          .getByRole("textbox", { name: b.fields.body, exact: true }),
      ).toContainText("kalın metin");
      page.once("dialog", async (dialog) => {
        expect(dialog.message()).toBe(b.deleteConfirm);
        await dialog.accept();
      });
      await page.locator("main").getByRole("link", { name: b.delete, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/blogs")}$`));
      await expect(page.locator(".toast")).toHaveText(t.toast.blogDeleted);
      await expect(row(page, title)).toHaveCount(0);
    });
  });

  test.describe(`blog dashboard without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("the admin adds a post through the plain textarea", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/blogs/add"));
      const form = page.locator("main form.blog-form");
      await expect(form.getByRole("toolbar")).toHaveCount(0);
      const title = lang === "tr" ? "Betiksiz Not" : "Betiksiz Not EN";
      await form.getByLabel(b.fields.title, { exact: true }).fill(title);
      await form.getByLabel(b.fields.preview, { exact: true }).fill("Özet");
      await form
        .getByLabel(b.fields.body, { exact: true })
        .fill("<p>Elle yazılmış <em>HTML</em></p><script>alert(1)</script>");
      await form.getByLabel(b.fields.image, { exact: true }).setInputFiles({
        name: "kapak.jpg",
        mimeType: "image/jpeg",
        buffer: await jpeg(lang === "tr" ? "#228844" : "#884422"),
      });
      await form.getByRole("button", { name: b.addSubmit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/blogs")}$`));
      await expect(page.locator(".toast")).toHaveText(t.toast.blogAdded);
      const slug = lang === "tr" ? "betiksiz-not" : "betiksiz-not-en";
      await page.goto(at(`/blog/note/${slug}`));
      await expect(page.locator(".blog-post .prose em")).toHaveText("HTML");
      await expect(page.locator(".blog-post .prose script")).toHaveCount(0);
    });
  });
}
