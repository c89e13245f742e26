import { pageTexts } from "~/locales/dashboard-page-texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { z } from "zod";
import {
  deskList,
  deskRequest,
  deskScopeOf,
  approveReturn,
  receiveReturn,
  refundReturn,
  refuseReturn,
  retryReturnRefund,
  type DeskOutcome,
  type DeskRefusal,
} from "~/features/returns/return-desk.server";
import { requireUser } from "~/http/auth.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithDashboardToast, type DashboardToastKey } from "~/http/toast.server";
import { localePath, type Lang } from "~/lib/i18n";
import { storedVariants } from "~/lib/images";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { dateTimeText, orderDateText } from "~/lib/order-date";
import { CARD, orderNumber } from "~/lib/orders";
import { versionOf } from "~/lib/record-version";
import { daysLeft, OPEN_RETURN_STATES, RETURN_STATES, type ReturnState } from "~/lib/returns";
import { requestLang } from "~/lib/request";
import { SECRET_PAGE_HEADERS } from "~/lib/secret-page";
import { listRefunds } from "~/models/refund.server";
import { requestSteps, returnRefundStates, type DeskRequest } from "~/models/return-desk.server";
import { ApproveSchema, RefuseSchema } from "~/schemas/return-desk";

/**
 * /dashboard/returns and /dashboard/returns/:id (issue [19] point 2): the desk's list, by state,
 * paged on the server; one request with a form for each step it may take now, each a plain
 * POST (the desk's operations in app/features/returns), a refused one answered with what was
 * typed kept.
 */

const thumb = (url: string | null) => (url ? (storedVariants(url)[0]?.url ?? url) : null);

/** The legal deadline as the desk counts it: days left, today, or days overdue. */
function deadlineOf(state: ReturnState, dueBy: Date, lang: Lang) {
  const open = OPEN_RETURN_STATES.includes(state);
  const left = daysLeft(dueBy);
  return {
    at: dueBy.toISOString(),
    text: orderDateText(dueBy, lang),
    open,
    left,
    overdue: open && dueBy.getTime() < Date.now(),
  };
}

