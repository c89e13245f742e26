import { describe, expect, it } from "vitest";
import { isNetworkError, routeErrorKind } from "./route-error";

describe("routeErrorKind", () => {
  it("tells a fetch or module import that got no answer from a bug", () => {
    for (const message of [
      "Failed to fetch",
      "Failed to fetch dynamically imported module: http://shop.test/assets/x.js",
      "NetworkError when attempting to fetch resource.",
      "error loading dynamically imported module: http://shop.test/assets/x.js",
      "Load failed",
      "Importing a module script failed.",
    ])
      expect(routeErrorKind(new TypeError(message)), message).toBe("unreachable");
    expect(routeErrorKind(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      "error",
    );
    // Only a TypeError is the browser's: an Error of ours saying the same is not a network error.
    expect(isNetworkError(new Error("Failed to fetch"))).toBe(false);
  });
});
