import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, notFoundJson, ok } from "~/lib/api-shapes.server";
import { publicResource } from "~/models/api-catalog.server";

/** GET /api/{r}/list: the store's list of a resource, active rows only. */
export const loader = apiHandler(async ({ params }) => {
  const resource = publicResource(params.resource);
  if (!resource) return notFoundJson();
  const rows = await resource.list(await getDb());
  return ok(Object.fromEntries(resource.listKeys.map((k) => [k, rows])));
});

export const action = apiHandler(({ params }) =>
  publicResource(params.resource) ? methodNotAllowed() : notFoundJson(),
);
