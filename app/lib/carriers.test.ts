import { describe, expect, it } from "vitest";
import { carrierLabel, isCarrier, trackingLink, TRACKING_NUMBER } from "./carriers";

describe("tracking links (issue [18])", () => {
  it("puts the number, encoded, into a listed carrier's address", () => {
    expect(trackingLink({ carrier: "ups", trackingUrl: null, trackingNumber: " 1Z 999 " })).toBe(
      "https://www.ups.com/track?tracknum=1Z%20999",
    );
    expect(carrierLabel({ carrier: "surat", carrierName: "" })).toBe("Sürat Kargo");
  });

  it("uses another carrier's own address: the number at {number}, or at its end", () => {
    const other = { carrier: "other", carrierName: "Kurye Ali" };
    expect(
      trackingLink({
        ...other,
        trackingUrl: "https://k.example.com/{number}/x",
        trackingNumber: "A1",
      }),
    ).toBe("https://k.example.com/A1/x");
    expect(
      trackingLink({ ...other, trackingUrl: "https://k.example.com/t?n=", trackingNumber: "A/1" }),
    ).toBe("https://k.example.com/t?n=A%2F1");
    expect(trackingLink({ ...other, trackingUrl: null, trackingNumber: "A1" })).toBeNull();
    expect(carrierLabel(other)).toBe("Kurye Ali");
  });

  it("knows its carriers, and what a tracking number looks like", () => {
    expect(["yurtici", "other"].every(isCarrier)).toBe(true);
    expect(isCarrier("fedex")).toBe(false);
    expect(
      ["YK123456789", "AR-99 88", "1Z999AA10123456784"].every((n) => TRACKING_NUMBER.test(n)),
    ).toBe(true);
    expect(
      ["", "ab", "!!!!", "<script>", "x".repeat(51)].some((n) => TRACKING_NUMBER.test(n)),
    ).toBe(false);
  });
});
