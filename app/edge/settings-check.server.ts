/**
 * What production cannot run without. Development and tests fall back to local stand-ins (PGlite,
 * the iyzico emulator, the mail outbox, a fixed cookie secret); production must not, silently: a
 * shop taking real orders on a throwaway database or a fake card page is worse than one that
 * refuses to start, so start-up stops with a list of what is missing.
 */
const REQUIRED_IN_PRODUCTION: Record<string, string> = {
  DATABASE_URL: "the PostgreSQL connection URL (postgres://user:password@host:5432/shop)",
  PUBLIC_URL: "the shop's public address (https://shop.example.com)",
  COOKIE_SECRET:
    "a random string of at least 32 characters that signs cookies (openssl rand -hex 32)",
  IYZICO_API_KEY: "the iyzico API key",
  IYZICO_SECRET_KEY: "the iyzico secret key",
  IYZICO_BASE_URL: "the iyzico API address (https://api.iyzipay.com)",
  SMTP_URL: "the mail server (smtps://user:password@smtp.example.com:465)",
};

/** Each problem with the environment, in words an operator can act on; none outside production. */
function productionSettingProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems = Object.entries(REQUIRED_IN_PRODUCTION)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, what]) => `${name} is not set: ${what}`);
  if (env.COOKIE_SECRET && env.COOKIE_SECRET.length < 32)
    problems.push("COOKIE_SECRET is too short: use at least 32 random characters");
  if (env.PUBLIC_URL && !/^https?:\/\/[^/]+\/?$/.test(env.PUBLIC_URL))
    problems.push("PUBLIC_URL must be an origin such as https://shop.example.com, without a path");
  if (env.PASSWORD_HASH_COST?.trim())
    problems.push(
      "PASSWORD_HASH_COST is set: it makes password hashes cheaper for tests, never for a shop; unset it",
    );
  return problems;
}

export class SettingsError extends Error {
  override name = "SettingsError";
  constructor(readonly problems: string[]) {
    super(`The shop cannot start in production:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

export function checkProductionSettings(env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionSettingProblems(env);
  if (problems.length) throw new SettingsError(problems);
}

/**
 * What production runs without, but an operator should know of: without İYS credentials the
 * consents taken on the site are not reported to İYS (docs/operations.md, "İYS"). Not required:
 * a shop may report through an aracı hizmet sağlayıcı instead, and the shop's own mail follows
 * its consent log either way. A partial IYS_* set stops the start (app/services/iys/iys.server.ts).
 */
export function productionSettingWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const iys = ["IYS_USERNAME", "IYS_PASSWORD", "IYS_CODE", "IYS_BRAND_CODE"];
  if (iys.some((name) => env[name]?.trim())) return [];
  return [
    `${iys.join(", ")} are not set: consents and refusals taken on the site are not reported to İYS; they wait in the consent log (docs/operations.md, "İYS")`,
  ];
}
