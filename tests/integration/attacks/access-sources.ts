/**
 * What the access matrix must cover, read from the app itself rather than kept by hand: the
 * route files, what their modules in the build export and the methods each /api route declares
 * (app/api/route.server.ts), the `intent`s each page action handles, the dashboard calls
 * of app/api/staff-calls.server.ts, and which route file of the build answers a request.
 * access-matrix.test.ts holds matrix.ts against these.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";

import routeTable from "../../../app/routes";

const APP = fileURLToPath(new URL("../../../app", import.meta.url));

interface TableEntry {
  id?: string;
  file: string;
  children?: TableEntry[];
}

/** Every route of the route table (app/routes.ts) with its id, as Remix gives it one. */
const TABLE = (function flatten(entries: TableEntry[]): { id: string; file: string }[] {
  return entries.flatMap((e) => [
    { id: e.id ?? e.file.replace(/\.tsx?$/, ""), file: e.file },
    ...flatten(e.children ?? []),
  ]);
})(routeTable as TableEntry[]);

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export const METHODS: Method[] = ["GET", "POST", "PUT", "DELETE"];

// ---------------------------------------------------------------- reading sources

/** The route files of the route table, under app/ (one file may serve several routes). */
export function routeFiles(): string[] {
  return [...new Set(TABLE.map((r) => r.file))];
}

/** A source without its comments, so that a word in a comment never counts as code. */
function code(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/[^\n]*/g, "$1");
}

/** A route file's code, without comments. */
function routeCode(file: string): string {
  return code(path.join(APP, file));
}

/**
 * The text of one top-level export, `export const name = ...` or `export (async) function
 * name(...)`, up to the next top-level statement; for `export { name } from "./file"`, that
 * file's. Null when the module does not export it.
 */
function exported(source: string, name: string, file: string): string | null {
  const reexport = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from "\\./([^"]+)"`).exec(
    source,
  );
  if (reexport) {
    const target = path.join(path.dirname(file), reexport[1]!);
    const found = routeFiles().find((f) => f.replace(/\.tsx?$/, "") === target);
    return found ? exported(routeCode(found), name, found) : null;
  }
  const start = new RegExp(`^export (?:const ${name}\\b|(?:async )?function ${name}\\b)`, "m").exec(
    source,
  );
  if (!start) return null;
  const rest = source.slice(start.index + 1);
  const end = rest.search(/\n(?:export|const|function|async|type|interface|class) /);
  return source.slice(start.index, end < 0 ? undefined : start.index + 1 + end);
}

/**
 * The `intent` values a page's action handles: compared with (`intent === "x"`,
 * `form.get("intent") !== "x"`, a variable read from the intent field) or a `case "x"` of a
 * switch on it, in the action and in the app/features functions it hands the request to.
 */
export function pageIntents(file: string): string[] {
  const source = routeCode(file);
  const action = exported(source, "action", file);
  if (!action) return [];
  const found = new Set(intentsIn(action));
  // A server function the action calls: cartPost in app/features/cart/cart-actions.server.ts, or
  // the page's own controller beside it (./slider-pages.server.ts).
  for (const [, names, spec] of source.matchAll(
    /import \{([^}]+)\} from "(~\/(?:features|pages)\/[^"]+|\.\.?\/[^"]+\.server)"/g,
  )) {
    const module = spec!.startsWith("~/")
      ? `${spec!.slice(2)}.ts`
      : path.join(path.dirname(file), `${spec}.ts`);
    for (const name of names!.split(",").map((n) => n.trim())) {
      // Called, or the action itself (`export const action = brandEditAction`).
      if (!new RegExp(`\\b${name}\\b`).test(action)) continue;
      const helper = exported(code(path.join(APP, module)), name, module);
      for (const intent of helper ? intentsIn(helper) : []) found.add(intent);
    }
  }
  return [...found].sort();
}

function intentsIn(fn: string): string[] {
  // Variables holding the posted intent: `const chosen = form.get("intent")`.
  const holders = new Set(["intent"]);
  for (const m of fn.matchAll(/(?:const|let) (\w+) = [^;\n]*(?:get\("intent"\)|\.intent\b)/g))
    holders.add(m[1]!);
  // Not `typeof intent === "string"`: that names a type, not an intent.
  const subject = `(?:(?<!typeof [\\w.]*)\\b(?:${[...holders].join("|")})|get\\("intent"\\))`;
  const intents = [...fn.matchAll(new RegExp(`${subject}\\s*[!=]==\\s*"([^"]+)"`, "g"))].map(
    (m) => m[1]!,
  );
  for (const body of switchesOn(fn, subject))
    intents.push(...[...body.matchAll(/case "([^"]+)"/g)].map((m) => m[1]!));
  return intents;
}

/** The bodies of the `switch (...)` statements whose subject matches `subject`. */
function switchesOn(fn: string, subject: string): string[] {
  const bodies: string[] = [];
  for (const m of fn.matchAll(new RegExp(`switch \\([^)]*${subject}[^)]*\\)+\\s*\\{`, "g"))) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < fn.length && depth > 0; i++) {
      if (fn[i] === "{") depth++;
      if (fn[i] === "}") depth--;
    }
    bodies.push(fn.slice(m.index, i));
  }
  return bodies;
}

// ---------------------------------------------------------------- the dashboard calls

export interface StaffCall {
  method: Method;
  /** One concrete form of the call, as a pattern of /api paths (an id is any one segment). */
  pattern: RegExp;
  /** As written in staff-calls.server.ts, with its alternatives chosen: for messages. */
  name: string;
  roles: string[];
}

