import http from "node:http";
import type { AddressInfo } from "node:net";

export const CAPTCHA_TEST_SECRET = "test-captcha-secret";
/** The one token the stand-in accepts. */
export const CAPTCHA_GOOD_TOKEN = "token-from-a-person";

export interface SiteverifyStandIn {
  url: string;
  /** The form bodies it was sent, as reCAPTCHA's siteverify receives them. */
  calls: URLSearchParams[];
  stop: () => Promise<void>;
}

/**
 * A local reCAPTCHA-compatible siteverify endpoint: POST form `secret` and `response`, answers
 * `{ success }`, true only for the test secret and CAPTCHA_GOOD_TOKEN.
 */
export async function startSiteverify(): Promise<SiteverifyStandIn> {
  const calls: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      calls.push(form);
      const success =
        req.method === "POST" &&
        form.get("secret") === CAPTCHA_TEST_SECRET &&
        form.get("response") === CAPTCHA_GOOD_TOKEN;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(success ? { success } : { success, "error-codes": ["invalid"] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
