import sharp from "sharp";
import { keyboardSensorListening } from "./drag";
import { expect, test } from "./fixtures";

/** A small photograph-like JPEG of the given colour. */
function jpeg(background: string) {
  return sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

const TEXTS = {
  tr: {
    prefix: "",
    uploaded: "Görseller yüklendi.",
    saved: "Sıralama kaydedildi.",
    picked: "1. görsel tutuldu.",
    over: "Görsel 2. sırada.",
    drag: "görseli sürükle",
  },
  en: {
    prefix: "/en",
    uploaded: "Pictures uploaded.",
    saved: "Order saved.",
    picked: "Picked up picture 1.",
    over: "Picture over place 2.",
    drag: "Drag picture",
  },
} as const;

for (const lang of ["tr", "en"] as const) {
  test.describe(`product pictures with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("reorders the gallery with the keyboard, saved at once", async ({
      page,
      baseURL,
      errors,
    }) => {
      const t = TEXTS[lang];
      const login = await page.request.post("/api/auth/login", {
        data: { email: "merchant@demo.shop", password: "merchant123!" },
        headers: { origin: baseURL! },
      });
      expect(login.status()).toBe(200);
      const brands = (await (await page.request.get("/api/brand")).json()).brands;
      const brand = brands.find((b: { slug: string }) => b.slug === "dogal-tas-atolyesi");
      const list = await (
        await page.request.get(`/api/product/list/brand/${brand._id}?limit=5`)
      ).json();
      const id = list.products[lang === "tr" ? 1 : 2]._id as string;
      const path = `${t.prefix}/dashboard/product/pictures/${id}`;

      await page.goto(path);
      await page.locator("#upload-gallery").setInputFiles([
        { name: "red.jpg", mimeType: "image/jpeg", buffer: await jpeg("#a33") },
        { name: "blue.jpg", mimeType: "image/jpeg", buffer: await jpeg("#33a") },
      ]);
      await page
        .locator("form.upload-form")
        .filter({ has: page.locator("#upload-gallery") })
        .locator('button[type="submit"]')
        .click();
      await expect(page.getByRole("status").first()).toHaveText(t.uploaded);
      await page.reload();

      const ids = () =>
        page
          .locator(".picture-list > li")
          .evaluateAll((lis) => lis.map((li) => li.getAttribute("data-id")));
      const before = await ids();
      expect(before.length).toBeGreaterThanOrEqual(2);

      // The first picture one place down, with the keyboard on its drag handle.
      const handle = page.getByRole("button", { name: new RegExp(t.drag) }).first();
      await handle.focus();
      await page.keyboard.press("Space");
      // Lifted (dnd-kit measures the list first): the live region says so.
      await expect(handle).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(t.picked)).toBeAttached();
      await keyboardSensorListening(page);
      await page.keyboard.press("ArrowDown");
      await expect(page.getByText(t.over)).toBeAttached();
      await page.keyboard.press("Space");
      const expected = [before[1], before[0], ...before.slice(2)];
      await expect.poll(ids).toEqual(expected);
      await expect(page.locator(".pictures-page p[role=status]").last()).toHaveText(t.saved);

      // Saved on the server: a fresh page shows the new order.
      await page.reload();
      expect(await ids()).toEqual(expected);
      expect(errors).toEqual([]);
    });
  });
}
