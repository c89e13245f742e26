import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { messages } from "~/locales";
import { completeMerchantSignup } from "~/models/merchant.server";
import { MerchantSignupSchema } from "~/schemas/forms";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { apiBotCheck } from "~/server/api-bot-check.server";

const t = messages.en;

/**
 * POST /api/merchant/signup/{token} {email, password, firstName, lastName} → {success, message};
 * the client then goes to /login (spec 001 §7). An unknown, used or expired token is a 404.
 */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  await apiBotCheck(request, body);
  const parsed = MerchantSignupSchema(t.forms).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const result = await completeMerchantSignup(await getDb(), {
    token: params.token ?? "",
    ...parsed.data,
  });
  switch (result.kind) {
    case "ok":
      return ok({ success: true, message: t.toast.merchantSignedUp }, { status: 201 });
    case "invalid":
      return apiError(404, t.forms.invitationInvalid);
    case "emailMismatch":
      return apiError(400, `email: ${t.forms.invitationEmailMismatch}`);
    case "emailTaken":
      return apiError(400, `email: ${t.forms.emailTaken}`);
  }
});

export const loader = apiHandler(methodNotAllowed);
