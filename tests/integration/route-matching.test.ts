// The server's route matcher is patched (patches/@remix-run+router+*.patch, decision 012): it
// caches ranked branches and skips branches whose segment count or static segments cannot match.
// The browser's ES module build is not patched, so it is upstream's matcher: for every route of the
// shop's own build, and for paths that stress the shortcut (case, trailing and double slashes,
// encoded characters, unknown and extra segments), both must pick the same routes and params.
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import * as upstreamBuild from "@remix-run/router/dist/router.js";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";

// The ES module build's types are those of one internal file; it exports what the package does.
const upstream = upstreamBuild as unknown as typeof Router;
const require = createRequire(import.meta.url);
const patched = require("@remix-run/router") as typeof Router;

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

async function shopRoutes(): Promise<{ tree: AgnosticRouteObject[]; paths: string[] }> {
  const dir = process.env.BUILD_DIR ?? fileURLToPath(new URL("../../build", import.meta.url));
  const build = (await import(pathToFileURL(`${dir}/server/index.js`).href)) as {
    routes: Record<string, BuildRoute>;
  };
  const routes = Object.values(build.routes);
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
          : {
              id: r.id,
              path: r.path,
              caseSensitive: r.caseSensitive,
              children: childrenOf(r.id),
            },
      );
  const fullPath = (r: BuildRoute): string => {
    const parent = r.parentId ? build.routes[r.parentId] : undefined;
    return [parent ? fullPath(parent) : "", r.path ?? ""].filter(Boolean).join("/");
  };
  return { tree: childrenOf(undefined), paths: routes.map(fullPath) };
}

const PARAM_VALUES = ["en", "gümüş-yüzük", "x%20y", "shop"];

/** Concrete addresses for a route pattern: optional segments in and out, params filled. */
function addresses(pattern: string): string[] {
  let variants = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const bare = optional ? segment.slice(0, -1) : segment;
    variants = variants.flatMap((v) => [`${v}/${bare}`, ...(optional ? [v] : [])]);
  }
  return variants.flatMap((v) => [
    ...PARAM_VALUES.map((value) => v.replace(/:[\w-]+/g, value).replace("/*", "/a/b") || "/"),
    v
      .replace(/:[\w-]+/g, "x")
      .replace("/*", "")
      .toUpperCase() || "/",
  ]);
}

function stressed(path: string): string[] {
  return [path, `${path}/`, `${path}//`, `/${path}`, `${path}/extra`, path.replace(/\//g, "//")];
}

function summary(matches: ReturnType<typeof upstream.matchRoutes>) {
  return matches?.map((m) => ({
    id: m.route.id,
    params: m.params,
    pathname: m.pathname,
    base: m.pathnameBase,
  }));
}

describe("the patched server route matcher", () => {
  it("matches every address exactly as upstream's matcher does", async () => {
    const { tree, paths } = await shopRoutes();
    const candidates = new Set<string>([
      "/",
      "/nope",
      "/en/nope/deeper",
      "/%C3%BCr%C3%BCn",
      "/EN/SHOP",
      "/en/product/",
      ...paths.flatMap(addresses).flatMap(stressed),
    ]);
    expect(candidates.size).toBeGreaterThan(1000);
    let matched = 0;
    for (const path of candidates) {
      const expected = summary(upstream.matchRoutes(tree, path));
      expect(summary(patched.matchRoutes(tree, path)), path).toEqual(expected);
      if (expected) matched++;
    }
    // Most addresses name a route, so the comparison is not between two empty answers.
    expect(matched).toBeGreaterThan(candidates.size / 2);
    // Over a thousand addresses matched twice: 12 s alone on 2 cores, 42 s beside the browser
    // tests, past the default 30 s.
  }, 120_000);
});
