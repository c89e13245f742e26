import type { DbOrTx } from "../../db/client.server";
import { ok } from "./answers.server";
import { favoriteIds } from "~/models/favorite.server";

/** The favorites calls' answer: the user's favorite product ids after the change. */
export async function favoritesAnswer(db: DbOrTx, userId: string): Promise<Response> {
  return ok(
    { favorites: await favoriteIds(db, userId) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
