import { z } from "zod";
import { getDb } from "~/db.server";
import { found, ok } from "~/api/answers.server";
import { PublicResourcePath, resourceLabel } from "~/api/resources.server";
import { idParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

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
