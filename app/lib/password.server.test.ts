import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("hashes at N=2^17, or at the lower cost the tests ask for; verifies either", async () => {
    const asked = process.env.PASSWORD_HASH_COST;
    try {
      delete process.env.PASSWORD_HASH_COST;
      const full = await hashPassword("gizli-şifre-123");
      expect(full).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      process.env.PASSWORD_HASH_COST = "10";
      const cheap = await hashPassword("gizli-şifre-123");
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      // Never above the default, whatever it says.
      process.env.PASSWORD_HASH_COST = "19";
      expect(await hashPassword("x")).toMatch(/^scrypt\$131072\$/);
      for (const stored of [full, cheap])
        expect(await verifyPassword("gizli-şifre-123", stored)).toBe(true);
    } finally {
      if (asked === undefined) delete process.env.PASSWORD_HASH_COST;
      else process.env.PASSWORD_HASH_COST = asked;
    }
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("gizli-şifre-123");
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("gizli-şifre-123", stored)).toBe(true);
    expect(await verifyPassword("gizli-şifre-124", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts each hash, so two hashes of one password differ", async () => {
    const [a, b] = await Promise.all([hashPassword("member123!"), hashPassword("member123!")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("member123!", a)).toBe(true);
    expect(await verifyPassword("member123!", b)).toBe(true);
  });

  it("rejects malformed stored values instead of throwing", async () => {
    for (const stored of [
      null,
      "",
      "plain",
      "scrypt$1$8$1$$",
      "bcrypt$2$8$1$AAAA$AAAA",
      "scrypt$999999999$8$1$AAAA$AAAA",
    ]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
  });
});
