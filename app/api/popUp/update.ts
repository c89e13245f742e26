import { PopupBody, updatePopup } from "~/api/popup.server";
import { apiRoute } from "~/api/route.server";

/** PUT /api/popUp/update `{ popUp: { url, status } }` (admins): `{ success, message, popUp }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    body: PopupBody,
    handler: ({ request, user, body, context }) => updatePopup(context.db, request, user, body),
  },
});
export const action = loader;
