import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { NotFound } from "~/components/layout/not-found";
import { langFromParam } from "~/lib/i18n";
import { notFoundMeta } from "~/lib/meta";

/** Every storefront page takes an optional 'tr' or 'en' prefix; anything else is not found. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!langFromParam(params.lang)) throw new Response("Not Found", { status: 404 });
  return null;
}

// Only for its own not-found page ('/xx/...'); each page below says its own title.
export const meta: MetaFunction = ({ error, matches }) => (error ? notFoundMeta(matches) : []);

export default function LangLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
