import { apiRoute } from "~/api/route.server";
import {
  allowedJson,
  answerWithItem,
  CatalogueResourcePath,
  wrappedBody,
} from "~/api/catalogue-admin.server";
import {
  addBrand,
  addEntry,
  TAXONOMY_RESOURCES,
} from "~/features/catalogue/catalogue-admin.server";
import { z } from "zod";

/**
 * POST /api/{r}/add for category, type, stone, ingredient, symbol and brand (admins): the body
 * `{ [r]: { name, name_en, description, ... } }`; answers 201 `{ success, message, [r] }`.
 * A static segment, so it is matched before GET /api/{r}/{id} (api.$resource.$id.ts).
 */
export const loader = apiRoute({
  path: CatalogueResourcePath,
  POST: {
    auth: ["ROLE_ADMIN"],
    body: z.record(z.unknown()),
    handler: async ({ params: { resource }, context, body, user }) => {
      const input = wrappedBody(resource, body, "whole");
      const { id } = allowedJson(
        resource,
        resource === "brand"
          ? await addBrand(context.db, user, input)
          : await addEntry(context.db, user, TAXONOMY_RESOURCES[resource], input),
      );
      return answerWithItem(context.db, user, resource, id, { message: "Added." }, 201);
    },
  },
});
export const action = loader;
