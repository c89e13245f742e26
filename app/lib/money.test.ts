import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, priceView, round2, toUsd } from "./money";

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
  it("writes every amount as tr-TR and en-US write it", () => {
    const amounts = [0, 5, 42, 999, 1000, 1250, 1250.5, 12_345.67, 999_999.99, 1_000_000];
    amounts.push(9_999_999_999.99, -1234.5, 0.1 + 0.2, round2(1.005), 7.1);
    for (let n = 1; n < 10_000_000; n = n * 7 + 0.13) amounts.push(round2(n));
    for (const [lang, locale] of [
      ["tr", "tr-TR"],
      ["en", "en-US"],
    ] as const)
      for (const amount of amounts) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
          maximumFractionDigits: 2,
        });
        expect(formatAmount(amount, lang), `${amount} in ${locale}`).toBe(intl.format(amount));
      }
  });
});
