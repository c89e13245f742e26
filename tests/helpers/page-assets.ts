/**
 * The addresses under /assets/ a page loads: its `src` and `href` attributes, and the module
 * preloads parked in JSON data blocks until the first paint (app/edge/scripts-after-paint.server.ts),
 * each once, in document order.
 */
export function pageAssets(html: string): string[] {
  const attributes = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const parked = [...html.matchAll(/<script [^>]*data-after-paint[^>]*>([^<]*)<\/script>/g)]
    .flatMap((m) => JSON.parse(m[1]!) as string[])
    .filter((href) => href.startsWith("/assets/"));
  return [...new Set([...attributes, ...parked])];
}

/** The page's scripts: its assets that are JavaScript. */
export const pageScripts = (html: string) => pageAssets(html).filter((a) => a.endsWith(".js"));
