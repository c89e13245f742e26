import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { consentShape } from "~/api/shapes/consents.server";
import { iso } from "~/api/shapes/iso";
import { consentOfAddressFor } from "~/features/consent/consent-log.server";
import { textParam } from "~/schemas/api";

/**
 * GET /api/consents/{email} → { email, state, since, history } (admins): one address's state now
 * (`given`, `refused` or `none`: its newest act) and every act of it, newest first.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ email: textParam }),
    handler: async ({ user, params, context }) => {
      const found = await consentOfAddressFor(context.db, user, params.email);
      if (found === "forbidden") apiError(403, "Forbidden");
      return ok(
        {
          email: found.email,
          state: found.state,
          since: iso(found.since),
          history: found.history.map(consentShape),
        },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
