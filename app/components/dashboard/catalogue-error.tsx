import { DashboardError } from "./dashboard-error";

/** A catalogue page's error: as every dashboard page's (a refusal says spec 001 §8's text). */
export function CatalogueError({ notFound }: { notFound?: string }) {
  return <DashboardError notFound={notFound} />;
}
