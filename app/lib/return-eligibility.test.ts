import { describe, expect, it } from "vitest";
import { checkRequestLines, lineEligibility, type EligibilityLine } from "./return-eligibility";

// Delivered on a Monday: 15 business days later is Monday three weeks on (21 calendar days).
const deliveredAt = new Date("2026-03-02T10:00:00Z");
const order = { deliveredAt };
const days = (n: number) => new Date(deliveredAt.getTime() + n * 24 * 60 * 60 * 1000);
const line = (over: Partial<EligibilityLine> = {}): EligibilityLine => ({
  id: "a",
  status: "Active",
  returnId: null,
  customMade: false,
  earrings: false,
  ...over,
});

describe("whether a line may go back", () => {
  it("is withdrawn or returned within 14 days of delivery", () => {
    expect(lineEligibility(order, line(), days(3))).toEqual({
      kinds: ["withdrawal", "return"],
      refusal: null,
      sealNeeded: false,
    });
    expect(lineEligibility(order, line(), days(14)).kinds).toEqual(["withdrawal", "return"]);
  });

  it("is only returned after 14 days inside the 15 business days", () => {
    expect(lineEligibility(order, line(), days(15)).kinds).toEqual(["return"]);
    expect(lineEligibility(order, line(), days(21)).kinds).toEqual(["return"]);
  });

  it("is refused once both windows closed", () => {
    expect(lineEligibility(order, line(), days(22)).refusal).toBe("windowClosed");
  });

  it("says why not: not delivered, cancelled, in a return, custom-made", () => {
    expect(lineEligibility({ deliveredAt: null }, line(), days(1)).refusal).toBe("notDelivered");
    expect(lineEligibility(order, line({ status: "Cancelled" }), days(1)).refusal).toBe(
      "cancelled",
    );
    expect(lineEligibility(order, line({ returnId: "r" }), days(1)).refusal).toBe("inReturn");
    expect(lineEligibility(order, line({ customMade: true }), days(1)).refusal).toBe("customMade");
  });

  it("asks for the hygiene seal of earrings", () => {
    expect(lineEligibility(order, line({ earrings: true }), days(1)).sealNeeded).toBe(true);
  });
});

describe("a request's lines", () => {
  const lines = [line(), line({ id: "e", earrings: true }), line({ id: "c", customMade: true })];

  it("needs at least one line, each of the order", () => {
    expect(checkRequestLines(order, lines, [], "withdrawal", false, days(1))).toEqual({
      field: "lines",
      code: "none",
    });
    expect(checkRequestLines(order, lines, ["x"], "withdrawal", false, days(1))?.code).toBe(
      "unknown",
    );
  });

  it("names the first line that cannot go back", () => {
    expect(checkRequestLines(order, lines, ["a", "c"], "withdrawal", false, days(1))?.code).toBe(
      "customMade",
    );
  });

  it("refuses a withdrawal after 14 days while a return is still possible", () => {
    expect(checkRequestLines(order, lines, ["a"], "withdrawal", false, days(16))?.code).toBe(
      "withdrawalClosed",
    );
    expect(checkRequestLines(order, lines, ["a"], "return", false, days(16))).toBeNull();
  });

  it("takes earrings only with the seal confirmed", () => {
    expect(checkRequestLines(order, lines, ["a", "e"], "withdrawal", false, days(1))).toEqual({
      field: "sealIntact",
      code: "sealNeeded",
    });
    expect(checkRequestLines(order, lines, ["a", "e"], "withdrawal", true, days(1))).toBeNull();
  });
});
