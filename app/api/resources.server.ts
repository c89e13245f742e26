import { z } from "zod";
import type { DbOrTx } from "../../db/client.server";
import { readerReach, type Reach } from "~/lib/catalogue-actor";
import type { PublicUser } from "~/models/user.server";
import {
  blogsInReach,
  brandsInReach,
  slidersInReach,
  taxonomyInReach,
} from "~/models/reach-reads.server";
import type { TaxonomyGroup } from "~/models/taxonomy.server";
import { brandShape, categoryShape, taxonomyShape } from "./shapes/catalogue.server";
import { blogShape, sliderShape } from "./shapes/content.server";
import { found, readAnswer } from "./answers.server";
import { withEtag } from "./versions.server";

/**
 * GET /api/{r}, /api/{r}/list and /api/{r}/{id} for the catalogue and content resources: the list
 * key and item key each one answers with, and its rows in the contract's shape, those its reader
 * sees (app/lib/catalogue-actor.ts `Reach`: shoppers the active ones, staff also what they edit).
 */
interface PublicResource {
  /** Response keys of the list answers. The spec's slider clients read `slider`. */
  listKeys: string[];
  itemKey: string;
  list(db: DbOrTx, reach: Reach): Promise<unknown[]>;
  get(db: DbOrTx, id: string, reach: Reach): Promise<unknown | null>;
}

/** A resource from its read (all rows, or the one of `id`) and its shape. */
function resource<R>(
  listKey: string | string[],
  itemKey: string,
  read: (db: DbOrTx, reach: Reach, id?: string) => Promise<R[]>,
  shape: (row: R) => unknown,
): PublicResource {
  return {
    listKeys: typeof listKey === "string" ? [listKey] : listKey,
    itemKey,
    list: async (db, reach) => (await read(db, reach)).map(shape),
    get: async (db, id, reach) => {
      const [row] = await read(db, reach, id);
      return row ? shape(row) : null;
    },
  };
}

function taxonomyResource(group: TaxonomyGroup, itemKey: string): PublicResource {
  return resource(
    group,
    itemKey,
    (db, reach, id) => taxonomyInReach(db, group, reach, id),
    (row) =>
      group === "categories"
        ? categoryShape({ ...row, productIds: row.productIds ?? [] })
        : taxonomyShape(row),
  );
}

const PUBLIC_RESOURCES: Record<string, PublicResource> = {
  category: taxonomyResource("categories", "category"),
  type: taxonomyResource("types", "type"),
  stone: taxonomyResource("stones", "stone"),
  ingredient: taxonomyResource("ingredients", "ingredient"),
  symbol: taxonomyResource("symbols", "symbol"),
  brand: resource("brands", "brand", brandsInReach, brandShape),
  blog: resource("blogs", "blog", blogsInReach, blogShape),
  slider: resource(["slider", "sliders"], "slider", slidersInReach, sliderShape),
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

/** A resource's list as its reader sees it, under each of the keys the clients read it by. */
export async function resourceList(db: DbOrTx, resource: PublicResource, reach: Reach) {
  const rows = await resource.list(db, reach);
  return Object.fromEntries(resource.listKeys.map((key) => [key, rows]));
}

/** GET /api/{r} and /api/{r}/list, answered to the caller (signed in or not: `context.user()`). */
export async function listAnswer(db: DbOrTx, resource: PublicResource, user: PublicUser | null) {
  const reach = readerReach(user);
  return readAnswer(await resourceList(db, resource, reach), reach);
}

/**
 * GET /api/{r}/{id}: the record if the caller sees it, else 404 as if there were none; with its
 * `ETag` when it has a version.
 */
export async function itemAnswer(
  db: DbOrTx,
  resource: PublicResource,
  id: string,
  user: PublicUser | null,
) {
  const reach = readerReach(user);
  const item = found(await resource.get(db, id, reach), resourceLabel(resource));
  const answer = readAnswer({ [resource.itemKey]: item }, reach);
  // A record staff edit answers its version as its ETag (decision 067).
  const version = (item as { version?: unknown }).version;
  return typeof version === "number" ? withEtag(answer, version) : answer;
}
