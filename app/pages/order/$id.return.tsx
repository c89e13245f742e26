import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { LocalLink, useLang } from "~/components/i18n";
import { MissingRecord } from "~/components/layout/not-found";
import { FailedPage } from "~/components/layout/page-error";
import { ReturnForm } from "~/components/orders/return-form";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { routeErrorKind } from "~/lib/route-error";
import { RETURN_PHOTOS_MAX } from "~/lib/returns";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { pictureLimits } from "~/lib/upload-limits";
import { messages } from "~/locales";
import { orderReturnsMessages } from "~/locales/order-returns";
import { returnPageAction, returnPageLoader } from "~/features/returns/return-page.server";
import { data } from "@remix-run/node";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["photos"], RETURN_PHOTOS_MAX);

/** /order/{id}/return: the buyer asks to withdraw or return delivered lines (issue [19]). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return data(await returnPageLoader(context, request, params.id), {
    headers: SECRET_PAGE_HEADERS,
  });
}

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  returnPageAction(context, request, params.id);

export const headers = secretPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const lang = rootLang(matches);
  return pageMeta(
    matches,
    data
      ? fmt(orderReturnsMessages[lang].pageTitle, { number: data.number })
      : orderReturnsMessages[lang].errors.missing,
  );
};

export default function ReturnPage() {
  const page = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const t = orderReturnsMessages[useLang()];
  const open = page.lines.some((l) => l.kinds.length > 0);
  return (
    <main id="main" className="container return-page">
      <h1>{fmt(t.pageTitle, { number: page.number })}</h1>
      <p>{t.intro}</p>
      {page.windows ? <p className="return-windows">{page.windows}</p> : null}
      {!page.delivered ? (
        <p className="order-note">{t.notDeliveredYet}</p>
      ) : open ? (
        <ReturnForm
          action={page.action}
          lines={page.lines}
          reasons={page.reasons}
          photosMax={page.photosMax}
          transfer={page.transfer}
          typed={answered?.typed}
          errors={answered?.errors}
        />
      ) : (
        <>
          <ul className="return-closed">
            {page.lines.map((l) => (
              <li key={l.id}>
                {l.name} × {l.quantity}: {l.why}
              </li>
            ))}
          </ul>
          <p className="order-note">{t.nothingReturnable}</p>
        </>
      )}
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
      title={orderReturnsMessages[lang].errors.missing}
      to="/"
      label={messages[lang].common.backHome}
    />
  );
}
