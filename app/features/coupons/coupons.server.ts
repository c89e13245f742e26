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
} from "~/models/coupon-admin.server";
import type { PublicUser } from "~/models/user.server";
import { endOfShopDay, shopDay, startOfShopDay, type CouponInput } from "~/schemas/coupon";

/**
 * Coupons as business actions (spec 001 §2 Coupons; issue [9]), shared by /dashboard/coupon and
 * /api/coupon/*: admins only. The cart and checkout read coupons through the pricing code; here
 * they are written.
 */
export type CouponRefusal = "forbidden" | "missing" | "codeTaken";

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

export async function changeCoupon(
  db: Db,
  user: PublicUser,
  id: string,
  input: CouponInput,
): Promise<Coupon | CouponRefusal> {
  if (!isAdmin(user)) return "forbidden";
  if (!isUuid(id)) return "missing";
  return (await updateCoupon(db, id, fieldsOf(input))) ?? "missing";
}

/** The spec's toggle that acts at once (the list's switch, PUT /api/coupon/{id}/active). */
export async function setCouponActive(
  db: Db,
  user: PublicUser,
  id: string,
  isActive: boolean,
): Promise<Coupon | CouponRefusal> {
  if (!isAdmin(user)) return "forbidden";
  if (!isUuid(id)) return "missing";
  return (await updateCoupon(db, id, { isActive })) ?? "missing";
}

export async function removeCoupon(db: Db, user: PublicUser, id: string) {
  if (!isAdmin(user)) return "forbidden" as const;
  if (!isUuid(id)) return "missing" as const;
  return (await deleteCoupon(db, id)) ? { deleted: true as const } : ("missing" as const);
}
