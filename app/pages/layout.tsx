import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { PageError } from "~/components/layout/page-error";
import { langFromParam } from "~/lib/i18n";
import { errorMeta } from "~/lib/meta";
import { notFound } from "~/http/page-responses.server";

/** Every storefront page takes an optional 'tr' or 'en' prefix; anything else is not found. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!langFromParam(params.lang)) throw notFound();
  return null;
}

// Only when its boundary shows (a page below failed, or '/xx/...'); each page says its own title.
export const meta: MetaFunction = (args) => (args.error ? errorMeta(args) : []);

export default function LangLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <PageError />;
}
