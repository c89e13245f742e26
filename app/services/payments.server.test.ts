import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { startIyzicoEmulator, type IyzicoEmulator } from "./iyzico-emulator.server";
import {
  EMULATOR_KEYS,
  PaymentError,
  initializeCheckout,
  paymentSources,
  cancelPayment,
  refundPayment,
  refundsMade,
  retrieveCheckout,
  startPayments,
  stopPayments,
  type CheckoutInit,
} from "./payments.server";

const CALLBACK = "http://127.0.0.1:9/checkout/callback?lang=tr";
const CARDS = {
  ok: "5528 7900 0000 0008",
  noFunds: "4111 1111 1111 1129",
  doNotHonour: "4129111111111111",
  other: "4242424242424242",
  review: "4000 0000 0000 0010",
  fraud: "4000 0000 0000 0028",
};
const ENV = [
  "IYZICO_API_KEY",
  "IYZICO_SECRET_KEY",
  "IYZICO_BASE_URL",
  "IYZICO_EMULATOR_PORT",
] as const;
const savedEnv = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

function useEnv(values: Partial<Record<(typeof ENV)[number], string>>) {
  for (const name of ENV) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
}

let orderNumber = 0;
function order(overrides: Partial<CheckoutInit> = {}): CheckoutInit {
  orderNumber += 1;
  return {
    orderId: `ORD-${Date.now()}-${orderNumber}`,
    price: 1234.5,
    currency: "TRY",
    locale: "tr",
    callbackUrl: CALLBACK,
    buyer: {
      id: "u-42",
      name: "Ayşe",
      surname: "Yılmaz",
      email: "ayse@example.com",
      gsmNumber: "+905551112233",
      ip: "127.0.0.1",
      registrationDate: new Date("2024-02-01T10:00:00Z"),
    },
    address: {
      contactName: "Ayşe Yılmaz",
      city: "İstanbul",
      country: "Türkiye",
      address: "Bağdat Cad. 1, Kadıköy",
      zipCode: "34710",
    },
    items: [
      { id: "p1", name: "Gümüş yüzük", category1: "Yüzük", category2: "Gümüş", price: 999.9 },
      { id: "p2", name: "Kolye", category1: "Kolye", category2: "Altın", price: 234.6 },
    ],
    ...overrides,
  };
}

/** Fills in the hosted card page as a visitor would, and returns the page that sends them back. */
async function payWith(paymentPageUrl: string, cardNumber: string) {
  const form = new URLSearchParams({
    cardHolderName: "Ayşe Yılmaz",
    cardNumber,
    expiry: "12/30",
    cvc: "123",
  });
  const response = await fetch(paymentPageUrl, { method: "POST", body: form });
  const html = await response.text();
  return {
    status: response.status,
    html,
    action: /<form[^>]*action="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&"),
    target: /<form[^>]*target="([^"]*)"/.exec(html)?.[1],
    token: /name="token" value="([^"]*)"/.exec(html)?.[1],
  };
}

