import { describe, expect, it } from "vitest";
import { shownValue } from "./history.server";

describe("shownValue", () => {
  it("writes amounts as each language writes prices: whole, or to the kuruş", () => {
    expect(shownValue(1357.4, "tr")).toBe("1.357,40");
    expect(shownValue(1357.4, "en")).toBe("1,357.40");
    expect(shownValue(4500, "tr")).toBe("4.500");
    expect(shownValue(0.125, "tr")).toBe("0,13");
  });

  it("says yes, no and none in words, and names an id it knows", () => {
    expect([shownValue(true, "tr"), shownValue(false, "en"), shownValue(null, "tr")]).toEqual([
      "Evet",
      "No",
      "—",
    ]);
    const id = "4b5c4cc6-14ca-4041-937d-5813c4c012a7";
    expect(shownValue(id, "tr", new Map([[id, "Gümüş Işık"]]))).toBe("Gümüş Işık");
  });
});
