import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { langFromParam, localePath } from "~/lib/i18n";
import { buyNowPost } from "~/features/cart/buy-now.server";
import { notFound } from "~/http/page-responses.server";

/** POST /buy-now: the product page's 'Hemen Al' (app/features/cart/buy-now.server.ts). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = langFromParam(params.lang);
  if (!lang) throw notFound();
  return buyNowPost(request, context, lang);
}

/** Nothing to show: an address typed in, or a sign-in's way back, goes to the shop. */
export function loader({ params }: LoaderFunctionArgs) {
  const lang = langFromParam(params.lang);
  if (!lang) throw notFound();
  return redirect(localePath(lang, "/shop"));
}
