import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { staleNotice } from "~/features/history/stale-notice.server";
import { seenIn, versionIn } from "~/lib/record-version";
import { historyMark } from "~/models/staff-change.server";
import { userCardByEmail } from "~/models/user-admin.server";
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
    // The forms' mark of the shop's history: a stale press names what changed since.
    seen: await historyMark(context.db),
  };
}

const SAID: Record<Exclude<UsersRefusal, "forbidden" | "stale">, DashboardToastKey> = {
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
  const outcome = await changeUserRole(context.db, user, email, role as Role, versionIn(form));
  if (outcome === "forbidden") throw forbidden();
  if (outcome === "stale") {
    // The list drawn again as it is now (the loader runs after this), with who changed the role.
    const now = (await userCardByEmail(context.db, email))!;
    const at = { version: now.version, seen: seenIn(form) };
    const lang = requestLang(request);
    return data(
      { stale: await staleNotice(context.db, user, "user", now.id, at, lang) },
      { status: 409 },
    );
  }
  const list = localePath(requestLang(request), "/dashboard/users") + backTo(form.get("back"));
  if (typeof outcome === "string")
    return redirectWithDashboardToast(list, SAID[outcome], undefined, {
      type: "error",
      status: 303,
    });
  return redirectWithDashboardToast(list, "userUpdated", undefined, { status: 303 });
}
