import { describe, expect, it } from "vitest";
import { initializeRefusal, refundRefusal, retrieveRefusal } from "./request-checks";

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * iyzipay's own checkout form sample (node_modules/iyzipay/samples/IyzipaySamples.js, "should
 * initialize checkout form") as the client puts it on the wire: its prices through iyzipay's
 * formatPrice ('1' → '1.0').
 */
function sample(): Body {
  const address = {
    address: "Nidakule Göztepe, Merdivenköy Mah. Bora Sok. No:1",
    zipCode: "34742",
    contactName: "Jane Doe",
    city: "Istanbul",
    country: "Turkey",
  };
  return {
    locale: "tr",
    conversationId: "123456789",
    price: "1.0",
    basketId: "B67832",
    paymentGroup: "PRODUCT",
    buyer: {
      id: "BY789",
      name: "John",
      surname: "Doe",
      identityNumber: "74300864791",
      email: "email@email.com",
      gsmNumber: "+905350000000",
      registrationDate: "2013-04-21 15:12:09",
      lastLoginDate: "2015-10-05 12:43:35",
      registrationAddress: "Nidakule Göztepe, Merdivenköy Mah. Bora Sok. No:1",
      city: "Istanbul",
      country: "Turkey",
      zipCode: "34732",
      ip: "85.34.78.112",
    },
    shippingAddress: { ...address },
    billingAddress: { ...address },
    basketItems: [
      {
        id: "BI101",
        price: "0.3",
        name: "Binocular",
        category1: "Collectibles",
        category2: "Accessories",
        itemType: "PHYSICAL",
      },
      {
        id: "BI102",
        price: "0.5",
        name: "Game code",
        category1: "Game",
        category2: "Online Game Items",
        itemType: "VIRTUAL",
      },
      {
        id: "BI103",
        price: "0.2",
        name: "Usb",
        category1: "Electronics",
        category2: "Usb / Cable",
        itemType: "PHYSICAL",
      },
    ],
    callbackUrl: "https://www.merchant.com/callback",
    currency: "TRY",
    paidPrice: "1.2",
    enabledInstallments: [2, 3, 6, 9],
  };
}

const mandatory = (name: string) => ({
  code: "24",
  tr: `${name} gönderilmesi zorunludur`,
  en: `${name} is mandatory`,
});
const INVALID = { code: "11", tr: "Geçersiz istek", en: "Invalid request" };

