import { pageTexts } from "~/locales/dashboard-page-texts";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { closeMyAccount, exportMyData } from "~/features/users/my-data.server";
import { requireUser } from "~/http/auth.server";
import { sessionClearCookie } from "~/http/cookies.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { exportFormatOf, mayCloseOwnAccount } from "~/lib/data-requests";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import { consentState } from "~/models/consent.server";
import { setOwnConsent } from "~/features/consent/own-consent.server";
import { requestLang } from "~/lib/request";
import { CloseAccountSchema } from "~/schemas/account";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * /dashboard/my-data (decision 080): a member's K.V.K.K. rights, their data to download and
 * their account to close, as plain links and a plain form.
 */
export async function myDataLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const t = pageTexts[lang].myData;
  const consent = await consentState(context.db, user.email);
  // The page's texts come with it, not in every back-office page's (dashboard-page-texts.ts).
  return {
    t,
    mayClose: mayCloseOwnAccount(user.role),
    consent: {
      given: consent?.given === true,
      said: consent
        ? fmt(consent.given ? t.consentGivenOn : t.consentRefusedOn, {
            date: shopDate(lang, consent.at),
          })
        : t.consentNever,
    },
  };
}

/** The day and time in the shop's zone, written in the page's language. */
const shopDate = (lang: Lang, at: Date) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "tr-TR", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Istanbul",
  }).format(at);

/** The page's two forms: the consent switch (intent 'consent'), else closing the account. */
export async function myDataAction(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  if (formData.get("intent") === "consent") return consentAction(args, formData);
  return closeAccountAction(args, formData);
}

/**
 * The member's own consent to commercial e-mail (issue [20] point 3): the box as sent, ticked or
 * not, logged for the member's address with this page as its source; the same answer again
 * writes nothing.
 */
async function consentAction({ request, context }: ActionFunctionArgs, formData: FormData) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const given = formData.get("consent") === "on";
  await setOwnConsent(context.db, user, { given, lang, source: "/dashboard/my-data" });
  return redirectWithToast(
    localePath(lang, "/dashboard/my-data"),
    given ? "consentGiven" : "consentRefused",
    { status: 303 },
  );
}

/**
 * Closes the account: the password and the ticked box, else the form again with its errors (the
 * password never sent back). Closed, the browser's session cookie goes with the account and the
 * home page says so.
 */
async function closeAccountAction({ request, context }: ActionFunctionArgs, formData: FormData) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const t = pageTexts[lang].myData;
  // Staff see no form here (the page says why): a post of theirs is refused as any other page's.
  if (!mayCloseOwnAccount(user.role)) throw forbidden();
  const submission = parseWithZod(formData, {
    schema: CloseAccountSchema(t),
    errorMap: zodMessages(lang),
  });
  if (submission.status !== "success")
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const outcome = await closeMyAccount(context.db, user, {
    password: submission.value.password,
    via: "account",
    lang,
    origin: publicOrigin(request),
  });
  if (outcome === "wrongPassword")
    return data(
      submission.reply({ fieldErrors: { password: [t.passwordWrong] }, hideFields: ["password"] }),
      { status: 400 },
    );
  if (outcome === "tooManyTries")
    return data(
      submission.reply({ fieldErrors: { password: [t.tooManyTries] }, hideFields: ["password"] }),
      { status: 429 },
    );
  if (outcome === "staff") throw forbidden();
  return redirectWithToast(localePath(lang, "/"), "accountClosed", {
    status: 303,
    headers: { "Set-Cookie": await sessionClearCookie() },
  });
}

/** GET /dashboard/my-data/export?format=json|csv: the member's file, its download logged. */
export async function exportLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const format = exportFormatOf(new URL(request.url).searchParams.get("format"));
  const file = await exportMyData(context.db, user, {
    format,
    via: "account",
    lang: requestLang(request),
  });
  if (!file) throw notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
