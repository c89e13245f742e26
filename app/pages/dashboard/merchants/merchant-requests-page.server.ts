import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithDashboardToast, type DashboardToastKey } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { orderDateText } from "~/lib/order-date";
import { requestLang } from "~/lib/request";
import { secretsMasked } from "~/features/mail/outbox.server";
import {
  approveMerchantRequest,
  merchantRequestsFor,
  rejectMerchantRequest,
  removeMerchantRequest,
  type MerchantRequestRefusal,
} from "~/features/merchants/merchant-requests.server";

/**
 * /dashboard/merchants without JavaScript first: the list, each request's buttons as plain POST
 * forms, and deleting asked first on the same page (`?delete={id}`), then posted.
 */
export async function merchantRequestsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const rows = await merchantRequestsFor(context.db, user);
  if (rows === "forbidden") throw forbidden();
  const lang = requestLang(request);
  const asked = new URL(request.url).searchParams.get("delete");
  return {
    requests: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phoneNumber: r.phoneNumber,
      brand: r.brand,
      business: r.business,
      status: r.status,
      sent: orderDateText(r.createdAt, lang),
    })),
    deleting: rows.find((r) => r.id === asked)?.id ?? null,
    // Without a mail server the sign-up link is only on the outbox page (decision 077).
    mailShown: !secretsMasked(),
  };
}

const SAID: Record<Exclude<MerchantRequestRefusal, "forbidden">, DashboardToastKey> = {
  missing: "requestMissing",
  noEmail: "requestNoEmail",
  notNow: "requestNotNow",
};

const DONE = {
  approve: "requestApproved",
  reject: "requestRejected",
  delete: "requestDeleted",
} as const satisfies Record<string, DashboardToastKey>;

export async function merchantRequestsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (!(intent in DONE)) throw badRequest();
  const outcome =
    intent === "approve"
      ? await approveMerchantRequest(context.db, user, id, publicOrigin(request))
      : intent === "reject"
        ? await rejectMerchantRequest(context.db, user, id)
        : await removeMerchantRequest(context.db, user, id);
  if (outcome === "forbidden") throw forbidden();
  const list = localePath(requestLang(request), "/dashboard/merchants");
  if (typeof outcome === "string")
    return redirectWithDashboardToast(list, SAID[outcome], undefined, {
      type: "error",
      status: 303,
    });
  const done =
    intent === "approve" && !secretsMasked()
      ? "requestApprovedNoSmtp"
      : DONE[intent as keyof typeof DONE];
  return redirectWithDashboardToast(list, done, undefined, { status: 303 });
}