/**
 * Every dashboard call of app/api/staff-calls.server.ts, each alternative of its pattern on
 * its own (`product/${ID}(?:/active|/visible)?` is three calls): each needs its row.
 */
export function staffCalls(): StaffCall[] {
  const source = code(path.join(APP, "api", "staff-calls.server.ts"));
  const constants: Record<string, string> = {};
  for (const m of source.matchAll(/const (\w+)(?:: [\w[\]]+)? = ("[^"]*"|\[[^\]]*\]);/g))
    constants[m[1]!] = m[2]!;
  const text = (s: string) =>
    s.replace(/\$\{(\w+)\}/g, (_, name: string) =>
      name === "ID" ? "\0" : JSON.parse(constants[name]!),
    );
  const calls: StaffCall[] = [];
  for (const m of source.matchAll(/call\("([A-Z]+)", ["`]([^"`]+)["`], (\w+)\)/g)) {
    const roles = [...constants[m[3]!]!.matchAll(/"(\w+)"/g)].map((r) => r[1]!);
    for (const alternative of expand(text(m[2]!))) {
      const name = `/api/${alternative.replace(/\0/g, ":id")}`;
      const escaped = alternative.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\0/g, "[^/]+");
      calls.push({
        method: m[1] as Method,
        pattern: new RegExp(`^/api/${escaped}/?$`),
        name,
        roles,
      });
    }
  }
  return calls;
}

/** A pattern's alternatives: `a(?:b|c)?` is a, ab and ac (groups are not nested). */
function expand(pattern: string): string[] {
  const group = /\(\?:([^()]*)\)(\?)?/.exec(pattern);
  if (!group) return [pattern];
  const options = group[1]!.split("|");
  if (group[2]) options.push("");
  const before = pattern.slice(0, group.index);
  const after = pattern.slice(group.index + group[0].length);
  return options.flatMap((o) => expand(`${before}${o}${after}`));
}

// ---------------------------------------------------------------- the build's routes

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown };
}

async function buildRoutes(): Promise<BuildRoute[]> {
  const dir = process.env.BUILD_DIR ?? fileURLToPath(new URL("../../../build", import.meta.url));
  const build = (await import(pathToFileURL(`${dir}/server/index.js`).href)) as {
    routes: Record<string, BuildRoute>;
  };
  return Object.values(build.routes);
}

/** A route of the file (the first: every route of one file runs the same module). */
const idOf = (file: string) => TABLE.find((r) => r.file === file)!.id;
/** The file a route id of the table runs. */
const fileOfId = (id: string) => TABLE.find((r) => r.id === id)!.file;

export interface RouteModules {
  /** Whether the route file's module exports a loader and an action. */
  exportsOf(file: string): { loader: boolean; action: boolean };
  /**
   * The methods an /api route file declares (apiRoute's `methods` on its loader and action), in
   * METHODS' order; null when the route does not declare them.
   */
  apiMethods(file: string): Method[] | null;
}

/** The route modules of the build (npx remix vite:build), as the server runs them. */
export async function routeModules(): Promise<RouteModules> {
  const routes = await buildRoutes();
  const moduleOf = (file: string) => {
    const route = routes.find((r) => r.id === idOf(file));
    if (!route) throw new Error(`${file} is not in the build: run npm run build`);
    return route.module;
  };
  const declared = (fn: unknown): readonly string[] | null => {
    const methods = (fn as { methods?: unknown } | undefined)?.methods;
    return Array.isArray(methods) ? methods : null;
  };
  return {
    exportsOf: (file) => {
      const module = moduleOf(file);
      return { loader: !!module.loader, action: !!module.action };
    },
    apiMethods: (file) => {
      const { loader, action } = moduleOf(file);
      const methods = declared(loader);
      // One declared function answers both: a route whose loader and action differ is not declared.
      if (!methods || loader !== action) return null;
      return METHODS.filter((m) => methods.includes(m));
    },
  };
}

export interface Answerer {
  /** The route files the path matches, outermost first. */
  chain: string[];
  /** The file whose loader (GET) or action (other methods) answers, as Remix picks it. */
  target: string;
  /** Files other routes nest under: their loaders run for the paths below them too. */
  layouts: Set<string>;
}

/**
 * Which route files of the build (npx remix vite:build) answer a request: matched by the
 * server's own route matcher, the action's route picked as Remix does (an index route only
 * with a bare `?index`, else the deepest route with a path).
 */
export async function routeMatcher(): Promise<(method: Method, url: string) => Answerer | null> {
  const routes = await buildRoutes();
  const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof Router;
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  const fileOf = fileOfId;
  const layouts = new Set(
    routes
      .filter((r) => r.id !== "root" && routes.some((c) => c.parentId === r.id))
      .map((r) => fileOf(r.id)),
  );
  return (method, url) => {
    const [pathname, search = ""] = url.split("?");
    const matches = matchRoutes(tree, pathname!)?.filter((m) => m.route.id !== "root");
    if (!matches?.length) return null;
    const leaf = matches[matches.length - 1]!;
    const bareIndex = new URLSearchParams(search).getAll("index").includes("");
    const withPath = matches.filter((m) => m.route.path);
    const target =
      method === "GET" || (leaf.route.index && bareIndex) ? leaf : withPath[withPath.length - 1]!;
    return {
      chain: matches.map((m) => fileOf(m.route.id!)),
      target: fileOf(target.route.id!),
      layouts,
    };
  };
}
