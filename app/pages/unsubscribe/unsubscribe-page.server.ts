import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { answerByLink } from "~/features/consent/by-link.server";
import { CONSENT_SOURCES, maskAddress } from "~/lib/consent";
import { requestLang } from "~/lib/request";
import { SECRET_PAGE_HEADERS } from "~/lib/secret-page";
import { serverMessages } from "~/locales/server";

/**
 * /unsubscribe?t=<token> (issue [20] point 3, decision 085): the link in every commercial mail.
 * Opening it refuses consent at once; the page offers the consent back. A mail client's own
 * button (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the same address and gets a 200. The
 * page reads nothing of the visitor's session: the signed token alone says whose answer it is.
 */

export type UnsubscribeState = "refused" | "subscribed" | "invalid";

/**
 * What a request's action answered: the loader, which Remix runs after it for the same request
 * (the same load context), draws that answer and records nothing more.
 */
const answered = new WeakMap<AppLoadContext, { state: UnsubscribeState; address?: string }>();

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t");

function page(request: Request, state: UnsubscribeState, address?: string) {
  const lang = requestLang(request);
  return data(
    {
      t: serverMessages[lang].unsubscribe,
      state,
      address: address ? maskAddress(address) : null,
      token: state === "invalid" ? null : tokenOf(request),
    },
    { status: state === "invalid" ? 400 : 200, headers: SECRET_PAGE_HEADERS },
  );
}

export async function unsubscribeLoader({ request, context }: LoaderFunctionArgs) {
  const posted = answered.get(context);
  if (posted) return page(request, posted.state, posted.address);
  const done = await answerByLink(context.db, tokenOf(request), {
    given: false,
    source: "/unsubscribe",
    lang: requestLang(request),
  });
  return done ? page(request, "refused", done.address) : page(request, "invalid");
}

/**
 * `intent=subscribe`: the consent given again (its text shown beside the button). Anything else
 * with a good token is a refusal: the page's own button, or a mail client's one-click POST
 * (`List-Unsubscribe=One-Click`), logged as such.
 */
export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  answered.set(context, { state: "invalid" });
  const form = await request.formData().catch(() => new FormData());
  const given = form.get("intent") === "subscribe";
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const done = await answerByLink(context.db, tokenOf(request), {
    given,
    source: oneClick ? CONSENT_SOURCES.listUnsubscribe : "/unsubscribe",
    lang: requestLang(request),
  });
  if (!done) return page(request, "invalid");
  const state = given ? "subscribed" : "refused";
  answered.set(context, { state, address: done.address });
  return page(request, state, done.address);
}
