/**
 * The shop's absolute origin, for every address that leaves the page: canonical and hreflang links,
 * Open Graph and JSON-LD URLs, the sitemap, robots.txt, the links in e-mails. PUBLIC_URL names it
 * behind a proxy (the request then arrives on an inner address); without it, the origin of the
 * request's URL, which server.ts builds on a trusted origin (`requestUrl`), never from the Host
 * header or the request target a client sends.
 */
export function publicOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/** PUBLIC_URL's origin, or null when it is unset or names nothing (production refuses that). */
export function configuredOrigin(): string | null {
  const configured = process.env.PUBLIC_URL?.trim();
  if (!configured) return null;
  try {
    return new URL(configured).origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the address the server listens on, for links when PUBLIC_URL is unset (what
 * `npm start` runs): `http://127.0.0.1:3000` by default. An address for every interface
 * (`0.0.0.0`, `::`) names no one machine: links then say `localhost`, and a shop served to other
 * machines sets PUBLIC_URL.
 */
export function listeningOrigin(host: string, port: number): string {
  const name = host === "" || host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
}

/**
 * The origin requests are answered on: PUBLIC_URL's, else the listening one. What a client sends
 * (its Host header, an absolute or `//host` request target) does not change it, so that no link
 * the shop writes (a password reset, an order e-mail, a canonical) can point to another site.
 */
export function trustedOrigin(listening: string): string {
  return configuredOrigin() ?? listening;
}

/**
 * A request target on the trusted origin. Only its path and query count: an absolute target
 * (`http://evil.example/shop`, as proxies send) is read for its path, and a path that begins with
 * two slashes (`//evil.example/shop`, or `/\evil.example`, a slash to URL parsers) is a path with
 * one, never a host, so that no route can turn it into a link or a redirect to another site.
 */
export function requestUrl(target: string | undefined, origin: string): URL {
  let path = target || "/";
  if (!path.startsWith("/")) {
    try {
      const absolute = new URL(path);
      path = absolute.pathname + absolute.search;
    } catch {
      path = `/${path}`;
    }
  }
  // Appended to the origin, the target is all path: an authority cannot start inside it.
  const url = new URL(origin + path);
  url.pathname = url.pathname.replace(/^\/{2,}/, "/");
  return url;
}

/**
 * The shop's origin where there is no request (a background job's mail): as `trustedOrigin`, on
 * the address server.ts listens on (HOST and PORT, the same defaults).
 */
export function backgroundOrigin(): string {
  const port = Number(process.env.PORT ?? 3000);
  return trustedOrigin(listeningOrigin(process.env.HOST ?? "127.0.0.1", port));
}
