import { z } from "zod";
import { merchantAnswer } from "~/api/merchant-requests.server";
import { apiRoute } from "~/api/route.server";
import { removeMerchantRequest } from "~/features/merchants/merchant-requests.server";
import { idParam } from "~/schemas/api";

/** DELETE /api/merchant/delete/{id} (admins): the request and any sign-up link it had go. */
export const loader = apiRoute({
  DELETE: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ user, params, context }) =>
      merchantAnswer(await removeMerchantRequest(context.db, user, params.id), "Request deleted."),
  },
});
export const action = loader;
