import { z } from "zod";
import { getDb } from "~/db.server";
import { publicResource } from "~/models/api-catalog.server";

type PublicResource = NonNullable<ReturnType<typeof publicResource>>;

/**
 * `/api/{resource}...` for a resource the shop lists publicly (api-catalog.server.ts): any other
 * name is no address of the shop's (the route's `path` answers 404 whatever the method).
 */
export const PublicResourcePath = z.object({
  resource: z.string().transform((name, ctx): PublicResource => {
    const resource = publicResource(name);
    if (resource) return resource;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Not found." });
    return z.NEVER;
  }),
});

/** The active list of a resource, under each of the keys the clients read it by. */
export async function resourceList(resource: PublicResource) {
  const rows = await resource.list(await getDb());
  return Object.fromEntries(resource.listKeys.map((key) => [key, rows]));
}
