import { z } from "zod";
import { getDb } from "~/db.server";
import { apiError, ok } from "~/api/answers.server";
import { DEFAULT_LANG } from "~/lib/i18n";
import { messages } from "~/locales";
import { createUser, EmailTakenError } from "~/models/user.server";
import { RegisterSchema } from "~/schemas/auth";
import { requireApiAddressLimit } from "~/http/address-limits.server";
import { apiRoute } from "~/api/route.server";
import { startSession } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { userShape } from "~/api/shapes/users.server";
import { sendWelcome } from "~/services/mail.server";

// API clients accept the privacy policy by calling; the checkbox belongs to the page.
const ApiRegisterSchema = RegisterSchema(messages.en.auth)
  .omit({ privacy: true, isSubscribed: true })
  .extend({ isSubscribed: z.coerce.boolean().optional().default(false) });

/** POST /api/auth/register {email, password, firstName, lastName, isSubscribed?} */
export const loader = apiRoute({
  POST: {
    botCheck: true,
    body: ApiRegisterSchema,
    handler: async ({ request, body }) => {
      await requireApiAddressLimit(request, "signUp");
      let user;
      try {
        user = await createUser(await getDb(), body);
      } catch (error) {
        if (error instanceof EmailTakenError) apiError(400, messages.en.auth.emailTaken);
        throw error;
      }
      await sendWelcome(await getDb(), {
        email: user.email,
        name: user.firstName,
        lang: DEFAULT_LANG,
        origin: publicOrigin(request),
      });
      const { token, cookie } = await startSession(request, user.id);
      return ok(
        { success: true, token, user: userShape(user) },
        { status: 201, headers: { "Set-Cookie": cookie } },
      );
    },
  },
});
export const action = loader;
