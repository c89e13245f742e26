import { describe, expect, it } from "vitest";
import {
  couponProblem,
  DEFAULT_VAT_RATE,
  includedTax,
  lineTotal,
  priceCart,
  vatRateText,
  type PricedProduct,
  type PricingCoupon,
} from "./cart-pricing";

const now = new Date("2026-06-01T12:00:00Z");
const product = (over: Partial<PricedProduct> = {}): PricedProduct => ({
  id: "p1",
  price: 100,
  discountPrice: null,
  categoryId: null,
  typeId: null,
  symbolId: null,
  ingredientId: null,
  stoneIds: [],
  ...over,
});
const coupon = (over: Partial<PricingCoupon> = {}): PricingCoupon => ({
  dtype: "P",
  amount: 10,
  uses: 10,
  isActive: true,
  startDate: new Date("2026-01-01"),
  endDate: new Date("2026-12-31"),
  categoryIds: [],
  productIds: [],
  ...over,
});
const price = (
  lines: { product: PricedProduct; quantity: number }[],
  c: PricingCoupon | null = null,
  currency: "try" | "usd" = "try",
  vatRate = 20,
) => priceCart({ lines, coupon: c, currency, exchangeRate: 32.5, vatRate, now });

describe("priceCart", () => {
  it("line total is quantity × discount price (or price), 2 decimals; the total is rounded up", () => {
    const p = price([
      { product: product({ id: "a", price: 200, discountPrice: 149.99 }), quantity: 3 },
      { product: product({ id: "b", price: 10.1 }), quantity: 1 },
    ]);
    expect(p.lines.map((l) => l.lineTotal)).toEqual([449.97, 10.1]);
    expect(p.subtotal).toBe(460.07);
    expect(p.total).toBe(461);
    expect(p.itemCount).toBe(4);
    expect(p.shipping).toBe(0);
    // KDV 20 % included: 461 × 20 / 120.
    expect(p.tax).toBe(76.83);
    expect(p.vatRate).toBe(20);
  });

  it("takes the KDV out of the total at the rate it is given, the total unchanged", () => {
    const cart = [{ product: product({ price: 1180 }), quantity: 1 }];
    const at18 = price(cart, null, "try", 18);
    const at20 = price(cart, null, "try", 20);
    const at0 = price(cart, null, "try", 0);
    const at8half = price(cart, null, "try", 8.5);
    expect([at18.total, at20.total, at0.total, at8half.total]).toEqual([1180, 1180, 1180, 1180]);
    // 1180 × 18 / 118, 1180 × 20 / 120 (196.666… to the kuruş), nothing, 1180 × 8.5 / 108.5.
    expect([at18.tax, at20.tax, at0.tax, at8half.tax]).toEqual([180, 196.67, 0, 92.44]);
    expect([at18.vatRate, at20.vatRate, at0.vatRate, at8half.vatRate]).toEqual([18, 20, 0, 8.5]);
  });

  it("takes the KDV out of a USD total in dollars", () => {
    // 1250 TL at 32.5 is $38.47, rounded up to $39; the total to $39; 39 × 20 / 120.
    const p = price([{ product: product({ price: 1250 }), quantity: 1 }], null, "usd", 20);
    expect(p.total).toBe(39);
    expect(p.tax).toBe(6.5);
  });

  it("a percent coupon takes its share off the matched items only", () => {
    const c = coupon({ dtype: "P", amount: 10, categoryIds: ["necklace"] });
    const p = price(
      [
        { product: product({ id: "a", price: 300, typeId: "necklace" }), quantity: 1 },
        { product: product({ id: "b", price: 100 }), quantity: 1 },
      ],
      c,
    );
    expect(p.lines.map((l) => l.matched)).toEqual([true, false]);
    expect(p.discount).toBe(30);
    expect(p.total).toBe(370);
  });

  it("matches by product id or by any stone", () => {
    const c = coupon({ productIds: ["b"], categoryIds: ["amethyst"] });
    const p = price(
      [
        { product: product({ id: "a", stoneIds: ["quartz", "amethyst"] }), quantity: 1 },
        { product: product({ id: "b" }), quantity: 1 },
        { product: product({ id: "c" }), quantity: 1 },
      ],
      c,
    );
    expect(p.lines.map((l) => l.matched)).toEqual([true, true, false]);
  });

  it("a fixed coupon never makes the matched part negative", () => {
    const c = coupon({ dtype: "A", amount: 500, productIds: ["a"] });
    const p = price(
      [
        { product: product({ id: "a", price: 120 }), quantity: 1 },
        { product: product({ id: "b", price: 80 }), quantity: 1 },
      ],
      c,
    );
    expect(p.discount).toBe(120);
    expect(p.total).toBe(80);
    expect(p.lines.map((l) => l.payable)).toEqual([0, 80]);
  });

  it("a coupon limited to nothing is for the whole cart", () => {
    const p = price(
      [
        { product: product({ id: "a", price: 100 }), quantity: 1 },
        { product: product({ id: "b", price: 50 }), quantity: 2 },
      ],
      coupon({ dtype: "P", amount: 10 }),
    );
    expect(p.lines.every((l) => l.matched)).toBe(true);
    expect(p.discount).toBe(20);
    expect(p.total).toBe(180);
  });

  it("nothing matching means no discount", () => {
    const p = price([{ product: product(), quantity: 2 }], coupon({ productIds: ["zzz"] }));
    expect(p.discount).toBe(0);
    expect(p.total).toBe(200);
  });

  it("line shares sum exactly to the rounded-up total (the iyzico basket rule)", () => {
    const c = coupon({ dtype: "P", amount: 33, categoryIds: ["x"] });
    const p = price(
      [
        { product: product({ id: "a", price: 33.33, typeId: "x" }), quantity: 3 },
        { product: product({ id: "b", price: 19.99, typeId: "x" }), quantity: 1 },
        { product: product({ id: "c", price: 7.77 }), quantity: 2 },
      ],
      c,
    );
    const cents = p.lines.reduce((sum, l) => sum + Math.round(l.payable * 100), 0);
    expect(cents).toBe(Math.round(p.total * 100));
    expect(Number.isInteger(p.total)).toBe(true);
  });

  it("in USD converts each unit price first (rounded up) and a fixed coupon by the rate", () => {
    const c = coupon({ dtype: "A", amount: 65, productIds: ["a"] });
    const p = price([{ product: product({ id: "a", price: 1000 }), quantity: 2 }], c, "usd");
    expect(p.currency).toBe("usd");
    expect(p.lines[0].unitPrice).toBe(31); // ceil(1000 / 32.5)
    expect(p.discount).toBe(2); // 65 TL / 32.5
    expect(p.total).toBe(60);
  });

  it("a coupon that is not usable is reported and not applied", () => {
    const p = price([{ product: product(), quantity: 1 }], coupon({ uses: 0 }));
    expect(p.couponProblem).toBe("usedUp");
    expect(p.discount).toBe(0);
  });
});

