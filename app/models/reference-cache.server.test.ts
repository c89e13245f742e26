import { afterEach, describe, expect, it, vi } from "vitest";
import {
  REFERENCE_TTL_MS,
  cachedCatalogueRead,
  cachedReference,
  forgetCatalogueReads,
  forgetReference,
} from "./reference-cache.server";

describe("reference data cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reads once within the TTL and again after it", async () => {
    vi.useFakeTimers();
    const db = {};
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedReference(db, "settings", load)).toBe(1);
    expect(await cachedReference(db, "settings", load)).toBe(1);
    vi.advanceTimersByTime(REFERENCE_TTL_MS + 1);
    expect(await cachedReference(db, "settings", load)).toBe(2);
  });

  it("keeps each database apart and forgets on request", async () => {
    const a = {};
    const b = {};
    expect(await cachedReference(a, "popup", async () => "a")).toBe("a");
    expect(await cachedReference(b, "popup", async () => "b")).toBe("b");
    forgetReference(a, "popup");
    expect(await cachedReference(a, "popup", async () => "a2")).toBe("a2");
    expect(await cachedReference(b, "popup", async () => "b2")).toBe("b");
  });

  it("does not remember a failed read", async () => {
    const db = {};
    await expect(
      cachedReference(db, "groups", async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    expect(await cachedReference(db, "groups", async () => "back")).toBe("back");
  });

  it("runs a query builder once: awaiting it again would ask the database again", async () => {
    const db = {};
    let runs = 0;
    // As drizzle's builders: every then() runs the query.
    const query: PromiseLike<string[]> = {
      then(onFulfilled, onRejected) {
        runs++;
        return Promise.resolve(["row"]).then(onFulfilled, onRejected);
      },
    };
    expect(await cachedCatalogueRead(db, "latest:12", () => query)).toEqual(["row"]);
    expect(await cachedCatalogueRead(db, "latest:12", () => query)).toEqual(["row"]);
    expect(runs).toBe(1);
  });

  it("keeps the catalogue's reads apart from the reference data, each forgotten by its own call", async () => {
    const db = {};
    expect(await cachedCatalogueRead(db, "product:a", async () => "old")).toBe("old");
    expect(await cachedReference(db, "settings", async () => "s1")).toBe("s1");
    forgetReference(db);
    expect(await cachedCatalogueRead(db, "product:a", async () => "new")).toBe("old");
    forgetCatalogueReads(db);
    expect(await cachedCatalogueRead(db, "product:a", async () => "new")).toBe("new");
  });
});
