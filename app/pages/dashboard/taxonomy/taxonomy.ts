import { useLocation } from "@remix-run/react";
import type { Lang } from "~/lib/i18n";
import {
  isTaxonomyResource,
  TAXONOMY_RESOURCES,
  type TaxonomyResource,
} from "~/lib/taxonomy-resources";
import { dashboardMessages } from "~/locales/dashboard";

/**
 * The five reference lists share these pages, as /api/:resource does: which one a page is for is
 * the part of its address after /dashboard/ (app/routes.ts gives each list its own addresses).
 */
export function taxonomyAt(pathname: string): TaxonomyResource {
  const name = /^(?:\/en)?\/dashboard\/([^/]+)/.exec(pathname)?.[1] ?? "";
  if (!isTaxonomyResource(name)) throw new Error(`no reference list at ${pathname}`);
  return name;
}

/** A list's own texts (its title, its 'not found'), in the page's language. */
export function taxonomyTexts(lang: Lang, pathname: string) {
  return dashboardMessages[lang].catalogue.taxonomy[TAXONOMY_RESOURCES[taxonomyAt(pathname)]];
}

/** The reference list the page shows. */
export function useTaxonomy(): TaxonomyResource {
  return taxonomyAt(useLocation().pathname);
}
