import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./tests/helpers/chromium";

// Debian's Chromium, its old headless mode (tests/helpers/chromium.ts), kept off the closed
// network (STACK.md); no downloaded browsers.
// Playwright gives each launch a fresh, empty profile.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 60_000,
  // A loaded CI machine (three browsers and servers on two cores) once took over 10 s for a
  // delete, its redirect and the list after it; waiting longer costs a passing test nothing.
  expect: { timeout: 20_000 },
  // Each worker starts its own server and database (fixtures.ts), and every other server a file
  // needs on a free port, so files share nothing. The browsers and servers wait on each other
  // much of the time: on two cores, two workers ran the suite in 17 minutes instead of 33 when it
  // was smaller; now three run it in 18 minutes where two took 27.
  workers: 3,
  reporter: [["list"]],
  forbidOnly: !!process.env.CI,
  use: {
    browserName: "chromium",
    trace: "off",
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});