export async function deskListLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const params = new URL(request.url).searchParams;
  const wanted = params.get("state");
  const state = RETURN_STATES.includes(wanted as ReturnState) ? (wanted as ReturnState) : null;
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const list = await deskList(context.db, user, { state, page });
  if (list === "forbidden") throw forbidden();
  const search = (p: number) => {
    const next = new URLSearchParams();
    if (state) next.set("state", state);
    if (p > 1) next.set("page", String(p));
    const text = next.toString();
    return text ? `?${text}` : "";
  };
  return data(
    {
      // The desk's texts come with its pages, not in every back-office page's (dashboard-page-texts.ts).
      t: pageTexts[lang].returnDesk,
      merchant: list.merchant,
      state,
      rows: list.rows.map((r) => ({
        id: r.id,
        number: r.number,
        orderId: r.orderId,
        orderNumber: orderNumber(r.orderId),
        customer: r.customer,
        kind: r.kind,
        state: r.state,
        lines: r.lines,
        amount: formatMoney(r.amount, currencyFromCode(r.currency), lang),
        noticed: { at: r.createdAt.toISOString(), text: orderDateText(r.createdAt, lang) },
        deadline: deadlineOf(r.state, r.refundDueBy, lang),
      })),
      newer: page > 1 ? search(page - 1) : null,
      older: list.more ? search(page + 1) : null,
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

async function requestView(
  context: LoaderFunctionArgs["context"],
  request: DeskRequest,
  admin: boolean,
  lang: Lang,
) {
  const { db } = context;
  const money = (n: number) => formatMoney(n, currencyFromCode(request.currency), lang);
  const card =
    request.order.payment === CARD && !!request.order.paymentId && !!request.order.paidAt;
  const [steps, mine] = await Promise.all([
    requestSteps(db, request.id),
    admin && card ? returnRefundStates(db, request.id) : [],
  ]);
  const ids = new Set(mine.map((r) => r.id));
  const refunds = ids.size
    ? (await listRefunds(db, request.orderId)).filter((r) => ids.has(r.id))
    : [];
  const t = pageTexts[lang].returnDesk;
  const states: Record<string, string> = t.states;
  return {
    id: request.id,
    number: request.number,
    orderId: request.orderId,
    orderNumber: orderNumber(request.orderId),
    kind: request.kind,
    state: request.state,
    reason: request.reason,
    note: request.note,
    sealIntact: request.sealIntact,
    amount: money(request.amount),
    card,
    iban: admin ? request.iban : null,
    accountHolder: admin ? request.accountHolder : null,
    customer: admin
      ? `${request.order.buyer.firstName ?? ""} ${request.order.buyer.lastName ?? ""}`.trim()
      : null,
    instructions: request.instructions,
    refusalReason: request.refusalReason,
    version: request.version,
    noticed: { at: request.createdAt.toISOString(), text: dateTimeText(request.createdAt, lang) },
    deadline: deadlineOf(request.state, request.refundDueBy, lang),
    lines: request.lines.map((l) => ({
      id: l.orderItemId,
      name: l.name,
      thumb: thumb(l.imageUrl),
      quantity: l.quantity,
      amount: money(l.amount),
      resellable: l.resellable,
    })),
    photos: request.photos.map((url) => ({ url, thumb: thumb(url) })),
    steps: steps.map((s) => ({
      who: s.writerEmail,
      at: s.at.toISOString(),
      text: dateTimeText(s.at, lang),
      state: states[String(s.after?.state ?? "")] ?? "",
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      name: r.itemName,
      amount: money(r.amount),
      state: r.state,
      error: r.state === "failed" ? r.lastError : null,
      retryable: r.retryable,
    })),
  };
}

async function load({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  if (!deskScopeOf(user)) throw forbidden();
  const found = await deskRequest(context.db, user, params.id ?? "");
  if (!found) throw notFound();
  const admin = user.role === "ROLE_ADMIN";
  const lang = requestLang(request);
  return { user, admin, lang, found };
}

export async function deskRequestLoader(args: LoaderFunctionArgs) {
  const { admin, lang, found } = await load(args);
  return data(
    {
      t: pageTexts[lang].returnDesk,
      admin,
      action: localePath(lang, `/dashboard/returns/${found.id}`),
      request: await requestView(args.context, found, admin, lang),
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

/** What a refused step answers: its message, under the field it is about, and what was typed. */
export interface StepRefusal {
  intent: string;
  errors: Partial<Record<"instructions" | "reason" | "lines" | "confirm" | "form", string>>;
  values: Record<string, string>;
}

const TOASTS: Record<string, DashboardToastKey> = {
  approve: "returnApproved",
  refuse: "returnRefused",
  receive: "returnReceived",
  refund: "returnRefunded",
  retryRefund: "returnRefunded",
};

export async function deskRequestAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const { user, lang, found } = await load(args);
  const t = pageTexts[lang].returnDesk;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  const refuse = (errors: StepRefusal["errors"], status = 400) =>
    data({ intent, errors, values } satisfies StepRefusal, { status });
  const step = {
    db: context.db,
    user,
    id: found.id,
    expected: versionOf(form.get("version")),
    origin: publicOrigin(request),
  };
  const fieldError = (
    parsed: z.SafeParseReturnType<unknown, unknown>,
    field: "instructions" | "reason",
  ) =>
    parsed.success ? null : refuse({ [field]: parsed.error.issues[0]?.message ?? t.errors[field] });

  let outcome: DeskOutcome;
  switch (intent) {
    case "approve": {
      const parsed = ApproveSchema(t.errors).safeParse({ instructions: form.get("instructions") });
      if (!parsed.success) return fieldError(parsed, "instructions");
      outcome = await approveReturn(step, parsed.data.instructions);
      break;
    }
    case "refuse": {
      const parsed = RefuseSchema(t.errors).safeParse({ reason: form.get("reason") });
      if (!parsed.success) return fieldError(parsed, "reason");
      outcome = await refuseReturn(step, parsed.data.reason);
      break;
    }
    case "receive": {
      const lines = found.lines.map((l) => ({
        orderItemId: l.orderItemId,
        said: form.get(`resellable-${l.orderItemId}`),
      }));
      if (lines.some((l) => l.said !== "yes" && l.said !== "no"))
        return refuse({ lines: t.errors.lines });
      outcome = await receiveReturn(
        step,
        lines.map((l) => ({ orderItemId: l.orderItemId, resellable: l.said === "yes" })),
      );
      break;
    }
    case "refund":
      if (form.get("confirm") !== "yes") return refuse({ confirm: t.errors.confirm });
      outcome = await refundReturn(step);
      break;
    case "retryRefund":
      outcome = await retryReturnRefund(
        { ...step, expected: undefined },
        String(form.get("refundId") ?? ""),
      );
      break;
    default:
      return refuse({ form: t.errors.wrongState });
  }
  if (outcome.ok)
    return redirectWithDashboardToast(
      localePath(lang, `/dashboard/returns/${found.id}`),
      TOASTS[intent]!,
      undefined,
      {
        status: 303,
      },
    );
  if (outcome.why === "notFound") throw notFound();
  const status: Record<DeskRefusal, number> = {
    notFound: 404,
    forbidden: 403,
    stale: 409,
    wrongState: 409,
    ibanMissing: 409,
    refundFailed: 409,
    refundBusy: 409,
    linesMissing: 400,
  };
  const field = outcome.why === "linesMissing" ? "lines" : "form";
  const message = outcome.why === "linesMissing" ? t.errors.lines : t.errors[outcome.why];
  return refuse({ [field]: message }, status[outcome.why]);
}
