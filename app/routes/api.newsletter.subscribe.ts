import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { messages } from "~/locales";
import { subscribeToNewsletter } from "~/models/contact.server";
import { NewsletterSchema } from "~/schemas/forms";
import { requireApiAddressLimit } from "~/server/address-limits.server";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { apiBotCheck } from "~/server/api-bot-check.server";

const t = messages.en;

/** POST /api/newsletter/subscribe {email} → {success, message}; subscribing twice is no error. */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  await apiBotCheck(request, body);
  const parsed = NewsletterSchema(t.forms).omit({ redirectTo: true }).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  await requireApiAddressLimit(request, "newsletter");
  await subscribeToNewsletter(await getDb(), parsed.data.email);
  return ok({ success: true, message: t.toast.newsletterSubscribed });
});

export const loader = apiHandler(methodNotAllowed);
