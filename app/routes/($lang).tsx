import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { NotFound } from "~/components/layout/not-found";
import { langFromParam } from "~/lib/i18n";

/** Every storefront page takes an optional 'tr' or 'en' prefix; anything else is not found. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!langFromParam(params.lang)) throw new Response("Not Found", { status: 404 });
  return null;
}

export default function LangLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
