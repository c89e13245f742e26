import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EntryListPage } from "./catalogue-pages";
import { entryListLoader } from "./catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { taxonomyAt, taxonomyTexts, useTaxonomy } from "./taxonomy";
export { TaxonomyError as ErrorBoundary } from "./taxonomy-error";

/** /dashboard/{category,type,stone,ingredient,symbol}: a list, inactive entries too (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryListLoader(taxonomyAt(args.context.url.pathname), args);
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, taxonomyTexts(rootLang(matches), location.pathname).title);

export default function Page() {
  return <EntryListPage resource={useTaxonomy()} />;
}
