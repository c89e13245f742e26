import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { sumAmounts } from "~/lib/cart-pricing";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import { formatIban, normalizeIban } from "~/lib/iban";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { orderDateText } from "~/lib/order-date";
import { orderNumber, TRANSFER, withOrderKey } from "~/lib/orders";
import { returnNextSteps } from "~/lib/return-next-steps";
import {
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  returnNumber,
  returnWindows,
  type ReturnKind,
} from "~/lib/returns";
import { requestLang } from "~/lib/request";
import { orderReturnsMessages } from "~/locales/order-returns";
import { orderForViewer, pageViewer } from "~/features/orders/order-access.server";
import { badRequest, notFound } from "~/http/page-responses.server";
import { readMultipartForm, UNREAD_BODY_HEADERS } from "~/http/picture-upload.server";
import { uploadErrors } from "~/http/upload-refusals.server";
import { publicOrigin } from "~/http/public-origin.server";
import {
  judgeLines,
  returnableLines,
  returnRequestsOf,
  refusalStatus,
  type ReturnRefusal,
  type ReturnRequestView,
} from "~/models/return-request.server";
import { readSettings } from "~/models/settings.server";
import { askReturn, readAsked, storeReturnPhotos, type InputProblem } from "./ask-return.server";

/**
 * The shopper's request page, /order/{id}/return (issue [19]): the buyer of a delivered order (a
 * member, or a guest with the order's key, kept on every address), each line with a checkbox or
 * the reason it cannot go back; a plain multipart POST, errors under their fields with everything
 * typed kept (the photos excepted), then the confirmation page (PRG).
 */

async function buyersOrder(context: AppLoadContext, id: string | undefined) {
  const viewer = await pageViewer(context);
  const found = await orderForViewer(context.db, id ?? "", viewer);
  if (!found || !found.rights.buyer) throw notFound();
  return { viewer, order: found.order };
}

const returnPath = (lang: Lang, id: string, key: string | null | undefined) =>
  withOrderKey(localePath(lang, `/order/${id}/return`), key);

export async function returnPageLoader(context: AppLoadContext, request: Request, id?: string) {
  const lang = requestLang(request);
  const { viewer, order } = await buyersOrder(context, id);
  const t = orderReturnsMessages[lang];
  const money = (n: number) => formatMoney(n, currencyFromCode(order.currency), lang);
  const lines = judgeLines(order, await returnableLines(context.db, order.id));
  const windows = order.deliveredAt ? returnWindows(order.deliveredAt) : null;
  return {
    number: orderNumber(order.id),
    action: returnPath(lang, order.id, viewer.accessToken),
    back: withOrderKey(`/order/${order.id}`, viewer.accessToken),
    transfer: order.payment === TRANSFER,
    delivered: !!order.deliveredAt,
    windows:
      order.deliveredAt && windows
        ? fmt(t.windows, {
            delivered: orderDateText(order.deliveredAt, lang),
            withdrawal: orderDateText(windows.withdrawalUntil, lang),
            return: orderDateText(windows.returnUntil, lang),
          })
        : null,
    reasons: [...RETURN_REASONS],
    photosMax: RETURN_PHOTOS_MAX,
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      quantity: l.quantity,
      amount: money(l.totalPrice),
      kinds: l.eligibility.kinds,
      earrings: l.earrings,
      why: l.eligibility.refusal
        ? t.line[l.eligibility.refusal]
        : l.eligibility.kinds.includes("withdrawal")
          ? null
          : t.line.withdrawalOver,
    })),
  };
}

/** What the form sent back, to draw it again as typed. */
export interface TypedReturn {
  kind: string;
  lines: string[];
  reason: string;
  note: string;
  sealIntact: boolean;
  iban: string;
  accountHolder: string;
}

export type ReturnFormErrors = Partial<
  Record<
    "lines" | "kind" | "reason" | "sealIntact" | "iban" | "accountHolder" | "photos" | "form",
    string[]
  >
>;

function messageOf(lang: Lang, problem: ReturnRefusal | InputProblem): string {
  const t = orderReturnsMessages[lang].errors;
  return fmt(t[problem.code], { max: RETURN_PHOTOS_MAX });
}

