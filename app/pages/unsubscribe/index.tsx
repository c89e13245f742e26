import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WithLinks } from "~/components/checkout/with-links";
import { ConsentNote } from "~/components/forms/newsletter-form";
import { LocalLink, useLang } from "~/components/i18n";
import { fmt, localePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { secretPageHeaders } from "~/lib/secret-page";
import { unsubscribeAction, unsubscribeLoader } from "./unsubscribe-page.server";

// The token names an address: the page is never cached or sent on as a referrer.
export const headers = secretPageHeaders;

export function loader(args: LoaderFunctionArgs) {
  return unsubscribeLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return unsubscribeAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = data?.t;
  const title =
    data?.state === "invalid"
      ? t?.invalidTitle
      : data?.state === "subscribed"
        ? t?.subscribedTitle
        : t?.refusedTitle;
  return [...pageMeta(matches, title ?? ""), { name: "robots", content: "noindex" }];
};

/**
 * Plain forms that reload the page, with or without JavaScript: each answer is recorded by the
 * server and drawn by it, so that nothing on this page depends on a script.
 */
export default function Unsubscribe() {
  const lang = useLang();
  // After a post the loader draws the action's answer too (unsubscribe-page.server.ts).
  const answer = useLoaderData<typeof loader>();
  const { t } = answer;
  const target = answer.token
    ? `${localePath(lang, "/unsubscribe")}?t=${encodeURIComponent(answer.token)}`
    : undefined;
  return (
    <main id="main" className="container auth-page unsubscribe-page">
      {answer.state === "invalid" ? (
        <>
          <h1>{t.invalidTitle}</h1>
          <p role="alert">{t.invalidText}</p>
          <p>
            <WithLinks
              text={t.invalidHelp}
              parts={{
                myData: <LocalLink to="/dashboard/my-data">{t.invalidMyData}</LocalLink>,
                contact: <LocalLink to="/contact">{t.invalidContact}</LocalLink>,
              }}
            />
          </p>
        </>
      ) : answer.state === "subscribed" ? (
        <>
          <h1>{t.subscribedTitle}</h1>
          <p role="status">{fmt(t.subscribedText, { address: answer.address ?? "" })}</p>
          <form method="post" action={target} className="stack-form">
            <input type="hidden" name="intent" value="unsubscribe" />
            <div>
              <button type="submit" className="button button-secondary">
                {t.unsubscribeAgain}
              </button>
            </div>
          </form>
        </>
      ) : (
        <>
          <h1>{t.refusedTitle}</h1>
          <p role="status">{fmt(t.refusedText, { address: answer.address ?? "" })}</p>
          <form method="post" action={target} className="stack-form">
            <input type="hidden" name="intent" value="subscribe" />
            <p>{t.mistake}</p>
            <ConsentNote id="unsubscribe-consent" />
            <div>
              <button type="submit" className="button" aria-describedby="unsubscribe-consent">
                {t.resubscribe}
              </button>
            </div>
          </form>
        </>
      )}
      <p className="auth-links">
        <LocalLink to="/">{t.backHome}</LocalLink>
      </p>
    </main>
  );
}
