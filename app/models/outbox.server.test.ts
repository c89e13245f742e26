import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../db/client.server";
import { mailOutbox } from "../../db/schema";
import { DB_KINDS, ownDatabase } from "../../tests/helpers/server";
import { retryOutbox } from "~/services/mail.server";
import { CLAIM_HOLD_MS, claimMail, enqueueMail, markMailFailed } from "./outbox.server";

/**
 * Several processes share the outbox. A process that starts retries every unsent mail at once (no
 * backoff), so it must leave alone a mail that another process is delivering at that moment, and
 * take it over once that attempt has failed or its process has died.
 */
describe.each(DB_KINDS)("the outbox shared by several processes, on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let opened: Database;

  beforeAll(async () => {
    // No SMTP_URL in the tests: a delivery goes to the log and counts as sent.
    delete process.env.SMTP_URL;
    database = await ownDatabase(kind, { contents: "migrated" });
    opened = await openDatabase(database.url);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const queued = (to: string) =>
    enqueueMail(opened.db, { to, subject: "Sipariş", text: "…", html: null });
  const row = async (id: string) =>
    (await opened.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it("leaves a mail being delivered to its process, and takes it when that attempt fails", async () => {
    const { db } = opened;
    const mail = await queued("a@example.com");
    // Process A took it and is talking to the mail server.
    expect(await claimMail(db, mail)).not.toBeNull();

    // Process B starts meanwhile.
    expect(await retryOutbox(db)).toEqual({ sent: 0, failed: 0 });
    expect(await row(mail.id)).toMatchObject({ attempts: 1, sentAt: null });

    // A's attempt fails: the next retry delivers it, once.
    await markMailFailed(db, mail.id, "connection refused");
    expect(await retryOutbox(db)).toEqual({ sent: 1, failed: 0 });
    const sent = await row(mail.id);
    expect(sent.attempts).toBe(2);
    expect(sent.sentAt).not.toBeNull();
    expect(await retryOutbox(db)).toEqual({ sent: 0, failed: 0 });
  });

  it("takes over a mail whose process died mid-delivery, once the hold has passed", async () => {
    const { db } = opened;
    const mail = await queued("b@example.com");
    expect(await claimMail(db, mail)).not.toBeNull();
    expect(await retryOutbox(db)).toEqual({ sent: 0, failed: 0 });

    await db
      .update(mailOutbox)
      .set({ claimedAt: sql`now() - make_interval(secs => ${CLAIM_HOLD_MS / 1000 + 1}::float8)` })
      .where(eq(mailOutbox.id, mail.id));
    expect(await retryOutbox(db)).toEqual({ sent: 1, failed: 0 });
    expect((await row(mail.id)).sentAt).not.toBeNull();
  });
});
