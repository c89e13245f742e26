import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../db/client.server";
import { consentRecords } from "../../db/schema";
import { consentingAddresses, consentState, mayMail, recordConsent } from "./consent.server";
import { testDatabase } from "../../tests/helpers/database";

describe("the consent log", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase("migrated");
  });
  afterAll(async () => {
    await database?.close();
  });
  const act = (email: string, given: boolean, source = "/newsletter") =>
    recordConsent(database.db, { email, given, source, lang: "tr" });

  it("writes a row per decision, not per click, whatever the address's case", async () => {
    expect(await act("Okur@Example.com", true)).toBe(true);
    expect(await act(" okur@example.COM", true, "/contact")).toBe(false);
    expect(await act("okur@example.com", false, "/unsubscribe")).toBe(true);
    expect(await act("okur@example.com", false, "list-unsubscribe")).toBe(false);
    expect(await act("okur@example.com", true, "/unsubscribe")).toBe(true);
    const rows = await database.db.select().from(consentRecords).orderBy(consentRecords.createdAt);
    expect(rows.map((r) => [r.email, r.given, r.source])).toEqual([
      ["okur@example.com", true, "/newsletter"],
      ["okur@example.com", false, "/unsubscribe"],
      ["okur@example.com", true, "/unsubscribe"],
    ]);
  });

  it("gives an older text's consent again under the current text", async () => {
    await recordConsent(database.db, {
      email: "eski@example.com",
      given: true,
      source: "/newsletter",
      lang: "en",
      textVersion: "before-2026-12",
    });
    expect(await act("eski@example.com", true)).toBe(true);
    expect(await consentState(database.db, "ESKI@example.com")).toMatchObject({
      given: true,
      textVersion: "email-2026-12",
    });
  });

  it("leaves a refused address out of the mailing list at once", async () => {
    await act("kampanya@example.com", true);
    expect((await consentingAddresses(database.db)).map((r) => r.email)).toContain(
      "kampanya@example.com",
    );
    await act("kampanya@example.com", false, "/unsubscribe");
    expect((await consentingAddresses(database.db)).map((r) => r.email)).not.toContain(
      "kampanya@example.com",
    );
    expect(await mayMail(database.db, "kampanya@example.com")).toBe(false);
    expect(await mayMail(database.db, "hic@example.com")).toBe(false);
  });
});
