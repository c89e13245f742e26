import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import {
  failedUnavailable,
  failureAnswer,
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
    const mark = { databaseUnavailable: false };
    expect(noteUnavailable(mark, page, new Error("not a database error"))).toBe(false);
    expect(failedUnavailable(mark)).toBe(false);
    expect(noteUnavailable(mark, page, pgError("ECONNREFUSED", "refused"))).toBe(true);
    expect(failedUnavailable(mark)).toBe(true);

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

describe("the last resort, when handling a request threw past every route", () => {
  it("answers the outage's 503 when the database was away", async () => {
    const answer = failureAnswer(
      new Request("http://shop/shop"),
      wrapped(pgError("57P01", "terminating connection due to administrator command")),
    );
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain("<h1>Kısa bir kesinti</h1>");
  });

  it("answers anything else with a 500 in the address's language, JSON for /api", async () => {
    const tr = failureAnswer(new Request("http://shop/product/x"), new Error("boom"));
    expect(tr.status).toBe(500);
    const page = parse(await tr.text());
    expect(page.querySelector("html")?.getAttribute("lang")).toBe("tr");
    expect(page.querySelector("h1")?.text).toBe("Bir hata oluştu");
    expect(page.querySelector("main p a")?.text).toBe("Tekrar dene");
    const en = parse(await failureAnswer(new Request("http://shop/en/cart"), "boom").text());
    expect(en.querySelector("h1")?.text).toBe("Something went wrong");
    expect(en.text).not.toContain("boom");
    const api = failureAnswer(new Request("http://shop/api/cart/add"), new Error("boom"));
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({
      error: "Your request could not be processed. Please try again.",
    });
  });
});
