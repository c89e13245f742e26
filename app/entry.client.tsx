import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMessages } from "~/locales";

const lang = document.documentElement.lang === "en" ? "en" : "tr";
// The page's strings first (the root preloads their module, so this costs no extra round trip),
// and a dashboard page's own.
Promise.all([
  loadMessages(lang),
  // Fetched only there: the shop's pages carry not even the code that would load them.
  /^(?:\/en)?\/dashboard(?:\/|$)/.test(location.pathname)
    ? import("~/locales/dashboard").then((m) => m.loadDashboardMessages(lang))
    : null,
]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
