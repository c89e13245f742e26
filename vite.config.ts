import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  // Server-only packages: keep Vite from re-optimising them on the first dev request.
  optimizeDeps: {
    exclude: ["@electric-sql/pglite", "postgres", "drizzle-orm", "@remix-run/node"],
  },
  build: { target: "es2020" },
  plugins: [
    !process.env.VITEST &&
      remix({
        // BUILD_DIR lets a benchmark build beside the working build without clobbering it.
        buildDirectory: process.env.BUILD_DIR ?? "build",
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
    tsconfigPaths(),
  ],
});
