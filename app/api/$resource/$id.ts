import { z } from "zod";
import { notFoundJson } from "~/api/answers.server";
import { itemAnswer, PublicResourcePath } from "~/api/resources.server";
import { sentVersion } from "~/api/versions.server";
import { idParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";
import {
  answerWithItem,
  CATALOGUE_RESOURCES,
  changedOrStale,
  requireEntryInReach,
  wrappedBody,
  type CatalogueResource,
} from "~/api/catalogue-admin.server";
import {
  changeBrand,
  changeEntry,
  TAXONOMY_RESOURCES,
} from "~/features/catalogue/catalogue-admin.server";

/**
 * GET /api/{r}/{id}: `{ [r]: item }` when it exists and is active, or the caller may edit it (an
 * admin; a merchant their own brand); else 404, as for a missing one. 400 for a malformed id.
 * PUT /api/{r}/{id} `{ [r]: { ...the fields to change } }` for the catalogue's lists and brands
 * (admins; merchants their own brands): `{ success, message, productsTurnedOff, [r] }`. Reads and
 * writes answer the entry's `ETag`; a write naming a version (If-Match, or `version`) the entry
 * no longer has is refused 409 with the entry as it is (decision 067).
 */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    params: z.object({ id: idParam() }),
    handler: async ({ params: { resource, id }, context }) =>
      itemAnswer(context.db, resource, id, await context.user()),
  },
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    scope: async ({ params: { resource, id }, context, user }) => {
      // Blogs and sliders are changed elsewhere; not by this call.
      if (!CATALOGUE_RESOURCES.includes(resource.itemKey)) throw notFoundJson();
      await requireEntryInReach(context.db, user, resource.itemKey as CatalogueResource, id);
    },
    body: z.record(z.unknown()),
    handler: async ({ params: { resource: public_, id }, context, body, user, request }) => {
      const resource = public_.itemKey as CatalogueResource;
      const expected = sentVersion(request, body, resource);
      // The schema leaves `version` out: only the fields sent are changed.
      const input = wrappedBody(resource, body, "partial");
      const { turnedOff } = await changedOrStale(
        context.db,
        user,
        resource,
        id,
        resource === "brand"
          ? await changeBrand(context.db, user, id, input, expected)
          : await changeEntry(context.db, user, TAXONOMY_RESOURCES[resource], id, input, expected),
      );
      return answerWithItem(context.db, user, resource, id, {
        message: "Saved.",
        productsTurnedOff: turnedOff,
      });
    },
  },
});
export const action = loader;
