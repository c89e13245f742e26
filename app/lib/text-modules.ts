/**
 * A language's text modules in the client build, by part: 'shop-texts' (the storefront's, every
 * page), 'order-texts' (the checkout's and orders', app/locales/order-texts.ts) and 'dashboard'.
 */
export type TextPart = "shop-texts" | "order-texts" | "dashboard";
export type TextModules = Partial<Record<TextPart, string>>;

/** A route's `handle` naming the texts its page loads besides the storefront's (preloaded by the root). */
export interface TextsHandle {
  texts: Exclude<TextPart, "shop-texts">;
}
