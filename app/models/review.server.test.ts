import { describe, expect, it } from "vitest";
import { summarise, summaryFromCounts } from "./review.server";

describe("summarise", () => {
  it("counts reviews per rating from 5 to 1", () => {
    const s = summarise([5, 5, 4, 1]);
    expect(s.counts).toEqual({ 5: 2, 4: 1, 3: 0, 2: 0, 1: 1 });
    expect(s.totalReviews).toBe(4);
    expect(s.totalSummary).toBe(3.8);
  });
  it("is zero with no reviews", () => {
    expect(summarise([]).totalSummary).toBe(0);
  });
});

describe("summaryFromCounts", () => {
  it("agrees with summarise over the same ratings", () => {
    expect(summaryFromCounts([1, 0, 0, 1, 2])).toEqual(summarise([5, 5, 4, 1]));
    expect(summaryFromCounts([0, 0, 0, 0, 0])).toEqual(summarise([]));
  });
});
