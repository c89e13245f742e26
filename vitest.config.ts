import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Two projects: unit tests (beside the code in `app/` and `db/`, and in `tests/unit/`) run from
 * the sources, with no build; integration tests start the real server over the production build,
 * so only they check for one.
 * `npx vitest run --project unit` runs unit tests alone; `npm test` builds first and runs both.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration files each start a server; two cores, so keep parallelism small.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/unit/**/*.test.ts"],
          setupFiles: ["tests/helpers/page-texts.ts"],
          globalSetup: ["tests/helpers/global-setup.ts"],
          // The stylesheet as the build inlines it (app/edge/document-gzip.server.ts), not "".
          css: { include: [/app\.css/] },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/helpers/build-check.ts", "tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
