import type { DbOrTx } from "../../../db/client.server";
import { ITEM_CANCELLED } from "~/lib/orders";
import type { OrderDetail } from "~/models/order.server";
import { productCollections } from "~/models/product.server";
import type { CheckoutInit } from "~/services/payments.server";
import { addressLine } from "./delivery-address.server";

/**
 * iyzico's checkout form request, built from a placed order only (never from the cart): the
 * basket is the order's lines at their share of the total, so the provider is asked for exactly
 * what the order says (spec 000 §3 card payment order payload).
 */
export interface CardContext {
  /** Where iyzico posts the shopper back: {origin}/api/order/success. */
  callbackUrl: string;
  ip: string;
  locale: "tr" | "en";
  /** Each product's collection (iyzico's category2). */
  collections: Map<string, string | null>;
  registrationDate?: Date;
}

const BASKET_CATEGORY = "Collectibles";
const DEFAULT_COLLECTION = "Accessories";

export function checkoutInitOf(order: OrderDetail, ctx: CardContext): CheckoutInit {
  const { address, buyer } = order;
  const items = order.items
    .filter((item) => item.status !== ITEM_CANCELLED && item.totalPrice > 0)
    .map((item) => ({
      id: item.id,
      name: item.name,
      category1: BASKET_CATEGORY,
      category2: (item.productId && ctx.collections.get(item.productId)) || DEFAULT_COLLECTION,
      price: item.totalPrice,
    }));
  return {
    orderId: order.id,
    price: order.total,
    currency: order.currency,
    locale: ctx.locale,
    callbackUrl: ctx.callbackUrl,
    buyer: {
      // A guest has no account id; the cart's id names the same shopper across attempts.
      id: buyer.userId ?? `guest-${order.cartId ?? order.id}`,
      name: buyer.firstName || address.firstName,
      surname: buyer.lastName || address.lastName,
      email: buyer.email || address.email,
      gsmNumber: address.phone || buyer.phone,
      ip: ctx.ip || "127.0.0.1",
      registrationDate: ctx.registrationDate,
    },
    address: {
      contactName: `${address.firstName} ${address.lastName}`.trim(),
      city: address.city,
      country: address.country,
      address: addressLine(address),
      zipCode: address.zipCode,
    },
    items,
  };
}

/** The collection of every product in an order, hidden or deactivated ones included. */
export async function orderCollections(
  db: DbOrTx,
  order: OrderDetail,
): Promise<Map<string, string | null>> {
  const ids = [...new Set(order.items.map((i) => i.productId).filter((id): id is string => !!id))];
  const found = await productCollections(db, ids);
  return new Map(ids.map((id) => [id, found.get(id) ?? null]));
}
