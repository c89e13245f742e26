import type { Page, Response } from "@playwright/test";
import { openDatabase } from "../../db/client.server";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { EMULATOR_KEYS, webhookUrl } from "../../app/services/payments.server";
import {
  startIyzicoEmulator,
  type IyzicoEmulator,
} from "../../app/services/iyzico-emulator.server";
import { authServer } from "../../app/locales/tr/auth-server";
import { checkout } from "../../app/locales/tr/checkout";
import { orders } from "../../app/locales/tr/orders";
import {
  postFormThroughProxy,
  prepareNginx,
  requestThroughProxy,
  type Nginx,
} from "../helpers/nginx";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { startServer, type TestServer } from "../helpers/server";
import { DEMO } from "./dashboard";
import { expect, test as base } from "./fixtures";

/**
 * The shop as docs/operations.md deploys it: two production processes on one PostgreSQL behind
 * Debian's nginx, which ends TLS and spreads the requests over both (deploy/nginx/shop.conf, the
 * file operators copy), every process with TRUST_PROXY_HOPS=1 and the proxy's address as its
 * PUBLIC_URL; one iyzico emulator the two share. A shopper's browser only ever talks to nginx.
 */
interface Front {
  nginx: Nginx;
  apps: [TestServer, TestServer];
  emulator: IyzicoEmulator;
}

