import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/helpers/chromium";

// Debian's Chromium, headless, kept off the closed network (STACK.md); no downloaded browsers.
// Playwright gives each launch a fresh, empty profile.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/helpers/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker starts its own server and database (fixtures.ts), and every other server a file
  // needs on a free port, so files share nothing: two workers on CI's two cores ran the suite in
  // 17 minutes instead of 33, the browsers and servers waiting on each other half the time.
  workers: 2,
  reporter: [["list"]],
  forbidOnly: !!process.env.CI,
  use: {
    browserName: "chromium",
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});
