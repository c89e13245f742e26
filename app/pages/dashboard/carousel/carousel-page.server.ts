import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import {
  addToCarousel,
  findCarouselProducts,
  isRefusal,
  listCarousel,
  moveInCarousel,
  removeFromCarousel,
  type Refusal,
} from "~/features/content/carousel.server";

/**
 * /dashboard/carousel without JavaScript first: the carousel's entries with remove and up/down
 * buttons, and a GET search form (`?q=`) whose matches each have an add button, all plain POSTs
 * that come back to the page (and its search) with a message. With JavaScript the page's picker
 * searches through carouselSearchLoader and adds, removes and reorders through the /api calls.
 */
type Args = LoaderFunctionArgs | ActionFunctionArgs;

function allowed<T>(outcome: T | Refusal): T {
  if (isRefusal(outcome)) throw outcome.refused === "forbidden" ? forbidden() : notFound();
  return outcome;
}

const MAX_Q = 100;
const queryOf = (value: unknown) => String(value ?? "").slice(0, MAX_Q);

export async function carouselLoader({ request, context }: Args) {
  const user = await requireUser(context);
  const q = queryOf(new URL(request.url).searchParams.get("q"));
  const [entries, matches] = await Promise.all([
    listCarousel(context.db, user),
    findCarouselProducts(context.db, user, q),
  ]);
  return { entries: allowed(entries), matches: allowed(matches), q };
}

/** The picker's search as you type: `{ matches }` as JSON (no page). */
export async function carouselSearchLoader({ request, context }: Args) {
  const user = await requireUser(context);
  const q = queryOf(new URL(request.url).searchParams.get("q"));
  const matches = allowed(await findCarouselProducts(context.db, user, q));
  return Response.json({ matches }, { headers: { "Cache-Control": "private, no-store" } });
}

/** intent add (`product`), remove, up, down (`entry`); `q` the search to come back to. */
export async function carouselAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const form = await request.formData();
  const q = queryOf(form.get("q"));
  const back =
    localePath(requestLang(request), "/dashboard/carousel") +
    (q ? `?q=${encodeURIComponent(q)}` : "");
  const say = (key: Parameters<typeof redirectWithDashboardToast>[1], type?: "error") =>
    redirectWithDashboardToast(back, key, undefined, { status: 303, type });
  const entry = String(form.get("entry") ?? "");
  switch (form.get("intent")) {
    case "add": {
      const added = allowed(
        await addToCarousel(context.db, user, String(form.get("product") ?? "")),
      );
      if (added.ok) return say("carouselAdded");
      return say(added.problem === "already" ? "carouselAlready" : "carouselGone", "error");
    }
    case "remove": {
      const removed = await removeFromCarousel(context.db, user, entry);
      if (isRefusal(removed) && removed.refused === "missing") return say("carouselGone", "error");
      allowed(removed);
      return say("carouselRemoved");
    }
    case "up":
    case "down": {
      const moved = await moveInCarousel(
        context.db,
        user,
        entry,
        form.get("intent") as "up" | "down",
      );
      if (isRefusal(moved) && moved.refused === "missing") return say("carouselGone", "error");
      allowed(moved);
      return say("carouselMoved");
    }
    default:
      throw badRequest();
  }
}
