import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/helpers/chromium";

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
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});
