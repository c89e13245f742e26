import { z } from "zod";
import { apiError } from "~/api/answers.server";
import { firstIssue } from "~/api/body.server";
import { apiRoute } from "~/api/route.server";
import {
  answerWithItem,
  CatalogueResourcePath,
  changedOrStale,
  requireEntryInReach,
} from "~/api/catalogue-admin.server";
import {
  changeBrand,
  changeEntry,
  TAXONOMY_RESOURCES,
} from "~/features/catalogue/catalogue-admin.server";
import { activeFlag } from "~/schemas/catalogue";
import { sentVersion } from "~/api/versions.server";
import { idParam } from "~/schemas/api";

/**
 * PUT /api/{r}/{id}/active `{ [r]: { isActive } }`: admins, and merchants for their own brands.
 * Turning it off turns its products off too: `productsTurnedOff` says how many. A version sent
 * (If-Match, or `version`) the entry no longer has: 409 with the entry as it is (decision 067).
 */
export const loader = apiRoute({
  path: CatalogueResourcePath,
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    scope: ({ params: { resource, id }, user, context }) =>
      requireEntryInReach(context.db, user, resource, id),
    body: z.record(z.unknown()),
    handler: async ({ params: { resource, id }, context, body, user, request }) => {
      const expected = sentVersion(request, body, resource);
      const parsed = z.object({ [resource]: z.object({ isActive: activeFlag }) }).safeParse(body);
      if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
      const { isActive } = (parsed.data as Record<string, { isActive: boolean }>)[resource]!;
      const group = resource === "brand" ? null : TAXONOMY_RESOURCES[resource];
      const { turnedOff } = await changedOrStale(
        context.db,
        user,
        resource,
        id,
        group
          ? await changeEntry(context.db, user, group, id, { isActive }, expected)
          : await changeBrand(context.db, user, id, { isActive }, expected),
      );
      return answerWithItem(context.db, user, resource, id, {
        message: "Saved.",
        productsTurnedOff: turnedOff,
      });
    },
  },
});
export const action = loader;
