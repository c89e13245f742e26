import type { Lang } from "~/lib/i18n";
import { en } from "./en";
import { tr, type Messages } from "./tr";

export type { Messages };

/**
 * Every visible string, by language. The server holds both; a browser holds only its page's
 * language (half the bytes on a slow phone): the client build drops the static pair below, and
 * entry.client loads the one it needs before hydrating (`loadMessages`), preloaded by the root.
 * Changing language reloads the page (spec 000 §4), so a page never needs the other one.
 */
export const messages: Record<Lang, Messages> =
  import.meta.env.SSR === false ? ({} as Record<Lang, Messages>) : { tr, en };

export async function loadMessages(lang: Lang): Promise<void> {
  if (messages[lang]) return;
  // The storefront's texts; the checkout's and orders' come with their pages (./order-texts.ts).
  const { shopTexts } =
    lang === "en" ? await import("./en/shop-texts") : await import("./tr/shop-texts");
  messages[lang] = shopTexts as Messages;
}