describe("the checkout form initialise request, checked as iyzico checks it", () => {
  it("lets iyzipay's own sample through, and the shop's kind of request (one item, numbers)", () => {
    expect(initializeRefusal(sample())).toBeNull();
    const shop = sample();
    shop.basketItems = [{ ...shop.basketItems[0], price: 12.5 }];
    Object.assign(shop, { price: 12.5, paidPrice: 12.5, enabledInstallments: [1], locale: "en" });
    expect(initializeRefusal(shop)).toBeNull();
  });

  it("needs no shipping address when nothing in the basket is shipped", () => {
    const virtual = sample();
    delete virtual.shippingAddress;
    virtual.basketItems = [{ ...virtual.basketItems[1], price: "1.0" }];
    expect(initializeRefusal(virtual)).toBeNull();
  });

  const cases: [string, (b: Body) => void, object][] = [
    ["a locale outside tr/en", (b) => (b.locale = "de"), INVALID],
    [
      "no price",
      (b) => delete b.price,
      { code: "5004", tr: "price gönderilmesi zorunludur", en: "price is mandatory" },
    ],
    ["a price written with a comma", (b) => (b.price = "1,0"), INVALID],
    ["a price of zero", (b) => (b.price = "0"), INVALID],
    ["no paidPrice", (b) => delete b.paidPrice, mandatory("paidPrice")],
    ["a negative paidPrice", (b) => (b.paidPrice = "-1.2"), INVALID],
    ["no currency", (b) => delete b.currency, mandatory("currency")],
    ["a currency outside iyzico's list", (b) => (b.currency = "TL"), INVALID],
    ["a payment group outside iyzico's list", (b) => (b.paymentGroup = "GOODS"), INVALID],
    [
      "no callback URL",
      (b) => delete b.callbackUrl,
      { code: "23", tr: "Callback url gönderilmesi zorunludur", en: "Callback URL is mandatory" },
    ],
    [
      "an installment iyzico does not offer",
      (b) => (b.enabledInstallments = [1, 4]),
      { code: "5012", tr: "Taksit seçeneği geçersizdir", en: "Invalid installment option" },
    ],
    ["no buyer", (b) => delete b.buyer, mandatory("buyer")],
    ["no buyer id", (b) => (b.buyer.id = ""), mandatory("buyerId")],
    ["no buyer name", (b) => delete b.buyer.name, mandatory("buyerName")],
    ["no buyer surname", (b) => (b.buyer.surname = "  "), mandatory("buyerSurname")],
    [
      "no identity number",
      (b) => delete b.buyer.identityNumber,
      {
        code: "8",
        tr: "identityNumber gönderilmesi zorunludur",
        en: "Identity number is mandatory",
      },
    ],
    [
      "no email",
      (b) => delete b.buyer.email,
      { code: "3", tr: "email gönderilmesi zorunludur", en: "Email is mandatory" },
    ],
    [
      "an email that is not one",
      (b) => (b.buyer.email = "email.email.com"),
      {
        code: "5",
        tr: "Email geçersiz formatta gönderilmiştir",
        en: "Email was sent in an incorrect format",
      },
    ],
    [
      "no registration address",
      (b) => delete b.buyer.registrationAddress,
      {
        code: "5026",
        tr: "buyerRegistrationAddress gönderilmesi zorunludur",
        en: "buyerRegistrationAddress is mandatory",
      },
    ],
    ["no buyer city", (b) => delete b.buyer.city, mandatory("buyerCity")],
    ["no buyer country", (b) => delete b.buyer.country, mandatory("buyerCountry")],
    ["no buyer ip", (b) => delete b.buyer.ip, mandatory("buyerIp")],
    [
      "a registration date not in iyzico's format",
      (b) => (b.buyer.registrationDate = "2013-04-21T15:12:09Z"),
      {
        code: "7",
        tr: "registrationDate için tarih formatı hatalıdır",
        en: "Date format is incorrect for registrationDate",
      },
    ],
    [
      "no shipping address for physical goods",
      (b) => delete b.shippingAddress,
      mandatory("shippingAddress"),
    ],
    [
      "no shipping city",
      (b) => delete b.shippingAddress.city,
      {
        code: "5038",
        tr: "Shipping address city gönderilmesi zorunludur",
        en: "Shipping address city is mandatory",
      },
    ],
    [
      "no shipping country",
      (b) => delete b.shippingAddress.country,
      mandatory("Shipping address country"),
    ],
    ["no shipping street", (b) => delete b.shippingAddress.address, mandatory("Shipping address")],
    ["no billing address", (b) => delete b.billingAddress, mandatory("billingAddress")],
    [
      "no billing contact",
      (b) => (b.billingAddress.contactName = ""),
      mandatory("Billing address contactName"),
    ],
    ["no billing city", (b) => delete b.billingAddress.city, mandatory("Billing address city")],
    ["an empty basket", (b) => (b.basketItems = []), mandatory("basketItems")],
    ["no basket", (b) => delete b.basketItems, mandatory("basketItems")],
    ["an item without id", (b) => delete b.basketItems[1].id, mandatory("basketItemId")],
    ["an item without name", (b) => delete b.basketItems[1].name, mandatory("basketItemName")],
    [
      "an item without category1",
      (b) => (b.basketItems[2].category1 = ""),
      mandatory("basketItemCategory1"),
    ],
    ["an item without type", (b) => delete b.basketItems[0].itemType, mandatory("basketItemType")],
    ["an item type outside iyzico's list", (b) => (b.basketItems[0].itemType = "DIGITAL"), INVALID],
    ["an item without price", (b) => delete b.basketItems[0].price, mandatory("basketItemPrice")],
    ["an item priced at zero", (b) => (b.basketItems[0].price = "0.0"), INVALID],
    [
      "items that do not add up to the price",
      (b) => (b.basketItems[2].price = "0.21"),
      {
        code: "5062",
        tr: "Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır",
        en: "Price must be equal to the sum of the basket items' prices",
      },
    ],
  ];

  it.each(cases)("refuses %s with iyzico's code and message", (_, change, refusal) => {
    const body = sample();
    change(body);
    expect(initializeRefusal(body)).toEqual(refusal);
  });
});

describe("the retrieve and refund requests, checked as iyzico checks them", () => {
  it("needs the form's token to retrieve it", () => {
    expect(
      retrieveRefusal({ locale: "tr", conversationId: "123456789", token: "token" }),
    ).toBeNull();
    expect(retrieveRefusal({ locale: "tr", conversationId: "123456789" })).toEqual(
      mandatory("token"),
    );
  });

  // iyzipay's refund v2 sample (node_modules/iyzipay/samples/IyziPayRefundV2Samples.js) on the wire.
  const refund = () => ({
    locale: "tr",
    conversationId: "123456789",
    price: "3.12",
    paymentId: "2921546163",
    currency: "TRY",
    ip: "85.34.78.112",
  });

  it("lets iyzipay's refund sample through, with or without the ip", () => {
    expect(refundRefusal(refund())).toBeNull();
    expect(refundRefusal({ ...refund(), ip: undefined })).toBeNull();
  });

  it("refuses a refund without a payment, without an amount, or in no currency iyzico knows", () => {
    expect(refundRefusal({ ...refund(), paymentId: undefined })).toEqual(mandatory("paymentId"));
    expect(refundRefusal({ ...refund(), price: undefined })).toEqual({
      code: "5004",
      tr: "price gönderilmesi zorunludur",
      en: "price is mandatory",
    });
    expect(refundRefusal({ ...refund(), price: "3,12" })).toEqual(INVALID);
    expect(refundRefusal({ ...refund(), currency: "TL" })).toEqual(INVALID);
  });
});
