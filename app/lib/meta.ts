import type { MetaDescriptor } from "@remix-run/react";

type RootMatch = { id: string; data: unknown };

/** The page title in the shop's name, from the root loader's data. */
export function pageMeta(
  matches: RootMatch[],
  title: string,
  description?: string,
): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as { storeName?: string } | undefined;
  const store = root?.storeName ?? "";
  // The home page's title is the shop's name alone.
  const full = !title ? store : store ? `${title} | ${store}` : title;
  const tags: MetaDescriptor[] = [{ title: full }, { property: "og:title", content: full }];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  return tags;
}

export function rootLang(matches: RootMatch[]): "tr" | "en" {
  const root = matches.find((m) => m.id === "root")?.data as { lang?: "tr" | "en" } | undefined;
  return root?.lang ?? "tr";
}
