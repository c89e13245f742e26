import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration files each start a server; two cores, so keep parallelism small.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
