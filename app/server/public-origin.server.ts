/**
 * The shop's absolute origin, for every address that leaves the page: canonical and hreflang links,
 * Open Graph and JSON-LD URLs, the sitemap, robots.txt. PUBLIC_URL names it behind a proxy (the
 * request then arrives on an inner address); without it, the origin the request was sent to.
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed PUBLIC_URL names nothing (production refuses to start with one).
    }
  }
  return new URL(request.url).origin;
}

/**
 * The shop's origin where there is no request (background jobs: a reconciled payment's mail):
 * PUBLIC_URL's, else the address the server listens on.
 */
export function configuredOrigin(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // As above.
    }
  }
  return `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? 3000}`;
}
