import { NotFound } from "~/components/layout/not-found";

/** Any unknown path: the not-found page with status 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
