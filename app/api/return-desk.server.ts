import { pageTexts } from "~/locales/dashboard-page-texts";
import { apiError, ok } from "~/api/answers.server";
import { returnShape } from "~/api/shapes/returns.server";
import { staleAnswer, withEtag } from "~/api/versions.server";
import type { DeskOutcome } from "~/features/returns/return-desk.server";

/**
 * The answers of the desk's steps over /api (issue [19] point 5): 200 with the request as it is
 * now; 404 for one that is not the caller's; 403 for a merchant's refund; 409 with the request
 * on a stale version, and for a step from the wrong state (or a refund being sent); 502 when
 * iyzico did not make the refund (the request stays received, retryable).
 */
export function stepAnswer(outcome: DeskOutcome, admin: boolean): Response {
  const t = pageTexts.en.returnDesk.errors;
  if (outcome.ok) {
    const request = outcome.request;
    return withEtag(
      ok({ success: true, repeated: outcome.repeated, return: returnShape(request, admin) }),
      request.version,
    );
  }
  const current = outcome.request;
  const why = outcome.why;
  if (why === "notFound") apiError(404, "Return request not found.");
  if (why === "forbidden") apiError(403, t.forbidden);
  if (why === "stale" && current)
    staleAnswer("return", returnShape(current, admin), current.version);
  if (why === "linesMissing") apiError(400, `lines: ${t.lines}`);
  if (why === "ibanMissing") apiError(409, `iban: ${t.ibanMissing}`);
  if (why === "refundFailed") apiError(502, t.refundFailed);
  if (why === "refundBusy") apiError(409, t.refundBusy);
  throw Response.json(
    {
      error: `This return request is ${current?.state ?? "elsewhere"}; it cannot take this step.`,
      return: current ? returnShape(current, admin) : null,
    },
    { status: 409 },
  );
}
