import type { Db } from "../../../db/client.server";
import { isUuid } from "~/lib/uuid";
import {
  deleteCoupon,
  getCoupon,
  insertCoupon,
  listCoupons,
  updateCoupon,
  type Coupon,
  type CouponFields,
  type CouponRule,
} from "~/models/coupon-admin.server";
import type { PublicUser } from "~/models/user.server";
import { endOfShopDay, shopDay, startOfShopDay, type CouponInput } from "~/schemas/coupon";

/**
 * Coupons as business actions (spec 001 §2 Coupons; issue [9]), shared by /dashboard/coupon and
 * /api/coupon/*: admins only. The cart and checkout read coupons through the pricing code; here
 * they are written.
 */
export type CouponRefusal = "forbidden" | "missing" | "codeTaken" | CouponRule;

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

/** The checked input as the model stores it: days become the moments they begin and end. */
function fieldsOf(input: CouponInput): CouponFields {
  return {
    name: input.name,
    code: input.code,
    dtype: input.dtype,
    amount: input.amount,
    uses: input.uses,
    categoryIds: input.categories,
    productIds: input.products,
    startDate: input.startDate ? startOfShopDay(input.startDate) : null,
    endDate: input.endDate ? endOfShopDay(input.endDate) : null,
    isActive: input.isActive ?? false,
  };
}

/** A stored coupon as the form and the schema read it: the PUT call merges its body over this. */
export function inputOf(c: Coupon) {
  return {
    name: c.name,
    code: c.code,
    dtype: c.dtype,
    amount: c.amount,
    uses: c.uses,
    categories: c.categoryIds,
    products: c.productIds,
    startDate: shopDay(c.startDate),
    endDate: shopDay(c.endDate),
    isActive: c.isActive,
  };
}

export async function couponsFor(db: Db, user: PublicUser): Promise<Coupon[] | "forbidden"> {
  if (!isAdmin(user)) return "forbidden";
  return listCoupons(db);
}

export async function readCoupon(
  db: Db,
  user: PublicUser,
  id: string,
): Promise<Coupon | CouponRefusal> {
  if (!isAdmin(user)) return "forbidden";
  if (!isUuid(id)) return "missing";
  return (await getCoupon(db, id)) ?? "missing";
}

export async function addCoupon(db: Db, user: PublicUser, input: CouponInput) {
  if (!isAdmin(user)) return "forbidden" as const;
  return insertCoupon(db, fieldsOf({ ...input, isActive: input.isActive ?? true }));
}

/** The model's name of a field the form and the /api name otherwise. */
const MODEL_NAMES: Record<string, keyof CouponFields> = {
  categories: "categoryIds",
  products: "productIds",
};

/**
 * Changes a coupon to the checked input. With `expected` (the version the writer saw, decision
 * 067) a newer coupon is left as it is: "stale". With `sent`, the names of the fields an /api
 * write sent: only those are written, so that two writes of different fields keep both.
 */
export async function changeCoupon(
  db: Db,
  user: PublicUser,
  id: string,
  input: CouponInput,
  write: { expected?: number; sent?: Set<string> } = {},
): Promise<Coupon | CouponRefusal | "stale"> {
  if (!isAdmin(user)) return "forbidden";
  if (!isUuid(id)) return "missing";
  const all = fieldsOf(input);
  const fields = write.sent
    ? Object.fromEntries(
        [...write.sent]
          .map((name) => MODEL_NAMES[name] ?? name)
          .filter((key): key is keyof CouponFields => key in all)
          .map((key) => [key, all[key]]),
      )
    : all;
  return (await updateCoupon(db, id, fields, write.expected)) ?? "missing";
}

/** The fields of a coupon a stale form is rebased on (decision 067), in the model's names. */
export function rebasableOf(input: CouponInput) {
  const { startDate: _start, endDate: _end, ...rest } = fieldsOf(input);
  return rest;
}

/** The spec's toggle that acts at once (the list's switch, PUT /api/coupon/{id}/active). */
export async function setCouponActive(
  db: Db,
  user: PublicUser,
  id: string,
  isActive: boolean,
  expected?: number,
): Promise<Coupon | CouponRefusal | "stale"> {
  if (!isAdmin(user)) return "forbidden";
  if (!isUuid(id)) return "missing";
  return (await updateCoupon(db, id, { isActive }, expected)) ?? "missing";
}

export async function removeCoupon(db: Db, user: PublicUser, id: string) {
  if (!isAdmin(user)) return "forbidden" as const;
  if (!isUuid(id)) return "missing" as const;
  return (await deleteCoupon(db, id)) ? { deleted: true as const } : ("missing" as const);
}
