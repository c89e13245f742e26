import { pictureLimits } from "~/lib/upload-limits";
import { changePopupImageCall } from "~/api/popup.server";
import { apiRoute } from "~/api/route.server";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("PUT", ["image"], 1);

/** PUT /api/popUp/changeImage, multipart `image` (admins): `{ success, message, popUp }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    handler: ({ request, user, context }) => changePopupImageCall(context.db, request, user),
  },
});
export const action = loader;
