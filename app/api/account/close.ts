import { pageTexts } from "~/locales/dashboard-page-texts";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { closeMyAccount } from "~/features/users/my-data.server";
import { publicOrigin } from "~/http/public-origin.server";
import { requestLang } from "~/lib/request";
import { CloseAccountSchema } from "~/schemas/account";

const t = pageTexts.en.myData;

/**
 * POST /api/account/close {password, confirm: true} → {success, message} (members, decision 080):
 * the caller's account erased, every session and token of theirs ended with it. 400 naming the
 * field (a wrong password is `password: ...`), 403 for a staff account; nothing changes on a
 * refusal.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_MEMBER"],
    body: CloseAccountSchema(t),
    handler: async ({ request, user, body, context }) => {
      const outcome = await closeMyAccount(context.db, user, {
        password: body.password,
        via: "api",
        lang: requestLang(request),
        origin: publicOrigin(request),
      });
      if (outcome === "wrongPassword") apiError(400, `password: ${t.passwordWrong}`);
      if (outcome === "tooManyTries") apiError(429, `password: ${t.tooManyTries}`);
      if (outcome === "staff") apiError(403, "Forbidden");
      if (outcome === "gone") apiError(401, "Unauthorized");
      return ok({ success: true, message: "Your account is closed." });
    },
  },
});
export const action = loader;
