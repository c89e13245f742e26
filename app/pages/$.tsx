import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/layout/not-found";
import { notFoundMeta } from "~/lib/meta";
import { notFound } from "~/http/page-responses.server";

/** Any unknown path: the not-found page with status 404. */
export function loader() {
  throw notFound();
}

export const meta: MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
