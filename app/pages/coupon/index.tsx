import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { langFromParam, localePath } from "~/lib/i18n";

/**
 * /coupon: a coupon is entered in the cart, so the address leads there (docs/decisions/043).
 * The shop's codes are not listed: a code given to one customer or one campaign is not for
 * everyone who guesses the address.
 */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(localePath(langFromParam(params.lang) ?? "tr", "/cart"));
}
