import { describe, expect, it } from "vitest";
import { srcSetOf, storedWidths } from "./images";

describe("srcSetOf", () => {
  it("lists every stored width of a pipeline picture", () => {
    expect(srcSetOf("/uploads/img/0123456789abcdef-960.webp")).toBe(
      "/uploads/img/0123456789abcdef-320.webp 320w, " +
        "/uploads/img/0123456789abcdef-640.webp 640w, " +
        "/uploads/img/0123456789abcdef-960.webp 960w",
    );
  });

  it("lists the widths of a picture in the S3 bucket beside it", () => {
    expect(srcSetOf("https://cdn.example/shop/img/0123456789abcdef-640.webp")).toBe(
      "https://cdn.example/shop/img/0123456789abcdef-320.webp 320w, " +
        "https://cdn.example/shop/img/0123456789abcdef-640.webp 640w",
    );
  });

  it("leaves drawings, placeholders and foreign addresses alone", () => {
    for (const src of [
      "/images/demo/necklace-amethyst.svg",
      "/images/placeholder.svg",
      "https://example.com/photos/0123456789abcdef-960.webp",
      "javascript://x/img/0123456789abcdef-960.webp",
      "/uploads/img/../secret-960.webp",
      null,
    ]) {
      expect(srcSetOf(src)).toBeUndefined();
    }
  });
});

describe("storedWidths", () => {
  it("keeps the ladder below the picture and the picture's own width, at most 1280", () => {
    expect(storedWidths(100)).toEqual([100]);
    expect(storedWidths(640)).toEqual([320, 640]);
    expect(storedWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(storedWidths(4000)).toEqual([320, 640, 960, 1280]);
  });
});
