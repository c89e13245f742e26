import { eq } from "drizzle-orm";
import { settings } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { placeTransferOrder } from "../helpers/transfer-order";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The admin's order desk to an order (issue [18]): from the desk's list to the staff's order
 * page, a note written there, and the packing slip printed, on a phone and a desktop, with
 * JavaScript and without, in both languages.
 */
const CASES = [
  { js: true, width: 390, l: LANGS[0] },
  { js: false, width: 390, l: LANGS[1] },
  { js: true, width: 1280, l: LANGS[1] },
  { js: false, width: 1280, l: LANGS[0] },
] as const;

for (const { js, width, l } of CASES) {
  const { at, t } = l;
  const o = t.orderPage;
  test.describe(`the order desk at ${width} px ${js ? "with" : "without"} JavaScript (${l.lang})`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: js });

    test("opens an order from the desk, notes it and prints its slip", async ({ page, server }) => {
      const list = await (await fetch(`${server.url}/api/product/list?limit=20`)).json();
      // A product with the two pieces in stock (the other specs of the worker take some).
      const product = list.products.find((p: { inventory: number }) => p.inventory >= 2);
      const order = await placeTransferOrder(server.url, [{ product: product._id, quantity: 2 }]);
      const { value: shop } = await atDatabase(server, async (db) => {
        const [row] = await db.select().from(settings).where(eq(settings.id, 1));
        return row!.storeName;
      });
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/orders"));
      await page.locator(`a[href="${at(`/dashboard/orders/${order.id}`)}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        o.title.replace("{number}", order.number),
      );
      // The back office's menu stays; the shopper's wording does not come.
      await expect(page.locator(".backoffice")).toHaveCount(1);

      const note = `Hediye paketi (${width}, ${js ? "js" : "no js"})`;
      await page.getByLabel(o.noteLabel).fill(note);
      await page.getByRole("button", { name: o.addNote }).click();
      await expect(page.locator(".toast")).toHaveText(t.toast.orderNoteAdded);
      await expect(page.locator(".order-staff-note-body")).toHaveText([note]);
      await expect(page.getByLabel(o.noteLabel)).toHaveValue("");

      await page.getByRole("link", { name: o.slipLink }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}/slip$`));
      const slip = page.locator(".packing-slip");
      await expect(slip.locator(".packing-slip-shop")).toHaveText(shop);
      await expect(slip.getByRole("heading", { level: 1 })).toHaveText(
        o.slipOrder.replace("{number}", order.number),
      );
      await expect(slip.locator(".packing-slip-lines tbody tr td")).toHaveText([product.name, "2"]);
      await expect(slip.locator("address")).toContainText("Atatürk Bulvarı 1");
      await expect(page.locator(".backoffice")).toHaveCount(0);
      const print = page.getByRole("button", { name: o.print });
      if (js) {
        // The browser's own print dialog, counted instead of opened.
        await page.evaluate(() => {
          const w = window as unknown as { printed: number };
          w.printed = 0;
          window.print = () => void w.printed++;
        });
        await print.click();
        expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(
          1,
        );
      } else {
        await expect(print).toHaveCount(0);
      }
      // On paper: the slip alone, without the page's links and button.
      await page.emulateMedia({ media: "print" });
      await expect(page.locator(".packing-slip-tools")).toBeHidden();
      await expect(slip.locator(".packing-slip-lines")).toBeVisible();
    });
  });
}
