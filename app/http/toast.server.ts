import { redirect } from "@remix-run/node";
import { fmt, type Lang } from "~/lib/i18n";
import { serverMessages, type ServerMessages } from "~/locales/server";
import { dashboardMessages, type DashboardMessages } from "~/locales/dashboard";
import { toastCookie } from "./cookies.server";

/**
 * A message that survives a redirect ('Başarıyla çıkış yapıldı!'), in a short cookie the next page
 * reads and clears (cookies.server.ts). It carries a key of serverMessages.toast, never user text:
 * a key that is not one does not compile, and one that arrives forged is dropped.
 */
export type ToastKey = keyof ServerMessages["toast"];
export type ToastType = "success" | "error";
/** A dashboard message (dashboardMessages.toast): the storefront's texts never carry them. */
export type DashboardToastKey = keyof DashboardMessages["toast"];

/**
 * The counts a dashboard message names: `n` ('3 ürün de kapatıldı'), and `archived` beside it
 * ('1 ürün silindi. Siparişi olan 2 ürün arşivlendi'). Numbers only: they go into our own text.
 */
export type DashboardCounts = { n?: number; archived?: number };
const COUNT_NAMES = ["n", "archived"] as const;

export type Toast =
  | { type: ToastType; key: ToastKey }
  | ({ type: ToastType; dashboard: DashboardToastKey } & DashboardCounts);

/** The Set-Cookie that leaves the message, for an answer that sets other cookies too. */
export function setToast(key: ToastKey, type: ToastType = "success"): Promise<string> {
  return toastCookie.serialize({ type, key } satisfies Toast);
}

/**
 * A redirect to a dashboard page with a dashboard message: `counts` the numbers it names (a
 * number is `n`); `type` error for a refusal ('Önce ürün seçiniz.'); `status` 303 for a post
 * answered with a page.
 */
export async function redirectWithDashboardToast(
  url: string,
  dashboard: DashboardToastKey,
  counts?: number | DashboardCounts,
  init: { type?: ToastType; status?: 302 | 303 } = {},
): Promise<Response> {
  const toast: Toast = {
    type: init.type ?? "success",
    dashboard,
    ...(typeof counts === "number" ? { n: counts } : counts),
  };
  return redirect(url, {
    status: init.status ?? 302,
    headers: { "Set-Cookie": await toastCookie.serialize(toast) },
  });
}

/**
 * A redirect that shows a one-time message on the page it leads to. `headers` adds to it (another
 * Set-Cookie: a new session, a guest cart); `status` 303 for a post answered with its own page.
 */
export async function redirectWithToast(
  url: string,
  key: ToastKey,
  init: { type?: ToastType; status?: 302 | 303; headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToast(key, init.type));
  return redirect(url, { status: init.status ?? 302, headers });
}

/** The contact form's message closes sooner (spec 000 §9: 'contact 2 s'). */
const SHORT_TOASTS = new Set<ToastKey>(["contactSent"]);

/**
 * What the page shows, written out here in the page's language: no message text travels in the
 * scripts every page loads (the storefront's budget, DESIGN.md §8). `short`: it closes after 2 s.
 */
export type ShownToast = { type: ToastType; text: string; short?: true };

/** The request's message, and the Set-Cookie that clears it (null when it carried none). */
export async function readToast(
  request: Request,
  lang: Lang,
): Promise<{ toast: ShownToast | null; clear: string | null }> {
  const value: unknown = await toastCookie.parse(request.headers.get("cookie"));
  if (value === null || value === "") return { toast: null, clear: null };
  const clear = await toastCookie.serialize("", { maxAge: 0 });
  const toast = toastOf(value);
  if (!toast) return { toast, clear };
  if ("key" in toast) {
    const text = serverMessages[lang].toast[toast.key];
    return {
      toast: { type: toast.type, text, ...(SHORT_TOASTS.has(toast.key) ? { short: true } : {}) },
      clear,
    };
  }
  const text = fmt(dashboardMessages[lang].toast[toast.dashboard], {
    n: toast.n ?? 0,
    archived: toast.archived ?? 0,
  });
  return { toast: { type: toast.type, text }, clear };
}

/** The message a cookie names, rebuilt from known keys only (a forged one is dropped). */
function toastOf(value: unknown): Toast | null {
  if (typeof value !== "object" || value === null) return null;
  const fields = value as Record<string, unknown>;
  const { type, key, dashboard } = fields;
  if (type !== "success" && type !== "error") return null;
  if (typeof key === "string" && Object.hasOwn(serverMessages.tr.toast, key))
    return { type, key: key as ToastKey };
  if (typeof dashboard === "string" && Object.hasOwn(dashboardMessages.tr.toast, dashboard)) {
    const counts: DashboardCounts = {};
    for (const name of COUNT_NAMES) {
      const count = fields[name];
      if (typeof count === "number" && Number.isSafeInteger(count)) counts[name] = count;
    }
    return { type, dashboard: dashboard as DashboardToastKey, ...counts };
  }
  return null;
}
