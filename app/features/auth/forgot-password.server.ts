import type { Db } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { createResetToken } from "~/models/password-reset.server";
import { emailLimitKey, hitRateLimit } from "~/models/rate-limit.server";
import { findUserByEmail } from "~/models/user.server";
import { sendPasswordReset } from "~/services/mail.server";

/** Reset mails one address may receive, and one client may ask for, per window. */
const FORGOT_LIMIT_PER_EMAIL = 5;
const FORGOT_LIMIT_PER_ADDRESS = 30;
const FORGOT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Sends a reset link when the address has an account. The caller answers the same either way,
 * so nobody learns which addresses are customers; over the limits nothing is sent, so the form
 * cannot be used to flood someone's inbox.
 */
export async function requestPasswordReset(
  db: Db,
  input: {
    email: string;
    ip: string;
    lang: Lang;
    origin: string;
  },
): Promise<void> {
  const email = input.email.trim();
  const [byEmail, byAddress] = await Promise.all([
    hitRateLimit(
      db,
      emailLimitKey("forgot:email", email),
      FORGOT_LIMIT_PER_EMAIL,
      FORGOT_WINDOW_MS,
    ),
    hitRateLimit(db, `forgot:ip:${input.ip}`, FORGOT_LIMIT_PER_ADDRESS, FORGOT_WINDOW_MS),
  ]);
  if (!byEmail.allowed || !byAddress.allowed) return;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await createResetToken(db, user.id);
  await sendPasswordReset(db, {
    email: user.email,
    name: user.firstName,
    token,
    lang: input.lang,
    origin: input.origin,
  });
}
