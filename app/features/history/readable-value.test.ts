import { describe, expect, it } from "vitest";
import { readableValue, type ValueContext } from "./readable-value.server";

const id = "4b5c4cc6-14ca-4041-937d-5813c4c012a7";
const tr: ValueContext = { lang: "tr", names: new Map([[id, "Ametist"]]), currency: "try" };
const en: ValueContext = { ...tr, lang: "en" };

describe("readableValue", () => {
  it("writes money with its currency, as each language does", () => {
    expect(readableValue("products", "price", 1250.5, tr).text).toBe("1.250,50 TL");
    expect(readableValue("products", "price", 1250.5, en).text).toBe("1,250.50 TL");
    expect(readableValue("orders", "total", 40, { ...en, currency: "usd" }).text).toBe("$40");
  });

  it("says an order's status, its payment and a user's role in words", () => {
    expect(readableValue("orders", "status", "Not Processed", tr).text).toBe("İşlenmedi");
    expect(readableValue("orders", "status", "Shipped", en).text).toBe("Shipped");
    expect(readableValue("orders", "payment", "", tr).text).toBe("Henüz seçilmedi");
    expect(readableValue("order_items", "status", "Cancelled", tr).text).toBe("İptal Edildi");
  });

  it("shows pictures as small thumbnails, never their list", () => {
    const cell = readableValue(
      "products",
      "images",
      ["/uploads/img/0123456789abcdef-1280.webp", "/images/demo/ring.svg"],
      tr,
    );
    expect(cell.pictures).toEqual([
      { src: "/uploads/img/0123456789abcdef-320.webp", alt: "1. görsel" },
      { src: "/images/demo/ring.svg", alt: "2. görsel" },
    ]);
    expect(cell.text).toBe("");
  });

  it("names records, and a gone one as gone; moments as dates; no JSON", () => {
    expect(readableValue("product_stones", "stone_id", id, tr).text).toBe("Ametist");
    expect(readableValue("coupons", "category_ids", [id, id.replace("4b", "5b")], tr).text).toBe(
      "Ametist · silinmiş kayıt",
    );
    expect(readableValue("orders", "paid_at", "2026-12-06T06:34:00.123+00:00", tr).text).toBe(
      "6 Ara 2026 Pazar 09:34",
    );
    const paragraphs = { tr: ["Bir", "İki"], en: ["One"] };
    expect(readableValue("settings", "about_paragraphs", paragraphs, tr).text).toBe(
      "Bir · İki · One",
    );
    expect(readableValue("blogs", "body", "<p>Merhaba <b>dünya</b></p>", tr).text).toBe(
      "Merhaba dünya",
    );
  });
});
