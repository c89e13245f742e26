import { describe, expect, it } from "vitest";
import { bulkOutcome, bulkPrices, parseBulkChange, type BulkProduct } from "./bulk-change";

/**
 * A bulk change as typed, and what it leaves a product's prices at (issue [17] point 5): below
 * zero and a price under 1 are said as such; the preview shows both prices shoppers may pay.
 */

const RING: BulkProduct = {
  id: "00000000-0000-4000-8000-000000000001",
  price: 1000,
  discountPrice: 800,
  quantity: 4,
  isActive: true,
  isVisible: true,
  categoryId: null,
  typeId: null,
  brandId: null,
};

describe("a typed bulk change", () => {
  it("says a negative value is below zero, a price under 1 below the minimum", () => {
    expect(parseBulkChange("priceSet", "-5", "")).toEqual({ error: "negative" });
    expect(parseBulkChange("discountSet", "-1,50", "")).toEqual({ error: "negative" });
    expect(parseBulkChange("quantitySet", "-2", "")).toEqual({ error: "negative" });
    expect(parseBulkChange("priceSet", "0,50", "")).toEqual({ error: "belowOne" });
    expect(parseBulkChange("priceSet", "beş", "")).toEqual({ error: "badValue" });
  });

  it("takes a stock of 0 (sold out) and a Turkish price", () => {
    expect(parseBulkChange("quantitySet", "0", "")).toEqual({ kind: "quantitySet", value: 0 });
    expect(parseBulkChange("priceSet", "1.250,50", "")).toEqual({
      kind: "priceSet",
      value: 1250.5,
    });
    expect(parseBulkChange("pricePercent", "-15", "")).toEqual({
      kind: "pricePercent",
      value: -15,
    });
  });
});

describe("what a bulk change leaves the prices at", () => {
  it("shows the discount price beside a changed price, and the other way round", () => {
    const raise = { kind: "pricePercent" as const, value: 10 };
    const raised = bulkOutcome(RING, raise);
    expect(bulkPrices(RING, raise, raised.after)).toEqual({
      price: { before: 1000, after: 1100 },
      discount: { before: 800, after: 800 },
    });
    const cut = { kind: "discountPercent" as const, value: -50 };
    expect(bulkPrices(RING, cut, bulkOutcome(RING, cut).after)).toEqual({
      price: { before: 1000, after: 1000 },
      discount: { before: 800, after: 400 },
    });
    const stock = { kind: "quantitySet" as const, value: 0 };
    expect(bulkPrices(RING, stock, 0).price).toEqual({ before: 1000, after: 1000 });
  });

  it("refuses a price the change would take under 1", () => {
    expect(
      bulkOutcome(
        { ...RING, price: 1.5, discountPrice: null },
        {
          kind: "pricePercent",
          value: -50,
        },
      ).error,
    ).toBe("belowOne");
  });
});
