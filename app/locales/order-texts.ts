import type { Lang } from "~/lib/i18n";
import { loadMessages, messages } from ".";

/**
 * The checkout's and the orders' texts, which most shoppers' pages never show: the browser's
 * first language module (app/locales/tr/shop-texts.ts) leaves them out, and they come with the
 * pages that need them, as the dashboards' do (app/locales/dashboard.ts). Such a page imports this module:
 * loaded whole, Remix evaluates it before entry.client, which waits for `textsLoading`; on a
 * navigation, the page's clientLoader (`withOrderTexts`) waits for them.
 */
export async function loadOrderMessages(lang: Lang): Promise<void> {
  await loadMessages(lang);
  if ("checkout" in messages[lang]) return;
  const { orderTexts } =
    lang === "en" ? await import("./en/order-texts") : await import("./tr/order-texts");
  Object.assign(messages[lang], orderTexts);
}

/** A page's clientLoader: its server data and, before it renders, the texts. */
export async function withOrderTexts<T>({
  serverLoader,
  params,
}: {
  serverLoader: () => Promise<T>;
  params: { lang?: string };
}): Promise<T> {
  const [data] = await Promise.all([
    serverLoader(),
    loadOrderMessages(params.lang === "en" ? "en" : "tr"),
  ]);
  return data;
}

if (import.meta.env.SSR === false) {
  const w = window as { textsLoading?: Promise<void>[] };
  (w.textsLoading ??= []).push(
    loadOrderMessages(document.documentElement.lang === "en" ? "en" : "tr"),
  );
}
