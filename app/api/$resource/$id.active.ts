import { z } from "zod";
import { apiError } from "~/api/answers.server";
import { firstIssue } from "~/api/body.server";
import { apiRoute } from "~/api/route.server";
import {
  allowedJson,
  answerWithItem,
  CatalogueResourcePath,
  requireEntryInReach,
} from "~/api/catalogue-admin.server";
import {
  changeBrand,
  changeEntry,
  TAXONOMY_RESOURCES,
} from "~/features/catalogue/catalogue-admin.server";
import { activeFlag } from "~/schemas/catalogue";
import { idParam } from "~/schemas/api";

/**
 * PUT /api/{r}/{id}/active `{ [r]: { isActive } }`: admins, and merchants for their own brands.
 * Turning it off turns its products off too: `productsTurnedOff` says how many.
 */
export const loader = apiRoute({
  path: CatalogueResourcePath,
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    scope: ({ params: { resource, id }, user, context }) =>
      requireEntryInReach(context.db, user, resource, id),
    body: z.record(z.unknown()),
    handler: async ({ params: { resource, id }, context, body, user }) => {
      const parsed = z.object({ [resource]: z.object({ isActive: activeFlag }) }).safeParse(body);
      if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
      const { isActive } = (parsed.data as Record<string, { isActive: boolean }>)[resource]!;
      const { turnedOff } = allowedJson(
        resource,
        resource === "brand"
          ? await changeBrand(context.db, user, id, { isActive })
          : await changeEntry(context.db, user, TAXONOMY_RESOURCES[resource], id, { isActive }),
      );
      return answerWithItem(context.db, user, resource, id, {
        message: "Saved.",
        productsTurnedOff: turnedOff,
      });
    },
  },
});
export const action = loader;
