import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it("reads Turkish mobiles written in the usual ways", () => {
    for (const input of [
      "0532 123 45 67",
      "05321234567",
      "5321234567",
      "+90 532 123 45 67",
      "0090 (532) 123-45-67",
      "905321234567",
    ])
      expect(normalizePhone(input), input).toBe("+905321234567");
  });

  it("reads international numbers with + or 00", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone("0049 30 123456")).toBe("+4930123456");
    expect(normalizePhone("+90 212 123 45 67")).toBe("+902121234567");
  });

  it("refuses landlines without a country code, short numbers and text", () => {
    for (const input of [
      "0212 123 45 67",
      "12345",
      "+1 23",
      "phone",
      "",
      "0532 123 45 6",
      "+0 532",
    ])
      expect(normalizePhone(input), input).toBeNull();
  });
});
