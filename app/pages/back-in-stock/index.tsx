import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { backInStockFormHtml } from "~/components/shop/back-in-stock-form.server";
import { askBackInStock } from "~/features/catalogue/stock-alerts.server";
import { hitAddressLimit, refusalHeaders, refusalInit } from "~/http/address-limits.server";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { badRequest, notFound } from "~/http/page-responses.server";
import { redirectWithToast } from "~/http/toast.server";
import { LocalLink } from "~/components/i18n";
import { localePath, type Lang } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import type { PublicUser } from "~/models/user.server";
import { BackInStockSchema } from "~/schemas/forms";

/**
 * 'Stoğa girince haber ver' (decision 036). The sold-out product's page posts here; a saved
 * request goes back to the product with a toast (the product page stays cacheable), a mistake
 * shows here with the form again, in the page's language. GET shows the form for ?product=.
 */
function page(
  lang: Lang,
  user: PublicUser | null,
  slug: string,
  shown: { typed?: string; errors?: { email?: string[]; form?: string[] } } = {},
) {
  return {
    slug,
    title: serverMessages[lang].backInStock.title,
    back: serverMessages[lang].backInStock.back,
    backHref: `/product/${encodeURIComponent(slug)}`,
    formHtml: backInStockFormHtml({
      action: `${localePath(lang, "/back-in-stock")}?${new URLSearchParams({ product: slug })}`,
      slug,
      texts: serverMessages[lang].backInStock,
      memberEmail: user?.email ?? null,
      captchaSiteKey: process.env.CAPTCHA_SITE_KEY || null,
      headingLevel: 1,
      ...shown,
    }),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).searchParams.get("product")?.trim();
  // The forms post to ?product=<slug> too: the loader runs after the action.
  if (!slug) throw notFound();
  return page(requestLang(request), await context.user(), slug);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const user = await context.user();
  const formData = await request.formData();
  if (formData.get("intent") !== "notify") throw badRequest();
  const submission = parseWithZod(formData, {
    schema: BackInStockSchema(messages[lang].forms, !!user),
  });
  const slug = String(formData.get("product") ?? "").trim();
  if (submission.status !== "success") {
    if (!slug) throw badRequest();
    const errors = submission.reply().error ?? {};
    return data(
      page(lang, user, slug, {
        typed: String(formData.get("email") ?? ""),
        errors: { email: errors.email ?? undefined },
      }),
      { status: 400 },
    );
  }
  const email = user?.email ?? submission.value.email ?? "";
  const refuse = (message: string, init: ResponseInit) =>
    data(page(lang, user, slug, { typed: email, errors: { form: [message] } }), init);
  if (!(await passesBotCheck(formData, clientIp(request))))
    return refuse(messages[lang].forms.botCheckFailed, { status: 400 });
  const limited = await hitAddressLimit(context.db, request, "backInStock", lang);
  if (limited) return refuse(limited.message, refusalInit(limited));
  const outcome = await askBackInStock(context.db, user, {
    slug: submission.value.product,
    email,
    lang,
  });
  if (outcome === "notFound") throw notFound();
  return redirectWithToast(
    localePath(lang, `/product/${submission.value.product}`),
    outcome === "saved" ? "backInStockRequested" : "backInStockAlready",
    { status: 303 },
  );
}

// A 429's Retry-After (the address's limit), on the page the action answers.
export const headers = refusalHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.title ?? messages[rootLang(matches)].catalog.soldOut);

export default function BackInStock() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const shown = answered ?? loaded;
  return (
    <main id="main" className="container auth-page">
      {/* Drawn on the server: the same form as the product page's. */}
      <div dangerouslySetInnerHTML={{ __html: shown.formHtml }} />
      <p>
        <LocalLink to={shown.backHref}>{shown.back}</LocalLink>
      </p>
    </main>
  );
}
