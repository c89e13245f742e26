import { apiError } from "~/api/answers.server";
import { addFavorites } from "~/models/favorite.server";
import { FavoritesBodySchema } from "~/schemas/review";
import { apiRoute } from "~/api/route.server";
import { favoritesAnswer } from "~/api/favorites.server";

/** POST /api/favorite/add {favorites: id | [ids]} → { favorites: [product ids] }. */
export const loader = apiRoute({
  POST: {
    auth: "member",
    body: FavoritesBodySchema,
    handler: async ({ user, body, context }) => {
      const { db } = context;
      const { missing } = await addFavorites(db, user.id, body.favorites);
      if (missing.length) apiError(404, `Product not found: ${missing.join(", ")}.`);
      return favoritesAnswer(db, user.id);
    },
  },
});
export const action = loader;
