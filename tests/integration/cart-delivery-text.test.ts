import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { getJson } from "../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { Browser } from "../helpers/browser";

/**
 * Spec 000 §3: a cart item's description carries its delivery text after the marker 'Teslimat:'.
 * The cart page shows it under the line's name, in the page's language.
 */
describe.each(DB_KINDS)("a cart line's delivery text on %s", (kind) => {
  let server: TestServer;
  const ids: string[] = [];

  beforeAll(async () => {
    server = await sharedServer(kind);
    const list = await getJson<{ products: { _id: string; inventory: number }[] }>(
      server.url,
      "/api/product?limit=10",
    );
    ids.push(...list.body.products.filter((p) => p.inventory > 0).map((p) => p._id));
    ({ server } = await atDatabase(server, async (db) => {
      await db
        .update(products)
        .set({
          description:
            "El yapımı gümüş kolye.\r\nTeslimat: 1-2 iş gününde kargoda\nBakım: kuru bezle",
          descriptionEn: "Handmade silver necklace.\nDelivery: shipped in 1-2 working days",
        })
        .where(eq(products.id, ids[0]));
      await db
        .update(products)
        .set({ description: "Teslimat:   aynı gün kargoda", descriptionEn: "No marker here." })
        .where(eq(products.id, ids[1]));
      await db
        .update(products)
        .set({ description: "Teslimat:", descriptionEn: "" })
        .where(eq(products.id, ids[2]));
    }));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the text after the marker, in Turkish and English, and nothing without one", async () => {
    const guest = new Browser(server.url);
    for (const id of ids.slice(0, 3)) {
      await guest.post("/cart", { intent: "add", product: id, quantity: "1" });
    }
    const deliveryTexts = async (path: string) =>
      (await guest.get(path)).doc
        .querySelectorAll(".cart-line")
        .map((line) => line.querySelector(".cart-line-delivery")?.text.trim() ?? null);

    expect(await deliveryTexts("/cart")).toEqual([
      "Teslimat: 1-2 iş gününde kargoda",
      "Teslimat: aynı gün kargoda",
      null,
    ]);
    expect(await deliveryTexts("/en/cart")).toEqual([
      "Delivery: shipped in 1-2 working days",
      // No English text of its own: the Turkish one, marked as Turkish.
      "Delivery: aynı gün kargoda",
      null,
    ]);
    const en = await guest.get("/en/cart");
    expect(en.doc.querySelectorAll('.cart-line-delivery [lang="tr"]').map((e) => e.text)).toEqual([
      "aynı gün kargoda",
    ]);
  });
});
