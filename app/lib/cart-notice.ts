import { fmt } from "./i18n";
import type { Messages } from "~/locales";

/**
 * What an add to the cart has to tell the shopper besides 'added': the quantity was cut to the
 * stock, was below 1, or the product sold out meanwhile. A fetcher gets it in the action's answer;
 * a plain form post gets it in the query of the page it is sent back to (a toast carries only
 * fixed keys, and this one holds a number).
 */
export type CartNotice =
  { kind: "max"; n: number } | { kind: "min" } | { kind: "soldOut" } | { kind: "missing" };

export const CART_NOTICE_PARAM = "cartNotice";

function encodeNotice(notice: CartNotice): string {
  return notice.kind === "max" ? `max-${notice.n}` : notice.kind;
}

export function parseNotice(value: string | null | undefined): CartNotice | null {
  if (!value) return null;
  const max = /^max-(\d{1,6})$/.exec(value);
  if (max) return { kind: "max", n: Number(max[1]) };
  if (value === "min" || value === "soldOut" || value === "missing") return { kind: value };
  return null;
}

export function noticeText(t: Messages["cart"], notice: CartNotice): string {
  switch (notice.kind) {
    case "max":
      return fmt(t.quantityMax, { n: notice.n });
    case "min":
      return t.quantityMin;
    case "soldOut":
      return t.soldOut;
    case "missing":
      return t.productMissing;
  }
}

const HERE = "http://shop.invalid";

/**
 * A same-site path with the notice put in (or taken out) of its query; anything that would leave
 * the site ('//evil.example', '/\\evil', '/.//evil' which a URL parser folds to '//evil') is '/'.
 */
export function withNotice(path: string, notice: CartNotice | null): string {
  const url = new URL(path.startsWith("/") ? path : "/", HERE);
  if (url.origin !== HERE) return "/";
  url.searchParams.delete(CART_NOTICE_PARAM);
  if (notice) url.searchParams.set(CART_NOTICE_PARAM, encodeNotice(notice));
  const out = url.pathname + url.search + url.hash;
  return /^\/(?![/\\])/.test(out) ? out : "/";
}

/** What /cart answers a fetcher (the JavaScript path); plain form posts get a redirect. */
export interface CartActionData {
  ok: boolean;
  intent: string;
  productId?: string;
  quantity?: number;
  notice?: CartNotice | null;
  /** Field errors of the cart page's forms (the coupon box, a line's quantity). */
  error?: string;
  /** A refused quantity as typed, kept in its field. */
  typed?: string;
  /** The coupon code as typed, kept in the box after an error. */
  code?: string;
}
