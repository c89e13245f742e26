import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { requireApiUser } from "~/server/auth.server";
import { userShape } from "~/server/user-shape.server";

/** GET /api/user/me: `{ user }`, or 401. */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  return ok({ user: userShape(user) }, { headers: { "Cache-Control": "private, no-store" } });
});

export const action = apiHandler(methodNotAllowed);
