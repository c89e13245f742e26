import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { endSession, requireUser } from "~/server/auth.server";
import { toastCookie } from "~/server/toast.server";

// A GET never signs out (no GET changes data): it shows the button that does.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(request));
  headers.append("Set-Cookie", toastCookie({ type: "success", key: "signedOut" }));
  return redirect(localePath(requestLang(request), "/login"), { headers });
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
