import { apiRoute } from "~/api/route.server";

/**
 * Any /api path no route answers, whatever the method: 404 as JSON, never the HTML not-found page
 * (after the dashboard calls' role check, so an unbuilt dashboard call still answers 401 or 403).
 * It declares no method: every method is the 404.
 */
export const loader = apiRoute({});
export const action = loader;
