import { removeFavorites } from "~/models/favorite.server";
import { FavoritesBodySchema } from "~/schemas/review";
import { apiRoute } from "~/api/route.server";
import { favoritesAnswer } from "~/api/favorites.server";

/** POST /api/favorite/remove {favorites: id | [ids]} → { favorites: [product ids] }. */
export const loader = apiRoute({
  POST: {
    auth: "member",
    body: FavoritesBodySchema,
    handler: async ({ user, body, context }) => {
      const { db } = context;
      await removeFavorites(db, user.id, body.favorites);
      return favoritesAnswer(db, user.id);
    },
  },
});
export const action = loader;
