/**
 * A micro-cache of whole anonymous GET responses, kept for PAGE_CACHE_MS (2 s by default; 0 turns
 * it off). Under load most storefront requests are the same few pages for people with no session
 * and no cart; rendering each again costs far more than the page is worth, and a page two seconds
 * old is what a CDN in front of the shop would serve anyway. See docs/decisions/005.
 *
 * Only requests without credentials are served from it: no cookie but the currency, no
 * Authorization header. Only 200 answers without Set-Cookie and not marked private are kept. Any
 * request that may change data (not GET or HEAD) empties it, so this process shows its own writes
 * at once; other processes show them within the TTL.
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

export function pageCacheTtlMs(): number {
  const raw = process.env.PAGE_CACHE_MS;
  const ms = raw === undefined || raw === "" ? 2_000 : Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export class PageCache {
  private entries = new Map<string, { expires: number; page: CachedPage }>();

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
      this.entries.clear();
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

  set(key: string, page: CachedPage) {
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps keep insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expires: Date.now() + this.ttlMs, page });
  }
}
