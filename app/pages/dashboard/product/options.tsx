import type { LoaderFunctionArgs } from "@remix-run/node";
import { productOptionsLoader } from "~/features/catalogue/product-form-page.server";

/** GET /dashboard/product/options?q=: the product pickers' search, as JSON (no page). */
export const loader = (args: LoaderFunctionArgs) => productOptionsLoader(args);
