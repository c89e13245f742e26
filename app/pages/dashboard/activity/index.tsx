import { FilterActions } from "~/components/dashboard/filter-actions";
import { Pager } from "~/components/dashboard/pager";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink } from "~/components/i18n";
import { putBack } from "~/features/history/history.server";
import { readableActivityFor } from "~/features/history/activity.server";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden } from "~/http/page-responses.server";
import { redirectWithToast } from "~/http/toast.server";
import {
  ACTIVITY_KINDS,
  activitySearch,
  isFiltered,
  parseActivityQuery,
} from "~/lib/activity-query";
import { fmt, localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { serverMessages } from "~/locales/server";
import { HistoryEntry } from "../history/history-entry";
import { BulkUndoOffers } from "~/components/dashboard/bulk-undo-offers";
import { bulkUndoOffers } from "~/features/catalogue/bulk-undo-offers.server";
import { catalogueActor } from "~/lib/catalogue-actor";

/**
 * /dashboard/activity: every recorded staff change, newest first, each read as a single
 * record's history reads it and naming its record (issue [16] point 3). Filtered by who, the
 * kind of record and the shop's days with a GET form; paged on the server by the change's number.
 * An admin sees the whole shop; a merchant their own brands' products, scoped in the query.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const query = parseActivityQuery(new URL(request.url).searchParams);
  const page = await readableActivityFor(context.db, user, query, lang);
  if (page === "forbidden") throw forbidden();
  const actor = catalogueActor(user);
  // The bulk changes that can still be undone, above the list (issue [17] point 5).
  const undo = actor ? await bulkUndoOffers(context.db, actor, lang, 5) : null;
  const first = page.entries[0];
  const last = page.entries.at(-1);
  // Reading newer pages, `more` is about newer ones; older ones are there by construction.
  const newer = query.after !== null ? page.more : query.before !== null;
  const older = query.after !== null ? page.entries.length > 0 : page.more;
  return {
    t: serverMessages[lang].activity,
    undo,
    h: serverMessages[lang].history,
    query,
    entries: page.entries,
    writers: page.writers,
    kinds: page.everyKind ? ACTIVITY_KINDS : null,
    filtered: isFiltered(query),
    paged: query.before !== null || query.after !== null,
    newer: newer && first ? activitySearch(query, { before: null, after: first.id }) : null,
    older: older && last ? activitySearch(query, { before: last.id, after: null }) : null,
    newest: activitySearch(query, { before: null, after: null }),
  };
}

/** Puts one change back from the list, then shows the same page of the list again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const form = await request.formData();
  const change = Number(form.get("change"));
  if (form.get("intent") !== "revert" || !Number.isSafeInteger(change)) throw badRequest();
  const outcome = await putBack(context.db, user, change);
  if (outcome === "forbidden") throw forbidden();
  const url = new URL(request.url);
  const here = localePath(requestLang(request), "/dashboard/activity") + url.search;
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
  pageMeta(matches, data?.t.title ?? serverMessages[rootLang(matches)].activity.title);

export default function Activity() {
  const data = useLoaderData<typeof loader>();
  const { t, h, query, entries, writers, kinds } = data;
  const kindNames: Record<string, string> = t.kinds;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <p className="hint">{kinds ? t.intro : t.merchantIntro}</p>
      {data.undo ? <BulkUndoOffers offers={data.undo} back="/dashboard/activity" /> : null}
      <Form
        method="get"
        className="product-filters activity-filters"
        role="search"
        aria-label={t.filtersLabel}
      >
        <label className="product-filter">
          <span id="activity-filter-who">{t.who}</span>
          <select name="who" defaultValue={query.who ?? ""} aria-labelledby="activity-filter-who">
            <option value="">{t.anyone}</option>
            {writers.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </label>
        {kinds ? (
          <label className="product-filter">
            <span id="activity-filter-kind">{t.kind}</span>
            <select
              name="kind"
              defaultValue={query.kind ?? ""}
              aria-labelledby="activity-filter-kind"
            >
              <option value="">{t.anyKind}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {kindNames[k]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="product-filter">
          <span id="activity-filter-from">{t.from}</span>
          <input
            type="date"
            name="from"
            defaultValue={query.from ?? ""}
            aria-labelledby="activity-filter-from"
          />
        </label>
        <label className="product-filter">
          <span id="activity-filter-to">{t.to}</span>
          <input
            type="date"
            name="to"
            defaultValue={query.to ?? ""}
            aria-labelledby="activity-filter-to"
          />
        </label>
        <FilterActions path="/dashboard/activity" label={t} />
      </Form>
      {entries.length === 0 ? (
        <p className="empty">{data.filtered || data.paged ? t.emptyFiltered : t.empty}</p>
      ) : (
        <ol className="history-list activity-list">
          {entries.map((c) => {
            const name = c.name ?? kindNames[c.subject] ?? c.subject;
            return (
              <HistoryEntry
                key={c.id}
                change={c}
                t={h}
                record={
                  <p className="activity-record">
                    <span className="badge">{kindNames[c.subject] ?? c.subject}</span>{" "}
                    {c.name ? <strong className="activity-name">{c.name}</strong> : null}
                    {c.gone ? <span className="activity-gone">{h.gone}</span> : null}
                    {c.history ? (
                      <LocalLink to={c.history} aria-label={fmt(t.historyLabel, { name })}>
                        {t.historyLink}
                      </LocalLink>
                    ) : null}
                    {c.page ? (
                      <LocalLink to={c.page} aria-label={fmt(t.openLabel, { name })}>
                        {t.open}
                      </LocalLink>
                    ) : null}
                  </p>
                }
              />
            );
          })}
        </ol>
      )}
      <Pager
        path="/dashboard/activity"
        label={t}
        newest={data.paged ? data.newest : null}
        newer={data.newer}
        older={data.older}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
