import { vitePlugin as remix } from "@remix-run/dev";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, transformWithEsbuild, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const buildDirectory = process.env.BUILD_DIR ?? "build";

/**
 * Browsers load only their page's language (app/locales/index.ts), and the texts of the
 * checkout's and the dashboards' pages only on those pages (app/locales/order-texts.ts, dashboard.ts).
 * The client build writes where each of these modules went, by language and part, so the server
 * can preload them (app/http/locale-modules.server.ts).
 */
function localeModules(): Plugin {
  return {
    name: "shop-locale-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const files: Record<string, Record<string, string>> = {};
      for (const chunk of Object.values(bundle)) {
        const m =
          chunk.type === "chunk" &&
          /app\/locales\/(tr|en)\/(shop-texts|order-texts|dashboard)\.ts$/.exec(
            chunk.facadeModuleId ?? "",
          );
        if (m) (files[m[1]!] ??= {})[m[2]!] = `/${chunk.fileName}`;
      }
      if (Object.keys(files).length > 0) {
        writeFileSync(path.resolve(buildDirectory, "locale-modules.json"), JSON.stringify(files));
      }
    },
  };
}

/**
 * The server entry (server.ts) compiled into the build, beside the app it serves: production
 * starts it with plain node, without a TypeScript loader (docs/decisions/018).
 */
function serverEntry(): Plugin {
  let root = "";
  let ssr = false;
  return {
    name: "shop-server-entry",
    apply: "build",
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (!ssr) return;
      const source = path.join(root, "server.ts");
      const { code } = await transformWithEsbuild(readFileSync(source, "utf8"), source, {
        loader: "ts",
        format: "esm",
        target: "node20",
        banner: "// Compiled from server.ts by `npm run build`: edit that file.",
      });
      writeFileSync(path.resolve(buildDirectory, "server.js"), code);
    },
  };
}

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  // Server-only packages: keep Vite from re-optimising them on the first dev request.
  optimizeDeps: {
    exclude: ["@electric-sql/pglite", "postgres", "drizzle-orm", "@remix-run/node"],
  },
  build: {
    target: "es2020",
    rollupOptions: {
      onwarn(warning, warn) {
        // Routes without browser code (actions, /api resource routes) each leave an empty client
        // chunk: expected, and 57 lines a newcomer would read as trouble.
        if (warning.code === "EMPTY_BUNDLE") return;
        // The server holds both languages on purpose; only the browser loads one at a time
        // (app/locales/index.ts), so the server build's note about it is expected too.
        if (
          warning.plugin === "vite:reporter" &&
          /app\/locales\/(tr|en)\/(shop-texts|order-texts|dashboard)\.ts is dynamically imported/.test(
            warning.message,
          )
        )
          return;
        warn(warning);
      },
    },
  },
  plugins: [
    !process.env.VITEST &&
      remix({
        // BUILD_DIR lets a benchmark build beside the working build without clobbering it.
        buildDirectory,
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          // The route table is app/routes.ts (the site map), not the file names of a folder.
          v3_routeConfig: true,
        },
      }),
    !process.env.VITEST && localeModules(),
    !process.env.VITEST && serverEntry(),
    tsconfigPaths(),
  ],
});
