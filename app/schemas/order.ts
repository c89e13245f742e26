import { z } from "zod";
import type { Lang } from "~/lib/i18n";
import { parseCurrency } from "~/lib/money";
import { isOrderStatus, PAYMENTS, type OrderStatus } from "~/lib/orders";
import { parseOrderDeskQuery } from "~/lib/order-desk-query";
import { isUuid } from "~/lib/uuid";
import { answerAs, optionalId, textQuery } from "./api";

/**
 * The /api order calls' inputs (spec 001 §7). The messages are the API's, in English, as the
 * contract's other `{ error }` texts.
 */

/** Who is asking about an order besides the signed-in caller: `?cartId=` of the guest cart, `?key=` of the e-mailed link. */
export const OrderViewerQuerySchema = z.object({ cartId: optionalId, key: textQuery });

/** An order's language, for its e-mails and payment page: `lang` or `locale`, Turkish by default. */
function withOrderLang<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, lang: z.unknown(), locale: z.unknown() })
    .transform(({ lang, locale, ...rest }) => ({
      ...rest,
      lang: (lang === "en" || locale === "en" ? "en" : "tr") as Lang,
    }));
}

const TOTAL = "Total must be a number.";
/** An amount as JSON or a form sends it: 12.5 or '12.50'. */
const AMOUNT = /^\d+(?:\.\d+)?$/;

/** The total the client shows, compared with the server's; absent or empty is no comparison. */
const clientTotal = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return null;
    if (typeof v === "string") return AMOUNT.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    return v;
  },
  z
    .number({ invalid_type_error: TOTAL, required_error: TOTAL })
    .finite(TOTAL)
    .min(0, TOTAL)
    .nullable(),
);

/**
 * POST /api/order/add {cartId?, total?, payment?, address?, currency?, lang?}. `cartId` is a
 * member's own cart when missing; `address` is a guest's, read by deliveryAddressFor
 * (app/features/checkout/delivery-address.server.ts) as the checkout pages read the one /delivery saved.
 * `payment` missing (absent or null; spec 001 §7's first call, `{cartId, total}`) is an order made
 * before its payment is chosen: null here. Any other value must be one of the two payments.
 */
export const OrderAddBodySchema = withOrderLang({
  payment: z.preprocess(
    (v) => v ?? null,
    z
      .enum(PAYMENTS, {
        errorMap: () => ({ message: `Payment must be one of ${PAYMENTS.join(", ")}.` }),
      })
      .nullable(),
  ),
  total: clientTotal,
  cartId: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v.trim().toLowerCase() : undefined),
    z.string().refine(isUuid, "Invalid cart id.").optional(),
  ),
  address: z.unknown(),
  currency: z.unknown().transform((v) => parseCurrency(typeof v === "string" ? v : null)),
});

/** POST /api/order/check {orderId, cartId?, lang?}: a new card form for an unpaid card order. */
export const OrderCheckBodySchema = withOrderLang({
  orderId: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
    z.string().refine(isUuid, answerAs(400, "Invalid orderId.")),
  ),
  cartId: optionalId,
});

/** PUT /api/order/cancel/item/{itemId} {orderId, cartId?}. */
export const CancelItemBodySchema = z.object({
  orderId: z
    .string({ required_error: "Order is required.", invalid_type_error: "Order is required." })
    .min(1, "Order is required."),
  cartId: optionalId,
});

/**
 * POST /api/order/change/{id}?status=...: the new status, one of the order statuses; the order's
 * id may come as `?orderId=` too (the original client's form).
 */
export const OrderChangeQuerySchema = (invalidStatus: string) =>
  z.object({
    orderId: optionalId,
    status: textQuery.refine((s): s is OrderStatus => isOrderStatus(s), invalidStatus),
    /** Why a risky change is made (decision 076). */
    reason: z.string().max(2000).optional(),
  });

/**
 * GET /api/order/list: the order desk's query, as its page reads it (app/lib/order-desk-query.ts):
 * `q` (order number with or without '#', e-mail or name), `status`, `payment` (paid, awaiting),
 * `from` and `to` (YYYY-MM-DD, Istanbul days, both included), `page`. Lenient, as the other lists:
 * a value it cannot read is no filter. Members' lists take none of it.
 */
export const OrderDeskQuerySchema = z
  .record(z.union([z.string(), z.array(z.string())]))
  .transform((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      params.set(key, Array.isArray(value) ? (value[0] ?? "") : value);
    return parseOrderDeskQuery(params);
  });
