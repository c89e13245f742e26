import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LocalLink, useT } from "~/components/i18n";
import { requireAnonymous } from "~/http/auth.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";

/**
 * Where a sign-in through an outside provider returns (spec 000 §1; users.provider). No provider
 * is configured in this shop (docs/decisions/042-outside-sign-in.md): a signed-in user goes on to
 * their dashboard as from any sign-in page, anyone else is told so and sent to /login.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return null;
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, messages[rootLang(matches)].auth.outsideTitle),
  // A return address, not a page to find.
  { name: "robots", content: "noindex" },
];

export default function OutsideSignIn() {
  const t = useT().auth;
  return (
    <main id="main" className="container auth-page">
      <h1>{t.outsideTitle}</h1>
      <p>{t.outsideOff}</p>
      <p>
        <LocalLink to="/login" className="button">
          {t.outsideToLogin}
        </LocalLink>
      </p>
    </main>
  );
}
