import { defineConfig } from "@playwright/test";

// Debian's Chromium, headless, kept off the closed network (STACK.md); no downloaded browsers.
// Playwright gives each launch a fresh, empty profile.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/helpers/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [["list"]],
  forbidOnly: !!process.env.CI,
  use: {
    browserName: "chromium",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