const test = base.extend<object, { front: Front; server: TestServer }>({
  front: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stops: (() => Promise<void>)[] = [];
      try {
        // Missing nginx fails here, saying how to install it, before anything else starts.
        const nginx = await prepareNginx();
        stops.push(() => nginx.stop());
        const pg: PrivatePostgres = await startPrivatePostgres();
        stops.push(() => pg.destroy());
        const databaseUrl = await pg.createDatabase("shop");
        // The demo shop, as every test database has it (tests/helpers/templates.ts): its
        // accounts' passwords at the run's cheaper hash, so a sign-in is no production hash.
        const opened = await openDatabase(databaseUrl);
        await seedIfEmpty(opened.db);
        await opened.close();
        // Its webhooks go to the shop's public address, as set in iyzico's merchant panel.
        const emulator = await startIyzicoEmulator({
          ...EMULATOR_KEYS,
          webhook: { url: webhookUrl(nginx.url), ca: nginx.certificate, delayMs: 0 },
        });
        stops.push(() => emulator.close());
        const env = {
          NODE_ENV: "production",
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: nginx.url,
          TRUST_PROXY_HOPS: "1",
          // iyzico's keys, for the emulator every process talks to.
          IYZICO_API_KEY: EMULATOR_KEYS.apiKey,
          IYZICO_SECRET_KEY: EMULATOR_KEYS.secretKey,
          IYZICO_BASE_URL: emulator.url,
        };
        // Started together, as a deploy starts them. ("pglite" names no database to make:
        // DATABASE_URL is the private PostgreSQL.)
        const started = await Promise.allSettled([
          startServer("pglite", env),
          startServer("pglite", env),
        ]);
        for (const one of started) if (one.status === "fulfilled") stops.push(one.value.stop);
        const [a, b] = started.map((one) => {
          if (one.status === "rejected") throw one.reason;
          return one.value;
        });
        const apps: [TestServer, TestServer] = [a!, b!];
        await nginx.start([new URL(a!.url).host, new URL(b!.url).host]);
        await use({ nginx, apps, emulator });
      } finally {
        for (const stop of stops.reverse()) await stop();
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  // Nothing of the worker's default server: this file's shop is the one behind nginx.
  server: [async ({ front }, use) => use(front.apps[0]), { scope: "worker" }],
  baseURL: async ({ front }, use) => use(front.nginx.url),
});

// The certificate is the test's own, made with openssl; the browser is told to accept it.
test.use({ javaScriptEnabled: true, ignoreHTTPSErrors: true });

/** The answers the shop's origin sent the browser: each redirect's Location, each Set-Cookie. */
function watchShopAnswers(page: Page, origin: string) {
  const redirects: { from: string; location: string }[] = [];
  const setCookies: string[] = [];
  const reading: Promise<void>[] = [];
  const watch = (response: Response) => {
    if (!response.url().startsWith(`${origin}/`)) return;
    // A subresource's answer can no longer be read once its frame went away (the card form's
    // iframe is replaced when it posts); the top page's navigations always can, and must be.
    const mustRead =
      response.request().isNavigationRequest() && response.frame() === page.mainFrame();
    reading.push(
      (async () => {
        const location = await response.headerValue("location");
        if (location !== null) redirects.push({ from: response.url(), location });
        setCookies.push(...(await response.headerValues("set-cookie")));
      })().catch((error: unknown) => {
        if (mustRead) throw error;
      }),
    );
  };
  page.context().on("response", watch);
  // Answers that come later (a page's late requests) are not read: the test may have ended by then.
  return async () => {
    page.context().off("response", watch);
    await Promise.all(reading);
    return { redirects, setCookies };
  };
}

test("a card order paid through nginx: paid, Secure cookies, every redirect on the public origin", async ({
  page,
  front,
  errors,
}) => {
  const origin = front.nginx.url;
  const answers = watchShopAnswers(page, origin);
  const main = page.locator("main");
  const served = front.apps.map((app) => app.output().length);

  // Signed out, the account sends the shopper to sign in, and back after it.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(`${origin}/login?redirectTo=%2Fdashboard`);
  await page.getByLabel("E-posta", { exact: true }).fill(DEMO.member.email);
  await page.getByLabel("Şifre", { exact: true }).fill(DEMO.member.password);
  await main.getByRole("button", { name: "OTURUM AÇ" }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);

  const res = await page.request.get("/api/product?limit=50");
  const { products } = (await res.json()) as { products: { slug: string; inventory: number }[] };
  await page.goto(`/product/${products.find((p) => p.inventory >= 3)!.slug}`);
  await main.locator("form.add-to-cart").getByRole("button", { name: "Sepete Ekle" }).click();
  await expect(page.locator("#mini-cart .mini-cart-line:not(.is-pending)")).toHaveCount(1);
  await page.goto("/cart");
  await main.getByRole("link", { name: "Ödemeye Geç" }).click();
  await expect(page).toHaveURL(`${origin}/payment`);
  await main.getByLabel(/okudum, kabul ediyorum/).check();
  await main.getByRole("button", { name: "Siparişi onayla ve kartla öde" }).click();

  // iyzico's card form; its page posts the shopper back to the callback on PUBLIC_URL, through nginx.
  const form = page.frameLocator("#iyzipay-checkout-form iframe");
  await form.getByLabel("Kart üzerindeki isim").fill("Deniz Kaya");
  await form.getByLabel("Kart numarası").fill("5528 7900 0000 0008");
  await form.getByLabel(/Son kullanma/).fill("12/30");
  await form.getByLabel(/Güvenlik kodu/).fill("123");
  await form.getByRole("button", { name: /^Öde/ }).click();
  await expect(page.getByRole("heading", { name: checkout.successTitle })).toBeVisible();
  await expect(main.getByText(checkout.successIntro)).toBeVisible();
  expect(page.url()).toMatch(new RegExp(`^${origin}/order/success/`));
  await main.getByRole("link", { name: checkout.viewOrder }).click();
  await expect(main.getByText(orders.paymentStates.paidByCard)).toBeVisible();

  const { redirects, setCookies } = await answers();
  // The callback reached the shop through nginx and was answered with a redirect on PUBLIC_URL.
  expect(redirects.map((r) => new URL(r.from).pathname)).toEqual(
    expect.arrayContaining(["/dashboard", "/api/order/success"]),
  );
  for (const { from, location } of redirects) {
    expect(new URL(location, from).origin, `${from} → ${location}`).toBe(origin);
    expect(location, from).not.toMatch(/127\.0\.0\.1|:\/\/shop_app/);
  }
  // Every cookie the shop set, the session's first, travels over HTTPS only.
  expect(setCookies.some((c) => c.startsWith("sid="))).toBe(true);
  for (const cookie of setCookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
  const cookies = await page.context().cookies(origin);
  expect(cookies.map((c) => c.name)).toContain("sid");
  for (const cookie of cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });

  // iyzico's webhook reached the shop through nginx too, and was taken (the order paid once).
  await expect.poll(() => front.emulator.webhookDeliveries()).toEqual([200]);

  // Nothing the page loaded over the proxy, iyzico's form included, was blocked or failed.
  expect(errors).toEqual([]);

  // Round robin: both processes answered some of these requests.
  for (const [i, app] of front.apps.entries())
    expect(app.output().slice(served[i]), `process ${i + 1}`).toMatch(/"status":200/);
});

test("the sign-in brake counts the address nginx saw, whatever X-Forwarded-For the client writes", async ({
  front,
}) => {
  const { nginx } = front;
  const admin = DEMO.admin;
  // Loopback addresses of their own: to nginx each is another client.
  const attacker = "127.0.0.2";
  const owner = "127.0.0.3";
  const signIn = (password: string, from: string, forwardedFor?: string) =>
    postFormThroughProxy(
      nginx,
      "/login",
      { email: admin.email, password },
      { from, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} },
    );
  const refused = new RegExp(
    authServer.tooManyAttempts
      .split("{minutes}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\d+"),
  );

  // One after the other, as a person guesses.
  for (let i = 0; i < 5; i++) {
    const wrong = await signIn(`guess-${i}`, attacker);
    expect(wrong.status).toBe(401);
    // The shop answers with nginx's request id, the one on its own log line.
    expect(wrong.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  }
  const right = await signIn(admin.password, attacker);
  expect(right.status).toBe(429);
  expect(right.body).toMatch(refused);
  expect(right.setCookies).toEqual([]);
  // Writing another address in front of the one nginx appends changes nothing: not a new one,
  // not the owner's.
  for (const forged of ["198.51.100.77", owner]) {
    const again = await signIn(admin.password, attacker, forged);
    expect(again.status, forged).toBe(429);
    expect(again.body, forged).toMatch(refused);
  }

  // The owner, from their own address, signs in; the redirect stays on the public origin.
  const signedIn = await signIn(admin.password, owner);
  expect(signedIn.status).toBe(302);
  expect(new URL(signedIn.headers.location!, nginx.url).origin).toBe(nginx.url);
  expect(signedIn.setCookies.find((c) => c.startsWith("sid="))).toMatch(/;\s*Secure(;|$)/i);
});

test("plain HTTP is sent to the public https origin", async ({ front }) => {
  const answer = await fetch(`${front.nginx.httpUrl}/shop?page=2`, { redirect: "manual" });
  expect(answer.status).toBe(301);
  expect(answer.headers.get("location")).toBe(`${front.nginx.url}/shop?page=2`);
  // The same shop answers there, as the browser that follows the redirect sees it.
  const shop = await requestThroughProxy(front.nginx, "/shop?page=2");
  expect(shop.status).toBe(200);
  expect(shop.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
});
