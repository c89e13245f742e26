import { DashboardError } from "~/components/dashboard/dashboard-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { TAXONOMY_RESOURCES } from "~/lib/taxonomy-resources";
import { useTaxonomy } from "./taxonomy";

/** A reference list's page that failed: its own 'not found' text. */
export function TaxonomyError() {
  const texts = useDashboardT().catalogue.taxonomy[TAXONOMY_RESOURCES[useTaxonomy()]];
  return <DashboardError notFound={texts.missing} />;
}
