import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../../db/client.server";
import { consentRecords } from "../../../db/schema";
import { DB_KINDS, ownDatabase } from "../../../tests/helpers/server";
import { IYS_CLAIM_HOLD_MS, claimNextConsent } from "~/models/consent-iys.server";
import { IysHttpClient, iysDateText } from "./client.server";
import { EMULATOR_CREDENTIALS, startIysEmulator, type IysEmulator } from "./emulator.server";
import { reportPendingConsents } from "./reporter.server";

/**
 * The consent log reported to İYS (issue [20] point 3): the reporter and the real HTTP client
 * against the local İYS emulator, on each kind of database. What İYS received is read from the
 * emulator; what the shop recorded from the database.
 */
describe.each(DB_KINDS)("reporting consents to İYS, on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let opened: Database;
  /** A second connection pool on PostgreSQL: another app process. */
  let other: Database;
  let emulator: IysEmulator;

  beforeAll(async () => {
    database = await ownDatabase(kind, { contents: "migrated" });
    opened = await openDatabase(database.url);
    other = kind === "postgres" ? await openDatabase(database.url) : opened;
    emulator = await startIysEmulator();
  });
  afterAll(async () => {
    await emulator?.close();
    if (other && other !== opened) await other.close();
    await opened?.close();
    await database?.drop();
  });

  const client = (options: { timeoutMs?: number } = {}) =>
    new IysHttpClient({ baseUrl: emulator.url, ...EMULATOR_CREDENTIALS }, options);

  const given = async (
    email: string,
    given: boolean,
    extra: { source?: string; minutesAgo?: number; daysAgo?: number } = {},
  ) => {
    const minutes = (extra.minutesAgo ?? 1) + (extra.daysAgo ?? 0) * 24 * 60;
    const [row] = await opened.db
      .insert(consentRecords)
      .values({
        email,
        source: extra.source ?? "/newsletter",
        textVersion: "2026-12",
        given,
        createdAt: sql`now() - make_interval(mins => ${minutes})`,
      })
      .returning();
    return row!;
  };
  const row = async (id: string) =>
    (await opened.db.select().from(consentRecords).where(eq(consentRecords.id, id)))[0]!;
  const receivedFor = (email: string) => emulator.received().filter((c) => c.recipient === email);

  it("reports pending consents with İYS's transaction id, in Turkish time", async () => {
    const a = await given("ayse@example.com", true, { minutesAgo: 3 });
    const b = await given("Bora@Example.com", true, { minutesAgo: 2 });

    expect(await reportPendingConsents(opened.db, client())).toEqual({
      reported: 2,
      refused: 0,
      deferred: 0,
    });

    const [toAyse] = receivedFor("ayse@example.com");
    expect(toAyse).toMatchObject({
      recipientType: "BIREYSEL",
      type: "EPOSTA",
      source: "HS_WEB",
      status: "ONAY",
      consentDate: iysDateText(a.createdAt),
    });
    expect(toAyse!.consentDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const reported = await row(a.id);
    expect(reported).toMatchObject({
      iysState: "reported",
      iysTransactionId: toAyse!.transactionId,
      iysAttempts: 1,
      iysLastError: null,
      iysClaimedAt: null,
    });
    expect(reported.iysReportedAt).not.toBeNull();
    expect((await row(b.id)).iysTransactionId).toBe(
      receivedFor("Bora@Example.com")[0]!.transactionId,
    );
    // Nothing left: the next run sends nothing.
    expect(await reportPendingConsents(opened.db, client())).toEqual({
      reported: 0,
      refused: 0,
      deferred: 0,
    });
  });

  it("sends an address's consent and its withdrawal in the order they were given", async () => {
    // Inserted newest first: the withdrawal must still wait for the consent.
    const off = await given("cem@example.com", false, {
      source: "list-unsubscribe",
      minutesAgo: 1,
    });
    const on = await given("cem@example.com", true, { minutesAgo: 5 });

    expect(await reportPendingConsents(opened.db, client())).toMatchObject({ reported: 2 });

    expect(receivedFor("cem@example.com").map((c) => [c.status, c.source])).toEqual([
      ["ONAY", "HS_WEB"],
      ["RET", "HS_EPOSTA"],
    ]);
    expect((await row(on.id)).iysState).toBe("reported");
    expect((await row(off.id)).iysState).toBe("reported");
  });

  it("holds back an address's withdrawal while another process is sending its consent", async () => {
    const on = await given("can@example.com", true, { minutesAgo: 5 });
    const off = await given("can@example.com", false, { minutesAgo: 1 });
    // Another process took the consent and is talking to İYS.
    expect((await claimNextConsent(other.db))?.id).toBe(on.id);

    // This one must not send the withdrawal first: İYS would refuse a first RET.
    expect(await reportPendingConsents(opened.db, client())).toMatchObject({
      reported: 0,
      refused: 0,
    });
    expect(receivedFor("can@example.com")).toEqual([]);
    expect((await row(off.id)).iysState).toBe("pending");
  });

  it("marks a refusal İYS will not take failed, with İYS's message, and sends it no more", async () => {
    // A refusal of an address İYS never had a consent for: İYS's first status cannot be RET.
    const off = await given("deniz@example.com", false, { source: "account-closed" });

    expect(await reportPendingConsents(opened.db, client())).toEqual({
      reported: 0,
      refused: 1,
      deferred: 0,
    });

    expect(await row(off.id)).toMatchObject({
      iysState: "failed",
      iysTransactionId: null,
      iysLastError: expect.stringContaining(
        "İlk defa kaydedilen bir alıcı için izin durumu RET olamaz",
      ),
    });
    expect(receivedFor("deniz@example.com")).toEqual([]);
    expect(await reportPendingConsents(opened.db, client())).toMatchObject({ refused: 0 });
  });

  it("marks a consent older than İYS's three business days failed", async () => {
    const old = await given("eda@example.com", true, { daysAgo: 10 });

    await reportPendingConsents(opened.db, client());

    expect(await row(old.id)).toMatchObject({
      iysState: "failed",
      iysLastError: expect.stringContaining("en fazla 3 iş günü geride"),
    });
  });

  it("keeps a consent pending while İYS answers 500, and reports it on the next run", async () => {
    const a = await given("fatma@example.com", true);
    emulator.failConsents(1, 500);

    expect(await reportPendingConsents(opened.db, client())).toEqual({
      reported: 0,
      refused: 0,
      deferred: 1,
    });
    expect(await row(a.id)).toMatchObject({
      iysState: "pending",
      iysAttempts: 1,
      iysClaimedAt: null,
      iysLastError: expect.stringContaining("Sistem hatası"),
    });

    expect(await reportPendingConsents(opened.db, client())).toMatchObject({ reported: 1 });
    expect(await row(a.id)).toMatchObject({
      iysState: "reported",
      iysAttempts: 2,
      iysLastError: null,
    });
    expect(receivedFor("fatma@example.com")).toHaveLength(1);
  });

  it("keeps a consent pending when İYS does not answer in time", async () => {
    const a = await given("gul@example.com", true);
    emulator.failConsents(1, "hang");

    expect(await reportPendingConsents(opened.db, client({ timeoutMs: 300 }))).toMatchObject({
      deferred: 1,
    });
    expect(await row(a.id)).toMatchObject({
      iysState: "pending",
      iysLastError: "İYS did not answer in time",
    });

    expect(await reportPendingConsents(opened.db, client())).toMatchObject({ reported: 1 });
  });

  it("reports each consent once when two processes report at the same time", async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `ikili-${i}@example.com`);
    const rows = [];
    for (const email of emails) rows.push(await given(email, true));

    const [first, second] = await Promise.all([
      reportPendingConsents(opened.db, client()),
      reportPendingConsents(other.db, client()),
    ]);

    expect(first.reported + second.reported).toBe(emails.length);
    for (const email of emails) expect(receivedFor(email)).toHaveLength(1);
    const states = await opened.db
      .select({ state: consentRecords.iysState, attempts: consentRecords.iysAttempts })
      .from(consentRecords)
      .where(
        inArray(
          consentRecords.id,
          rows.map((r) => r.id),
        ),
      );
    expect(states.every((s) => s.state === "reported" && s.attempts === 1)).toBe(true);
  });

  it("leaves a row another process claimed to it, until its hold runs out", async () => {
    const a = await given("hale@example.com", true);
    // Another process claimed it and died mid-call.
    expect((await claimNextConsent(other.db))?.id).toBe(a.id);
    expect(await reportPendingConsents(opened.db, client())).toMatchObject({ reported: 0 });

    await opened.db
      .update(consentRecords)
      .set({
        iysClaimedAt: sql`now() - make_interval(secs => ${IYS_CLAIM_HOLD_MS / 1000 + 1}::float8)`,
      })
      .where(eq(consentRecords.id, a.id));
    expect(await reportPendingConsents(opened.db, client())).toMatchObject({ reported: 1 });
    expect(await row(a.id)).toMatchObject({ iysState: "reported", iysAttempts: 2 });
  });

  it("signs in to İYS once and keeps the token for later calls and runs", async () => {
    const reporter = client();
    const before = emulator.tokensIssued();
    await given("ilke@example.com", true);
    await given("jale@example.com", true);
    await reportPendingConsents(opened.db, reporter);
    await given("kaan@example.com", true);
    await reportPendingConsents(opened.db, reporter);

    expect(receivedFor("kaan@example.com")).toHaveLength(1);
    expect(emulator.tokensIssued() - before).toBe(1);

    // İYS stops taking that token: one new sign-in, and the consent still goes.
    emulator.revokeTokens();
    await given("lale@example.com", true);
    expect(await reportPendingConsents(opened.db, reporter)).toMatchObject({ reported: 1 });
    expect(emulator.tokensIssued() - before).toBe(2);
  });

  it("waits, reporting nothing, while İYS refuses the API sign-in", async () => {
    const a = await given("mert@example.com", true);
    const wrong = new IysHttpClient({
      baseUrl: emulator.url,
      ...EMULATOR_CREDENTIALS,
      password: "not-the-password",
    });

    expect(await reportPendingConsents(opened.db, wrong)).toMatchObject({ deferred: 1 });
    expect(await row(a.id)).toMatchObject({
      iysState: "pending",
      iysLastError: expect.stringContaining("İYS refused the API sign-in"),
    });
    await reportPendingConsents(opened.db, client());
    expect((await row(a.id)).iysState).toBe("reported");
  });
});
