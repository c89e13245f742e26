import type { Db } from "../../db/client.server";
import { fmt, type Lang } from "~/lib/i18n";
import { serverMessages } from "~/locales/server";
import { addressLimitKey, hitRateLimit } from "~/models/rate-limit.server";
import { captchaEnabled } from "~/services/captcha.server";
import { clientIp } from "./client-ip.server";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * What one client address may send, per window (docs/decisions/015-sign-in-brakes.md). The page
 * and its /api call share one count. A form that a CAPTCHA guards once CAPTCHA_SECRET is set is
 * limited only without one (`withCaptcha: false`); the coupon lookup has no CAPTCHA, so its limit
 * always holds.
 */
const ADDRESS_LIMITS = {
  /** /register and POST /api/auth/register: accounts made. */
  signUp: { limit: 10, windowMs: HOUR, withCaptcha: false },
  /** /contact and POST /api/contact/add: messages stored. */
  contact: { limit: 10, windowMs: HOUR, withCaptcha: false },
  /** /newsletter and POST /api/newsletter/subscribe: addresses subscribed. */
  newsletter: { limit: 10, windowMs: HOUR, withCaptcha: false },
  /** A sold-out product's 'Stoğa girince haber ver' and POST /api/product/notify/{id}. */
  backInStock: { limit: 20, windowMs: HOUR, withCaptcha: false },
  /** The cart's coupon box, POST /api/cart/coupon/{cartId} and GET /api/coupon/fetch/{code}. */
  couponLookup: { limit: 30, windowMs: 15 * MINUTE, withCaptcha: true },
} as const;

export type AddressLimitName = keyof typeof ADDRESS_LIMITS;

export interface AddressLimitRefusal {
  /** Seconds until the address may send again: the answer's Retry-After. */
  retryAfter: number;
  /** What to tell the visitor, in the page's language. */
  message: string;
}

/**
 * Counts one use of `name` by the request's client address: null while within the limit, else
 * the refusal to answer with (429). Call it once the input is valid, just before the work it
 * guards, so that a visitor's typing mistakes cost nothing.
 */
export async function hitAddressLimit(
  db: Db,
  request: Request,
  name: AddressLimitName,
  lang: Lang,
): Promise<AddressLimitRefusal | null> {
  const { limit, windowMs, withCaptcha } = ADDRESS_LIMITS[name];
  if (!withCaptcha && captchaEnabled()) return null;
  const key = addressLimitKey(`address:${name}`, clientIp(request));
  const hit = await hitRateLimit(db, key, limit, windowMs);
  if (hit.allowed) return null;
  return {
    retryAfter: hit.retryAfter,
    message: fmt(serverMessages[lang].forms.tooManyRequests, {
      minutes: Math.ceil(hit.retryAfter / 60),
    }),
  };
}

/** The status and headers of a page's 429 answer. */
export function refusalInit(refusal: AddressLimitRefusal) {
  return { status: 429, headers: { "Retry-After": String(refusal.retryAfter) } };
}

/**
 * A page route's `headers`: Remix builds a document's headers from its routes' `headers`
 * exports only, so the action's Retry-After is carried over here.
 */
export function refusalHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** /api: the 429 `{ error }` answer. */
export function apiRefusal(refusal: AddressLimitRefusal): Response {
  return Response.json({ error: refusal.message }, refusalInit(refusal));
}

/** /api: throws the 429 `{ error }` answer when the address is over the limit. */
export async function requireApiAddressLimit(
  db: Db,
  request: Request,
  name: AddressLimitName,
): Promise<void> {
  const refusal = await hitAddressLimit(db, request, name, "en");
  if (refusal) throw apiRefusal(refusal);
}
