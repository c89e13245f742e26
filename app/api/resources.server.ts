import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.server";
import { getBlog, getSlider, listBlogs, listSliders } from "~/models/content.server";
import {
  getBrand,
  getTaxonomyItem,
  listBrands,
  listTaxonomy,
  type TaxonomyGroup,
} from "~/models/taxonomy.server";
import { brandShape, taxonomyShape } from "./shapes/catalogue.server";
import { blogShape, sliderShape } from "./shapes/content.server";

/**
 * GET /api/{r}, /api/{r}/list and /api/{r}/{id} for the public catalogue resources: the list key
 * and item key each one answers with, and its active rows already in the contract's shape.
 */
interface PublicResource {
  /** Response keys of the list answers. The spec's slider clients read `slider`. */
  listKeys: string[];
  itemKey: string;
  list(db: DbOrTx): Promise<unknown[]>;
  get(db: DbOrTx, id: string): Promise<unknown | null>;
}

function taxonomyResource(group: TaxonomyGroup, itemKey: string): PublicResource {
  return {
    listKeys: [group],
    itemKey,
    list: async (db) => (await listTaxonomy(db, group, { activeOnly: true })).map(taxonomyShape),
    get: async (db, id) => {
      const row = await getTaxonomyItem(db, group, { id });
      return row?.isActive ? taxonomyShape(row) : null;
    },
  };
}

const PUBLIC_RESOURCES: Record<string, PublicResource> = {
  category: taxonomyResource("categories", "category"),
  type: taxonomyResource("types", "type"),
  stone: taxonomyResource("stones", "stone"),
  ingredient: taxonomyResource("ingredients", "ingredient"),
  symbol: taxonomyResource("symbols", "symbol"),
  brand: {
    listKeys: ["brands"],
    itemKey: "brand",
    list: async (db) => (await listBrands(db, { activeOnly: true })).map(brandShape),
    get: async (db, id) => {
      const row = await getBrand(db, { id });
      return row?.isActive ? brandShape(row) : null;
    },
  },
  blog: {
    listKeys: ["blogs"],
    itemKey: "blog",
    list: async (db) => (await listBlogs(db, { activeOnly: true })).map(blogShape),
    get: async (db, id) => {
      const row = await getBlog(db, { id }, { activeOnly: true });
      return row ? blogShape(row) : null;
    },
  },
  slider: {
    listKeys: ["slider", "sliders"],
    itemKey: "slider",
    list: async (db) => (await listSliders(db, { activeOnly: true })).map(sliderShape),
    get: async (db, id) => {
      const row = await getSlider(db, id);
      return row?.isActive ? sliderShape(row) : null;
    },
  },
};

/** 'category' -> 'Category', for the 404 message. */
export function resourceLabel(resource: PublicResource): string {
  return resource.itemKey.charAt(0).toUpperCase() + resource.itemKey.slice(1);
}

export function publicResource(name: string | undefined): PublicResource | null {
  return name && Object.hasOwn(PUBLIC_RESOURCES, name) ? PUBLIC_RESOURCES[name] : null;
}

/**
 * `/api/{resource}...` for a resource the shop lists publicly (above): any other
 * name is no address of the shop's (the route's `path` answers 404 whatever the method).
 */
export const PublicResourcePath = z.object({
  resource: z.string().transform((name, ctx): PublicResource => {
    const resource = publicResource(name);
    if (resource) return resource;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Not found." });
    return z.NEVER;
  }),
});

/** The active list of a resource, under each of the keys the clients read it by. */
export async function resourceList(db: Db, resource: PublicResource) {
  const rows = await resource.list(db);
  return Object.fromEntries(resource.listKeys.map((key) => [key, rows]));
}
