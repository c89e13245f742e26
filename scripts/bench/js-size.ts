// The JavaScript a page makes the browser load at start: <script src>, modulepreload links and
// the modules Remix's inline script imports, plus whatever those import statically. Each file is
// gzipped here (zlib's default level) and the sizes summed.
import { gzipSync } from "node:zlib";
import { parse } from "node-html-parser";

export interface PageJs {
  path: string;
  files: { url: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

const INLINE_IMPORTS = [
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, // import("/assets/entry.client-….js")
  /\bfrom\s*["']([^"']+)["']/g, // import * as route0 from "/assets/root-….js"
  /\bimport\s*["']([^"']+)["']/g, // import "/assets/manifest-….js"
];
// Static imports in Vite's minified chunks: import{a as b}from"./x.js" and import"./x.js".
const STATIC_IMPORTS = [
  /\bfrom\s*["'](\.{0,2}\/[^"']+\.m?js)["']/g,
  /\bimport\s*["'](\.{0,2}\/[^"']+\.m?js)["']/g,
];

function matches(text: string, patterns: RegExp[]): string[] {
  const found: string[] = [];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]!);
  return found;
}

export class JsMeter {
  private cache = new Map<string, Promise<{ text: string; bytes: number; gzipBytes: number }>>();

  constructor(private readonly origin: string) {}

  private fetchJs(url: string) {
    let entry = this.cache.get(url);
    if (!entry) {
      entry = (async () => {
        const res = await fetch(url);
        if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
        const buf = Buffer.from(await res.arrayBuffer());
        return { text: buf.toString("utf8"), bytes: buf.length, gzipBytes: gzipSync(buf).length };
      })();
      this.cache.set(url, entry);
    }
    return entry;
  }

  async page(path: string): Promise<PageJs> {
    const pageUrl = new URL(path, this.origin);
    const res = await fetch(pageUrl);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    const root = parse(await res.text());
    const start = new Set<string>();
    const add = (ref: string | undefined, base: URL) => {
      if (!ref) return;
      const url = new URL(ref, base);
      if (url.origin === pageUrl.origin) start.add(url.href);
    };
    for (const script of root.querySelectorAll("script")) {
      const src = script.getAttribute("src");
      if (src) add(src, pageUrl);
      else for (const ref of matches(script.rawText, INLINE_IMPORTS)) add(ref, pageUrl);
    }
    for (const link of root.querySelectorAll("link")) {
      if (link.getAttribute("rel")?.toLowerCase() === "modulepreload")
        add(link.getAttribute("href"), pageUrl);
    }

    // Follow static imports: the browser needs those before the page's modules run.
    const seen = new Set<string>();
    const queue = [...start];
    const files: PageJs["files"] = [];
    while (queue.length) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const js = await this.fetchJs(url);
      files.push({ url: new URL(url).pathname, bytes: js.bytes, gzipBytes: js.gzipBytes });
      for (const ref of matches(js.text, STATIC_IMPORTS)) {
        const next = new URL(ref, url);
        if (next.origin === pageUrl.origin && !seen.has(next.href)) queue.push(next.href);
      }
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      path,
      files,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
      gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
    };
  }
}
