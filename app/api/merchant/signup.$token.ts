import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { completeMerchantSignup } from "~/models/merchant.server";
import { textParam } from "~/schemas/api";
import { MerchantSignupSchema } from "~/schemas/forms";
import { apiRoute } from "~/api/route.server";

const t = messages.en;

/**
 * POST /api/merchant/signup/{token} {email, password, firstName, lastName} → {success, message};
 * the client then goes to /login (spec 001 §7). An unknown, used or expired token is a 404.
 */
export const loader = apiRoute({
  POST: {
    params: z.object({ token: textParam }),
    botCheck: true,
    body: MerchantSignupSchema(t.forms),
    handler: async ({ params, body, context }) => {
      const result = await completeMerchantSignup(context.db, { token: params.token, ...body });
      switch (result.kind) {
        case "ok":
          return ok(
            { success: true, message: serverMessages.en.toast.merchantSignedUp },
            { status: 201 },
          );
        case "invalid":
          return apiError(404, t.forms.invitationInvalid);
        case "emailMismatch":
          return apiError(400, `email: ${t.forms.invitationEmailMismatch}`);
        case "emailTaken":
          return apiError(400, `email: ${t.forms.emailTaken}`);
      }
    },
  },
});
export const action = loader;