describe("includedTax", () => {
  it("is the part of an amount that includes KDV at a rate", () => {
    expect(includedTax(118, 18)).toBe(18);
    expect(includedTax(120, 20)).toBe(20);
    expect(includedTax(100, 100)).toBe(50);
    expect(includedTax(0.01, 20)).toBe(0);
  });

  it("the shop's default rate is the general rate since July 2023", () => {
    expect(DEFAULT_VAT_RATE).toBe(20);
  });
});

describe("vatRateText", () => {
  it("writes the rate as the page's language does", () => {
    expect(vatRateText(20, "tr")).toBe("20");
    expect(vatRateText(8.5, "tr")).toBe("8,5");
    expect(vatRateText(8.5, "en")).toBe("8.5");
    expect(vatRateText(1.005 + 0.001, "en")).toBe("1.01");
  });
});

describe("lineTotal", () => {
  it("is the priced line's total, without binary drift", () => {
    expect(lineTotal(149.99, 3)).toBe(449.97);
    expect(lineTotal(0.1, 3)).toBe(0.3);
  });
});

describe("couponProblem", () => {
  it("checks active, dates and uses", () => {
    expect(couponProblem(coupon(), now)).toBeNull();
    expect(couponProblem(coupon({ isActive: false }), now)).toBe("inactive");
    expect(couponProblem(coupon({ startDate: new Date("2026-07-01") }), now)).toBe("notStarted");
    expect(couponProblem(coupon({ endDate: new Date("2026-05-01") }), now)).toBe("expired");
    expect(couponProblem(coupon({ uses: 0 }), now)).toBe("usedUp");
  });
});
