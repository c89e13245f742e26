import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { DEFAULT_LANG } from "~/lib/i18n";
import { messages } from "~/locales";
import { createUser, EmailTakenError } from "~/models/user.server";
import { RegisterSchema } from "~/schemas/auth";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { requireApiAddressLimit } from "~/server/address-limits.server";
import { clientIp, startSession } from "~/server/auth.server";
import { passesBotCheck } from "~/server/bot-check.server";
import { userShape } from "~/server/user-shape.server";
import { publicOrigin } from "~/server/public-origin.server";
import { sendWelcome } from "~/services/mail.server";

// API clients accept the privacy policy by calling; the checkbox belongs to the page.
const ApiRegisterSchema = RegisterSchema(messages.en.auth)
  .omit({ privacy: true, isSubscribed: true })
  .extend({ isSubscribed: z.coerce.boolean().optional().default(false) });

/** POST /api/auth/register {email, password, firstName, lastName, isSubscribed?} */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") form.set(k, v);
  if (!(await passesBotCheck(form, clientIp(request))))
    apiError(400, messages.en.auth.botCheckFailed);
  const parsed = ApiRegisterSchema.safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  await requireApiAddressLimit(request, "signUp");
  let user;
  try {
    user = await createUser(await getDb(), parsed.data);
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
});

export const loader = apiHandler(methodNotAllowed);
