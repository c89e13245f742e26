import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { noticeText, withNotice, type CartActionData, type CartNotice } from "~/lib/cart-notice";
import { couponProblem, type CouponProblem } from "~/lib/cart-pricing";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import type { Messages } from "~/locales";
import { messages } from "~/locales";
import { serverMessages, type ServerMessages } from "~/locales/server";
import {
  ensureCartId,
  findCouponByCode,
  putInCart,
  removeFromCart,
  setCartCoupon,
  type CartCoupon,
} from "~/models/cart.server";
import { redirectTo } from "~/schemas/auth";
import { CartLineSchema, CartRemoveSchema, CouponCodeSchema } from "~/schemas/cart";
import type { Db } from "../../../db/client.server";
import { cartForWrite, currentCartId } from "./cart.server";
import { redirectWithToast, setToast, type ToastKey } from "~/http/toast.server";
import { hitAddressLimit, refusalInit } from "~/http/address-limits.server";
import { badRequest } from "~/http/page-responses.server";

type T = Messages["cart"] & ServerMessages["cart"];

// ---------------------------------------------------------------- coupons

export type CouponCheck = { ok: true; coupon: CartCoupon } | { ok: false; reason: CouponReason };
export type CouponReason = "unknown" | CouponProblem;

/** A code as typed: the coupon when it can be used now, else why not. */
async function checkCouponCode(db: Db, code: string, now = new Date()): Promise<CouponCheck> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) return { ok: false, reason: "unknown" };
  const problem = couponProblem(coupon, now);
  return problem ? { ok: false, reason: problem } : { ok: true, coupon };
}

export type CouponLookup =
  | { ok: true; coupon: CartCoupon }
  | { ok: false; kind: "limited"; message: string; retryAfter: number }
  | { ok: false; kind: "unknown" | "unusable"; message: string };

/**
 * A code a shopper typed or a client sent, for the cart's coupon box and both /api lookups:
 * counted against the client address's coupon limit (app/http/address-limits.server.ts), then
 * looked up. A signed-in shopper is told why a coupon cannot be used; anyone else gets the same
 * answer for every code that cannot be used now, whether it exists or not, so that guessing codes
 * tells a guest nothing.
 */
export async function lookUpCoupon(
  request: Request,
  context: AppLoadContext,
  db: Db,
  code: string,
  lang: Lang,
): Promise<CouponLookup> {
  const t = { ...messages[lang].cart, ...serverMessages[lang].cart };
  const limited = await hitAddressLimit(db, request, "couponLookup", lang);
  if (limited) return { ok: false, kind: "limited", ...limited };
  const check = await checkCouponCode(db, code);
  if (check.ok) return check;
  if (!(await context.user())) return { ok: false, kind: "unknown", message: t.couponNotValid };
  return {
    ok: false,
    kind: check.reason === "unknown" ? "unknown" : "unusable",
    message: couponReasonText(t, check.reason),
  };
}

function couponReasonText(t: T, reason: CouponReason): string {
  return {
    unknown: t.couponUnknown,
    inactive: t.couponInactive,
    notStarted: t.couponNotStarted,
    expired: t.couponExpired,
    usedUp: t.couponUsedUp,
  }[reason];
}

// ---------------------------------------------------------------- /api writes

export type StrictAdd =
  { ok: true; cartId: string } | { ok: false; status: 400 | 404; error: string };

class Refused extends Error {
  constructor(readonly answer: Extract<StrictAdd, { ok: false }>) {
    super(answer.error);
  }
}

/**
 * The /api's add: unlike the pages, which cut a quantity to the stock and say so, an API client
 * asking for more than the stock is refused, and nothing of the request is kept (one transaction,
 * the new cart included). `target` is an existing cart, or who the new cart is for.
 */
