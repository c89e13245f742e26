import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../db/client.server";
import { brands, merchantInvitations, merchants, users } from "../../db/schema";
import { verifyLogin } from "./user.server";
import { testDatabase } from "../../tests/helpers/database";
import {
  completeMerchantSignup,
  createMerchantInvitation,
  createSellerRequest,
  findUsableInvitation,
} from "./merchant.server";

const DAY = 24 * 60 * 60 * 1000;

describe("merchant invitations and sign-up", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase("migrated");
  });
  afterAll(async () => {
    await database?.close();
  });

  async function invite(email: string, brand = "Gümüş Atölyesi", ttlMs = DAY) {
    const db = database.db;
    const request = await createSellerRequest(db, {
      name: "Ayşe Demir",
      email,
      phoneNumber: "5551234567",
      brand,
      business: "El yapımı gümüş takılar",
    });
    expect(request.status).toBe("Waiting Approval");
    const token = await createMerchantInvitation(db, {
      merchantRequestId: request.id,
      email,
      ttlMs,
    });
    return { request, token };
  }

  const signup = (token: string, email: string, password = "satici123") =>
    completeMerchantSignup(database.db, {
      token,
      email,
      password,
      firstName: "Ayşe",
      lastName: "Demir",
    });

  it("stores only the SHA-256 hash of the token", async () => {
    const { token } = await invite("hash@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await database.db
      .select()
      .from(merchantInvitations)
      .where(eq(merchantInvitations.email, "hash@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await findUsableInvitation(database.db, token)).toMatchObject({
      email: "hash@example.com",
    });
    // One character changed (never to itself: a random token may end in 'A').
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await findUsableInvitation(database.db, altered)).toBeNull();
    expect(await findUsableInvitation(database.db, "not-a-token")).toBeNull();
  });

  it("creates the merchant, its brand and the merchant user once, in one go", async () => {
    const { request, token } = await invite("ayse@example.com");
    const result = await signup(token, "AYSE@example.com ");
    if (result.kind !== "ok") throw new Error(`expected ok, got ${result.kind}`);
    expect(result.user).toMatchObject({ role: "ROLE_MERCHANT", merchantId: result.merchantId });
    const [merchant] = await database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, result.merchantId));
    expect(merchant).toMatchObject({
      name: request.name,
      email: "ayse@example.com",
      phoneNumber: "5551234567",
      business: request.business,
    });
    const [brand] = await database.db.select().from(brands).where(eq(brands.id, result.brandId));
    expect(brand).toMatchObject({
      name: "Gümüş Atölyesi",
      slug: "gumus-atolyesi",
      merchantId: result.merchantId,
    });
    expect(await verifyLogin(database.db, "ayse@example.com", "satici123")).toMatchObject({
      role: "ROLE_MERCHANT",
    });
    // Single use: the same link, even with the right address, opens nothing now.
    expect(await findUsableInvitation(database.db, token)).toBeNull();
    expect((await signup(token, "ayse@example.com")).kind).toBe("invalid");
  });

  it("gives a second brand of the same name a free slug", async () => {
    const { token } = await invite("second@example.com");
    const result = await signup(token, "second@example.com");
    if (result.kind !== "ok") throw new Error(`expected ok, got ${result.kind}`);
    const [brand] = await database.db.select().from(brands).where(eq(brands.id, result.brandId));
    expect(brand!.slug).toBe("gumus-atolyesi-2");
  });

  it("refuses an address other than the invitation's and leaves the link usable", async () => {
    const { token } = await invite("owner@example.com", "Taş Evi");
    expect((await signup(token, "someone-else@example.com")).kind).toBe("emailMismatch");
    expect(await findUsableInvitation(database.db, token)).not.toBeNull();
    expect((await signup(token, "owner@example.com")).kind).toBe("ok");
  });

  it("refuses an expired link", async () => {
    const { token } = await invite("late@example.com", "Geç Marka", -1000);
    expect(await findUsableInvitation(database.db, token)).toBeNull();
    expect((await signup(token, "late@example.com")).kind).toBe("invalid");
  });

  it("changes nothing when the address already has an account", async () => {
    const { token } = await invite("member@demo.shop", "Üye Markası");
    await database.db.insert(users).values({
      email: "member@demo.shop",
      firstName: "Elif",
      lastName: "Yılmaz",
    });
    const count = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(merchants))[0]!.n;
    const before = await count();
    expect((await signup(token, "member@demo.shop")).kind).toBe("emailTaken");
    expect(await count()).toBe(before);
    expect(await findUsableInvitation(database.db, token)).not.toBeNull();
    const slugs = await database.db.select().from(brands).where(eq(brands.slug, "uye-markasi"));
    expect(slugs).toHaveLength(0);
  });

  it("lets only one of two simultaneous sign-ups with one link through", async () => {
    const { token } = await invite("race@example.com", "Yarış");
    const kinds = (
      await Promise.all([signup(token, "race@example.com"), signup(token, "race@example.com")])
    ).map((r) => r.kind);
    expect(kinds.sort()).toEqual(["invalid", "ok"]);
  });
});
