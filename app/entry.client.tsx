import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMessages } from "~/locales";

// A navigation that starts while the last one's answer is still streaming in aborts that answer
// (the router's `controller.abort()`, no reason given). turbo-stream, which reads Remix's answers,
// leaves that abort unhandled once the answer's data are in (its `done` and the reader's `closed`
// promises, which Remix never awaits): on a slow network, a second click would report two
// "AbortError"s, though nothing failed. tests/e2e/slow-network.spec.ts
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") {
    event.preventDefault();
  }
});

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
