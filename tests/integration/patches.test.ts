// The packages the shop patches (patches/, applied by patch-package on install; docs/patches.md
// says why each, measured, with its upstream thread). Each patch is made for one exact version,
// pinned in package.json (`overrides` for the transitive ones), and `postinstall` fails when one
// does not apply. This file fails when a patch is missing: its file gone from patches/, its
// package at another version, its lines not in node_modules, or (where a test can show it) the
// behaviour it brings not there. tests/integration/route-matching.test.ts shows that the router
// patch changes no match; this file shows that it is there.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import * as upstreamRouterBuild from "@remix-run/router/dist/router.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(import.meta.url);

/** Every patch file, the package it patches and the version it was made for. */
const PATCHES = [
  { file: "@remix-run+react+2.17.5.patch", name: "@remix-run/react", version: "2.17.5" },
  { file: "@remix-run+router+1.23.3.patch", name: "@remix-run/router", version: "1.23.3" },
  {
    file: "@remix-run+server-runtime+2.17.5.patch",
    name: "@remix-run/server-runtime",
    version: "2.17.5",
  },
  { file: "postgres+3.4.9.patch", name: "postgres", version: "3.4.9" },
  { file: "react-router-dom+6.30.4.patch", name: "react-router-dom", version: "6.30.4" },
] as const;

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as PackageJson;

/** Per file a patch touches, its hunks: the lines as they read once the patch is applied. */
function patchedHunks(patch: string): { file: string; after: string }[] {
  const hunks: { file: string; after: string }[] = [];
  let file = "";
  let after: string[] | null = null;
  const close = () => {
    if (after) hunks.push({ file, after: after.join("\n") });
    after = null;
  };
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) {
      close();
      file = line.split(" b/")[1]!;
    } else if (line.startsWith("@@")) {
      close();
      after = [];
    } else if (after && (line.startsWith(" ") || line.startsWith("+"))) {
      after.push(line.slice(1));
    } else if (after && line === "") {
      // An empty context line whose leading space an editor trimmed.
      after.push("");
    }
  }
  close();
  return hunks;
}

describe("the patched packages", () => {
  it("patches/ holds the patches this file checks, and no other", () => {
    expect(readdirSync(path.join(ROOT, "patches")).sort()).toEqual(PATCHES.map((p) => p.file));
  });

  const pkg = readJson(path.join(ROOT, "package.json"));
  for (const patch of PATCHES) {
    describe(patch.file, () => {
      it(`package.json pins ${patch.name} to ${patch.version}`, () => {
        const pinned =
          pkg.dependencies?.[patch.name] ??
          pkg.devDependencies?.[patch.name] ??
          pkg.overrides?.[patch.name];
        expect(pinned).toBe(patch.version);
        // A transitive package is pinned everywhere by `overrides`; a direct one by its entry.
        if (!pkg.dependencies?.[patch.name] && !pkg.devDependencies?.[patch.name])
          expect(pkg.overrides?.[patch.name]).toBe(patch.version);
      });

      it(`node_modules holds ${patch.name} ${patch.version}, once`, () => {
        const installed = readJson(path.join(ROOT, "node_modules", patch.name, "package.json"));
        expect(installed.version).toBe(patch.version);
        // No copy of another version nested under a dependent, which the patch would miss.
        const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
          packages: Record<string, { version?: string }>;
        };
        const copies = Object.entries(lock.packages).filter(([where]) =>
          where.endsWith(`node_modules/${patch.name}`),
        );
        expect(copies.map(([where, p]) => `${where}@${p.version}`)).toEqual([
          `node_modules/${patch.name}@${patch.version}`,
        ]);
      });

      it("every hunk is applied in node_modules", () => {
        const hunks = patchedHunks(readFileSync(path.join(ROOT, "patches", patch.file), "utf8"));
        expect(hunks.length).toBeGreaterThan(0);
        for (const { file, after } of hunks) {
          const target = path.join(ROOT, file);
          expect(existsSync(target), file).toBe(true);
          expect(readFileSync(target, "utf8").includes(after), `${file}:\n${after}`).toBe(true);
        }
      });
    });
  }
});

