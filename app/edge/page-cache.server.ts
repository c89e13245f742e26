import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * A micro-cache of whole anonymous GET responses, kept for PAGE_CACHE_MS (2 s by default; 0 turns
 * it off). Under load most storefront requests are the same few pages for people with no session
 * and no cart; rendering each again costs far more than the page is worth, and a page two seconds
 * old is what a CDN in front of the shop would serve anyway. See docs/decisions/005.
 *
 * Only requests without credentials are served from it: no cookie but the currency, no
 * Authorization header. Only 200 answers without Set-Cookie and not marked private are kept. Any
 * request that may change data (not GET or HEAD) empties it, and so does every change to the
 * catalogue, settings or content committed by any process (server.ts calls `clear` on each
 * notification, app/models/data-changes.server.ts): the TTL only matters when notifications stop.
 *
 * A page is kept as it was rendered and compressed once per encoding a browser asks for: every
 * phone sends Accept-Encoding, and compressing 75 kB of HTML on each hit (about 2 ms with brotli)
 * cost a cached page 15 times its throughput.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const MAX_ENTRIES = 500;

/**
 * Carts, checkout and orders are someone's own even without a cookie (an /api cart or order is
 * reached by its id): never kept, whoever asks.
 */
const PRIVATE_PATHS = /^(?:\/en)?(?:\/api)?\/(?:cart|checkout|delivery|payment|order)(?:[/?]|$)/;

/** Cookies that only choose how a page is shown, and so may vary the cache key. */
const PRESENTATION_COOKIES = new Set(["currency"]);

function pageCacheTtlMs(): number {
  const raw = process.env.PAGE_CACHE_MS;
  const ms = raw === undefined || raw === "" ? 2_000 : Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export class PageCache {
  private entries = new Map<string, { expires: number; page: CachedPage }>();
  private changes = 0;

  constructor(private readonly ttlMs = pageCacheTtlMs()) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /**
   * The cache key of a request that may be served from the cache, or null. Every write empties
   * the cache as a side effect, before it reaches the app.
   */
  keyFor(method: string, url: string, headers: Record<string, string | string[] | undefined>) {
    if (!this.enabled) return null;
    if (method !== "GET" && method !== "HEAD") {
      this.clear();
      return null;
    }
    if (method !== "GET" || headers.authorization) return null;
    if (PRIVATE_PATHS.test(url.slice(url.indexOf("/")))) return null;
    let vary = "";
    const cookie = headers.cookie;
    if (typeof cookie === "string" && cookie) {
      for (const part of cookie.split(";")) {
        const [name, value = ""] = part.trim().split("=");
        if (!name) continue;
        if (!PRESENTATION_COOKIES.has(name)) return null;
        vary += `;${name}=${value}`;
      }
    }
    return `${url}${vary}`;
  }

  /** Forgets every page: something they show has changed. */
  clear() {
    this.entries.clear();
    this.changes++;
  }

  /**
   * Read as a request begins and handed back to `set`: a page whose render began before a change
   * may show what the change replaced, and kept, it would outlive the change by the TTL.
   */
  get generation(): number {
    return this.changes;
  }

  get(key: string): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return hit.page;
  }

  /** Whether a response may be kept: a plain 200 with nothing private about it. */
  static storable(response: Response): boolean {
    if (response.status !== 200 || response.headers.has("set-cookie")) return false;
    const control = response.headers.get("cache-control") ?? "";
    return !/\b(private|no-store)\b/.test(control);
  }

  /** Keeps `page` unless something changed since `generation` was read. */
  set(key: string, page: CachedPage, generation: number) {
    if (generation !== this.changes) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps keep insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expires: Date.now() + this.ttlMs, page });
  }
}

export type Encoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Done once per page and TTL, off the event loop (zlib's thread pool): a little more effort than
// the compression middleware spends on each rendered answer buys a smaller page for every phone.
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/** Below this, compressing is not worth a header (the compression middleware's own threshold). */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript)|image\/svg\+xml)/;

/** Whether a request's Accept-Encoding takes `encoding` (a q of 0 refuses it; `*` names any). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: string): boolean {
  if (!acceptEncoding) return false;
  let any = 0;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) || 0 : 1;
    if (name === encoding) return quality > 0;
    if (name === "*") any = quality;
  }
  return any > 0;
}

/**
 * The encoding to send a cached page in: brotli, else gzip, as the request's Accept-Encoding allows;
 * null for identity, or when the page is small or not text.
 */
export function cachedPageEncoding(
  acceptEncoding: string | undefined,
  page: CachedPage,
): Encoding | null {
  if (page.body.length < MIN_COMPRESS_BYTES) return null;
  const type = page.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
  if (!COMPRESSIBLE.test(type)) return null;
  if (acceptsEncoding(acceptEncoding, "br")) return "br";
  if (acceptsEncoding(acceptEncoding, "gzip")) return "gzip";
  return null;
}

const encodedBodies = new WeakMap<CachedPage, Map<Encoding, Promise<Buffer>>>();

/** The page's body in `encoding`: compressed the first time it is asked for, then kept with it. */
export function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  let bodies = encodedBodies.get(page);
  if (!bodies) encodedBodies.set(page, (bodies = new Map()));
  let body = bodies.get(encoding);
  if (!body) bodies.set(encoding, (body = COMPRESS[encoding](page.body)));
  return body;
}
