import { Link, useRouteLoaderData, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";
import { messages, type Messages } from "~/locales";
import { localePath, type Lang } from "~/lib/i18n";
import type { Currency } from "~/lib/money";
import type { loader as rootLoader } from "~/root";

export type RootData = {
  lang: Lang;
  currency: Currency;
  exchangeRate: number;
};

export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root data missing");
  return data;
}

export function useLang(): Lang {
  return useRouteLoaderData<typeof rootLoader>("root")?.lang ?? "tr";
}

export function useT(): Messages {
  return messages[useLang()];
}

/** A Link to a path in the page's language ('/shop' becomes '/en/shop' on English pages). */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(
  function LocalLink({ to, ...rest }, ref) {
    const lang = useLang();
    return <Link ref={ref} to={localePath(lang, to)} {...rest} />;
  },
);

/** A field in the page's language, falling back to Turkish when the English one is empty. */
export function pick<T extends object>(lang: Lang, row: T, field: keyof T & string): string {
  const r = row as Record<string, unknown>;
  const en = r[`${field}En`];
  return String((lang === "en" && typeof en === "string" && en.trim() ? en : r[field]) ?? "");
}
