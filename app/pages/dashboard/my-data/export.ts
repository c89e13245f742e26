import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportLoader } from "./my-data-page.server";

/**
 * GET /dashboard/my-data/export?format=json|csv (decision 080): everything the shop holds about
 * the signed-in member, as a file. A plain link: no JavaScript.
 */
export function loader(args: LoaderFunctionArgs) {
  return exportLoader(args);
}
