import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { DbOrTx } from "../../../db/client.server";
import { localePath, type Lang } from "~/lib/i18n";
import type { DeliveryAddress } from "~/lib/orders";
import { findBuyNowCart, loadCart, type LoadedCart } from "~/models/cart.server";
import { readSettings, type Settings } from "~/models/settings.server";
import type { PublicUser } from "~/models/user.server";
import { publicOrigin } from "~/http/public-origin.server";
import { clientIp } from "~/http/auth.server";
import { currentCartId, emptyCartView, viewOf, type CartView } from "~/features/cart/cart.server";
import { BUY_NOW_PARAM } from "~/features/cart/buy-now.server";
import { deliveryAddressFor } from "./delivery-address.server";
import type { RequestPlace } from "./checkout.server";

/** What /delivery and /payment read: the visitor, their cart priced now, the settings. */
export interface CheckoutState {
  db: DbOrTx;
  user: PublicUser | null;
  cart: LoadedCart | null;
  view: CartView;
  settings: Settings;
  /** The cart is a 'Buy now' purchase (decision 044), not the visitor's own cart. */
  buyNow: boolean;
}

export async function checkoutState(
  request: Request,
  context: AppLoadContext,
  lang: Lang,
): Promise<CheckoutState> {
  const { db } = context;
  const [user, settings] = await Promise.all([
    context.user(),
    // Fresh: the amounts shown here are the ones the order will be placed for.
    readSettings(db),
  ]);
  // With `?buy=`, the member's 'Buy now' cart (decision 044). A `buy` that is not theirs finds no
  // cart, never the other one: the shopper is sent back instead of paying for what they did not choose.
  const buyNow = new URL(request.url).searchParams.get(BUY_NOW_PARAM);
  const cartId =
    buyNow === null
      ? await currentCartId(context, db)
      : user
        ? await findBuyNowCart(db, user.id, buyNow)
        : null;
  const cart = cartId ? await loadCart(db, cartId) : null;
  const currency = context.currency;
  const view = cart
    ? viewOf(cart, { currency, terms: settings, lang })
    : emptyCartView(currency, settings);
  return { db, user, cart, view, settings, buyNow: buyNow !== null };
}

/**
 * The cart must hold something to check out, and nothing that sold out since (the cart page
 * names it, next to the rest of the cart); else back to it.
 */
export function requireFilledCart(
  state: CheckoutState,
  lang: Lang,
): asserts state is CheckoutState & { cart: LoadedCart } {
  if (!state.cart || state.view.lines.length === 0 || state.view.soldOut.length > 0) {
    throw redirect(localePath(lang, "/cart"));
  }
}

/**
 * Where this order goes: a member's default (or first) address, else to the address form of the
 * account; a guest's saved delivery address, else to /delivery.
 */
export async function requireDeliveryAddress(
  state: CheckoutState & { cart: LoadedCart },
  lang: Lang,
): Promise<DeliveryAddress> {
  const where = await deliveryAddressFor(state.db, state.user, state.cart.deliveryAddress, lang);
  if (where.ok) return where.address;
  throw redirect(
    localePath(lang, where.missing === "account" ? "/dashboard/address/add" : "/delivery"),
  );
}

export function requestPlace(request: Request): RequestPlace {
  return { origin: publicOrigin(request), ip: clientIp(request) };
}

/** Checkout pages are one shopper's: never kept by the page cache or a proxy. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" };
