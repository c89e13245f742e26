import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Three projects: unit tests (beside the code in `app/` and `db/`, and in `tests/unit/`) and
 * component tests run from the sources, with no build; integration tests start the real server
 * over the production build, so only they check for one.
 * `npx vitest run --project unit --project components` runs the tests that need no build;
 * `npm test` builds first and runs all three projects.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration files each start a server; two cores, so keep parallelism small.
    maxWorkers: 2,
    minWorkers: 1,
    // The pool reuses a worker process for the next file; each project's `isolate` says whether
    // the file gets fresh modules in it (vitest reads the pool's setting only from here).
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"],
          setupFiles: ["tests/helpers/page-texts.ts"],
          globalSetup: ["tests/helpers/global-setup.ts"],
          // A worker keeps the modules it loaded for its next file: loading the app's models,
          // drizzle and PGlite again for each file was most of this project's time. Each file
          // still opens its own database (tests/helpers/database.ts).
          isolate: false,
          // The stylesheet as the build inlines it (app/edge/document-gzip.server.ts), not "".
          css: { include: [/app\.css/] },
        },
      },
      {
        extends: true,
        test: {
          // Components in jsdom, each file in its own: Testing Library's `screen` is bound to the
          // document of the file that first loaded it.
          name: "components",
          include: ["app/**/*.test.tsx"],
          // Worker threads, which the pool isolates per file (the forks pool shares its processes).
          pool: "threads",
          setupFiles: ["tests/helpers/page-texts.ts"],
          css: { include: [/app\.css/] },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // A worker runs its files in one process, where sharedServer's servers outlive a file
          // (tests/helpers/server.ts): a start costs seconds of CPU.
          isolate: false,
          globalSetup: ["tests/helpers/build-check.ts", "tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
