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

/**
 * Waits until Remix has decoded the page's loader data (single fetch streams it into the document
 * as turbo-stream text), so that hydration never has to wait for it.
 *
 * RemixBrowser starts that decoding in its first render and suspends on it, at the very top of
 * the tree, where there is no Suspense boundary. A click, a key or a focus that reaches React
 * between `hydrateRoot` and that first render (an input the browser queued while the page
 * painted: a shopper tapping the order page the card form sent them to) makes React hydrate at
 * once, synchronously; the suspension then ends that render as "Root did not complete" (Minified
 * React error #345), and the page is never hydrated. remix-run/react-router#12763 is that bug,
 * still open upstream.
 *
 * Calling RemixBrowser once as a plain function starts the decoding and hands back the promise it
 * would suspend on before it touches a hook (the decoding is asynchronous, so a first call always
 * throws it). After it settles, the render finds the data decoded and does not suspend.
 * tests/e2e/hydration.spec.ts
 */
async function hydrationDataDecoded(): Promise<void> {
  const context = window.__remixContext;
  if (!context?.future.v3_singleFetch || !context.stream) return;
  try {
    RemixBrowser({});
  } catch (thrown) {
    // Anything else (a later Remix that works otherwise), or data that fail to decode: hydrate
    // as Remix does by itself, which shows its own error.
    if (isThenable(thrown)) await Promise.resolve(thrown).catch(() => undefined);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}

const lang = document.documentElement.lang === "en" ? "en" : "tr";
// The page's strings first (the root preloads their module, so this costs no extra round trip),
// and those its route modules began to load as Remix evaluated them, before this script
// (app/locales/dashboard.ts). The loader data decoded too, so that hydration never suspends.
const more = (window as { textsLoading?: Promise<void>[] }).textsLoading ?? [];
Promise.all([loadMessages(lang), ...more, hydrationDataDecoded()]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
