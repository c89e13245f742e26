import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orderDateText } from "~/lib/order-date";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden } from "~/http/page-responses.server";
import { redirectWithDashboardToast, type DashboardToastKey } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { ROLES, type Role } from "~/lib/roles";
import {
  changeUserRole,
  listUsers,
  managesUsers,
  type UsersRefusal,
} from "~/features/users/users.server";

/**
 * /dashboard/users without JavaScript first: a GET search form, a page of cards, and a form per
 * role button that posts the user's e-mail and the new role, then comes back to the same search
 * and page with a message.
 */
export async function usersLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const params = new URL(request.url).searchParams;
  const page = await listUsers(context.db, user, {
    search: params.get("search"),
    page: params.get("page"),
  });
  if (page === "forbidden") throw forbidden();
  const lang = requestLang(request);
  return {
    ...page,
    users: page.users.map((u) => ({ ...u, joined: orderDateText(u.createdAt, lang) })),
    self: user.email,
  };
}

const SAID: Record<Exclude<UsersRefusal, "forbidden">, DashboardToastKey> = {
  missing: "userMissing",
  lastAdmin: "userLastAdmin",
  noMerchant: "userNoMerchant",
};

/** Only the list's own query string comes back: `?search=...&page=...`. */
function backTo(value: FormDataEntryValue | null): string {
  const back = new URLSearchParams(String(value ?? ""));
  const kept = new URLSearchParams();
  for (const key of ["search", "page"]) {
    const v = back.get(key);
    if (v) kept.set(key, v);
  }
  return kept.size ? `?${kept}` : "";
}

export async function usersAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  // Refused before the form is read: a member's post is a 403 whatever it holds.
  if (!managesUsers(user)) throw forbidden();
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const role = String(form.get("role") ?? "");
  if (!email || !ROLES.includes(role as Role)) throw badRequest();
  const outcome = await changeUserRole(context.db, user, email, role as Role);
  if (outcome === "forbidden") throw forbidden();
  const list = localePath(requestLang(request), "/dashboard/users") + backTo(form.get("back"));
  if (typeof outcome === "string")
    return redirectWithDashboardToast(list, SAID[outcome], undefined, {
      type: "error",
      status: 303,
    });
  return redirectWithDashboardToast(list, "userUpdated", undefined, { status: 303 });
}
