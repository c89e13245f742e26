/**
 * What iyzico refuses in the requests the shop sends it (checkout form initialise, retrieve,
 * refund v2), so that the emulator refuses them too, with iyzico's code and message: a request
 * the real service would turn away fails in the tests as well. Pure: a parsed JSON body in, the
 * first refusal out (iyzico answers one error at a time), or null.
 *
 * Sources, named per entry by their tag:
 * - [codes] docs.iyzico.com/en/add-ons/error-codes, "General Error Codes" (codes 1–25, English).
 * - [faq] iyzico's validation-error FAQ, github.com/iyzico-kurtulussahin/iyzico.gitbook
 *   sss/teknik-sorular/hata-kodlari/validasyon-hatalari.md (Turkish texts of 3, 8 and 5062);
 *   its yazilim-bilgisi-gerekli/odeme-formu/baslat.md shows the 5004 answer.
 * - [fields] dev.iyzipay.com/en/checkout-form/initialize and docs.iyzico.com CF-Initialize: the
 *   mandatory fields; the shipping address only when a basket item is PHYSICAL; each item's price
 *   greater than zero; installments 1, 2, 3, 6, 9, 12.
 * - [sdk] iyzipay's models (node lib/Iyzipay.js, php Model/Currency.php, java model/Currency):
 *   the currencies, locales, payment groups and item types.
 * - [answers] answers iyzico gave, quoted in public code: iyzipay-node issue #132 (5026),
 *   yellow-three/omnipay-iyzico README (3, 5012, 5038), iyzipay-java CardManagementPageTest (23).
 * - [faq-tr] docs.iyzico.com/sss/hata-mesajlari: an amount written with a comma is answered
 *   "Geçersiz istek" (11).
 */
export interface IyzicoError {
  code: string;
  tr: string;
  en: string;
}

type Body = Record<string, unknown>;

/**
 * iyzico's generic "{0} gönderilmesi zorunludur" (24, [codes]), for a mandatory field whose own
 * code no source shows; {0} is named as iyzico names its siblings (buyerRegistrationAddress,
 * "Shipping address city").
 */
const mandatory = (name: string): IyzicoError => ({
  code: "24",
  tr: `${name} gönderilmesi zorunludur`,
  en: `${name} is mandatory`,
});

export const REFUSALS = {
  /**
   * 11 [codes]: a value iyzico cannot read. [faq-tr] shows it for a malformed amount, and (no
   * source shows the code) an amount of zero or less. Locale, currency, payment group and item
   * type are read into iyzico's lists [sdk], so a value outside them is taken as unreadable the
   * same way: no source shows another code for them.
   */
  invalid: { code: "11", tr: "Geçersiz istek", en: "Invalid request" },
  email: { code: "3", tr: "email gönderilmesi zorunludur", en: "Email is mandatory" }, // [faq], [codes]
  // [codes]; no source shows the Turkish text, so it is the English one's translation.
  emailFormat: {
    code: "5",
    tr: "Email geçersiz formatta gönderilmiştir",
    en: "Email was sent in an incorrect format",
  },
  identityNumber: {
    code: "8",
    tr: "identityNumber gönderilmesi zorunludur",
    en: "Identity number is mandatory",
  }, // [faq], [codes]
  callbackUrl: {
    code: "23",
    tr: "Callback url gönderilmesi zorunludur",
    en: "Callback URL is mandatory",
  }, // [answers], [codes]
  price: { code: "5004", tr: "price gönderilmesi zorunludur", en: "price is mandatory" }, // [faq]
  // [answers]; the English text is the Turkish one's translation.
  installment: {
    code: "5012",
    tr: "Taksit seçeneği geçersizdir",
    en: "Invalid installment option",
  },
  registrationAddress: {
    code: "5026",
    tr: "buyerRegistrationAddress gönderilmesi zorunludur",
    en: "buyerRegistrationAddress is mandatory",
  }, // [answers]
  shippingCity: {
    code: "5038",
    tr: "Shipping address city gönderilmesi zorunludur",
    en: "Shipping address city is mandatory",
  }, // [answers]
  basketSum: {
    code: "5062",
    tr: "Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır",
    en: "Price must be equal to the sum of the basket items' prices",
  }, // [faq]
} as const;

/** 7 [codes]; the Turkish text is the English one's translation. */
const dateFormat = (field: string): IyzicoError => ({
  code: "7",
  tr: `${field} için tarih formatı hatalıdır`,
  en: `Date format is incorrect for ${field}`,
});

const LOCALES = ["tr", "en"]; // [sdk]
export const CURRENCIES = ["TRY", "EUR", "USD", "GBP", "IRR", "NOK", "RUB", "CHF"]; // [sdk]
const PAYMENT_GROUPS = ["PRODUCT", "LISTING", "SUBSCRIPTION"]; // [sdk]
const ITEM_TYPES = ["PHYSICAL", "VIRTUAL"]; // [sdk]
const INSTALLMENTS = [1, 2, 3, 6, 9, 12]; // [fields]

const isObject = (v: unknown): v is Body =>
  typeof v === "object" && v !== null && !Array.isArray(v);
/** Sent and not blank: iyzico reads ids and texts as strings, so a number will do. */
const given = (v: unknown) =>
  typeof v === "string" ? v.trim() !== "" : typeof v === "number" && Number.isFinite(v);

/** An amount as iyzico reads one: a dot-decimal (string or number) greater than zero, in cents. */
export function amountOf(v: unknown): number | "missing" | "invalid" {
  if (v == null || v === "") return "missing";
  const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  if (!/^\d+(\.\d+)?$/.test(text)) return "invalid";
  const cents = Math.round(Number(text) * 100);
  return cents > 0 ? cents : "invalid";
}

