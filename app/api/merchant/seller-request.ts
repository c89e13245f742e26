import { ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { createSellerRequest } from "~/models/merchant.server";
import { SellerRequestSchema } from "~/schemas/forms";
import { apiRoute } from "~/api/route.server";

const t = messages.en;

/** POST /api/merchant/seller-request {name, email, phoneNumber, brand, business} → {success, message} */
export const loader = apiRoute({
  POST: {
    botCheck: true,
    body: SellerRequestSchema(t.forms),
    handler: async ({ body, context }) => {
      await createSellerRequest(context.db, body);
      return ok(
        { success: true, message: serverMessages.en.toast.sellerRequestSent },
        { status: 201 },
      );
    },
  },
});
export const action = loader;
