import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { consentRecords } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";
import { waitFor } from "../helpers/wait-for";
import { startIysEmulator, type IysEmulator } from "../../app/services/iys/emulator.server";

/**
 * The running shop reports its consent log to İYS by itself (issue [20] point 3): here to an İYS
 * emulator the test runs (IYS_BASE_URL, as several app processes share one), so that the test
 * reads what İYS received. The reporting's rules are tested beside it
 * (app/services/iys/reporter.server.test.ts).
 */
describe.each(DB_KINDS)("the shop reporting to İYS, on %s", (kind) => {
  let emulator: IysEmulator;
  let server: TestServer;
  beforeAll(async () => {
    emulator = await startIysEmulator();
    server = await startServer(kind, { IYS_BASE_URL: emulator.url, IYS_REPORT_EVERY_MS: "200" });
  });
  afterAll(async () => {
    await server?.stop();
    await emulator?.close();
  });

  const given = async (email: string, given: boolean, secondsAgo = 0) =>
    (
      await atDatabase(server, (db) =>
        db
          .insert(consentRecords)
          .values({
            email,
            source: "/newsletter",
            textVersion: "2026-12",
            given,
            createdAt: sql`now() - make_interval(secs => ${secondsAgo})`,
          })
          .returning(),
      )
    ).value[0]!;
  const row = async (id: string) =>
    (
      await atDatabase(server, (db) =>
        db.select().from(consentRecords).where(eq(consentRecords.id, id)),
      )
    ).value[0]!;
  const received = (email: string) => emulator.received().filter((c) => c.recipient === email);

  it("names the İYS it reports to when it starts", () => {
    expect(server.output()).toContain(`İYS: İYS emulator at ${emulator.url}`);
  });

  it("sends a consent given while it runs, and its withdrawal after it", async () => {
    // İYS dates to the second, and takes a withdrawal only dated after the consent.
    const on = await given(`uye-${kind}@example.com`, true, 2);
    const sent = await waitFor("İYS to receive the consent", () => received(on.email)[0]);
    expect(sent).toMatchObject({ status: "ONAY", type: "EPOSTA", source: "HS_WEB" });
    await waitFor(
      "the row to be marked reported",
      async () => (await row(on.id)).iysState === "reported",
    );
    expect((await row(on.id)).iysTransactionId).toBe(sent!.transactionId);

    const off = await given(on.email, false);
    await waitFor(
      "the row to be marked reported",
      async () => (await row(off.id)).iysState === "reported",
    );
    expect(received(on.email).map((c) => c.status)).toEqual(["ONAY", "RET"]);
  });

  it("keeps a consent while İYS is down, and sends it once İYS is back", async () => {
    emulator.failConsents(2, 503);
    const on = await given(`bekleyen-${kind}@example.com`, true);
    await waitFor(
      "the row to be marked reported",
      async () => (await row(on.id)).iysState === "reported",
    );
    // Refused by the down İYS at least once (another row may have met the other failure).
    const reported = await row(on.id);
    expect(reported.iysAttempts).toBeGreaterThan(1);
    expect(reported.iysLastError).toBeNull();
    expect(received(on.email)).toHaveLength(1);
  });
});

describe("İYS settings at start", () => {
  it("refuses to start with some of the İYS credentials but not all", async () => {
    const start = startServer("pglite", { IYS_USERNAME: "api-user", IYS_CODE: "123456" });
    await expect(start).rejects.toThrow(/missing: IYS_PASSWORD, IYS_BRAND_CODE/);
  });

  it("starts in production without them, reporting nothing, and says so", async () => {
    const server = await startServer("pglite", { NODE_ENV: "production" });
    try {
      expect(server.output()).toContain("İYS: off");
      expect(server.output()).toContain(
        "consents and refusals taken on the site are not reported to İYS",
      );
    } finally {
      await server.stop();
    }
  });
});