describe("what each patch brings", () => {
  it("@remix-run/router: the server's matcher ranks a routes array once, not per match", () => {
    // The server loads the CommonJS build (patched); the browser the ES module build (not patched).
    const patched = require("@remix-run/router") as typeof Router;
    const upstream = upstreamRouterBuild as unknown as typeof Router;
    for (const router of [patched, upstream]) {
      const routes: AgnosticRouteObject[] = [{ id: "shop", path: "/shop" }];
      expect(router.matchRoutes(routes, "/cart")).toBeNull();
      // A route added to the same array later: upstream flattens and ranks the array on every
      // match and finds it; the patched matcher keeps the ranking it made the first time.
      routes.push({ id: "cart", path: "/cart" });
      const found = router.matchRoutes(routes, "/cart")?.map((m) => m.route.id) ?? null;
      expect(found).toEqual(router === patched ? null : ["cart"]);
      // A new array is ranked anew.
      expect(router.matchRoutes([...routes], "/cart")?.map((m) => m.route.id)).toEqual(["cart"]);
    }
  });

  it("react-router-dom: createStaticRouter converts a routes array to data routes once", async () => {
    const server =
      require("react-router-dom/server.js") as typeof import("react-router-dom/server");
    const routes = [{ id: "root", path: "/", element: null }];
    const context = await server
      .createStaticHandler(routes)
      .query(new Request("http://shop.test/"));
    if (context instanceof Response) throw new Error("no static handler context");
    const first = server.createStaticRouter(routes, context);
    const second = server.createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    // Another array is another set of data routes.
    expect(server.createStaticRouter([...routes], context).routes).not.toBe(first.routes);
  });

  it("@remix-run/react (server): RemixServer builds a build's routes once, not per request", async () => {
    const remix = require("@remix-run/react") as typeof import("@remix-run/react");
    const { createStaticHandler } = require("@remix-run/router") as typeof Router;
    const manifestRoutes = {
      root: { id: "root", path: "", hasLoader: false, module: "/root.js" },
      "routes/shop": {
        id: "routes/shop",
        parentId: "root",
        path: "shop",
        hasLoader: false,
        module: "/shop.js",
      },
    };
    const modules = { root: { default: () => null }, "routes/shop": { default: () => null } };
    const future = { v3_singleFetch: false, v3_relativeSplatPath: false };
    // What a request hands RemixServer: the build's manifest, a new object of the same modules.
    async function renderRoutes(url: string) {
      const staticHandlerContext = await createStaticHandler([
        { id: "root", path: "", children: [{ id: "routes/shop", path: "shop" }] },
      ]).query(new Request(url));
      if (staticHandlerContext instanceof Response) throw new Error("no context");
      const context = {
        manifest: { routes: manifestRoutes, entry: { module: "/entry.js", imports: [] } },
        routeModules: { ...modules },
        future,
        isSpaMode: false,
        staticHandlerContext,
      };
      const element = (remix.RemixServer as unknown as (props: object) => unknown)({
        context,
        url,
      });
      return findProp(element, "router") as { routes: unknown };
    }
    const first = await renderRoutes("http://shop.test/shop");
    const second = await renderRoutes("http://shop.test/");
    expect(second.routes).toBe(first.routes);
  });

  it("@remix-run/server-runtime: a loader gets the request itself, and one object of modules per build", async () => {
    const runtime =
      require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");
    const seen: Request[] = [];
    const build = {
      mode: "production",
      entry: {
        module: {
          default: () => new Response("page"),
          handleDataRequest: (response: Response) => response,
        },
      },
      routes: {
        root: {
          id: "root",
          path: "",
          module: {
            loader: ({ request }: { request: Request }) => {
              seen.push(request);
              return null;
            },
          },
        },
      },
      assets: { routes: {}, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js" },
      publicPath: "/",
      assetsBuildDirectory: "public",
      future: { v3_singleFetch: true },
      isSpaMode: false,
    };
    const handler = runtime.createRequestHandler(build as never);
    const request = new Request("http://shop.test/?q=ring");
    await handler(request);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(request);
    // What the patched RemixServer compares by identity before it reuses a build's routes.
    const entry = require("@remix-run/server-runtime/dist/entry.js") as {
      createEntryRouteModules: (manifest: object) => object;
    };
    expect(entry.createEntryRouteModules(build.routes)).toBe(
      entry.createEntryRouteModules(build.routes),
    );
  });

  it("@remix-run/react (browser): a route module that cannot be reached fails the navigation", async () => {
    // Upstream reloads the page (`window.location.reload()`), which offline shows the browser's
    // own error page; patched, an address that cannot be reached at all rejects with the import's
    // error, for the route's error boundary. (Node has no window: upstream throws a ReferenceError.)
    const { loadRouteModule } = (await import(
      // @ts-expect-error -- an internal module of the browser build, without types
      "@remix-run/react/dist/esm/routeModules.js"
    )) as { loadRouteModule: (route: object, cache: object) => Promise<unknown> };
    const route = { id: "routes/shop", module: "http://127.0.0.1:1/assets/shop.js" };
    const failed = await loadRouteModule(route, {}).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(ReferenceError);
    expect((failed as { code?: string }).code).toBe("ERR_UNSUPPORTED_ESM_URL_SCHEME");
  });
});

/** The first value of `prop` in a React element tree's props. */
function findProp(node: unknown, prop: string): unknown {
  if (!node || typeof node !== "object") return undefined;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findProp(child, prop);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const props = (node as { props?: Record<string, unknown> }).props;
  if (!props) return undefined;
  if (prop in props) return props[prop];
  return findProp(props.children, prop);
}
