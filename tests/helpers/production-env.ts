/**
 * Settings that let a test or the bench start the shop in production mode on this machine:
 * production refuses to start without them (app/edge/settings-check.server.ts). Outside
 * services point at closed local ports unless the caller passes real stand-ins.
 */
export function productionEnv(
  publicUrl: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: "production",
    PUBLIC_URL: publicUrl,
    COOKIE_SECRET: "test-cookie-secret-0123456789abcdef0123456789",
    IYZICO_API_KEY: "sandbox-test-api-key",
    IYZICO_SECRET_KEY: "sandbox-test-secret-key",
    IYZICO_BASE_URL: "http://127.0.0.1:9",
    SMTP_URL: "smtp://127.0.0.1:9",
    // The tests' cheaper password hashes (templates.ts) are refused in production.
    PASSWORD_HASH_COST: "",
    ...overrides,
  };
}
