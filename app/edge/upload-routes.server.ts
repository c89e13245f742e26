import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import type { UploadLimits } from "~/lib/upload-limits";

/** What the body check asks: the limits of the route a request is sent to, if it takes files. */
export type UploadLimitsOf = (request: Request) => UploadLimits | null;

/**
 * The upload limits of the build's routes, found as Remix finds the route an action runs on:
 * each upload route module exports `uploadLimits` beside its code (app/lib/upload-limits.ts), and
 * this reads them from there, so that no second list of addresses can miss one.
 */
export function uploadLimitsOf(build: Pick<ServerBuild, "routes">): UploadLimitsOf {
  const routes = Object.values(build.routes);
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  const limitsOf = (id: string) =>
    (build.routes[id]?.module as { uploadLimits?: UploadLimits } | undefined)?.uploadLimits ?? null;
  return (request) => {
    const url = new URL(request.url);
    // A JavaScript form posts to the page's single-fetch address (`/x.data`, `/_root.data`).
    const pathname = url.pathname.endsWith(".data")
      ? url.pathname.replace(/(?:\/_root)?\.data$/, "") || "/"
      : url.pathname;
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    const limits = leaf ? limitsOf(leaf.route.id!) : null;
    return limits && limits.method === request.method ? limits : null;
  };
}
