import { parse } from "node-html-parser";
import { expect } from "vitest";
import type { Browser } from "./browser";
import { getPage } from "./http";

/** The iyzico sandbox's card that pays (the emulator answers it the same way). */
export const CARD_OK = "5528790000000008";
/** The emulator's cards for iyzico's fraud check: taken and held for review; taken and refused. */
export const CARD_REVIEW = "4000000000000010";
export const CARD_FRAUD = "4000000000000028";

/**
 * Pays on iyzico's (the emulator's) card page as a shopper would, and returns the form that page
 * posts back to the shop: its callback address and token.
 */
export async function payOnCardPage(browser: Browser, paymentPageUrl: string, cardNumber: string) {
  const cardPage = await browser.get(paymentPageUrl);
  expect(cardPage.status).toBe(200);
  const action = cardPage.doc.querySelector("form")!.getAttribute("action")!;
  const back = await browser.post(new URL(action, paymentPageUrl).href, {
    cardHolderName: "Test Buyer",
    cardNumber,
    expiry: "12/30",
    cvc: "123",
  });
  const form = parse(back.html).querySelector("form#iyzico-return")!;
  return {
    callback: form.getAttribute("action")!,
    token: form.querySelector('input[name="token"]')!.getAttribute("value")!,
  };
}

/**
 * iyzico's page posts the token back cross-site: no shop cookie rides along (SameSite=Lax).
 * `origin` is the card page's.
 */
export function postCallback(
  callback: string,
  token: string,
  origin = "https://sandbox-cpp.iyzipay.com",
) {
  return fetch(callback, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "sec-fetch-site": "cross-site",
    },
    body: new URLSearchParams({ token }).toString(),
  });
}

/**
 * Fills in the card on iyzico's (the emulator's) page without a browser: the payment is made, and
 * the shopper's browser never comes back to the shop (no callback).
 */
export async function payAtIyzico(paymentPageUrl: string, cardNumber = CARD_OK) {
  const page = await getPage(paymentPageUrl, "");
  const action = page.doc.querySelector("form")!.getAttribute("action")!;
  const paid = await fetch(new URL(action, paymentPageUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      cardHolderName: "Elif Demir",
      cardNumber,
      expiry: "12/30",
      cvc: "123",
    }).toString(),
  });
  expect(paid.status).toBe(200);
}
