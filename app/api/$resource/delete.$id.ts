import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { allowedJson, CatalogueResourcePath } from "~/api/catalogue-admin.server";
import {
  removeBrand,
  removeEntry,
  TAXONOMY_RESOURCES,
} from "~/features/catalogue/catalogue-admin.server";
import { idParam } from "~/schemas/api";

/**
 * DELETE /api/{r}/delete/{id} (admins): the entry goes, its products stay without it
 * (docs/decisions/023-deleting-catalogue-entries.md).
 */
export const loader = apiRoute({
  path: CatalogueResourcePath,
  DELETE: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ params: { resource, id }, context, user }) => {
      allowedJson(
        resource,
        resource === "brand"
          ? await removeBrand(context.db, user, id)
          : await removeEntry(context.db, user, TAXONOMY_RESOURCES[resource], id),
      );
      return ok({ success: true, message: "Deleted." });
    },
  },
});
export const action = loader;
