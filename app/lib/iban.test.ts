import { describe, expect, it } from "vitest";
import { formatIban, isTurkishIban, normalizeIban } from "./iban";

describe("a Turkish IBAN", () => {
  it("is taken as people type it, spaces and lower case", () => {
    const typed = "tr33 0006 1005 1978 6457 8413 26";
    expect(normalizeIban(typed)).toBe("TR330006100519786457841326");
    expect(isTurkishIban(normalizeIban(typed))).toBe(true);
    expect(isTurkishIban("TR850001000000000012345678")).toBe(true);
  });

  it("is refused with one digit mistyped or two swapped (mod 97)", () => {
    expect(isTurkishIban("TR330006100519786457841327")).toBe(false);
    expect(isTurkishIban("TR330006100519786457841362")).toBe(false);
    expect(isTurkishIban("TR340006100519786457841326")).toBe(false);
  });

  it("is refused with the wrong length or country", () => {
    expect(isTurkishIban("TR33000610051978645784132")).toBe(false);
    expect(isTurkishIban("TR3300061005197864578413266")).toBe(false);
    // A valid German IBAN is not a Turkish one.
    expect(isTurkishIban("DE89370400440532013000")).toBe(false);
    expect(isTurkishIban("")).toBe(false);
  });

  it("is shown back in groups of four", () => {
    expect(formatIban("TR330006100519786457841326")).toBe("TR33 0006 1005 1978 6457 8413 26");
  });
});
