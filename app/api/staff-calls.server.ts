import type { AppLoadContext } from "@remix-run/node";
import type { Role } from "~/lib/roles";
import { requireApiRole } from "~/http/auth.server";

/**
 * The /api calls of the admin and merchant dashboards (spec 001 §7), by method and path, with the
 * roles that may make them. `apiHandler` asks here before any /api route runs, so such a call
 * answers 401 without a session and 403 for another role (DESIGN.md §4) whichever route file
 * answers it, and a route built later for one of them cannot forget the check. Calls not built
 * yet then answer their route's 404 or 405 to the roles allowed.
 */
const ADMIN: Role[] = ["ROLE_ADMIN"];
/** Merchants manage their own products and brands (the route narrows to their own). */
const CATALOGUE: Role[] = ["ROLE_ADMIN", "ROLE_MERCHANT"];

/** Resources with the generic add / update / active / delete calls that only admins make. */
const ADMIN_RESOURCES = "(?:category|type|stone|coupon|ingredient|symbol|blog|slider)";
const ID = "[^/]+";

const call = (method: string, path: string, roles: Role[]) =>
  [method, new RegExp(`^/api/${path}/?$`), roles] as const;

const STAFF_CALLS = [
  call("GET", "product/lastSku", CATALOGUE),
  call("POST", "product/add", CATALOGUE),
  call("POST", "product/import", CATALOGUE),
  call("PUT", `product/${ID}(?:/active|/visible)?`, CATALOGUE),
  call("PUT", `product/(?:imageUpload|imagesUpload|imageRemove)/${ID}`, CATALOGUE),
  call("DELETE", `product/delete/${ID}`, CATALOGUE),
  // Only an admin may add a brand (spec 001 §6); its merchant may edit it.
  call("POST", "brand/add", ADMIN),
  call("PUT", `brand/${ID}(?:/active)?`, CATALOGUE),
  call("DELETE", `brand/delete/${ID}`, ADMIN),
  call("POST", `${ADMIN_RESOURCES}/add`, ADMIN),
  call("PUT", `${ADMIN_RESOURCES}/${ID}(?:/active)?`, ADMIN),
  call("DELETE", `${ADMIN_RESOURCES}/delete/${ID}`, ADMIN),
  // Coupons are read by the dashboard only; shoppers use /api/coupon/fetch/{code}.
  call("GET", `coupon(?:/list|/${ID})?`, ADMIN),
  call("PUT", `blog/imageUpload/${ID}`, ADMIN),
  call("PUT", `slider/imageUpload/${ID}/${ID}`, ADMIN),
  call("POST", "carousel/add", ADMIN),
  call("DELETE", `carousel/remove/${ID}`, ADMIN),
  call("PUT", "carousel/order", ADMIN),
  call("PUT", "popUp/(?:update|changeImage)", ADMIN),
  call("PUT", "settings", ADMIN),
  call("GET", "merchant/list", ADMIN),
  call("PUT", `merchant/(?:approve|reject)/${ID}`, ADMIN),
  call("DELETE", `merchant/delete/${ID}`, ADMIN),
  call("GET", "user/list", ADMIN),
  call("PUT", `user/change/${ID}`, ADMIN),
  call("POST", `order/change/${ID}`, ADMIN),
  call("PUT", `order/${ID}/paid`, ADMIN),
  call("PUT", `order/refund/${ID}`, ADMIN),
  // An order's parcels (issue [18]): a merchant ships and reads their own lines'.
  call("GET", `order/${ID}/shipments`, CATALOGUE),
  call("POST", `order/${ID}/shipments`, CATALOGUE),
  // An order's staff notes: admins, and merchants on the orders holding their products.
  call("GET", `order/${ID}/notes`, CATALOGUE),
  call("POST", `order/${ID}/notes`, CATALOGUE),
  // The return desk (issue [19]): merchants their own requests; the money is the admin's.
  call("GET", `returns(?:/${ID})?`, CATALOGUE),
  call("POST", `returns/${ID}/(?:approve|refuse|receive)`, CATALOGUE),
  call("POST", `returns/${ID}/refund`, ADMIN),
  call("GET", `history/${ID}/${ID}`, CATALOGUE),
  call("PUT", `history/revert/${ID}`, CATALOGUE),
];

/** The roles a dashboard call needs, or null for a call anyone may make. */
function staffRolesFor(method: string, pathname: string): Role[] | null {
  const m = method.toUpperCase();
  for (const [callMethod, path, roles] of STAFF_CALLS) {
    if (callMethod === m && path.test(pathname)) return roles;
  }
  return null;
}

/** Throws the 401 or 403 JSON answer when the request is a dashboard call its caller may not make. */
export async function requireStaffCall(request: Request, context: AppLoadContext): Promise<void> {
  const roles = staffRolesFor(request.method, new URL(request.url).pathname);
  if (roles) await requireApiRole(context, roles);
}
