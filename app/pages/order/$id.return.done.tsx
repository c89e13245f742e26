import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { LocalLink, useLang } from "~/components/i18n";
import { MissingRecord } from "~/components/layout/not-found";
import { FailedPage } from "~/components/layout/page-error";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { routeErrorKind } from "~/lib/route-error";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import { orderReturnsMessages } from "~/locales/order-returns";
import { returnDoneLoader } from "~/features/returns/return-page.server";

/**
 * /order/{id}/return/done?r={request}: where the request form lands (PRG) — the request's number
 * and what to do next, as the mail says it too.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return data(await returnDoneLoader(context, request, params.id), {
    headers: SECRET_PAGE_HEADERS,
  });
}

export const headers = secretPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, orderReturnsMessages[rootLang(matches)].doneTitle);

export default function ReturnDonePage() {
  const page = useLoaderData<typeof loader>();
  const t = orderReturnsMessages[useLang()];
  const numbers = page.requests.map((r) => r.number);
  return (
    <main id="main" className="container return-page return-done">
      <h1>{t.doneTitle}</h1>
      <p className="return-number" role="status">
        {numbers.length === 1
          ? fmt(t.doneNumber, { number: numbers[0]! })
          : fmt(t.doneNumbers, { numbers: numbers.join(", ") })}
      </p>
      <ul className="return-done-lines">
        {page.requests.map((r) => (
          <li key={r.id}>
            <strong>{r.number}</strong> · {t.kinds[r.kind]} · {r.lines.join(", ")} · {r.amount}
          </li>
        ))}
      </ul>
      <h2>{t.doneNext}</h2>
      <ol className="return-next">
        {page.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="order-note">{t.mailCopy}</p>
      <p>
        <LocalLink to={page.back}>{t.back}</LocalLink>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useLang();
  if (routeErrorKind(error) !== "notFound") return <FailedPage />;
  return (
    <MissingRecord
      title={orderReturnsMessages[lang].doneMissing}
      to="/"
      label={messages[lang].common.backHome}
    />
  );
}
