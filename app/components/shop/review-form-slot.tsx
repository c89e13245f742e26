import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { LocalLink, useRootData, useT } from "~/components/i18n";

type ReviewFormModule = typeof import("./review-form");

/**
 * The review form's code (Conform's form state, about 10 KB gzipped) is loaded only for a
 * signed-in shopper: everyone else sees a link, and the product page stays within DESIGN.md §8's
 * JavaScript budget. The server has it from the start (`loaded`, set as the server loads its
 * modules); in the browser the form's Suspense boundary keeps the server's HTML (a form that posts
 * as it is) until the code arrives, then hydrates it.
 */
let loaded: ReviewFormModule | undefined;
const load = () => import("./review-form").then((m) => (loaded = m));
if (import.meta.env.SSR) void load();

/** A thenable that calls back at once, which React.lazy reads without suspending. */
const settled = <T,>(value: T) =>
  ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

// On the server `loaded` is there: the form renders at once, in the page as sent (a suspended
// boundary would stream in later, for JavaScript to show it: not with JavaScript off).
const ReviewForm = lazy(() =>
  loaded
    ? settled({ default: loaded.ReviewForm })
    : load().then((m) => ({ default: m.ReviewForm })),
);

/** The product page's review form (signed in) or a link to sign in and come back. */
export function ReviewFormSlot(props: {
  lastResult?: SubmissionResult<string[]> | null;
  reviewedBefore: boolean;
}) {
  const t = useT().engage;
  const { user } = useRootData();
  const { pathname } = useLocation();
  if (!user)
    return (
      <p className="review-sign-in">
        <LocalLink to={`/login?${new URLSearchParams({ redirectTo: pathname })}`}>
          {t.signInToReview}
        </LocalLink>
      </p>
    );
  return (
    <Suspense fallback={null}>
      <ReviewForm {...props} />
    </Suspense>
  );
}
