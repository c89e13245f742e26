import { describe, expect, it } from "vitest";
import { formatMoney, priceView, round2, toUsd } from "./money";

describe("money", () => {
  it("rounds USD prices up", () => {
    expect(toUsd(1000, 32.5)).toBe(31);
    expect(toUsd(650, 32.5)).toBe(20);
  });
  it("rounds to two decimals without drift", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });
  it("shows the discount price with the old price", () => {
    expect(priceView({ price: 1200, discountPrice: 900 }, "try", 30)).toEqual({
      current: 900,
      old: 1200,
    });
    expect(priceView({ price: 1200, discountPrice: 900 }, "usd", 30)).toEqual({
      current: 30,
      old: 40,
    });
    expect(priceView({ price: 1200, discountPrice: null }, "try", 30)).toEqual({
      current: 1200,
      old: null,
    });
  });
  it("formats in the page's language", () => {
    expect(formatMoney(1250, "try", "tr")).toBe("1.250 TL");
    expect(formatMoney(1250.5, "try", "en")).toBe("1,250.50 TL");
    expect(formatMoney(42, "usd", "en")).toBe("$42");
  });
});
