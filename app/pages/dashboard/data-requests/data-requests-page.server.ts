import { pageTexts } from "~/locales/dashboard-page-texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dataRequestLogFor, markHandledAs } from "~/features/users/my-data.server";
import { requireUser } from "~/http/auth.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { isDataRequestKind } from "~/lib/data-requests";
import { localePath } from "~/lib/i18n";
import { dateTimeText } from "~/lib/order-date";
import { requestLang } from "~/lib/request";

/**
 * /dashboard/data-requests (admins, decision 080): the K.V.K.K. log newest first, paged on the
 * server by the last row shown, filtered by kind with a GET form; "mark answered" a plain POST.
 */
export async function dataRequestsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const query = { kind: isDataRequestKind(kind) ? kind : null, before: params.get("before") };
  const page = await dataRequestLogFor(context.db, user, query);
  if (page === "forbidden") throw forbidden();
  const search = (before: string | null) => {
    const next = new URLSearchParams();
    if (query.kind) next.set("kind", query.kind);
    if (before) next.set("before", before);
    const text = next.toString();
    return text ? `?${text}` : "";
  };
  const last = page.rows.at(-1);
  return {
    // The log's texts come with its page, not in every back-office page's (dashboard-page-texts.ts).
    t: pageTexts[lang].dataRequests,
    kind: query.kind,
    rows: page.rows.map((r) => ({
      ...r,
      when: dateTimeText(r.createdAt, lang),
      handledWhen: r.handledAt ? dateTimeText(r.handledAt, lang) : null,
      createdAt: undefined,
      handledAt: undefined,
    })),
    older: page.more && last ? search(last.id) : null,
    newest: query.before ? search(null) : null,
    filtered: !!(query.kind || query.before),
  };
}

/** Marks the posted request answered, back to the list as it was (its filter and page). */
export async function dataRequestsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const id = String((await request.formData()).get("id") ?? "");
  const done = await markHandledAs(context.db, user, id);
  if (done === "forbidden") throw forbidden();
  if (done === "missing") throw notFound();
  const url = new URL(request.url);
  const back = `${localePath(requestLang(request), "/dashboard/data-requests")}${url.search}`;
  return redirectWithDashboardToast(
    back,
    done.outcome === "handled" ? "dataRequestHandled" : "dataRequestAlreadyHandled",
    undefined,
    { status: 303 },
  );
}
