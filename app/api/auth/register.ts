import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { DEFAULT_LANG } from "~/lib/i18n";
import { messages } from "~/locales";
import { EmailTakenError } from "~/models/user.server";
import { RegisterSchema } from "~/schemas/auth";
import { requireApiAddressLimit } from "~/http/address-limits.server";
import { apiRoute } from "~/api/route.server";
import { signUp } from "~/features/auth/sign-up.server";
import { userShape } from "~/api/shapes/users.server";

// API clients accept the privacy policy by calling; the checkbox belongs to the page.
const ApiRegisterSchema = RegisterSchema(messages.en.auth)
  .omit({ privacy: true, isSubscribed: true })
  .extend({ isSubscribed: z.coerce.boolean().optional().default(false) });

/** POST /api/auth/register {email, password, firstName, lastName, isSubscribed?} */
export const loader = apiRoute({
  POST: {
    botCheck: true,
    body: ApiRegisterSchema,
    handler: async ({ request, context, body }) => {
      await requireApiAddressLimit(context.db, request, "signUp");
      let account;
      try {
        account = await signUp(request, context, body, DEFAULT_LANG);
      } catch (error) {
        if (error instanceof EmailTakenError) apiError(400, messages.en.auth.emailTaken);
        throw error;
      }
      const { user, token, cookie } = account;
      return ok(
        { success: true, token, user: userShape(user) },
        { status: 201, headers: { "Set-Cookie": cookie } },
      );
    },
  },
});
export const action = loader;
