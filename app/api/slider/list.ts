import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { publicResource, resourceList } from "~/api/resources.server";

/**
 * GET /api/slider/list: the active slides (as api.$resource.list.ts answers it). Here too, so
 * that `list` is never read as a slide's id by api.slider.$id.ts.
 */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => ok(await resourceList(context.db, publicResource("slider")!)),
  },
});
export const action = loader;