export async function returnPageAction(context: AppLoadContext, request: Request, id?: string) {
  const lang = requestLang(request);
  const { viewer, order } = await buyersOrder(context, id);
  const read = await readMultipartForm(request);
  if (read === "unreadable" || read === "tooLarge") throw badRequest();
  const { form, files, refused } = read;
  const typed: TypedReturn = {
    kind: String(form.get("kind") ?? ""),
    lines: form.getAll("lines").map(String),
    reason: String(form.get("reason") ?? ""),
    note: String(form.get("note") ?? ""),
    sealIntact: form.get("sealIntact") === "on",
    iban: String(form.get("iban") ?? ""),
    accountHolder: String(form.get("accountHolder") ?? ""),
  };
  const refuse = (errors: ReturnFormErrors, status: number) =>
    data(
      { typed, errors: { ...errors, form: [orderReturnsMessages[lang].formError] } },
      { status, headers: read.unread ? UNREAD_BODY_HEADERS : {} },
    );
  if (refused.length) return refuse(uploadErrors(request, refused), 413);
  const asked = readAsked(typed, viewer.user?.id ?? null);
  if ("field" in asked) return refuse({ [asked.field]: [messageOf(lang, asked)] }, 400);
  // Photos go with a return only; a withdrawal needs nothing but the items.
  const photos = asked.kind === "return" ? await storeReturnPhotos(files.photos ?? []) : [];
  if ("field" in photos) return refuse({ photos: [messageOf(lang, photos)] }, 400);
  const result = await askReturn(context.db, order.id, { ...asked, photos }, publicOrigin(request));
  if (!result.ok) {
    const { refusal } = result;
    if (refusal.field === "order") throw notFound();
    return refuse({ [refusal.field]: [messageOf(lang, refusal)] }, refusalStatus(refusal));
  }
  const done = new URLSearchParams();
  for (const r of result.requests) done.append("r", r.id);
  if (viewer.accessToken) done.set("key", viewer.accessToken);
  return redirect(`${localePath(lang, `/order/${order.id}/return/done`)}?${done}`, 303);
}

/** A request as the order page and the confirmation show it. */
export function returnView(r: ReturnRequestView, lang: Lang) {
  const money = (n: number) => formatMoney(n, currencyFromCode(r.currency), lang);
  return {
    id: r.id,
    number: returnNumber(r.id),
    kind: r.kind as ReturnKind,
    state: r.state,
    amount: money(r.amount),
    created: r.createdAt.toISOString(),
    dateText: orderDateText(r.createdAt, lang),
    lines: r.lines.map((l) => `${l.name} × ${l.quantity}`),
    refusalReason: r.refusalReason,
    instructions: r.instructions,
    iban: r.iban ? formatIban(normalizeIban(r.iban)) : null,
  };
}

/** The order page's list of the order's requests. */
export async function orderReturnViews(context: AppLoadContext, orderId: string, lang: Lang) {
  return (await returnRequestsOf(context.db, orderId)).map((r) => returnView(r, lang));
}

/** The confirmation page: the requests just made (`?r=`), with what to do next. */
export async function returnDoneLoader(context: AppLoadContext, request: Request, id?: string) {
  const lang = requestLang(request);
  const { viewer, order } = await buyersOrder(context, id);
  const ids = new URL(request.url).searchParams.getAll("r");
  const requests = ids.length ? await returnRequestsOf(context.db, order.id, ids) : [];
  if (requests.length === 0) throw notFound();
  const settings = await readSettings(context.db);
  const t = orderReturnsMessages[lang];
  const first = requests[0]!;
  const views = requests.map((r) => returnView(r, lang));
  const total = formatMoney(
    sumAmounts(requests.map((r) => r.amount)),
    currencyFromCode(order.currency),
    lang,
  );
  return {
    number: orderNumber(order.id),
    requests: views,
    next: returnNextSteps(t, {
      kind: first.kind,
      address: settings.storeAddress,
      amount: total,
      refundDueBy: orderDateText(first.refundDueBy, lang),
    }),
    back: withOrderKey(`/order/${order.id}`, viewer.accessToken),
  };
}
