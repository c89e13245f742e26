import { z } from "zod";
import { getDb } from "~/db.server";
import { found } from "~/lib/api.server";
import { ok } from "~/lib/api-shapes.server";
import { resourceLabel } from "~/models/api-catalog.server";
import { idParam } from "~/schemas/api";
import { apiRoute } from "~/server/api-route.server";
import { PublicResourcePath } from "~/server/api-resources.server";

/** GET /api/{r}/{id}: `{ [r]: item }` when it exists and is active; 400 for a malformed id. */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    params: z.object({ id: idParam() }),
    handler: async ({ params: { resource, id } }) => {
      const item = found(await resource.get(await getDb(), id), resourceLabel(resource));
      return ok({ [resource.itemKey]: item });
    },
  },
});
export const action = loader;
