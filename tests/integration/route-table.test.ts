// The route table (app/routes.ts) serves the addresses the shop has always served: the same
// patterns (route-table.txt, the site map as the flat route files gave it), and each address
// answered by the same route where two could take it. A page's address may start with a language
// (`:lang?`), so '/api/cart' could be the page '/cart' in a language 'api': it is the API's.
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

async function buildRoutes() {
  const dir = process.env.BUILD_DIR ?? fileURLToPath(new URL("../../build", import.meta.url));
  const build = (await import(pathToFileURL(`${dir}/server/index.js`).href)) as {
    routes: Record<string, BuildRoute>;
  };
  const routes = Object.values(build.routes);
  const pattern = (r: BuildRoute): string => {
    const parent = r.parentId ? build.routes[r.parentId] : undefined;
    return [parent ? pattern(parent) : "", r.path ?? ""].filter(Boolean).join("/");
  };
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, children: childrenOf(r.id) },
      );
  return {
    patterns: routes.map((r) => `/${pattern(r)}${r.index ? " (index)" : ""}`).sort(),
    tree: childrenOf(undefined),
    patternOf: (id: string) => `/${pattern(build.routes[id]!)}`,
  };
}

/** Addresses a pattern takes, its parameters filled with words that are also static segments. */
function addresses(pattern: string): string[] {
  let variants = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const bare = optional ? segment.slice(0, -1) : segment;
    const values = bare.startsWith(":")
      ? ["cart", "slider", "en"]
      : bare === "*"
        ? ["a/b"]
        : [bare];
    variants = variants.flatMap((v) => [
      ...values.map((value) => `${v}/${value}`),
      ...(optional ? [v] : []),
    ]);
  }
  return variants.map((v) => v || "/");
}

describe("the route table", () => {
  it("serves the site map's addresses, no more and no fewer", async () => {
    const { patterns } = await buildRoutes();
    const siteMap = readFileSync(new URL("route-table.txt", import.meta.url), "utf8")
      .trim()
      .split("\n");
    expect(patterns).toEqual(siteMap);
  });

  it("answers an /api, robots or sitemap address by its own route, never as a page in a language", async () => {
    const { patterns, tree, patternOf } = await buildRoutes();
    const own = patterns.filter((p) => !p.startsWith("/:lang?") && p !== "/");
    expect(own.length).toBe(122);
    const strays = own.flatMap((p) =>
      addresses(p.replace(" (index)", "")).flatMap((address) => {
        const leaf = matchRoutes(tree, address)?.at(-1)?.route.id;
        return leaf && patternOf(leaf).startsWith("/:lang?")
          ? [`${address}: ${patternOf(leaf)}`]
          : [];
      }),
    );
    expect(strays).toEqual([]);
  });
});
