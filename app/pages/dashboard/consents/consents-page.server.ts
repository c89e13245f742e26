import type { LoaderFunctionArgs } from "@remix-run/node";
import { consentLogFor, consentOfAddressFor } from "~/features/consent/consent-log.server";
import { requireUser } from "~/http/auth.server";
import { forbidden } from "~/http/page-responses.server";
import { iysDue } from "~/lib/business-days";
import { fmt, type Lang } from "~/lib/i18n";
import { dateTimeText } from "~/lib/order-date";
import { requestLang } from "~/lib/request";
import { isIysState, type ConsentRow } from "~/models/consent-log.server";
import { pageTexts, type ConsentsTexts } from "~/locales/dashboard-page-texts";

/**
 * /dashboard/consents (admins, issue [20] point 3): the consent log newest first, paged on the
 * server by the last row shown, filtered by address, decision and İYS state with a GET form; one
 * address looked up (a second GET form) shows its state now and its whole history.
 */
/** Reported (when), refused by İYS (why), or waiting with its last day (3 business days). */
function iysText(row: ConsentRow, t: ConsentsTexts, lang: Lang): string {
  if (row.iysState === "reported")
    return fmt(t.iysReported, {
      when: row.iysReportedAt ? dateTimeText(row.iysReportedAt, lang) : "",
    });
  if (row.iysState === "failed") return fmt(t.iysFailed, { error: row.iysLastError ?? "" });
  const due = iysDue(row);
  return fmt(due.late ? t.iysLate : t.iysPending, { when: dateTimeText(due.deadline, lang) });
}

function rowOf(row: ConsentRow, t: ConsentsTexts, lang: Lang) {
  return {
    id: row.id,
    email: row.email,
    given: row.given,
    answer: row.given ? t.given : t.refused,
    when: dateTimeText(row.createdAt, lang),
    source: row.source.startsWith("/") ? row.source : (t.sources[row.source] ?? row.source),
    textVersion: row.textVersion,
    lang: t.langs[row.lang === "en" ? "en" : "tr"],
    iysState: row.iysState,
    iys: iysText(row, t, lang),
  };
}

export type ConsentLine = ReturnType<typeof rowOf>;

export async function consentsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const t = pageTexts[lang].consents;
  const params = new URL(request.url).searchParams;
  const answer = params.get("answer");
  const iys = params.get("iys");
  const filter = {
    email: params.get("q")?.trim() || null,
    given: answer === "given" ? true : answer === "refused" ? false : null,
    iys: isIysState(iys) ? iys : null,
    before: params.get("before"),
  };
  const page = await consentLogFor(context.db, user, filter);
  if (page === "forbidden") throw forbidden();
  const lookupAsked = params.has("email");
  const lookupEmail = params.get("email")?.trim() ?? "";
  const found = lookupEmail ? await consentOfAddressFor(context.db, user, lookupEmail) : null;
  if (found === "forbidden") throw forbidden();
  const search = (before: string | null) => {
    const next = new URLSearchParams();
    if (filter.email) next.set("q", filter.email);
    if (filter.given !== null) next.set("answer", filter.given ? "given" : "refused");
    if (filter.iys) next.set("iys", filter.iys);
    if (before) next.set("before", before);
    const text = next.toString();
    return text ? `?${text}` : "";
  };
  const last = page.rows.at(-1);
  const since = found?.since ? dateTimeText(found.since, lang) : "";
  return {
    // The log's texts come with its page, not in every back-office page's (dashboard-page-texts.ts).
    t,
    counts: page.counts,
    filter: {
      q: filter.email ?? "",
      answer: filter.given === null ? "" : filter.given ? "given" : "refused",
      iys: filter.iys ?? "",
    },
    rows: page.rows.map((r) => rowOf(r, t, lang)),
    older: page.more && last ? search(last.id) : null,
    newest: filter.before ? search(null) : null,
    filtered: !!(filter.email || filter.given !== null || filter.iys || filter.before),
    lookup: {
      email: lookupEmail,
      error: lookupAsked && !lookupEmail ? t.lookupRequired : null,
      found: found
        ? {
            email: found.email,
            state: found.state,
            stateText:
              found.state === "given"
                ? fmt(t.stateGiven, { when: since })
                : found.state === "refused"
                  ? fmt(t.stateRefused, { when: since })
                  : t.stateNone,
            history: found.history.map((r) => rowOf(r, t, lang)),
          }
        : null,
    },
  };
}
