import type { Page } from "@playwright/test";
import { expect, forgive, test } from "./fixtures";

/** ARW101, 'Ametist Taşlı Gümüş Kolye': a necklace at 1250 TL, 12 in stock. */
async function openNecklace(page: Page) {
  await page.goto("/shop?q=arw101");
  await page.locator(".product-grid .product-card-link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  // With JavaScript the address changes before the new page is drawn.
  await expect(page.locator("form.add-to-cart")).toBeVisible();
  return page.url();
}

const badge = (page: Page) => page.locator('header a.count-link[href="/cart"] .badge');

for (const js of [true, false]) {
  test.describe(`cart ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("add from the product page, change the quantity and apply a coupon on /cart", async ({
      page,
      errors,
    }) => {
      const productUrl = await openNecklace(page);
      const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
      await expect(badge(page)).toHaveText("0");
      const form = page.locator("form.add-to-cart");
      await form.getByLabel("Adet").fill("2");
      await form.getByRole("button", { name: "Sepete Ekle" }).click();

      if (js) {
        // No navigation: the badge, the button and the opened mini-cart change in place.
        await expect(badge(page)).toHaveText("2");
        const miniCart = page.locator("#mini-cart");
        await expect(miniCart).toBeVisible();
        const line = miniCart.locator(".mini-cart-line").filter({ hasText: name });
        await expect(line).toContainText("2 × 1.250 TL");
        await expect(line).toContainText("2.500 TL");
        await expect(miniCart.locator(".mini-cart-total")).toContainText("2.500 TL");
        await expect(form.getByRole("button", { name: "Sepetten Çıkar" })).toBeVisible();
        expect(page.url()).toBe(productUrl);
        await miniCart.getByRole("link", { name: "Sepete Git" }).click();
      } else {
        // A plain form post: back on the product page with a message.
        await expect(page).toHaveURL(productUrl);
        await expect(page.locator(".toast")).toHaveText("Ürün sepetinize eklendi.");
        await expect(badge(page)).toHaveText("2");
        await expect(form.getByRole("button", { name: "Sepetten Çıkar" })).toBeVisible();
        // (Without JavaScript the toast stays and covers the header's cart link.)
        await page.locator("main").getByRole("link", { name: "Sepete Git" }).click();
      }

      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sepetim");
      const row = page.locator("tr.cart-line").filter({ hasText: name });
      await expect(row.getByLabel(`${name} adedi`)).toHaveValue("2");
      await row.getByLabel(`${name} adedi`).fill("3");
      await row.getByRole("button", { name: "Güncelle" }).click();
      await expect(page.locator(".toast")).toHaveText("Sepetiniz güncellendi.");
      await expect(row.locator(".cart-line-total")).toHaveText("3.750 TL");
      await expect(badge(page)).toHaveText("3");

      const coupon = page.locator("form.coupon-box");
      await coupon.getByLabel("Kupon Kodu").fill("NOPE");
      await coupon.getByRole("button", { name: "Uygula" }).click();
      await expect(coupon.getByRole("alert")).toHaveText("Bu kupon kodu geçerli değil.");
      // The unknown code answered 400 on purpose: its message is what was just checked.
      forgive(errors, 400);
      await expect(coupon.getByLabel("Kupon Kodu")).toHaveValue("NOPE");
      await coupon.getByLabel("Kupon Kodu").fill("KOLYE50");
      await coupon.getByRole("button", { name: "Uygula" }).click();
      await expect(page.locator(".coupon-applied")).toHaveText("Kupon: KOLYE50 (Kolye İndirimi)");
      const totals = page.locator(".cart-totals");
      await expect(totals).toContainText("−50 TL");
      await expect(totals.locator("dd.cart-total")).toHaveText("3.700 TL");
      await expect(page.getByRole("link", { name: "Ödemeye Geç" })).toHaveAttribute(
        "href",
        "/checkout",
      );
    });

    test("a quantity above the stock is cut to it, with the spec's message", async ({ page }) => {
      // ARW105 has 6 in stock.
      await page.goto("/shop?q=arw105");
      await page.locator(".product-grid .product-card-link").first().click();
      const form = page.locator("form.add-to-cart");
      if (js) {
        // The field itself keeps to the stock and says how many are left.
        await form.getByLabel("Adet").fill("9");
        await expect(form.getByLabel("Adet")).toHaveValue("6");
        await expect(form).toContainText("Stokta 6 Adet Ürün Var...");
      } else {
        await form.getByLabel("Adet").fill("9");
        await form.getByRole("button", { name: "Sepete Ekle" }).click();
        await expect(page.locator(".cart-notice")).toHaveText("Miktar 6 adetten fazla olamaz.");
        await expect(badge(page)).toHaveText("6");
      }
    });
  });
}

test.describe("cart with JavaScript: removing", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the mini-cart's remove and the product page's button change together", async ({ page }) => {
    await openNecklace(page);
    const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const form = page.locator("form.add-to-cart");
    await form.getByRole("button", { name: "Sepete Ekle" }).click();
    await expect(badge(page)).toHaveText("1");
    const miniCart = page.locator("#mini-cart");
    await expect(miniCart.locator(".mini-cart-line")).toHaveCount(1);
    await miniCart.getByRole("button", { name: `${name} ürününü sepetten çıkar` }).click();
    await expect(badge(page)).toHaveText("0");
    await expect(miniCart).toContainText("Sepetiniz boş.");
    await expect(form.getByRole("button", { name: "Sepete Ekle" })).toBeVisible();

    // The product page's own remove button works the same way.
    await form.getByRole("button", { name: "Sepete Ekle" }).click();
    await expect(badge(page)).toHaveText("1");
    await miniCart.getByRole("button", { name: "Alışverişe Devam Et" }).click();
    await expect(miniCart).toBeHidden();
    await form.getByRole("button", { name: "Sepetten Çıkar" }).click();
    await expect(badge(page)).toHaveText("0");
    await expect(form.getByRole("button", { name: "Sepete Ekle" })).toBeVisible();
  });
});

for (const js of [true, false]) {
  test.describe(`a product sold out while in the cart, ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });

    test("is named on /cart with its own remove button; the rest of the cart stays", async ({
      page,
      server,
    }) => {
      // Each run its own pair of products: the first sells out for good.
      const [gone, kept] = js
        ? ["Lapis Lazuli Çelik Kordon", "Hayat Ağacı Ametist Küpe"]
        : ["Akik Nazar Küpe", "Yeşim Sonsuzluk Bileklik"];
      const { products } = (await (await fetch(`${server.url}/api/product?limit=100`)).json()) as {
        products: { _id: string; name: string; slug: string; inventory: number }[];
      };
      const byName = (name: string) => products.find((p) => p.name === name)!;
      for (const name of [gone, kept]) {
        await page.goto(`/product/${byName(name).slug}`);
        await page.locator("form.add-to-cart").getByRole("button", { name: "Sepete Ekle" }).click();
        if (js) await expect(page.locator("#mini-cart")).toBeVisible();
        else await expect(page.locator(".toast")).toHaveText("Ürün sepetinize eklendi.");
      }

      // Another shopper buys every piece left of the first.
      const post = (path: string, body: unknown) =>
        fetch(server.url + path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<Record<string, any>>); // eslint-disable-line @typescript-eslint/no-explicit-any
      const other = await post("/api/cart/add", {
        products: [{ product: byName(gone)._id, quantity: byName(gone).inventory }],
      });
      const { total } = await (await fetch(`${server.url}/api/cart/${other.cartId}`)).json();
      const bought = await post("/api/order/add", {
        cartId: other.cartId,
        total,
        payment: "Havale",
        address: {
          firstName: "Hızlı",
          lastName: "Alıcı",
          phone: "05321234567",
          email: "hizli@example.com",
          country: "Türkiye",
          city: "İstanbul",
          district: "Kadıköy",
          addressType: "home",
          zipCode: "34710",
          address: "Moda Cad. 1",
        },
      });
      expect(bought.success).toBe(true);

      await page.goto("/cart");
      const notice = page.locator(".cart-sold-out");
      await expect(notice.getByRole("heading")).toHaveText("Tükenen ürünler");
      await expect(notice.getByRole("link", { name: gone })).toBeVisible();
      await expect(page.locator("tr.cart-line").filter({ hasText: kept })).toBeVisible();
      await expect(page.getByRole("link", { name: "Ödemeye Geç" })).toHaveCount(0);

      await notice.getByRole("button", { name: `${gone} ürününü sepetten çıkar` }).click();
      await expect(page.locator(".cart-sold-out")).toHaveCount(0);
      await expect(page.locator("tr.cart-line").filter({ hasText: kept })).toBeVisible();
      await expect(page.getByRole("link", { name: "Ödemeye Geç" })).toBeVisible();
    });
  });
}
