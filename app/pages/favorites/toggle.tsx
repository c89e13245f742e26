import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isUuid } from "~/api/answers.server";
import { langFromParam, localePath } from "~/lib/i18n";
import { setFavorite, toggleFavorite } from "~/models/favorite.server";
import { redirectTo } from "~/schemas/auth";
import { redirectWithToast, setToast } from "~/http/toast.server";
import { notFound, badRequest } from "~/http/page-responses.server";

/**
 * POST /favorites/toggle {productId, intent: add | remove, redirectTo}: the wish buttons' one
 * action. A plain form post comes back to its page with 303; the JavaScript fetcher (js=1) gets
 * the new state and Remix reloads the page's data. Signed out: to sign in, then back. A product
 * the shop no longer lists comes back with a message.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = langFromParam(params.lang);
  if (!lang) throw notFound();
  const form = await request.formData();
  const back =
    redirectTo.parse(form.get("redirectTo")?.toString()) ?? localePath(lang, "/favorites");
  const user = await context.user();
  if (!user)
    return redirect(
      `${localePath(lang, "/login")}?${new URLSearchParams({ redirectTo: back })}`,
      303,
    );
  const productId = form.get("productId")?.toString().toLowerCase();
  if (!isUuid(productId)) throw badRequest();
  const intent = form.get("intent");
  const { db } = context;
  const wished =
    intent === "add" || intent === "remove"
      ? await setFavorite(db, user.id, productId, intent === "add")
      : await toggleFavorite(db, user.id, productId);
  if (wished === null) {
    // The product left the shop after the page was drawn: say so on the page the heart is on.
    if (form.get("js") === "1") {
      const headers = { "Set-Cookie": await setToast("favoriteGone", "error") };
      return Response.json({ wished: false }, { headers });
    }
    return redirectWithToast(back, "favoriteGone", { type: "error", status: 303 });
  }
  if (form.get("js") === "1") return { wished };
  return redirect(back, 303);
}

/** Someone who opens the address itself sees their favorites. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(localePath(langFromParam(params.lang) ?? "tr", "/favorites"));
}
