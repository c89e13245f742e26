import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { endSession, requireUser } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

// A GET never signs out (no GET changes data): it shows the button that does.
export async function loader({ context }: LoaderFunctionArgs) {
  await requireUser(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return redirectWithToast(localePath(requestLang(request), "/login"), "signedOut", {
    headers: { "Set-Cookie": await endSession(context) },
  });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].auth.signOutTitle);

export default function Logout() {
  const t = useT().auth;
  return (
    <main id="main" className="container auth-page">
      <h1>{t.signOutTitle}</h1>
      <p>{t.signOutQuestion}</p>
      <Form method="post">
        <button type="submit" className="button">
          {t.signOutButton}
        </button>
      </Form>
    </main>
  );
}
