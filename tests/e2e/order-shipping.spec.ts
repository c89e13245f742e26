import type { TestServer } from "../helpers/server";
import { en } from "../../app/locales/en";
import { tr } from "../../app/locales/tr";
import { dashboard as enDashboard } from "../../app/locales/en/dashboard";
import { dashboard as trDashboard } from "../../app/locales/tr/dashboard";
import { toast as enToast } from "../../app/locales/en/toast";
import { toast as trToast } from "../../app/locales/tr/toast";
import { placeTransferOrder } from "../helpers/transfer-order";
import { signedIn } from "../helpers/demo-visits";
import { DEMO, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * An order shipped from the staff pages (issue [18], decision 076), with JavaScript and without,
 * on a phone and a desk: the status page leads Shipped to the ship form, which asks the reason
 * for an unpaid transfer; the shopper then follows the parcel from their order page.
 */

const TRACKING = "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=";

/** The demo member's bank-transfer order of one piece of the first product listed, over /api. */
async function memberOrder(server: TestServer) {
  const { token } = await signedIn(server.url, DEMO.member);
  const list = await (await fetch(`${server.url}/api/product/list?limit=20`)).json();
  return placeTransferOrder(server.url, [{ product: list.products[0]._id, quantity: 1 }], {
    token,
  });
}

const CASES = [
  { js: true, width: 390, lang: "tr" },
  { js: false, width: 390, lang: "en" },
  { js: true, width: 1280, lang: "en" },
  { js: false, width: 1280, lang: "tr" },
] as const;

for (const { js, width, lang } of CASES) {
  const t = lang === "tr" ? { ...tr, toast: trToast } : { ...en, toast: enToast };
  const d = lang === "tr" ? trDashboard : enDashboard;
  const at = (path: string) => (lang === "en" ? `/en${path}` : path);
  test.describe(`shipping ${js ? "with" : "without"} JavaScript at ${width} px (${lang})`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: js });

    test("the admin ships from the status page; the shopper follows the parcel", async ({
      page,
      server,
    }) => {
      const order = await memberOrder(server);
      await signIn(page, DEMO.admin);
      await page.goto(at(`/dashboard/orders/${order.id}/status`));
      await page.getByLabel(d.orderStatus.choose).selectOption("Shipped");
      await page.getByRole("button", { name: d.orderStatus.show }).click();

      // Shipped leads to the ship form; the order's transfer has not arrived: a reason is asked.
      await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}/ship$`));
      await expect(page.getByText(d.shipping.unpaidWarning)).toBeVisible();
      await expect(page.getByRole("checkbox")).toBeChecked();
      await page.getByLabel(d.shipping.carrier, { exact: true }).selectOption("yurtici");
      await page.getByLabel(d.shipping.trackingNumber).fill("YK 4455 6677");
      await page.getByLabel(d.shipping.reason).fill("Müşteri kapıda ödeyecek.");
      await page.getByRole("button", { name: d.shipping.submit }).click();
      await expect(page.locator(".toast")).toHaveText(d.shipping.toast.shipped);
      await expect(page.locator(".shipment-list")).toContainText("YK 4455 6677");
      await expect(page.locator(".order-fact-status .order-status")).toHaveText(
        t.orders.statuses.Shipped,
      );

      // The shopper, signed in, sees the parcel on their order page.
      await page.context().clearCookies();
      await signIn(page, DEMO.member);
      await page.goto(at(`/order/${order.id}`));
      const parcel = page.locator(".shipment-list .shipment");
      await expect(parcel).toContainText("Yurtiçi Kargo");
      await expect(parcel).toContainText("YK 4455 6677");
      await expect(parcel.getByRole("link", { name: t.orders.parcels.track })).toHaveAttribute(
        "href",
        `${TRACKING}YK%204455%206677`,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  });
}
