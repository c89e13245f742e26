import { pictureLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { PopupForm, type PopupAnswer } from "./popup-form";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { popupPageAction, popupPageLoader } from "./popup-page.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["image"], 1);

/** /dashboard/popUp (admins): the promotional pop-up's picture, link and switch in one form. */
export function loader(args: LoaderFunctionArgs) {
  return popupPageLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return popupPageAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].popup.title);

export default function PopupPage() {
  const t = useDashboardT().popup;
  const { popup, at } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as PopupAnswer | undefined;
  return (
    <div className="popup-page">
      <h1>{t.title}</h1>
      <PopupForm
        // A stale save draws the form anew, over the pop-up as it is now.
        key={answer?.stale?.version ?? ""}
        popup={popup}
        answer={answer ?? null}
        limits={uploadLimits}
        at={answer?.stale ?? answer?.at ?? at}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
