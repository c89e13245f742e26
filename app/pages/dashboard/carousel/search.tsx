import type { LoaderFunctionArgs } from "@remix-run/node";
import { carouselSearchLoader } from "./carousel-page.server";

/** GET /dashboard/carousel/search?q=: the carousel picker's search, as JSON (no page). */
export const loader = (args: LoaderFunctionArgs) => carouselSearchLoader(args);
