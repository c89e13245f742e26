import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink } from "~/components/i18n";
import { HISTORY_PAGE, isSubject, putBack } from "~/features/history/history.server";
import { readableHistoryFor } from "~/features/history/readable-history.server";
import type { ShownCell } from "~/features/history/readable-value.server";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithToast } from "~/http/toast.server";
import { fmt, localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { serverMessages } from "~/locales/server";

/** Where each subject is edited: the history page leads back there. */
const HOME: Partial<Record<string, (id: string) => string>> = {
  product: (id) => `/dashboard/product/edit/${id}`,
  order: (id) => `/order/${id}`,
  settings: () => "/dashboard/settings",
  coupon: (id) => `/dashboard/coupon/edit/${id}`,
  popup: () => "/dashboard/popUp",
};

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
    home: HOME[params.subject]?.(params.id!) ?? null,
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
            <li key={c.id} className="history-entry" id={`change-${c.id}`}>
              <p className="history-meta">
                <span className="history-number">#{c.id}</span>{" "}
                <strong>{t.actions[c.action]}</strong> · <time dateTime={c.at}>{c.atText}</time> ·{" "}
                <span className="history-who">{c.writerEmail}</span>
                {c.batchId ? <span className="badge">{t.batch}</span> : null}
                {c.reverts ? (
                  <span className="badge">{fmt(t.reverts, { id: c.reverts })}</span>
                ) : null}
                {c.revertedBy ? (
                  <span className="badge">{fmt(t.reverted, { id: c.revertedBy })}</span>
                ) : null}
              </p>
              {c.summary ? (
                <div className="history-summary">
                  {c.picture ? (
                    <img
                      className="history-thumb"
                      src={c.picture.src}
                      alt={c.picture.alt}
                      width={64}
                      height={64}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <p>
                    <strong>{c.summary}</strong>
                    {c.picture?.caption ? (
                      <span className="history-caption">{c.picture.caption}</span>
                    ) : null}
                  </p>
                </div>
              ) : null}
              {c.fields.length ? (
                <div className="table-scroll">
                  <table className="history-fields">
                    <thead>
                      <tr>
                        <th scope="col">{t.field}</th>
                        {c.action !== "insert" ? <th scope="col">{t.before}</th> : null}
                        {c.action !== "delete" ? <th scope="col">{t.after}</th> : null}
                      </tr>
                    </thead>
                    <tbody>
                      {c.fields.map((f, i) => (
                        <tr key={`${i}-${f.label}`}>
                          <th scope="row">{f.label}</th>
                          {c.action !== "insert" ? (
                            <td>
                              <Cell cell={f.before} />
                            </td>
                          ) : null}
                          {c.action !== "delete" ? (
                            <td>
                              <Cell cell={f.after} />
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              {c.revertible ? (
                <Form method="post" className="history-revert">
                  <input type="hidden" name="change" value={c.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="revert"
                    className="button secondary"
                    aria-label={fmt(t.revertLabel, { id: c.id })}
                  >
                    {t.revert}
                  </button>
                </Form>
              ) : null}
            </li>
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

/** A value: its text, and its pictures as small thumbnails. */
function Cell({ cell }: { cell: ShownCell }) {
  return (
    <>
      {cell.pictures?.length ? (
        <span className="history-thumbs">
          {cell.pictures.map((p, i) => (
            <img
              key={i}
              className="history-thumb"
              src={p.src}
              alt={p.alt}
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          ))}
        </span>
      ) : null}
      {cell.text}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
