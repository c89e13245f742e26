import { z } from "zod";
import { merchantAnswer } from "~/api/merchant-requests.server";
import { apiRoute } from "~/api/route.server";
import { rejectMerchantRequest } from "~/features/merchants/merchant-requests.server";
import { idParam } from "~/schemas/api";

/** PUT /api/merchant/reject/{id} (admins): a waiting request becomes rejected. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ user, params, context }) =>
      merchantAnswer(await rejectMerchantRequest(context.db, user, params.id), "Request rejected."),
  },
});
export const action = loader;
