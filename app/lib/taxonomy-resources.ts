/**
 * The catalogue's five reference lists by the name their pages and /api calls use
 * ('/dashboard/stone', '/api/stone/add'), with the group (table) each names.
 */
export const TAXONOMY_RESOURCES = {
  category: "categories",
  type: "types",
  stone: "stones",
  ingredient: "ingredients",
  symbol: "symbols",
} as const;

export type TaxonomyResource = keyof typeof TAXONOMY_RESOURCES;
export type TaxonomyGroupName = (typeof TAXONOMY_RESOURCES)[TaxonomyResource];

export function isTaxonomyResource(name: string): name is TaxonomyResource {
  return Object.hasOwn(TAXONOMY_RESOURCES, name);
}
