import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../db/client.server";
import { consentRecords, contactMessages } from "../../db/schema";
import { addContactMessage } from "./contact.server";
import { testDatabase } from "../../tests/helpers/database";

describe("contact messages and the consent box", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase("migrated");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores a message, and logs its sender's consent only when the box is ticked", async () => {
    const from = { source: "/contact", lang: "en" as const };
    await addContactMessage(
      database.db,
      {
        firstname: "Can",
        lastname: "Öz",
        email: "can@example.com",
        message: "  ",
        newsletter: false,
      },
      from,
    );
    const saved = await addContactMessage(
      database.db,
      {
        firstname: "Ece",
        lastname: "Ak",
        email: "Ece@Example.com",
        message: "Özel sipariş alıyor musunuz?",
        newsletter: true,
      },
      from,
    );
    expect(saved).toMatchObject({ subscribe: true, message: "Özel sipariş alıyor musunuz?" });
    const [can] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "can@example.com"));
    expect(can).toMatchObject({ message: null, subscribe: false });
    const rows = await database.db.select().from(consentRecords);
    expect(rows).toEqual([
      expect.objectContaining({
        email: "ece@example.com",
        given: true,
        source: "/contact",
        lang: "en",
        textVersion: "email-2026-12",
        userId: null,
      }),
    ]);
  });
});
