import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EntryDeletePage } from "./catalogue-pages";
import { entryDeleteAction, entryDeleteLoader } from "./catalogue-pages.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";
import { taxonomyAt, useTaxonomy } from "./taxonomy";
export { TaxonomyError as ErrorBoundary } from "./taxonomy-error";

/** /dashboard/{category,type,stone,ingredient,symbol}/delete/{id}: asks, then deletes (admins). */
export function loader(args: LoaderFunctionArgs) {
  return entryDeleteLoader(taxonomyAt(args.context.url.pathname), args);
}

export function action(args: ActionFunctionArgs) {
  return entryDeleteAction(taxonomyAt(args.context.url.pathname), args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].catalogue.form.deleteTitle);

export default function Page() {
  return <EntryDeletePage resource={useTaxonomy()} />;
}
