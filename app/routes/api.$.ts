import { notFoundJson } from "~/lib/api-shapes.server";

/** Any /api path no route answers, whatever the method: 404 as JSON, never the HTML not-found page. */
export const loader = () => notFoundJson();
export const action = () => notFoundJson();