describe("payments against a shared iyzico emulator (IYZICO_BASE_URL without keys)", () => {
  let emulator: IyzicoEmulator;
  let clock = Date.now();

  beforeAll(async () => {
    emulator = await startIyzicoEmulator({ ...EMULATOR_KEYS, now: () => clock });
    useEnv({ IYZICO_BASE_URL: emulator.url });
    expect(await startPayments()).toEqual({ mode: "emulator", url: emulator.url });
  });

  afterAll(async () => {
    await stopPayments();
    await emulator.close();
    useEnv(savedEnv);
  });

  it("initialises a checkout form shaped as iyzico's: its files from a second origin, the card page in #iyzipay-checkout-form", async () => {
    const { token, checkoutFormContent, paymentPageUrl } = await initializeCheckout(order());
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(paymentPageUrl).toBe(`${emulator.url}/checkout/${token}`);
    const files = emulator.staticUrl;
    expect(new URL(files).origin).not.toBe(new URL(emulator.url).origin);
    expect(paymentSources()).toEqual({
      script: [files],
      style: [files],
      font: [files],
      img: [files],
      connect: [],
      frame: [emulator.url],
      formAction: [emulator.url],
    });

    const content = /^<script type="text\/javascript">([\s\S]*)<\/script>$/.exec(
      checkoutFormContent,
    )?.[1];
    expect(content).toMatch(/^if \(typeof iyziInit == 'undefined'\) \{var iyziInit = /);
    // The smallest document the scripts need: a head for the form's files, the element it fills.
    const added: Record<string, string>[] = [];
    const host = { children: [] as Record<string, unknown>[], textContent: "x" };
    const element = (tag: string) => ({
      tag,
      children: [] as unknown[],
      setAttribute(this: Record<string, unknown>, name: string, value: string) {
        this[name] = value;
      },
      appendChild(this: { children: unknown[] }, child: unknown) {
        this.children.push(child);
      },
    });
    const document = {
      head: { appendChild: (tag: Record<string, string>) => added.push(tag) },
      getElementById: (id: string) =>
        id === "iyzipay-checkout-form"
          ? Object.assign(host, {
              appendChild: (c: Record<string, unknown>) => host.children.push(c),
            })
          : null,
      createElement: element,
      createTextNode: (text: string) => ({ text }),
    };
    const page: Record<string, unknown> = { document };
    page.window = page;
    runInNewContext(content!, page);
    const [css, js] = added;
    expect(css).toMatchObject({ tag: "link", rel: "stylesheet" });
    expect(css.href.startsWith(`${files}/`)).toBe(true);
    expect(js).toMatchObject({ tag: "script" });
    expect(js.src.startsWith(`${files}/`)).toBe(true);
    // A second run in the same page does nothing: iyziInit is there.
    runInNewContext(content!, page);
    expect(added).toHaveLength(2);

    // The files answer at the static origin only, as iyzico's static host's do.
    for (const file of [css.href, js.src]) {
      expect((await fetch(file)).status).toBe(200);
      const atApi = new URL(file);
      expect((await fetch(`${emulator.url}${atApi.pathname}`)).status).toBe(404);
    }
    const script = await (await fetch(js.src)).text();
    runInNewContext(script, { ...page, URL, document: { ...document, currentScript: js } });
    expect(host.children).toEqual([
      expect.objectContaining({ tag: "p" }),
      expect.objectContaining({
        tag: "iframe",
        src: `${emulator.url}/checkout/${token}?embedded=1`,
      }),
    ]);
  });

  it("refuses a basket whose items do not sum to the price, with iyzico's message", async () => {
    const wrong = order({ price: 1234.49 });
    await expect(initializeCheckout(wrong)).rejects.toMatchObject({
      constructor: PaymentError,
      message: "Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır",
      code: "5062",
    });
  });

  it("shows the amount on the hosted card page, in the checkout's language", async () => {
    const tr = await initializeCheckout(order());
    const trPage = await fetch(tr.paymentPageUrl);
    expect(trPage.status).toBe(200);
    const trHtml = await trPage.text();
    expect(trHtml).toContain('<html lang="tr">');
    expect(trHtml).toContain("₺1.234,50");
    expect(trHtml).toMatch(/<form method="post" action="\/checkout\/[\w-]+" target="_self">/);

    const en = await initializeCheckout(
      order({
        locale: "en",
        currency: "USD",
        price: 49.99,
        items: [{ id: "p3", name: "Ring", category1: "Rings", category2: "Silver", price: 49.99 }],
      }),
    );
    const enHtml = await (await fetch(`${emulator.url}/checkout/${en.token}?embedded=1`)).text();
    expect(enHtml).toContain('<html lang="en">');
    expect(enHtml).toContain("Pay $49.99");
    // Embedded in the shop's iframe, the card form leaves the frame when the visitor submits it.
    expect(enHtml).toMatch(/<form method="post" action="\/checkout\/[\w-]+" target="_top">/);
  });

  it("reports an unfinished form as not paid, and without a signature not verified", async () => {
    const init = order();
    const { token } = await initializeCheckout(init);
    const result = await retrieveCheckout(token, "tr", init.orderId);
    expect(result).toMatchObject({ paid: false, verified: false, paymentId: null });
    expect(result.errorMessage).toBeTruthy();
  });

  it("takes a payment with the success card: the visitor is sent back, retrieve says paid and verified", async () => {
    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    const back = await payWith(paymentPageUrl, CARDS.ok);
    expect(back.status).toBe(200);
    expect(back).toMatchObject({ action: CALLBACK, target: "_top", token });
    expect(back.html).toContain('<button type="submit">Devam</button>');

    const result = await retrieveCheckout(token, "tr", init.orderId);
    expect(result).toMatchObject({
      verified: true,
      paid: true,
      paidPrice: 1234.5,
      price: 1234.5,
      currency: "TRY",
      basketId: init.orderId,
      conversationId: init.orderId,
      errorMessage: null,
    });
    expect(result.paymentId).toMatch(/^\d+$/);

    // The form cannot be paid twice.
    const again = await fetch(paymentPageUrl);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Bu ödeme formu kullanıldı");
  });

  it("refunds a payment in parts up to what was paid, and refuses the rest in iyzico's words", async () => {
    const { token, paymentPageUrl } = await initializeCheckout(order());
    await payWith(paymentPageUrl, CARDS.ok);
    const paymentId = emulator.paymentOf(token)!;
    const refund = (price: number, over: object = {}) =>
      refundPayment({
        paymentId,
        price,
        currency: "TRY",
        refundId: `r-${price}`,
        locale: "tr",
        ...over,
      });

    expect(await refund(999.9)).toEqual({ price: 999.9, currency: "TRY", paymentId });
    // 234.60 is left: more is refused, whatever the language.
    await expect(refund(300)).rejects.toMatchObject({
      constructor: PaymentError,
      kind: "refused",
      code: "5101",
      message: "İade tutarı, iade edilebilir tutardan büyük olamaz",
    });
    await expect(refund(300, { locale: "en" })).rejects.toMatchObject({
      message: "Refund amount cannot be greater than the refundable amount",
    });
    await expect(refund(10, { currency: "USD" })).rejects.toMatchObject({ code: "5100" });
    await expect(refund(10, { paymentId: "404404" })).rejects.toMatchObject({
      code: "5110",
      message: "Ödeme bulunamadı",
    });

    // A refusal the test asks for, then the next one goes through.
    emulator.failRefunds(paymentId, 1);
    await expect(refund(234.6)).rejects.toMatchObject({ kind: "refused", code: "10093" });
    expect(await refund(234.6)).toMatchObject({ price: 234.6 });
    expect(emulator.refundsOf(paymentId)).toEqual([
      { price: 999.9, conversationId: "r-999.9" },
      { price: 234.6, conversationId: "r-234.6" },
    ]);
    expect(emulator.refundedOf(paymentId)).toBe(1234.5);
    await expect(refund(0.01)).rejects.toMatchObject({ code: "5101" });
  });

  it("learns from iyzico's report what was refunded of a payment, refund by refund", async () => {
    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    await payWith(paymentPageUrl, CARDS.ok);
    const paymentId = emulator.paymentOf(token)!;
    expect(await refundsMade(init.orderId, paymentId, "tr")).toEqual({
      byRefund: new Map(),
      total: 0,
      cancelledBy: null,
    });
    // More than the first basket item (999.90): iyzico spreads it over the two.
    await refundPayment({ paymentId, price: 1100, currency: "TRY", refundId: "r-1", locale: "tr" });
    emulator.failRefunds(paymentId, 1, "lose");
    process.env.IYZICO_TIMEOUT_MS = "300";
    try {
      await expect(
        refundPayment({ paymentId, price: 4.5, currency: "TRY", refundId: "r-2", locale: "tr" }),
      ).rejects.toMatchObject({ kind: "unreachable" });
    } finally {
      delete process.env.IYZICO_TIMEOUT_MS;
    }
    // The answer was lost; the refund was made, and the report says so.
    expect(await refundsMade(init.orderId, paymentId, "tr")).toEqual({
      byRefund: new Map([
        ["r-1", 1100],
        ["r-2", 4.5],
      ]),
      total: 1104.5,
      cancelledBy: null,
    });
    await expect(refundsMade("another-order", paymentId, "tr")).rejects.toMatchObject({
      kind: "unreachable",
    });
  });

  it("cancels a whole payment the day it was taken, never after a refund; the report lists it", async () => {
    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    await payWith(paymentPageUrl, CARDS.ok);
    const paymentId = emulator.paymentOf(token)!;
    const paid = init.price;
    await cancelPayment({ paymentId, cancelId: "c-1", amount: paid, locale: "tr" });
    expect(emulator.refundedOf(paymentId)).toBe(paid);
    expect(await refundsMade(init.orderId, paymentId, "tr")).toMatchObject({ cancelledBy: "c-1" });
    // Nothing is left to cancel or refund.
    await expect(
      cancelPayment({ paymentId, cancelId: "c-2", amount: paid, locale: "en" }),
    ).rejects.toMatchObject({ kind: "refused", code: "5120" });
    await expect(
      refundPayment({ paymentId, price: 1, currency: "TRY", refundId: "r-1", locale: "tr" }),
    ).rejects.toMatchObject({ code: "5101" });

    // A payment refunded in part cannot be cancelled.
    const other = order();
    const second = await initializeCheckout(other);
    await payWith(second.paymentPageUrl, CARDS.ok);
    const otherId = emulator.paymentOf(second.token)!;
    await refundPayment({
      paymentId: otherId,
      price: 1,
      currency: "TRY",
      refundId: "r-2",
      locale: "tr",
    });
    await expect(
      cancelPayment({ paymentId: otherId, cancelId: "c-3", amount: other.price, locale: "tr" }),
    ).rejects.toMatchObject({
      kind: "refused",
      message: "İade veya iptal edilmiş ödeme iptal edilemez",
    });
  });

  it("takes a refund's answer only when it is signed as iyzico signs it", async () => {
    const { token, paymentPageUrl } = await initializeCheckout(order());
    await payWith(paymentPageUrl, CARDS.ok);
    const paymentId = emulator.paymentOf(token)!;
    emulator.forgeRefundSignatures(paymentId, 1);
    await expect(
      refundPayment({ paymentId, price: 10, currency: "TRY", refundId: "r-forged", locale: "tr" }),
    ).rejects.toMatchObject({ kind: "unreachable" });
    expect(
      await refundPayment({
        paymentId,
        price: 10,
        currency: "TRY",
        refundId: "r-ok",
        locale: "tr",
      }),
    ).toMatchObject({ price: 10, paymentId });
  });

  it("tells an iyzico that does not answer a refund from one that refuses it", async () => {
    const { token, paymentPageUrl } = await initializeCheckout(order());
    await payWith(paymentPageUrl, CARDS.ok);
    const paymentId = emulator.paymentOf(token)!;
    emulator.failRefunds(paymentId, 1, "hang");
    process.env.IYZICO_TIMEOUT_MS = "300";
    try {
      await expect(
        refundPayment({ paymentId, price: 10, currency: "TRY", refundId: "r-hang", locale: "tr" }),
      ).rejects.toMatchObject({
        constructor: PaymentError,
        kind: "unreachable",
        message: "iyzico did not answer in time",
      });
    } finally {
      delete process.env.IYZICO_TIMEOUT_MS;
    }
    expect(emulator.refundedOf(paymentId)).toBe(0);
  });

  it("declines the insufficient-funds card: not paid, verified, with the bank's reason", async () => {
    const init = order({ locale: "en" });
    const { token, paymentPageUrl } = await initializeCheckout(init);
    const back = await payWith(paymentPageUrl, CARDS.noFunds);
    expect(back.html).toContain("The payment failed: Not sufficient funds");
    expect(back.html).toContain('<button type="submit">Continue</button>');
    expect(await retrieveCheckout(token, "en", init.orderId)).toMatchObject({
      verified: true,
      paid: false,
      paymentId: null,
      errorMessage: "Not sufficient funds",
    });
  });

  it("tells a payment held for fraud review (fraudStatus 0) from an approved or refused one", async () => {
    const held = order();
    const form = await initializeCheckout(held);
    await payWith(form.paymentPageUrl, CARDS.review);
    const retrieve = () => retrieveCheckout(form.token, "tr", held.orderId);
    expect(await retrieve()).toMatchObject({ verified: true, state: "review", paid: false });
    emulator.decideReview(form.token, true);
    expect(await retrieve()).toMatchObject({ verified: true, state: "paid", paid: true });

    const refused = order();
    const other = await initializeCheckout(refused);
    await payWith(other.paymentPageUrl, CARDS.fraud);
    const answer = await retrieveCheckout(other.token, "tr", refused.orderId);
    expect(answer).toMatchObject({ verified: true, state: "refused", paid: false });
    // iyzico gives a payment its fraud check refuses back to the card.
    expect(emulator.refundedOf(answer.paymentId!)).toBe(refused.price);
  });

  it.each([
    [CARDS.doNotHonour, "İşlem onaylanmadı"],
    [CARDS.other, "Kart numarası geçersizdir"],
  ])("declines card %s with '%s'", async (card, message) => {
    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    await payWith(paymentPageUrl, card);
    expect(await retrieveCheckout(token, "tr", init.orderId)).toMatchObject({
      verified: true,
      paid: false,
      errorMessage: message,
    });
  });

  it("does not verify an answer whose signature was replaced", async () => {
    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    await payWith(paymentPageUrl, CARDS.ok);
    emulator.tamper(token, { signature: "0".repeat(64) });
    expect(await retrieveCheckout(token, "tr", init.orderId)).toMatchObject({
      verified: false,
      paid: true,
    });
  });

  it("does not verify an answer whose paidPrice, currency or basketId was changed after signing", async () => {
    for (const lie of [{ paidPrice: 1 }, { currency: "USD" }, { basketId: "ORD-other" }]) {
      const init = order();
      const { token, paymentPageUrl } = await initializeCheckout(init);
      await payWith(paymentPageUrl, CARDS.ok);
      emulator.tamper(token, lie);
      const result = await retrieveCheckout(token, "tr", init.orderId);
      expect(result).toMatchObject({ ...lie, verified: false });
    }
  });

  it("verifies a lie signed with the secret key: the shop must still compare the amount", async () => {
    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    await payWith(paymentPageUrl, CARDS.ok);
    emulator.tamper(token, { paidPrice: 1, resign: true });
    expect(await retrieveCheckout(token, "tr", init.orderId)).toMatchObject({
      verified: true,
      paid: true,
      paidPrice: 1,
      price: 1234.5,
    });
  });

  it("shows an error page for a form older than 30 minutes", async () => {
    const { paymentPageUrl } = await initializeCheckout(order());
    clock += 30 * 60 * 1000 + 1000;
    const page = await fetch(paymentPageUrl);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("süresi doldu");
    expect((await payWith(paymentPageUrl, CARDS.ok)).status).toBe(410);
  });
});

describe("payments with configured keys", () => {
  let emulator: IyzicoEmulator;

  beforeAll(async () => {
    emulator = await startIyzicoEmulator({ apiKey: "merchant-key", secretKey: "merchant-secret" });
  });

  afterEach(() => stopPayments());

  afterAll(async () => {
    await emulator.close();
    useEnv(savedEnv);
  });

  it("is refused by iyzico when the secret key is wrong", async () => {
    useEnv({
      IYZICO_API_KEY: "merchant-key",
      IYZICO_SECRET_KEY: "not-the-secret",
      IYZICO_BASE_URL: emulator.url,
    });
    expect(await startPayments()).toEqual({ mode: "iyzico", url: emulator.url });
    await expect(initializeCheckout(order())).rejects.toMatchObject({
      constructor: PaymentError,
      message: "Geçersiz imza",
      code: "1000",
    });
    // The refund call is signed the same way, and checked the same way.
    await expect(
      refundPayment({ paymentId: "1", price: 1, currency: "TRY", refundId: "r", locale: "tr" }),
    ).rejects.toMatchObject({ kind: "refused", message: "Geçersiz imza", code: "1000" });
  });

  it("works with the right keys, and names iyzico's hosts for the CSP when pointed at iyzico", async () => {
    useEnv({
      IYZICO_API_KEY: "merchant-key",
      IYZICO_SECRET_KEY: "merchant-secret",
      IYZICO_BASE_URL: emulator.url,
    });
    await startPayments();
    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    await payWith(paymentPageUrl, CARDS.ok);
    expect(await retrieveCheckout(token, "tr", init.orderId)).toMatchObject({
      verified: true,
      paid: true,
    });
    await stopPayments();

    // Not started: the configuration alone names the origins, sandbox by default.
    useEnv({ IYZICO_API_KEY: "k", IYZICO_SECRET_KEY: "s" });
    expect(paymentSources()).toEqual({
      script: ["https://sandbox-static.iyzipay.com"],
      style: ["https://sandbox-static.iyzipay.com"],
      font: ["https://sandbox-static.iyzipay.com"],
      img: ["https://sandbox-static.iyzipay.com"],
      connect: ["https://sandbox-api.iyzipay.com", "https://sandbox-merchantgw.iyzipay.com"],
      frame: ["https://sandbox-api.iyzipay.com", "https://sandbox-cpp.iyzipay.com"],
      formAction: ["https://sandbox-cpp.iyzipay.com"],
    });
    useEnv({
      IYZICO_API_KEY: "k",
      IYZICO_SECRET_KEY: "s",
      IYZICO_BASE_URL: "https://api.iyzipay.com",
    });
    expect(paymentSources()).toMatchObject({
      style: ["https://static.iyzipay.com"],
      connect: ["https://api.iyzipay.com", "https://merchant-gateway.iyzipay.com"],
      frame: ["https://api.iyzipay.com", "https://cpp.iyzipay.com"],
    });
  });
});

describe("payments without any configuration", () => {
  afterAll(() => useEnv(savedEnv));

  it("starts its own emulator on a free local port and closes it on stop", async () => {
    useEnv({});
    const started = await startPayments();
    expect(started.mode).toBe("emulator");
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(paymentSources().frame).toEqual([started.url]);

    const init = order();
    const { token, paymentPageUrl } = await initializeCheckout(init);
    await payWith(paymentPageUrl, CARDS.ok);
    expect(await retrieveCheckout(token, "tr", init.orderId)).toMatchObject({
      verified: true,
      paid: true,
    });

    await stopPayments();
    await expect(fetch(paymentPageUrl)).rejects.toThrow();
  });
});
