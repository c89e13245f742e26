import { getDb } from "~/db.server";
import { found, requireId } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, notFoundJson, ok } from "~/lib/api-shapes.server";
import { publicResource, resourceLabel } from "~/models/api-catalog.server";

/** GET /api/{r}/{id}: `{ [r]: item }` when it exists and is active; 400 for a malformed id. */
export const loader = apiHandler(async ({ params }) => {
  const resource = publicResource(params.resource);
  if (!resource) return notFoundJson();
  const id = requireId(params.id);
  const item = found(await resource.get(await getDb(), id), resourceLabel(resource));
  return ok({ [resource.itemKey]: item });
});

export const action = apiHandler(({ params }) =>
  publicResource(params.resource) ? methodNotAllowed() : notFoundJson(),
);
