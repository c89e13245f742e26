import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EntryEditPage } from "./catalogue-pages";
import { entryEditAction, entryEditLoader } from "./catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { taxonomyAt, taxonomyTexts, useTaxonomy } from "./taxonomy";
export { TaxonomyError as ErrorBoundary } from "./taxonomy-error";

/** /dashboard/{category,type,stone,ingredient,symbol}/edit/{id} (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryEditLoader(taxonomyAt(args.context.url.pathname), args);
}

export function action(args: ActionFunctionArgs) {
  return entryEditAction(taxonomyAt(args.context.url.pathname), args);
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, taxonomyTexts(rootLang(matches), location.pathname).editTitle);

export default function Page() {
  return <EntryEditPage resource={useTaxonomy()} />;
}
