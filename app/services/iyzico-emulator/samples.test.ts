import { createRequire } from "node:module";
import Iyzipay from "iyzipay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIyzicoEmulator, type IyzicoEmulator } from "../iyzico-emulator.server";

/**
 * iyzipay's own samples for the calls the shop makes (node_modules/iyzipay/samples), sent by the
 * real iyzipay client to the emulator: each answer must be shaped as iyzico documents it and pass
 * the check the sample itself makes. The sample requests are copied here, not imported: the
 * sample files call iyzico's sandbox.
 */

type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = (request: object, done: (error: Error | null, answer: Answer) => void) => void;
interface Client {
  checkoutFormInitialize: { create: Call };
  checkoutForm: { retrieve: Call };
  refundV2: { create: Call };
  reportingTransactionDetails: { retrieve: Call };
}

// The samples' signature check (iyzipay's test/unit/verifySignature.js), from the client itself.
const { calculateHmacSHA256Signature } = createRequire(import.meta.url)("iyzipay/lib/utils") as {
  calculateHmacSHA256Signature(params: unknown[], secretKey: string): string;
};

const KEYS = { apiKey: "sandbox-sample-api-key", secretKey: "sandbox-sample-secret-key" };
const SUCCESS_CARD = "5528790000000008";

/** A client call, bound to its resource as iyzipay needs, as a promise. */
const ask = <K extends string>(resource: Record<K, Call>, method: K, request: object) =>
  new Promise<Answer>((resolve, reject) =>
    resource[method](request, (error, answer) => (error ? reject(error) : resolve(answer))),
  );

/** IyzipaySamples.js, "should initialize checkout form": the request as the sample builds it. */
const checkoutFormSample = () => ({
  locale: Iyzipay.LOCALE.TR,
  conversationId: "123456789",
  price: "1",
  paidPrice: "1.2",
  currency: Iyzipay.CURRENCY.TRY,
  basketId: "B67832",
  paymentGroup: Iyzipay.PAYMENT_GROUP.PRODUCT,
  callbackUrl: "https://www.merchant.com/callback",
  enabledInstallments: [2, 3, 6, 9],
  buyer: {
    id: "BY789",
    name: "John",
    surname: "Doe",
    gsmNumber: "+905350000000",
    email: "email@email.com",
    identityNumber: "74300864791",
    lastLoginDate: "2015-10-05 12:43:35",
    registrationDate: "2013-04-21 15:12:09",
    registrationAddress: "Nidakule Göztepe, Merdivenköy Mah. Bora Sok. No:1",
    ip: "85.34.78.112",
    city: "Istanbul",
    country: "Turkey",
    zipCode: "34732",
  },
  shippingAddress: {
    contactName: "Jane Doe",
    city: "Istanbul",
    country: "Turkey",
    address: "Nidakule Göztepe, Merdivenköy Mah. Bora Sok. No:1",
    zipCode: "34742",
  },
  billingAddress: {
    contactName: "Jane Doe",
    city: "Istanbul",
    country: "Turkey",
    address: "Nidakule Göztepe, Merdivenköy Mah. Bora Sok. No:1",
    zipCode: "34742",
  },
  basketItems: [
    {
      id: "BI101",
      name: "Binocular",
      category1: "Collectibles",
      category2: "Accessories",
      itemType: Iyzipay.BASKET_ITEM_TYPE.PHYSICAL,
      price: "0.3",
      subMerchantKey: "sub merchant key",
      subMerchantPrice: "0.27",
    },
    {
      id: "BI102",
      name: "Game code",
      category1: "Game",
      category2: "Online Game Items",
      itemType: Iyzipay.BASKET_ITEM_TYPE.VIRTUAL,
      price: "0.5",
      subMerchantKey: "sub merchant key",
      subMerchantPrice: "0.42",
    },
    {
      id: "BI103",
      name: "Usb",
      category1: "Electronics",
      category2: "Usb / Cable",
      itemType: Iyzipay.BASKET_ITEM_TYPE.PHYSICAL,
      price: "0.2",
      subMerchantKey: "sub merchant key",
      subMerchantPrice: "0.18",
    },
  ],
});

/** IyziPayRefundV2Samples.js, "refund V2 init api test". */
const refundV2Sample = () => ({
  locale: Iyzipay.LOCALE.TR,
  conversationId: "123456789",
  paymentId: "2921546163",
  price: 3.12,
  currency: Iyzipay.CURRENCY.TRY,
  ip: "85.34.78.112",
});

