import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../db/client.server";
import { contactMessages, newsletterSubscriptions } from "../../db/schema";
import { addContactMessage, subscribeToNewsletter } from "./contact.server";
import { testDatabase } from "../../tests/helpers/database";

describe("contact messages and the newsletter", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase("migrated");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("keeps one subscription per address, whatever its case", async () => {
    expect(await subscribeToNewsletter(database.db, "Okur@Example.com")).toEqual({ created: true });
    expect(await subscribeToNewsletter(database.db, "okur@example.COM ")).toEqual({
      created: false,
    });
    const rows = await database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(["Okur@Example.com"]);
  });

  it("stores a message, and subscribes its sender only when asked", async () => {
    await addContactMessage(database.db, {
      firstname: "Can",
      lastname: "Öz",
      email: "can@example.com",
      message: "  ",
      newsletter: false,
    });
    const saved = await addContactMessage(database.db, {
      firstname: "Ece",
      lastname: "Ak",
      email: "ece@example.com",
      message: "Özel sipariş alıyor musunuz?",
      newsletter: true,
    });
    expect(saved).toMatchObject({ subscribe: true, message: "Özel sipariş alıyor musunuz?" });
    const [can] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "can@example.com"));
    expect(can).toMatchObject({ message: null, subscribe: false });
    const emails = (await database.db.select().from(newsletterSubscriptions)).map((r) => r.email);
    expect(emails).toContain("ece@example.com");
    expect(emails).not.toContain("can@example.com");
  });
});
