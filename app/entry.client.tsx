import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMessages } from "~/locales";

// The page's strings first (the root preloads their module, so this costs no extra round trip).
loadMessages(document.documentElement.lang === "en" ? "en" : "tr").then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
