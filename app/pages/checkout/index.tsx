import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { requestCartCount } from "~/features/cart/cart.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The cart's checkout button (spec 000 §4): members go on to /payment; guests sign in first, or
 * take the login page's 'continue without an account' to /delivery.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const [user, count] = await Promise.all([context.user(), requestCartCount(context)]);
  if (count === 0) throw redirect(localePath(lang, "/cart"));
  if (user) throw redirect(localePath(lang, "/payment"));
  throw await redirectWithToast(
    `${localePath(lang, "/login")}?redirectTo=${localePath(lang, "/payment")}`,
    "loginToCheckout",
    { type: "error" },
  );
}

/** A checkout button sent as a form goes where the link goes. */
export const action = loader;
