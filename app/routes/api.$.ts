import { apiHandler, notFoundJson } from "~/lib/api-shapes.server";

/**
 * Any /api path no route answers, whatever the method: 404 as JSON, never the HTML not-found page
 * (after apiHandler's role check, so an unbuilt dashboard call still answers 401 or 403).
 */
export const loader = apiHandler(() => notFoundJson());
export const action = apiHandler(() => notFoundJson());
