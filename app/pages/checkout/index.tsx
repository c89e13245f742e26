import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { requestCartCount } from "~/features/cart/cart.server";

/**
 * The cart's checkout button (spec 000 §4): members go on to /payment; guests to the login page,
 * which offers 'continue without an account' (to /delivery) first and signing in below it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const [user, count] = await Promise.all([context.user(), requestCartCount(context)]);
  if (count === 0) throw redirect(localePath(lang, "/cart"));
  if (user) throw redirect(localePath(lang, "/payment"));
  // Not an error: the login page offers going on without an account first (issue [17]).
  throw redirect(
    `${localePath(lang, "/login")}?checkout=1&redirectTo=${localePath(lang, "/payment")}`,
  );
}

/** A checkout button sent as a form goes where the link goes. */
export const action = loader;
