import { useMatches } from "@remix-run/react";
import type { TextModules, TextsHandle } from "~/lib/text-modules";

/**
 * modulepreload links for the page's text modules: the storefront's and those its routes name in
 * their handle. entry.client waits for them before hydrating, so the browser fetches them beside
 * the page's other modules instead of after them.
 */
export function TextPreloads({ modules }: { modules: TextModules | undefined }) {
  const parts = new Set<keyof TextModules>(["shop-texts"]);
  for (const m of useMatches()) {
    const texts = (m.handle as Partial<TextsHandle> | undefined)?.texts;
    if (texts) parts.add(texts);
  }
  return [...parts].map((part) =>
    modules?.[part] ? <link key={part} rel="modulepreload" href={modules[part]} /> : null,
  );
}
