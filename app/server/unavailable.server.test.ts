import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import {
  failedUnavailable,
  isDatabaseUnavailable,
  noteUnavailable,
  unavailableAnswer,
  unavailableReason,
} from "./unavailable.server";

/** As drizzle throws them: its own error with the driver's in `cause`. */
const wrapped = (cause: object) =>
  Object.assign(new Error("Failed query: select 1\nparams: "), { cause });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("recognising a database that is not there", () => {
  it("knows a server shutting down, starting up, refusing or dropping connections", () => {
    for (const error of [
      wrapped(pgError("57P01", "terminating connection due to administrator command")),
      wrapped(pgError("57P03", "the database system is starting up")),
      wrapped(pgError("08006", "connection failure")),
      wrapped(pgError("CONNECTION_CLOSED", "write CONNECTION_CLOSED 127.0.0.1:5432")),
      pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      wrapped(pgError("ECONNRESET", "read ECONNRESET")),
      // Node's parallel attempts at localhost's addresses.
      new AggregateError([pgError("ECONNREFUSED", "::1"), pgError("ECONNREFUSED", "127.0.0.1")]),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("leaves the shop's own failures alone", () => {
    for (const error of [
      new Error("boom"),
      wrapped(pgError("23505", "duplicate key value violates unique constraint")),
      wrapped(pgError("42P01", 'relation "nope" does not exist')),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it("logs the driver's words, not the query", () => {
    const error = wrapped(pgError("57P01", "terminating connection due to administrator command"));
    expect(unavailableReason(error)).toBe(
      "57P01 terminating connection due to administrator command",
    );
  });

  it("answers a marked request with a 503 in its language, and /api with JSON", async () => {
    const page = new Request("http://shop.test/en/shop");
    expect(noteUnavailable(page, new Error("not a database error"))).toBe(false);
    expect(failedUnavailable(page)).toBe(false);
    expect(noteUnavailable(page, pgError("ECONNREFUSED", "refused"))).toBe(true);
    expect(failedUnavailable(page)).toBe(true);

    const html = unavailableAnswer(page);
    expect(html.status).toBe(503);
    expect(html.headers.get("retry-after")).toBe("5");
    const text = await html.text();
    expect(text).toContain('<html lang="en">');
    expect(text).toContain("<h1>A short interruption</h1>");
    const tr = await unavailableAnswer(new Request("http://shop.test/shop")).text();
    expect(tr).toContain("<h1>Kısa bir kesinti</h1>");
    expect(tr).toContain('<a href="/shop">Tekrar dene</a>');

    // "Try again" is the same address, query and all, kept inside its attribute.
    const odd = new Request(`http://shop.test/en/shop?q=a"><script>&page=2`);
    const retry = parse(await unavailableAnswer(odd).text()).querySelector("main p a")!;
    expect(retry.text).toBe("Try again");
    expect(retry.getAttribute("href")).toBe(new URL(odd.url).pathname + new URL(odd.url).search);
    expect(retry.getAttribute("href")).toContain("&page=2");

    const api = unavailableAnswer(new Request("http://shop.test/api/product"));
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("5");
    expect(await api.json()).toEqual({ error: "Service unavailable, try again shortly." });
  });
});
