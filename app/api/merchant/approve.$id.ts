import { z } from "zod";
import { merchantAnswer } from "~/api/merchant-requests.server";
import { apiRoute } from "~/api/route.server";
import { publicOrigin } from "~/http/public-origin.server";
import { approveMerchantRequest } from "~/features/merchants/merchant-requests.server";
import { idParam } from "~/schemas/api";

/**
 * PUT /api/merchant/approve/{id} (admins): a waiting or rejected request with an e-mail becomes
 * approved and its sign-up link is mailed; `{ success, message, merchant }`.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ user, params, request, context }) =>
      merchantAnswer(
        await approveMerchantRequest(context.db, user, params.id, publicOrigin(request)),
        "Request approved; the sign-up link was e-mailed.",
      ),
  },
});
export const action = loader;
