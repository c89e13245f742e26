// The bare Remix app that `npm run bench` compares the shop's throughput against. Built with
// `npx remix vite:build bench/bare` into bench/.build/bare, beside (never over) ./build.
// The Remix plugin reads bench/bare/package.json only to find the server runtime.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  cacheDir: path.resolve(here, "../.build/bare-vite-cache"),
  build: { target: "es2020" },
  plugins: [
    remix({
      appDirectory: path.join(here, "app"),
      buildDirectory: process.env.BARE_BUILD_DIR ?? path.resolve(here, "../.build/bare"),
      // The same future flags as the shop, so both run the same Remix code paths.
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
