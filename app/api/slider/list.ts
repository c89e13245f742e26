import { apiRoute } from "~/api/route.server";
import { listAnswer, publicResource } from "~/api/resources.server";

/**
 * GET /api/slider/list: the active slides, every slide to the admin, who reorders them all (as
 * api.$resource.list.ts answers it). Here too, so that `list` is never read as a slide's id by
 * api.slider.$id.ts.
 */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    handler: async ({ context }) =>
      listAnswer(context.db, publicResource("slider")!, await context.user()),
  },
});
export const action = loader;
