import { serverMessages } from "~/locales/server";
import { sellerIdentity, sellerParts } from "~/lib/seller";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { data } from "@remix-run/node";
import { requestFavorites } from "~/http/auth.server";
import { readToast } from "~/http/toast.server";
import { localeModules } from "~/http/locale-modules.server";
import { getSettings } from "~/models/settings.server";
import { getPopup } from "~/models/content.server";
import { listPanelBrands } from "~/models/taxonomy.server";
import { popupAllowedOn } from "~/lib/popup";
import { safeLink } from "~/lib/sanitize-html.server";
import { publicOrigin } from "~/http/public-origin.server";
import { currencyCookies } from "~/http/cookies.server";
import { SiteShell } from "~/components/layout/site-shell";
import { Toast } from "~/components/layout/toast";
import { useOwnFrame } from "~/components/layout/own-frame";
import { SeoLinks } from "~/components/layout/canonical-link";
import { PageError } from "~/components/layout/page-error";
import { errorMeta } from "~/lib/meta";
import { useNonce } from "~/components/nonce";
import { InlineStyles } from "~/components/inline-styles";
import { TextPreloads } from "~/components/text-preloads";
import { LinkNavigation, useShellData } from "~/components/i18n";
import { ScrollToTopAfterNavigation } from "~/components/layout/scroll-to-top";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Only when the root's boundary shows: a navigation whose data could not be fetched at all (the
// phone offline) fails every loader it asked for, the root's too; each page says its own title.
export const meta: MetaFunction = (args) => (args.error ? errorMeta(args) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, lang, url } = context;
  const [settings, popup, user, brands] = await Promise.all([
    getSettings(db),
    getPopup(db),
    context.user(),
    listPanelBrands(db),
  ]);
  const [wishlist, cart, { toast, clear }, switchCookies] = await Promise.all([
    requestFavorites(context).then((ids) => ids?.size ?? 0),
    context.cart(),
    readToast(request, lang),
    currencyCookies(),
  ]);
  const body = {
    lang,
    // This language's text modules, preloaded where a page needs them (`TextsHandle`):
    // entry.client waits for them before hydrating.
    textModules: localeModules(lang),
    // For absolute links (canonical, hreflang, Open Graph): PUBLIC_URL behind a proxy.
    origin: publicOrigin(request),
    currency: context.currency,
    // What the '#usd' / '#try' switch writes (currency-hash.tsx): the server's own cookie.
    currencyCookies: switchCookies,
    exchangeRate: settings.exchangeRate,
    storeName: settings.storeName,
    // Who sells, for the footer (issue [20] point 1).
    seller: sellerParts(sellerIdentity(settings), serverMessages[lang].sellerLabels),
    sellerHeading: serverMessages[lang].sellerLabels.heading,
    whatsappNumber: settings.whatsappNumber,
    // Anonymous forms show reCAPTCHA's widget only when the shop has a site key.
    captchaSiteKey: process.env.CAPTCHA_SITE_KEY || null,
    instagramUrl: safeLink(settings.instagramUrl) ?? "",
    // Only on the pages it may cover: the cart, checkout, orders and account never get it.
    popup:
      popup.status && popup.src && popupAllowedOn(url.pathname)
        ? {
            src: popup.src,
            url: safeLink(popup.url) || "/shop",
            // Its last change: a changed pop-up is shown again to whoever closed the old one.
            version: String(popup.updatedAt.getTime()),
          }
        : null,
    counts: { cart: cart.itemCount, wishlist },
    // The header's brand panel (components/layout/brand-panel.tsx).
    brands,
    // The mini-cart's lines and total (no query for a visitor without a cart).
    cart,
    user: user
      ? { firstName: user.firstName, lastName: user.lastName, role: user.role, email: user.email }
      : null,
    toast,
  };
  return clear ? data(body, { headers: { "Set-Cookie": clear } }) : body;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useShellData();
  const lang = data?.lang ?? "tr";
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStyles />
        <Links />
        <TextPreloads modules={data?.textModules} />
        {data ? <SeoLinks origin={data.origin} lang={data.lang} siteName={data.storeName} /> : null}
        {data?.captchaSiteKey ? (
          <script src="https://www.google.com/recaptcha/api.js" async defer nonce={nonce} />
        ) : null}
      </head>
      <body>
        <LinkNavigation>{children}</LinkNavigation>
        <ScrollRestoration nonce={nonce} />
        <ScrollToTopAfterNavigation />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The staff's back office draws its own frame (pages/dashboard/layout.tsx).
  // The one-time message is drawn here for it, so that the message's code stays in this chunk
  // (the storefront's header draws it too; shared with a dashboard chunk it would be one more
  // script on every storefront page).
  return useOwnFrame() ? (
    <>
      <Toast />
      <Outlet />
    </>
  ) : (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  return useShellData() ? (
    <SiteShell>
      <PageError />
    </SiteShell>
  ) : (
    <PageError />
  );
}