describe("iyzipay's samples against the emulator", () => {
  let emulator: IyzicoEmulator;
  let iyzipay: Client;

  beforeAll(async () => {
    emulator = await startIyzicoEmulator(KEYS);
    iyzipay = new Iyzipay({ ...KEYS, uri: emulator.url }) as unknown as Client;
  });

  afterAll(() => emulator.close());

  /** The sample's form, paid on the hosted page with iyzico's successful test card. */
  async function paidForm() {
    const form = await ask(iyzipay.checkoutFormInitialize, "create", checkoutFormSample());
    const card = new URLSearchParams({
      cardHolderName: "John Doe",
      cardNumber: SUCCESS_CARD,
      expiry: "12/30",
      cvc: "123",
    });
    expect((await fetch(form.paymentPageUrl, { method: "POST", body: card })).status).toBe(200);
    return { token: form.token as string, paymentId: emulator.paymentOf(form.token)! };
  }

  it("initialises the checkout form sample as iyzico answers it, signed as the sample checks", async () => {
    const answer = await ask(iyzipay.checkoutFormInitialize, "create", checkoutFormSample());
    expect(answer).toEqual({
      status: "success",
      locale: "tr",
      systemTime: expect.any(Number),
      conversationId: "123456789",
      token: expect.stringMatching(/^[\w-]{20,}$/),
      checkoutFormContent: expect.stringMatching(
        /^<script type="text\/javascript">if \(typeof iyziInit == 'undefined'\) \{var iyziInit = \{.*iyziInit\.createTag\(\);\}<\/script>$/,
      ),
      tokenExpireTime: 1800,
      paymentPageUrl: `${emulator.url}/checkout/${answer.token}`,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(answer.checkoutFormContent).toContain(`token:"${answer.token}"`);
    expect(answer.checkoutFormContent).toContain("price:1.20");
    expect(answer.signature).toBe(
      calculateHmacSHA256Signature([answer.conversationId, answer.token], KEYS.secretKey),
    );
  });

  it("refuses the sample without a field iyzico requires, in the request's language", async () => {
    const request = checkoutFormSample();
    const { identityNumber, ...buyer } = request.buyer;
    expect(identityNumber).toBeTruthy();
    const tr = await ask(iyzipay.checkoutFormInitialize, "create", { ...request, buyer });
    expect(tr).toEqual({
      status: "failure",
      errorCode: "8",
      errorMessage: "identityNumber gönderilmesi zorunludur",
      locale: "tr",
      systemTime: expect.any(Number),
      conversationId: "123456789",
    });
    const en = await ask(iyzipay.checkoutFormInitialize, "create", {
      ...request,
      locale: Iyzipay.LOCALE.EN,
      basketItems: request.basketItems.map((item) => ({ ...item, price: "0.4" })),
    });
    expect(en).toMatchObject({ status: "failure", errorCode: "5062", locale: "en" });
    expect(en.errorMessage).toBe("Price must be equal to the sum of the basket items' prices");
  });

  it("retrieves the paid form as iyzico answers it, signed over the fields the sample checks", async () => {
    const { token, paymentId } = await paidForm();
    // IyzipaySamples.js, "should retrieve checkout form result", with the form's real token.
    const answer = await ask(iyzipay.checkoutForm, "retrieve", {
      locale: Iyzipay.LOCALE.TR,
      conversationId: "123456789",
      token,
    });
    expect(answer).toMatchObject({
      status: "success",
      locale: "tr",
      conversationId: "123456789",
      paymentStatus: "SUCCESS",
      fraudStatus: 1,
      paymentId,
      price: 1,
      paidPrice: 1.2,
      currency: "TRY",
      basketId: "B67832",
      installment: 1,
      token,
    });
    const { paymentStatus, currency, basketId, conversationId, paidPrice, price } = answer;
    expect(answer.signature).toBe(
      calculateHmacSHA256Signature(
        [paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price, token],
        KEYS.secretKey,
      ),
    );
  });

  it("answers the retrieve sample's placeholder token with iyzico's failure, unsigned", async () => {
    const answer = await ask(iyzipay.checkoutForm, "retrieve", {
      locale: Iyzipay.LOCALE.TR,
      conversationId: "123456789",
      token: "token",
    });
    expect(answer).toMatchObject({ status: "failure", locale: "tr", conversationId: "123456789" });
    expect(answer.errorMessage).toEqual(expect.any(String));
    expect(answer.signature).toBeUndefined();
  });

  it("refunds with the refund v2 sample as iyzico answers it, signed as the sample checks", async () => {
    // The sample's payment is one of iyzico's sandbox: the emulator does not know it.
    const unknown = await ask(iyzipay.refundV2, "create", refundV2Sample());
    expect(unknown).toMatchObject({
      status: "failure",
      errorCode: "5110",
      conversationId: "123456789",
    });

    // The same request for the payment just made, of no more than was paid (1.2 of the sample's form).
    const { paymentId } = await paidForm();
    const answer = await ask(iyzipay.refundV2, "create", {
      ...refundV2Sample(),
      paymentId,
      price: 1.2,
    });
    expect(answer).toEqual({
      status: "success",
      locale: "tr",
      systemTime: expect.any(Number),
      conversationId: "123456789",
      paymentId,
      price: 1.2,
      currency: "TRY",
      authCode: expect.stringMatching(/^\d{6}$/),
      hostReference: expect.any(String),
      refundHostReference: expect.any(String),
      retryable: false,
      signature: calculateHmacSHA256Signature([paymentId, "123456789"], KEYS.secretKey),
    });
    expect(emulator.refundedOf(paymentId)).toBe(1.2);
  });

  it("reports the payment details of the reporting sample's request", async () => {
    // IyzipayReportingSamples.js, "should retrieve reporting transaction details": not a payment here.
    const sample = {
      locale: Iyzipay.LOCALE.TR,
      conversationId: "123456789",
      paymentConversationId: "23324226",
    };
    const none = await ask(iyzipay.reportingTransactionDetails, "retrieve", sample);
    expect(none).toMatchObject({ status: "success", conversationId: "123456789", payments: [] });

    // Asked by the conversationId the checkout form sample was started with.
    const { paymentId } = await paidForm();
    const answer = await ask(iyzipay.reportingTransactionDetails, "retrieve", {
      ...sample,
      paymentConversationId: "123456789",
    });
    expect(answer.status).toBe("success");
    expect(answer.payments).toContainEqual(
      expect.objectContaining({
        paymentId: Number(paymentId),
        paymentStatus: 1,
        paymentRefundStatus: "NOT_REFUNDED",
        paidPrice: 1.2,
        currency: "TRY",
        basketId: "B67832",
        paymentConversationId: "123456789",
        itemTransactions: ["BI101", "BI102", "BI103"].map((itemId) =>
          expect.objectContaining({ itemId, transactionStatus: 2, refunds: [] }),
        ),
      }),
    );
  });
});