export async function addStrictly(
  db: Db,
  target: { cartId: string } | { newFor: string | null },
  lines: { product: string; quantity: number }[],
  /** How the answer names a line's field: 'products.0.quantity', or 'quantity' for one line. */
  field: (index: number, key: "product" | "quantity") => string,
): Promise<StrictAdd> {
  const en = messages.en.cart;
  try {
    return await db.transaction(async (tx) => {
      const cartId =
        "cartId" in target
          ? target.cartId
          : // A member's own cart; for a guest, findCartId finds nothing and a new one is made.
            await ensureCartId(tx, { userId: target.newFor });
      for (const [i, line] of lines.entries()) {
        const change = await putInCart(tx, cartId, line.product, line.quantity, "add");
        if (!change.ok && change.reason === "notFound")
          throw new Refused({
            ok: false,
            status: 404,
            error: `${field(i, "product")}: Product not found.`,
          });
        if (!change.ok)
          throw new Refused({
            ok: false,
            status: 400,
            error: `${field(i, "product")}: ${en.soldOut}`,
          });
        if (change.clampedTo !== null)
          throw new Refused({
            ok: false,
            status: 400,
            error: `${field(i, "quantity")}: ${fmt(en.quantityMax, { n: change.clampedTo })}`,
          });
      }
      return { ok: true as const, cartId };
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}

// ---------------------------------------------------------------- page answers

/**
 * The 303 a plain form post is answered with: back to its page, with a one-time message and the
 * cookie of a guest cart made by this post.
 */
function seeOther(to: string, toast: ToastKey | null, cartCookie: string | null = null) {
  const init = { status: 303, headers: headersOf([cartCookie]) } as const;
  return toast ? redirectWithToast(to, toast, init) : redirect(to, init);
}

// ---------------------------------------------------------------- the /cart form posts

type Answer = Response | ReturnType<typeof data<CartActionData>>;

/**
 * POST /cart with `intent`: add, set, remove, applyCoupon, removeCoupon. The product page's form,
 * the cart page and the mini-cart all post here. A plain form post is answered with a 303 back to
 * its page (`redirectTo`, same-site paths only) and a toast; a fetcher (`js=1`) gets data and no
 * navigation. The cart page's own field errors come back as data with what was typed.
 */
export async function cartPost(
  request: Request,
  context: AppLoadContext,
  lang: Lang,
): Promise<Answer> {
  const t = messages[lang].cart;
  const form = Object.fromEntries(await request.formData());
  const intent = typeof form.intent === "string" ? form.intent : "";
  const js = form.js === "1";
  const { db } = context;
  const cartPage = localePath(lang, "/cart");

  if (intent === "add" || intent === "set") {
    const back = redirectTo.safeParse(form.redirectTo).data ?? cartPage;
    const parsed = CartLineSchema(t).safeParse(form);
    if (!parsed.success) {
      if (parsed.error.issues.some((i) => i.path[0] === "product")) throw badRequest();
      // Only the quantity can be wrong now: below 1, or not a number.
      const notice = { kind: "min" } as const;
      if (js || intent === "set")
        return data<CartActionData>(
          {
            ok: false,
            intent,
            productId: String(form.product).toLowerCase(),
            typed: typeof form.quantity === "string" ? form.quantity.slice(0, 20) : "",
            notice,
            error: noticeText(t, notice),
          },
          { status: 400 },
        );
      return seeOther(withNotice(back, notice), null);
    }
    const { product, quantity } = parsed.data;
    const { cartId, setCookie } = await cartForWrite(context, db);
    const change = await putInCart(db, cartId, product, quantity, intent);
    const notice: CartNotice | null = !change.ok
      ? { kind: change.reason === "notFound" ? "missing" : "soldOut" }
      : change.clampedTo !== null
        ? { kind: "max", n: change.clampedTo }
        : null;
    const answer: CartActionData = {
      ok: change.ok,
      intent,
      productId: product,
      quantity: change.ok ? change.quantity : 0,
      notice,
      error: notice ? noticeText(t, notice) : undefined,
    };
    const done = change.ok ? (intent === "add" ? "cartAdded" : "cartUpdated") : null;
    if (js)
      return data(answer, {
        status: change.ok ? 200 : 400,
        headers: headersOf([setCookie, done && (await setToast(done))]),
      });
    // The cart page shows a cut quantity beside its line, in the page that answers the post (no
    // toast: it would only show on the page after).
    if (intent === "set" && notice)
      return data(answer, { status: change.ok ? 200 : 400, headers: headersOf([setCookie]) });
    return seeOther(withNotice(back, notice), done, setCookie);
  }

  if (intent === "remove") {
    const parsed = CartRemoveSchema.safeParse(form);
    if (!parsed.success) throw badRequest();
    const cartId = await currentCartId(context, db);
    if (cartId) await removeFromCart(db, cartId, parsed.data.product);
    if (js)
      return data<CartActionData>(
        { ok: true, intent, productId: parsed.data.product },
        { headers: headersOf([await setToast("cartRemoved")]) },
      );
    return seeOther(withNotice(parsed.data.redirectTo ?? cartPage, null), "cartRemoved");
  }

  if (intent === "applyCoupon") {
    const typed = typeof form.code === "string" ? form.code : "";
    const parsed = CouponCodeSchema(t).safeParse(form);
    const check = parsed.success
      ? await lookUpCoupon(request, context, db, parsed.data.code, lang)
      : ({ ok: false, kind: "invalid", message: parsed.error.issues[0].message } as const);
    if (!check.ok)
      return data<CartActionData>(
        { ok: false, intent, code: typed, error: check.message },
        check.kind === "limited" ? refusalInit(check) : { status: 400 },
      );
    const { cartId, setCookie } = await cartForWrite(context, db);
    await setCartCoupon(db, cartId, check.coupon.id);
    return seeOther(cartPage, "couponApplied", setCookie);
  }

  if (intent === "removeCoupon") {
    const cartId = await currentCartId(context, db);
    if (cartId) await setCartCoupon(db, cartId, null);
    return seeOther(cartPage, "couponRemoved");
  }

  throw badRequest();
}

function headersOf(cookies: (string | null)[]): Headers {
  const headers = new Headers();
  for (const c of cookies) if (c) headers.append("Set-Cookie", c);
  return headers;
}
