import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redact.server";

const CART = "0b7c6a1e-3f2d-4c5b-9a8e-7d6c5b4a3f2e";

describe("secrets in logged addresses", () => {
  it("hides the token of reset and merchant sign-up links, in both languages and their data calls", () => {
    expect(redactUrl("/reset-password/abcDEF123_-")).toBe("/reset-password/[redacted]");
    expect(redactUrl("/en/reset-password/abc")).toBe("/en/reset-password/[redacted]");
    expect(redactUrl("/reset-password/abc.data?_routes=x")).toBe(
      "/reset-password/[redacted].data?_routes=x",
    );
    expect(redactUrl("/api/auth/reset/abc")).toBe("/api/auth/reset/[redacted]");
    expect(redactUrl("/merchant-signup/abc?email=a%40b.co")).toBe(
      "/merchant-signup/[redacted]?email=[redacted]",
    );
    expect(redactUrl("/api/merchant/signup/abc")).toBe("/api/merchant/signup/[redacted]");
  });

  it("hides guest cart ids and order keys, also inside a way back", () => {
    expect(redactUrl(`/api/cart/${CART}`)).toBe("/api/cart/[redacted]");
    expect(redactUrl(`/api/cart/add/${CART}`)).toBe("/api/cart/add/[redacted]");
    expect(redactUrl(`/api/cart/coupon/${CART}`)).toBe("/api/cart/coupon/[redacted]");
    expect(redactUrl(`/api/cart/delete/${CART}/p1`)).toBe("/api/cart/delete/[redacted]/p1");
    expect(redactUrl("/api/cart/add")).toBe("/api/cart/add");
    expect(redactUrl(`/order/o1?key=K&lang=en`)).toBe("/order/o1?key=[redacted]&lang=en");
    expect(redactUrl(`/api/order/o1?cartId=${CART}`)).toBe("/api/order/o1?cartId=[redacted]");
    expect(redactUrl(`/login?redirectTo=${encodeURIComponent("/order/o1?key=K")}`)).toBe(
      `/login?redirectTo=${encodeURIComponent("/order/o1?key=[redacted]").replaceAll("%5Bredacted%5D", "[redacted]")}`,
    );
    expect(redactUrl("http://shop.example/reset-password/abc?x=1")).toBe(
      "http://shop.example/reset-password/[redacted]?x=1",
    );
  });

  it("leaves every other address as it came", () => {
    for (const url of ["/", "/shop?q=kolye&page=2", "/product/kolye-1", "*", "/en/cart"])
      expect(redactUrl(url)).toBe(url);
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
