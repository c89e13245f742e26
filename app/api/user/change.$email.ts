import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { userCardShape } from "~/api/shapes/users.server";
import { changeUserRole, type UsersRefusal } from "~/features/users/users.server";
import { ROLES } from "~/lib/roles";
import { userCardByEmail } from "~/models/user-admin.server";
import { sentVersion, staleAnswer, withEtag } from "~/api/versions.server";

const role = z.enum(ROLES, {
  errorMap: () => ({ message: "Role must be ROLE_ADMIN, ROLE_MERCHANT or ROLE_MEMBER." }),
});

const REFUSED: Record<UsersRefusal, [number, string]> = {
  forbidden: [403, "Forbidden"],
  missing: [404, "User not found."],
  lastAdmin: [400, "role: The shop's last admin cannot be given another role."],
  noMerchant: [400, "role: A user needs a merchant attached to have the merchant role."],
  stale: [409, "This user changed since the version you sent."],
};

/**
 * PUT /api/user/change/{email} `{ user: { role } }` (or `{ role }`), admins: `{ success, message,
 * user }`; the last admin stays one, and only a user with a merchant attached becomes a merchant.
 * With `If-Match` (or `version`), only while the user is at that version: else 409 with the user
 * as they are (decision 067). Answers carry the user's version as the ETag.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ email: z.string().min(1).max(320) }),
    // The user object the spec's client sends, or its fields alone.
    body: z.preprocess(
      (b) => (typeof b === "object" && b !== null && "user" in b ? b.user : b),
      z.object({ role, version: z.unknown().optional() }),
    ),
    handler: async ({ request, user, params, body, context }) => {
      const expected = sentVersion(request, body);
      const outcome = await changeUserRole(context.db, user, params.email, body.role, expected);
      if (outcome === "stale") {
        const now = await userCardByEmail(context.db, params.email);
        if (now) staleAnswer("user", userCardShape(now), now.version);
      }
      if (typeof outcome === "string") apiError(...REFUSED[outcome]);
      const answer = ok({ success: true, message: "User updated.", user: userCardShape(outcome) });
      return withEtag(answer, outcome.version);
    },
  },
});
export const action = loader;
