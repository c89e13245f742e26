import type { AppLoadContext } from "@remix-run/node";
import type { Lang } from "~/lib/i18n";
import { consentSourceOf } from "~/lib/consent";
import { recordConsent } from "~/models/consent.server";
import { createUser, type PublicUser } from "~/models/user.server";
import { startSession } from "~/http/auth.server";
import { publicOrigin } from "~/http/public-origin.server";
import { sendWelcome } from "~/services/mail.server";

/**
 * Opens a shopper's account: the user, the welcome mail in the shopper's language, and a signed-in
 * session that the guest's cart joins. The register page and POST /api/auth/register both sign up
 * here and answer each in its own way; the bot check and the address's sign-up limit come before,
 * since each refuses in its own shape. Throws EmailTakenError when the address has an account.
 * The ticked consent box is logged as a consent to commercial e-mail (the page's path, or the
 * API's).
 */
export async function signUp(
  request: Request,
  context: AppLoadContext,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    isSubscribed?: boolean;
  },
  lang: Lang,
): Promise<{ user: PublicUser; token: string; cookie: string }> {
  const user = await createUser(context.db, input);
  if (input.isSubscribed)
    await recordConsent(context.db, {
      email: user.email,
      given: true,
      source: consentSourceOf(new URL(request.url).pathname, "/register"),
      lang,
      userId: user.id,
    });
  await sendWelcome(context.db, {
    email: user.email,
    name: user.firstName,
    lang,
    origin: publicOrigin(request),
  });
  const { token, cookie } = await startSession(request, context, user.id);
  return { user, token, cookie };
}
