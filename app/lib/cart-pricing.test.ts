import { describe, expect, it } from "vitest";
import {
  couponProblem,
  lineTotal,
  priceCart,
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
) => priceCart({ lines, coupon: c, currency, exchangeRate: 32.5, now });

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
    // KDV 18 % included: 461 × 18 / 118.
    expect(p.tax).toBe(70.32);
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
