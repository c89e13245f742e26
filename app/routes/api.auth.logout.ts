import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { endSession, requireApiUser } from "~/server/auth.server";

/** POST /api/auth/logout: the session (cookie or Bearer token) ends; the token is dead. */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiUser(request);
  const clear = await endSession(request);
  return ok({ success: true }, { headers: { "Set-Cookie": clear } });
});

export const loader = apiHandler(methodNotAllowed);
