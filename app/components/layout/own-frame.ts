import { useMatches } from "@remix-run/react";

/**
 * A route that draws its own frame instead of the storefront's (header, footer, pop-up) says so
 * in its handle, from its data: the dashboard layout, for staff (its back office).
 */
export interface FrameHandle {
  ownFrame?: (data: unknown) => boolean;
}

/** Whether a matched route draws the page's frame itself (root.tsx then leaves it out). */
export function useOwnFrame(): boolean {
  return useMatches().some((m) => (m.handle as FrameHandle | undefined)?.ownFrame?.(m.data));
}
