import { describe, expect, it } from "vitest";
import { dashboardMessages } from "~/locales/dashboard";
import { CouponSchema } from "./coupon";
import { ProductFormSchema } from "./product-form";

/**
 * The numbers of the product and coupon forms say what is wrong with them (issue [17] point 4):
 * below zero, below the spec's minimum of 1, or no number at all, in the page's language; a
 * stock of 0 is a sold-out product, not a mistake.
 */

const PRODUCT = {
  sku: "ARW1",
  name: "Ametist Kolye",
  name_en: "Amethyst Necklace",
  description: "a",
  description_en: "a",
  story: "a",
  story_en: "a",
  details: "a",
  details_en: "a",
  ingredients: "a",
  ingredients_en: "a",
  quantity: "3",
  price: "1.250,50",
  brand: "00000000-0000-4000-8000-000000000001",
  category: "00000000-0000-4000-8000-000000000002",
  type: "00000000-0000-4000-8000-000000000003",
  ingredient: "00000000-0000-4000-8000-000000000004",
};

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: unknown[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe.each(["tr", "en"] as const)("the product form's numbers (%s)", (lang) => {
  const t = dashboardMessages[lang].productForm.errors;
  const parse = (fields: Record<string, unknown>) =>
    ProductFormSchema(t).safeParse({ ...PRODUCT, ...fields });

  it("takes a stock of 0: sold out", () => {
    const parsed = parse({ quantity: "0" });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.quantity).toBe(0);
  });

  it("says a negative price, stock, discount or threshold is below zero", () => {
    expect(errorsOf(parse({ price: "-5" }))).toEqual({ price: t.priceNegative });
    expect(errorsOf(parse({ price: -5 }))).toEqual({ price: t.priceNegative });
    expect(errorsOf(parse({ quantity: "-1" }))).toEqual({ quantity: t.quantityNegative });
    expect(errorsOf(parse({ discountPrice: "−10" }))).toEqual({
      discountPrice: t.discountNegative,
    });
    expect(errorsOf(parse({ lowStockThreshold: "-2" }))).toEqual({
      lowStockThreshold: t.lowStockThresholdNegative,
    });
    // Each field its own message: a refused discount is not also compared with the price.
    expect(errorsOf(parse({ price: "-5", discountPrice: "-2" }))).toEqual({
      price: t.priceNegative,
      discountPrice: t.discountNegative,
    });
  });

  it("says a price under 1 must be at least 1, and what no number is", () => {
    expect(errorsOf(parse({ price: "0" }))).toEqual({ price: t.priceMin });
    expect(errorsOf(parse({ price: "0,50" }))).toEqual({ price: t.priceMin });
    expect(errorsOf(parse({ discountPrice: "0,50" }))).toEqual({ discountPrice: t.discountMin });
    // 0 is no discount, as /api clients have always sent it.
    expect(parse({ discountPrice: "0" }).data?.discountPrice).toBeNull();
    expect(parse({ discountPrice: 0 }).data?.discountPrice).toBeNull();
    expect(errorsOf(parse({ price: "beş" }))).toEqual({ price: t.priceInvalid });
    expect(errorsOf(parse({ price: "" }))).toEqual({ price: t.priceRequired });
    expect(errorsOf(parse({ quantity: "1,5" }))).toEqual({ quantity: t.quantityWhole });
  });

  it("words the messages as the spec does", () => {
    const [negative, min] =
      lang === "tr" ? ["0'dan küçük olamaz", "en az 1"] : ["cannot be less than 0", "at least 1"];
    expect(t.priceNegative).toContain(negative);
    expect(t.quantityNegative).toContain(negative);
    expect(t.discountNegative).toContain(negative);
    expect(t.priceMin).toContain(min);
  });
});

describe("the coupon form's numbers", () => {
  const t = dashboardMessages.tr.coupons.errors;
  const parse = (fields: Record<string, unknown>) =>
    CouponSchema(t).safeParse({ name: "Yaz", code: "YAZ10", amount: "10", ...fields });

  it("says a negative discount or number of uses is below zero", () => {
    expect(errorsOf(parse({ amount: "-5" }))).toEqual({ amount: t.amountNegative });
    expect(errorsOf(parse({ uses: "-1" }))).toEqual({ uses: t.usesNegative });
    expect(errorsOf(parse({ amount: "0" }))).toEqual({ amount: t.amountPositive });
    expect(parse({ uses: "0" }).success).toBe(true);
  });
});
