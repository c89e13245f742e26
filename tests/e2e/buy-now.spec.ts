import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The members this spec registers count against the address's sign-ups (10 an hour): the
// worker's server starts each file with the count at nought (fixtures.ts).

/** Two products with stock, apart from those the other checkout specs buy. */
async function twoProducts(request: APIRequestContext, skip: number) {
  const res = await request.get("/api/product?limit=50");
  const { products } = (await res.json()) as {
    products: { slug: string; name: string; name_en: string; inventory: number }[];
  };
  const inStock = products.filter((p) => p.inventory >= 4);
  return [inStock[skip]!, inStock[skip + 1]!] as const;
}

/** A new member, signed in, with no address yet. */
async function newMember(page: Page) {
  const main = page.locator("main");
  await page.goto("/register");
  await main.getByLabel("Ad", { exact: true }).fill("Deniz");
  await main.getByLabel("Soyad").fill("Arslan");
  await main.getByLabel("E-posta", { exact: true }).fill(`deniz.${Date.now()}@example.com`);
  await main.getByLabel("Şifre", { exact: true }).fill("deniz-sifre1");
  await main.getByLabel(/Gizlilik politikasını/).check();
  await main.getByRole("button", { name: "HESAP OLUŞTUR" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test("a guest sees no 'Buy now' button", async ({ page, request }) => {
  const [product] = await twoProducts(request, 4);
  await page.goto(`/product/${product.slug}`);
  await expect(page.locator("main form.add-to-cart").getByRole("button")).toHaveText([
    "Sepete Ekle",
  ]);
});

for (const js of [true, false]) {
  test.describe(`'Buy now' ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("buys one product alone and leaves the cart as it was", async ({ page, request }) => {
      const [kept, bought] = await twoProducts(request, js ? 4 : 6);
      const main = page.locator("main");
      const en = js;
      const at = (path: string) => (en ? `/en${path}` : path);
      await newMember(page);

      // The cart holds one product the member keeps.
      await page.goto(at(`/product/${kept.slug}`));
      const form = main.locator("form.add-to-cart");
      await form.getByRole("button", { name: en ? "Add to Cart" : "Sepete Ekle" }).click();
      await expect(page.locator(".badge").nth(1)).toHaveText("1");

      // No address yet: as any checkout, the account's address form first.
      await page.goto(at(`/product/${bought.slug}`));
      await form.getByLabel(en ? "Quantity" : "Adet").fill("2");
      await form.getByRole("button", { name: en ? "Buy now" : "Hemen Al" }).click();
      await expect(page).toHaveURL(/\/dashboard\/address\/add$/);
      await main.getByLabel(en ? "Address" : "Adres", { exact: true }).fill("Kordon Boyu 5");
      await main.getByLabel(en ? "City" : "Şehir").fill("İzmir");
      await main.getByLabel(en ? "State / District" : "İlçe").fill("Konak");
      await main.getByLabel(en ? "Country" : "Ülke").fill("Türkiye");
      await main.getByLabel(en ? "Zipcode" : "Posta Kodu").fill("35210");
      await main.getByRole("button", { name: en ? "Add" : "Ekle" }).click();
      await expect(page).toHaveURL(/\/dashboard\/address$/);

      // Again: straight to payment, with this product alone, to the default address.
      await page.goto(at(`/product/${bought.slug}`));
      await form.getByLabel(en ? "Quantity" : "Adet").fill("2");
      await form.getByRole("button", { name: en ? "Buy now" : "Hemen Al" }).click();
      await expect(page).toHaveURL(/\/payment\?buy=[0-9a-f-]{36}$/);
      await expect(main).toContainText(
        en
          ? "You are buying this product alone; your cart stays as it is."
          : "Yalnızca bu ürünü satın alıyorsunuz; sepetiniz olduğu gibi duruyor.",
      );
      await expect(main.locator(".delivery-to")).toContainText(
        "Kordon Boyu 5, Konak / İzmir 35210",
      );
      const summary = main.locator(".checkout-summary");
      await expect(summary).toContainText(en ? bought.name_en || bought.name : bought.name);
      await expect(summary).not.toContainText(en ? kept.name_en || kept.name : kept.name);

      await main.getByText(en ? "Bank Transfer" : "Havale / EFT", { exact: true }).click();
      await main.getByLabel(en ? /I have read and accept/ : /okudum, kabul ediyorum/).check();
      await main.getByRole("button", { name: en ? "Confirm the order and pay" : "Siparişi onayla ve öde" }).click();
      await expect(page).toHaveURL(/\/order\/pre\/success\/[0-9a-f-]{36}$/);
      const id = page.url().split("/").pop()!;

      // The order holds the bought product, twice; the cart still holds the kept one alone.
      await page.goto(at(`/order/${id}`));
      await expect(main).toContainText(bought.name);
      await expect(main).not.toContainText(kept.name);
      await page.goto(at("/cart"));
      await expect(page.locator(".badge").nth(1)).toHaveText("1");
      await expect(main.locator(".cart-line")).toHaveCount(1);
      await expect(main.locator(".cart-line")).toContainText(
        en ? kept.name_en || kept.name : kept.name,
      );
    });
  });
}
