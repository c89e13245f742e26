/**
 * Debian's Chromium, headless, kept off the closed network (STACK.md). The browser tests run its
 * old headless mode, the package `chromium-headless-shell`: the same Blink and V8, without the
 * desktop browser around them, as Playwright itself runs headless tests by default; it ran the
 * suite in about half the CPU time (docs/decisions/059). Lighthouse measures the phone in the
 * whole browser (`--headless=new`), as its own documentation runs it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
