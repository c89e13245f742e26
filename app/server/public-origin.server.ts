/**
 * The shop's absolute origin, for every address that leaves the page: canonical and hreflang links,
 * Open Graph and JSON-LD URLs, the sitemap, robots.txt. PUBLIC_URL names it behind a proxy (the
 * request then arrives on an inner address); without it, the origin the request was sent to.
 */
export function publicOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/** PUBLIC_URL's origin, or null when it is unset. */
export function configuredOrigin(): string | null {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed PUBLIC_URL names nothing (production refuses to start with one).
    }
  }
  return null;
}
