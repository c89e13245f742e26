import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { messages } from "~/locales";
import { createSellerRequest } from "~/models/merchant.server";
import { SellerRequestSchema } from "~/schemas/forms";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { apiBotCheck } from "~/server/api-bot-check.server";

const t = messages.en;

/** POST /api/merchant/seller-request {name, email, phoneNumber, brand, business} → {success, message} */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  await apiBotCheck(request, body);
  const parsed = SellerRequestSchema(t.forms).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  await createSellerRequest(await getDb(), parsed.data);
  return ok({ success: true, message: t.toast.sellerRequestSent }, { status: 201 });
});

export const loader = apiHandler(methodNotAllowed);
