import sharp from "sharp";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, forgive, test } from "./fixtures";

/**
 * A picture over the product and blog forms' 10 MB, with JavaScript and without, in both
 * languages, on a phone (and a desk): the message names the file and the limit under its own
 * field, and nothing typed is lost. A phone photo over 1 MB is taken.
 */
// Every test here sends a picture over the limit on purpose: its 413 is the refusal each checks
// on the page; any other console error still fails the test.
test.afterEach(({ errors }) => forgive(errors, 413));

const HUGE = Buffer.alloc(Math.round(14.2 * 1024 * 1024), 0xff);
const MESSAGE = {
  tr: "«IMG_2041.jpg» 14,2 MB: bir resim en fazla 10 MB olabilir.",
  en: "“IMG_2041.jpg” is 14.2 MB: a picture may be at most 10 MB.",
};

async function photoOver1MB() {
  const noise = Buffer.alloc(1400 * 1000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i * i) % 251)) & 0xff;
  return sharp(noise, { raw: { width: 1400, height: 1000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

for (const { lang, at, t: all } of LANGS) {
  const t = all.productForm;
  for (const width of [390, 1280]) {
    for (const js of [true, false]) {
      test.describe(`a picture over 10 MB (${lang}, ${width} px, JavaScript ${js ? "on" : "off"})`, () => {
        test.use({ viewport: { width, height: 900 }, javaScriptEnabled: js });

        test("comes back under the cover field, everything typed kept", async ({ page }) => {
          await signIn(page, DEMO.admin);
          await page.goto(at("/dashboard/product/add"));
          const form = page.locator("form.product-form");
          await form.getByLabel(t.name, { exact: true }).fill("Ay Taşı Yüzük");
          await form.getByLabel(t.description, { exact: true }).fill("El yapımı.");
          const photo = await photoOver1MB();
          await form.getByLabel(t.gallery).setInputFiles({
            name: "IMG_2040.jpg",
            mimeType: "image/jpeg",
            buffer: photo,
          });
          await form.getByLabel(t.cover).setInputFiles({
            name: "IMG_2041.jpg",
            mimeType: "image/jpeg",
            buffer: HUGE,
          });
          const cover = form.locator(".field", { has: page.locator("#product-cover") });
          if (js) {
            // Taken out of the field as soon as chosen: nothing too big is sent.
            await expect(cover.locator(".field-errors")).toHaveText(MESSAGE[lang]);
            expect(
              await page
                .locator("#product-cover")
                .evaluate((i: HTMLInputElement) => i.files!.length),
            ).toBe(0);
            expect(
              await page
                .locator("#product-gallery")
                .evaluate((i: HTMLInputElement) => i.files!.length),
            ).toBe(1);
          } else {
            await form.getByRole("button", { name: t.add }).click();
            await expect(cover.locator(".field-errors")).toHaveText(MESSAGE[lang]);
            // The photo under the limit was taken and is kept for the next send.
            await expect(form.locator('input[name="keptImages"]')).toHaveCount(1);
          }
          await expect(form.getByLabel(t.name, { exact: true })).toHaveValue("Ay Taşı Yüzük");
          await expect(form.getByLabel(t.description, { exact: true })).toHaveValue("El yapımı.");
          await cover.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `/tmp/uploads-shots/${lang}-${width}-${js ? "js" : "nojs"}.png`,
          });
        });
      });
    }
  }
}

for (const { lang, at, t: all } of LANGS) {
  const t = all.blogs;
  for (const js of [true, false]) {
    test.describe(`a blog picture over 10 MB (${lang}, JavaScript ${js ? "on" : "off"})`, () => {
      test.use({ viewport: { width: 390, height: 900 }, javaScriptEnabled: js });

      test("comes back under the inner picture, the cover and texts kept", async ({ page }) => {
        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard/blogs/add"));
        const form = page.locator("form.blog-form");
        await form.getByLabel(t.fields.title, { exact: true }).fill("Ay Taşının Hikâyesi");
        await form.getByLabel(t.fields.preview, { exact: true }).fill("Kısa bir özet.");
        await form.getByLabel(t.fields.image, { exact: true }).setInputFiles({
          name: "IMG_2040.jpg",
          mimeType: "image/jpeg",
          buffer: await photoOver1MB(),
        });
        await form.getByLabel(t.fields.innerImage, { exact: true }).setInputFiles({
          name: "IMG_2041.jpg",
          mimeType: "image/jpeg",
          buffer: HUGE,
        });
        const inner = form.locator(".field", { has: page.locator("#blog-inner_image") });
        if (js) {
          // Taken out of the field as soon as chosen: nothing too big is sent.
          await expect(inner.locator(".field-errors")).toHaveText(MESSAGE[lang]);
          const count = (id: string) =>
            page.locator(id).evaluate((i: HTMLInputElement) => i.files!.length);
          expect(await count("#blog-inner_image")).toBe(0);
          expect(await count("#blog-image")).toBe(1);
        } else {
          // Without JavaScript the body is a plain textarea the browser requires before sending.
          await form.getByLabel(t.fields.body, { exact: true }).fill("<p>Ay taşı.</p>");
          await form.locator('button[type="submit"]').click();
          await expect(inner.locator(".field-errors")).toHaveText(MESSAGE[lang]);
          // The cover under the limit was taken and is kept for the next send.
          await expect(form.locator('input[name="keptImage"]')).toHaveCount(1);
          await expect(form.getByText(t.keptImage)).toBeVisible();
        }
        await expect(form.getByLabel(t.fields.title, { exact: true })).toHaveValue(
          "Ay Taşının Hikâyesi",
        );
        await expect(form.getByLabel(t.fields.preview, { exact: true })).toHaveValue(
          "Kısa bir özet.",
        );
        if (!js)
          await expect(form.getByLabel(t.fields.body, { exact: true })).toHaveValue(
            "<p>Ay taşı.</p>",
          );
        await inner.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `/tmp/uploads-shots/blog-${lang}-${js ? "js" : "nojs"}.png`,
        });
      });
    });
  }
}
