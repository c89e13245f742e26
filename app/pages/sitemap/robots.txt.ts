import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/http/public-origin.server";
import { methodNotAllowed } from "~/api/answers.server";

/**
 * Pages that are someone's own (checkout, orders, the account), sign-in forms and the JSON API:
 * nothing there for a search engine. The cart is not among them: without a cookie it is an empty
 * page with nothing private, and Lighthouse's SEO audit, which the cart page must pass, fails a
 * page robots.txt blocks (docs/decisions/009).
 */
const PRIVATE = [
  "/checkout",
  "/delivery",
  "/payment",
  "/order",
  "/dashboard",
  "/favorites",
  "/login",
  "/logout",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/merchant-signup",
];

/** Every storefront path is also reached with /en (English) and /tr (Turkish spelt out). */
const PREFIXES = ["", "/en", "/tr"];

function robotsTxt(origin: string): string {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...PREFIXES.flatMap((prefix) => PRIVATE.map((path) => `Disallow: ${prefix}${path}`)),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join("\n")}\n`;
}

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}

export const action = methodNotAllowed;
