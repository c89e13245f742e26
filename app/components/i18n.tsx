import {
  Link,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type LinkProps,
  type NavigateFunction,
} from "@remix-run/react";
import { createContext, forwardRef, useContext, type MouseEvent, type ReactNode } from "react";
import { messages, type Messages } from "~/locales";
import { localePath, stripLang, type Lang } from "~/lib/i18n";
import { langAttr, localizedField, type LocalizedText } from "~/lib/localized-text";
import type { loader as rootLoader } from "~/root";

type RootLoaderData = ReturnType<typeof useRouteLoaderData<typeof rootLoader>>;

// In the browser only (on the server a module variable would be shared by every request).
let lastRootData: RootLoaderData;

/**
 * The root loader's data; in the browser, the last that arrived when a navigation brought none. A
 * navigation whose data could not be fetched at all (the phone offline) fails every loader it asked
 * for, the root's too: the header, footer and language the shopper was looking at stay around
 * the message. Undefined only when the document itself came without it (the server's root loader
 * failed).
 */
export function useShellData(): RootLoaderData {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (typeof document === "undefined") return data;
  if (data) return (lastRootData = data);
  // Without its one-time message, which the page it came with has shown.
  return lastRootData && { ...lastRootData, toast: null };
}

export function useRootData() {
  const data = useShellData();
  if (!data) throw new Error("root data missing");
  return data;
}

export function useLang(): Lang {
  return useShellData()?.lang ?? "tr";
}

export function useT(): Messages {
  return messages[useLang()];
}

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives every LocalLink below the router's navigate, asked for once instead of once a link. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

/**
 * A link to a path in the page's language ('/shop' becomes '/en/shop' on English pages).
 *
 * Its path is already absolute, so it needs none of what makes Remix's <Link> resolve a relative
 * one against the route matches on every render (the largest part of rendering a list of links):
 * a plain <a> whose click the router takes as <Link>'s would (left button, no modifier key, no
 * other target; the same address replaces the history entry), marked `data-discover` for lazy
 * route discovery as <Link> marks it. Without LinkNavigation above, or with <Link>'s own options
 * (prefetch, state...), it is <Link>.
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(
  function LocalLink({ to, ...rest }, ref) {
    const lang = useLang();
    const navigate = useContext(NavigateContext);
    const href = localePath(lang, to);
    const { reloadDocument, onClick, target, ...anchor } = rest;
    if (!navigate || Object.keys(anchor).some((key) => LINK_ONLY.has(key)))
      return <Link ref={ref} to={href} {...rest} />;
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (reloadDocument || event.defaultPrevented || event.button !== 0) return;
      if (target && target !== "_self") return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      navigate(href, { replace: pathname + search + hash === href });
    };
    return (
      <a
        ref={ref}
        href={href}
        target={target}
        data-discover={reloadDocument ? undefined : "true"}
        onClick={follow}
        {...anchor}
      />
    );
  },
);

/** <Link> props an <a> does not take. */
const LINK_ONLY = new Set([
  "prefetch",
  "replace",
  "state",
  "preventScrollReset",
  "relative",
  "viewTransition",
  "discover",
  "unstable_viewTransition",
]);

/** A field in the page's language, falling back to Turkish when the English one is empty. */
export function pick<T extends object>(lang: Lang, row: T, field: keyof T & string): string {
  return localizedField(lang, row, field).text;
}

/**
 * A field in the page's language only: empty when that language has none. For what must be in the
 * page's language (a meta description), where a text of the shop's own in that language is better
 * than the other language's.
 */
export function pickOwn<T extends object>(lang: Lang, row: T, field: keyof T & string): string {
  const r = row as Record<string, unknown>;
  const value = lang === "en" ? r[`${field}En`] : r[field];
  return typeof value === "string" ? value.trim() : "";
}

/**
 * A record's text in an element of its own: the page's language, or Turkish when the English is
 * empty, then marked `lang="tr"` (app/lib/localized-text.ts). `html` puts a rich text's markup
 * in, already sanitized by the loader.
 */
export function LangText({
  as: Tag = "span",
  text,
  html = false,
  className,
}: {
  as?: "span" | "p" | "h1" | "h2" | "h3" | "div" | "dd" | "strong";
  text: LocalizedText;
  html?: boolean;
  className?: string;
}) {
  const lang = langAttr(useLang(), text);
  return html ? (
    <Tag lang={lang} className={className} dangerouslySetInnerHTML={{ __html: text.text }} />
  ) : (
    <Tag lang={lang} className={className}>
      {text.text}
    </Tag>
  );
}

/** A LocalLink whose text is a record's own (a cart line's product name), marked as LangText's is. */
export function LangLink({ to, text }: { to: string; text: LocalizedText }) {
  return (
    <LocalLink to={to} lang={langAttr(useLang(), text)}>
      {text.text}
    </LocalLink>
  );
}

/** `LangText` of a row's `field`/`fieldEn`. */
export function FieldText<T extends object>({
  row,
  field,
  ...rest
}: {
  row: T;
  field: keyof T & string;
} & Omit<Parameters<typeof LangText>[0], "text">) {
  return <LangText text={localizedField(useLang(), row, field)} {...rest} />;
}

/**
 * TR / EN: the same page in the other language (the storefront's header and the back office's).
 * Here, in the module every page loads, rather than a file of its own: imported by root's header
 * and the back office's, a file of its own became a chunk of its own on every page.
 */
export function LanguageSwitch() {
  const lang = useLang();
  const t = useT().common;
  const location = useLocation();
  const bare = stripLang(location.pathname);
  return (
    <nav className="switch" aria-label={t.language}>
      <a
        href={localePath("tr", bare) + location.search}
        hrefLang="tr"
        aria-current={lang === "tr" ? "true" : undefined}
      >
        TR
      </a>
      <a
        href={localePath("en", bare) + location.search}
        hrefLang="en"
        aria-current={lang === "en" ? "true" : undefined}
      >
        EN
      </a>
    </nav>
  );
}
