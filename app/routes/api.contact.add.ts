import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { messages } from "~/locales";
import { addContactMessage } from "~/models/contact.server";
import { ContactSchema } from "~/schemas/forms";
import { requireApiAddressLimit } from "~/server/address-limits.server";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { apiBotCheck } from "~/server/api-bot-check.server";

const t = messages.en;

/** POST /api/contact/add {firstname, lastname, email, message?, newsletter?} → {success, message} */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  await apiBotCheck(request, body);
  const parsed = ContactSchema(t.forms).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  await requireApiAddressLimit(request, "contact");
  await addContactMessage(await getDb(), parsed.data);
  return ok({ success: true, message: t.toast.contactSent }, { status: 201 });
});

export const loader = apiHandler(methodNotAllowed);
