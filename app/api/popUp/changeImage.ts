import { changePopupImageCall } from "~/api/popup.server";
import { apiRoute } from "~/api/route.server";

/** PUT /api/popUp/changeImage, multipart `image` (admins): `{ success, message, popUp }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    handler: ({ request, user, context }) => changePopupImageCall(context.db, request, user),
  },
});
export const action = loader;
