import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { HistoryEntry } from "./history-entry";
import { LocalLink } from "~/components/i18n";
import { HISTORY_PAGE, isSubject, putBack } from "~/features/history/history.server";
import { readableHistoryFor } from "~/features/history/readable-history.server";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithToast } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { recordPage } from "~/lib/record-pages";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { serverMessages } from "~/locales/server";

/** /dashboard/history/{subject}/{id}: what staff changed, newest first (issue [10] point 2). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  if (!isSubject(params.subject)) throw notFound();
  const lang = requestLang(request);
  const before = Number(new URL(request.url).searchParams.get("before")) || null;
  const changes = await readableHistoryFor(
    context.db,
    user,
    params.subject,
    params.id!,
    before,
    lang,
  );
  if (changes === "forbidden") throw forbidden();
  return {
    t: serverMessages[lang].history,
    subject: params.subject,
    id: params.id!,
    home: recordPage(params.subject, params.id!),
    paged: before !== null,
    older: changes.length >= HISTORY_PAGE,
    changes,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const form = await request.formData();
  const change = Number(form.get("change"));
  if (form.get("intent") !== "revert" || !Number.isSafeInteger(change)) throw badRequest();
  const outcome = await putBack(context.db, user, change);
  if (outcome === "forbidden") throw forbidden();
  const here = localePath(
    requestLang(request),
    `/dashboard/history/${params.subject}/${params.id}`,
  );
  const key = {
    reverted: "historyReverted",
    changed: "historyChanged",
    refused: "historyRefused",
    missing: "historyMissing",
  } as const;
  return redirectWithToast(here, key[outcome], {
    type: outcome === "reverted" ? "success" : "error",
    status: 303,
  });
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data?.t.title ?? serverMessages[rootLang(matches)].history.title);

export default function History() {
  const { t, subject, id, home, changes, paged, older } = useLoaderData<typeof loader>();
  const subjects: Record<string, string> = t.subjects;
  const last = changes.at(-1);
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <p className="history-subject">{subjects[subject]}</p>
      </div>
      {home ? (
        <p>
          <LocalLink to={home}>{t.back}</LocalLink>
        </p>
      ) : null}
      {changes.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ol className="history-list">
          {changes.map((c) => (
            <HistoryEntry key={c.id} change={c} t={t} />
          ))}
        </ol>
      )}
      {paged || older ? (
        <nav className="pager">
          {paged ? (
            <LocalLink to={`/dashboard/history/${subject}/${id}`}>{t.newest}</LocalLink>
          ) : null}
          {older && last ? (
            <LocalLink to={`/dashboard/history/${subject}/${id}?before=${last.id}`} rel="next">
              {t.older}
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