function amountRefusal(v: unknown, missing: IyzicoError): IyzicoError | null {
  const amount = amountOf(v);
  return amount === "missing" ? missing : amount === "invalid" ? REFUSALS.invalid : null;
}

/** Optional, but from the list when sent. */
const listed = (v: unknown, list: unknown[]) =>
  v == null || list.includes(v) ? null : REFUSALS.invalid;

const BUYER_FIELDS: [string, IyzicoError][] = [
  ["id", mandatory("buyerId")],
  ["name", mandatory("buyerName")],
  ["surname", mandatory("buyerSurname")],
  ["identityNumber", REFUSALS.identityNumber],
  ["email", REFUSALS.email],
  ["registrationAddress", REFUSALS.registrationAddress],
  ["city", mandatory("buyerCity")],
  ["country", mandatory("buyerCountry")],
  ["ip", mandatory("buyerIp")],
];

function buyerRefusal(buyer: unknown): IyzicoError | null {
  if (!isObject(buyer)) return mandatory("buyer");
  for (const [field, refusal] of BUYER_FIELDS) if (!given(buyer[field])) return refusal;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(buyer.email).trim())) return REFUSALS.emailFormat;
  // Optional, in iyzico's 'YYYY-MM-DD HH:mm:ss' when sent ([fields], iyzipay's samples).
  for (const field of ["registrationDate", "lastLoginDate"]) {
    const date = buyer[field];
    if (date != null && date !== "" && !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(String(date)))
      return dateFormat(field);
  }
  return null;
}

function addressRefusal(address: unknown, kind: "shipping" | "billing"): IyzicoError | null {
  if (!isObject(address)) return mandatory(`${kind}Address`);
  const label = kind === "shipping" ? "Shipping address" : "Billing address";
  for (const field of ["contactName", "city", "country", "address"]) {
    if (given(address[field])) continue;
    if (kind === "shipping" && field === "city") return REFUSALS.shippingCity;
    return mandatory(field === "address" ? label : `${label} ${field}`);
  }
  return null;
}

const ITEM_FIELDS: [string, string][] = [
  ["id", "basketItemId"],
  ["name", "basketItemName"],
  ["category1", "basketItemCategory1"],
  ["itemType", "basketItemType"],
];

function itemRefusal(item: unknown): IyzicoError | null {
  if (!isObject(item)) return mandatory("basketItem");
  for (const [field, name] of ITEM_FIELDS) if (!given(item[field])) return mandatory(name);
  return (
    listed(item.itemType, ITEM_TYPES) ?? amountRefusal(item.price, mandatory("basketItemPrice"))
  );
}

/** The checkout form initialise request (CreateCheckoutFormInitializeRequest). */
export function initializeRefusal(body: Body): IyzicoError | null {
  const items = Array.isArray(body.basketItems) ? (body.basketItems as unknown[]) : [];
  const physical = items.some((item) => isObject(item) && item.itemType === "PHYSICAL");
  const refusal =
    listed(body.locale, LOCALES) ??
    amountRefusal(body.price, REFUSALS.price) ??
    amountRefusal(body.paidPrice, mandatory("paidPrice")) ??
    (given(body.currency) ? listed(body.currency, CURRENCIES) : mandatory("currency")) ??
    listed(body.paymentGroup, PAYMENT_GROUPS) ??
    (typeof body.callbackUrl === "string" && /^https?:\/\/\S+$/.test(body.callbackUrl)
      ? null
      : REFUSALS.callbackUrl) ??
    installmentsRefusal(body.enabledInstallments) ??
    buyerRefusal(body.buyer) ??
    (physical ? addressRefusal(body.shippingAddress, "shipping") : null) ??
    addressRefusal(body.billingAddress, "billing") ??
    (items.length ? null : mandatory("basketItems")) ??
    items.reduce<IyzicoError | null>((found, item) => found ?? itemRefusal(item), null);
  if (refusal) return refusal;
  // Only now is every amount readable: iyzico checks the basket's sum after the fields.
  const sum = items.reduce<number>(
    (cents, item) => cents + (amountOf((item as Body).price) as number),
    0,
  );
  return sum === amountOf(body.price) ? null : REFUSALS.basketSum;
}

function installmentsRefusal(v: unknown): IyzicoError | null {
  if (v == null) return null;
  if (!Array.isArray(v)) return REFUSALS.invalid;
  return v.every((n) => INSTALLMENTS.includes(n as number)) ? null : REFUSALS.installment;
}

/** The checkout form retrieve request (RetrieveCheckoutFormRequest): the form's token. */
export function retrieveRefusal(body: Body): IyzicoError | null {
  return listed(body.locale, LOCALES) ?? (given(body.token) ? null : mandatory("token"));
}

/**
 * The refund v2 request (CreateRefundV2Request): the payment and the amount. 5004 for a missing
 * amount as iyzico answers it on /v2/payment/refund (quoted in a public Laravel payments package's
 * changelog). The ip is not checked: iyzico answered a refund without it with success (a public
 * iyzico integration's notes, "ölçüldü: alansız iade success döndü").
 */
export function refundRefusal(body: Body): IyzicoError | null {
  return (
    listed(body.locale, LOCALES) ??
    (given(body.paymentId) ? null : mandatory("paymentId")) ??
    amountRefusal(body.price, REFUSALS.price) ??
    listed(body.currency, CURRENCIES)
  );
}
