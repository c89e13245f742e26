import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt is memory-hard: N=2^17, r=8 needs 128 MiB per hash, which makes guessing on GPUs costly.
const HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_MEM = 256 * 1024 * 1024;
/** A stored hash may name a cost above ours (a later upgrade), but not an absurd one. */
const MAX_N = 2 ** 20;

// NFC first: the same password typed on two keyboards (composed or decomposed accents) must match.
function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize("NFC"), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * N for a new hash: 2^HASH_COST, or 2^PASSWORD_HASH_COST (10 to 16) where the tests ask for less:
 * a hash costs 0.3 s of CPU, and the suites sign in and sign up hundreds of times. Production
 * refuses to start with it (app/edge/settings-check.server.ts). A stored hash names its own N.
 */
function costN(): number {
  const lowered = Number(process.env.PASSWORD_HASH_COST);
  return (
    2 ** (Number.isInteger(lowered) && lowered >= 10 && lowered < HASH_COST ? lowered : HASH_COST)
  );
}

/** 'scrypt$N$r$p$saltB64$hashB64' */
export async function hashPassword(password: string): Promise<string> {
  const N = costN();
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0)) return false;
  if (n > MAX_N || (n & (n - 1)) !== 0 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (!salt.length || !expected.length) return false;
  let actual: Buffer;
  try {
    actual = await scrypt(password, salt, expected.length, {
      N: n,
      r,
      p,
      maxmem: Math.max(MAX_MEM, 128 * n * r * p + 1024 * 1024),
    });
  } catch {
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A well-formed hash of nothing anyone can type, at the current cost: checked against when no
 * account has the e-mail, so that an unknown e-mail takes as long as a wrong password.
 */
export function dummyHash(): string {
  const zeros = (bytes: number) => Buffer.alloc(bytes).toString("base64");
  return ["scrypt", costN(), R, P, zeros(SALT_LENGTH), zeros(KEY_LENGTH)].join("$");
}
