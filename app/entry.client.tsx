import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMessages } from "~/locales";

const lang = document.documentElement.lang === "en" ? "en" : "tr";
// The page's strings first (the root preloads their module, so this costs no extra round trip),
// and those its route modules began to load as Remix evaluated them, before this script
// (app/locales/dashboard.ts).
const more = (window as { textsLoading?: Promise<void>[] }).textsLoading ?? [];
Promise.all([loadMessages(lang), ...more]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
