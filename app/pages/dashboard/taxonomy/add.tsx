import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EntryAddPage } from "./catalogue-pages";
import { entryAddAction, entryAddLoader } from "./catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { taxonomyAt, taxonomyTexts, useTaxonomy } from "./taxonomy";
export { TaxonomyError as ErrorBoundary } from "./taxonomy-error";

/** /dashboard/{category,type,stone,ingredient,symbol}/add (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryAddLoader(taxonomyAt(args.context.url.pathname), args);
}

export function action(args: ActionFunctionArgs) {
  return entryAddAction(taxonomyAt(args.context.url.pathname), args);
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, taxonomyTexts(rootLang(matches), location.pathname).addTitle);

export default function Page() {
  return <EntryAddPage resource={useTaxonomy()} />;
}
