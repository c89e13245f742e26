import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError } from "~/lib/api.server";
import { apiHandler, methodNotAllowed } from "~/lib/api-shapes.server";
import { addFavorites } from "~/models/favorite.server";
import { FavoritesBodySchema } from "~/schemas/review";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { requireApiUser } from "~/server/auth.server";
import { favoritesAnswer } from "~/server/favorites-api.server";

/** POST /api/favorite/add {favorites: id | [ids]} → { favorites: [product ids] }. */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request);
  const parsed = FavoritesBodySchema.safeParse(await readApiBody(request));
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const db = await getDb();
  const { missing } = await addFavorites(db, user.id, parsed.data.favorites);
  if (missing.length) apiError(404, `Product not found: ${missing.join(", ")}.`);
  return favoritesAnswer(db, user.id);
});

export const loader = apiHandler(methodNotAllowed);
