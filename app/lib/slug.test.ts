import { describe, expect, it } from "vitest";
import { orderNumber, slugify, zodiacFromSlug } from "./slug";

describe("slugify", () => {
  it("transliterates Turkish letters", () => {
    expect(slugify("Gümüş Işık Çiçeği")).toBe("gumus-isik-cicegi");
    expect(slugify("  İnci & Ay  ")).toBe("inci-ay");
    // Capitals too, by Turkish rules (I is ı, İ is i), as blog titles are written.
    expect(slugify("ÖZGÜR ŞAĞIR ÇİĞDEM: ığüşöç IŞIK")).toBe("ozgur-sagir-cigdem-igusoc-isik");
  });
});

describe("zodiacFromSlug", () => {
  it("reads the third part of the slug", () => {
    expect(zodiacFromSlug("burc-kolye-akrep-arw101")).toBe("akrep");
    expect(zodiacFromSlug("ay-tasi-kolye")).toBeNull();
  });
});

describe("orderNumber", () => {
  it("is the last seven characters", () => {
    expect(orderNumber("0d5c1f0e-8a4b-4c1e-9f0a-1234567abcde")).toBe("67abcde");
  });
});
