import { describe, expect, it } from "vitest";
import { consentSourceOf, maskAddress } from "./consent";

describe("consent helpers", () => {
  it("names a page without its language, query or fragment", () => {
    expect(consentSourceOf("/en/shop?q=kolye#top", "/newsletter")).toBe("/shop");
    expect(consentSourceOf("/en", "/newsletter")).toBe("/");
    expect(consentSourceOf("/contact", "/newsletter")).toBe("/contact");
    expect(consentSourceOf(undefined, "/newsletter")).toBe("/newsletter");
    expect(consentSourceOf("//evil.example/x", "/newsletter")).toBe("/newsletter");
    expect(consentSourceOf("https://evil.example/", "/newsletter")).toBe("/newsletter");
  });

  it("masks an address but its ends and its domain", () => {
    expect(maskAddress("okur@example.com")).toBe("o***r@example.com");
    expect(maskAddress("ab@example.com")).toBe("a***@example.com");
    expect(maskAddress("a@example.com")).toBe("a***@example.com");
    expect(maskAddress("nothing")).toBe("***");
  });
});
