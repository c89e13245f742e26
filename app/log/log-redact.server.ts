/**
 * Secrets that travel in addresses, kept out of the log: a password-reset or merchant sign-up
 * link's token, a guest cart's id (holding it is what makes a guest the buyer of its orders), an
 * e-mailed order link's `?key=`. Every `url` and `path` a log line carries passes through
 * `redactUrl` (app/log/log.server.ts), the request log line of server.ts included.
 */

const REDACTED = "[redacted]";

/** The segment after each of these (in either language) is a secret. */
const SECRET_SEGMENTS: RegExp[] = [
  /^((?:\/(?:en|tr))?\/reset-password\/)([^/]+)/,
  /^((?:\/(?:en|tr))?\/merchant-signup\/)([^/]+)/,
  /^(\/api\/auth\/reset\/)([^/]+)/,
  /^(\/api\/merchant\/signup\/)([^/]+)/,
  // /api/cart/{cartId}, /api/cart/add/{cartId}, /api/cart/coupon/{cartId}, /api/cart/delete/{cartId}/...
  /^(\/api\/cart\/(?:add\/|coupon\/|delete\/)?)(?!(?:add|coupon|delete)(?:\/|$))([^/]+)/,
];

/** Query parameters that carry a secret (or, `email`, the invitee's address). */
const SECRET_PARAMS = new Set(["key", "cartid", "token", "email"]);

function redactPath(path: string): string {
  for (const pattern of SECRET_SEGMENTS) {
    const match = pattern.exec(path);
    if (!match) continue;
    // A single-fetch call keeps its '.data', so that the line still says what was asked.
    const suffix = match[2]!.endsWith(".data") ? ".data" : "";
    return `${match[1]}${REDACTED}${suffix}${path.slice(match[0].length)}`;
  }
  return path;
}

function redactQuery(query: string): string {
  const params = new URLSearchParams(query);
  let changed = false;
  for (const [name, value] of [...params]) {
    let safe = value;
    if (SECRET_PARAMS.has(name.toLowerCase())) safe = REDACTED;
    // A way back (`redirectTo`) is an address of the shop, with its own secrets.
    else if (value.startsWith("/")) safe = redactAddress(value);
    if (safe !== value) {
      params.set(name, safe);
      changed = true;
    }
  }
  return changed ? params.toString().replaceAll("%5Bredacted%5D", REDACTED) : query;
}

/** A request's address (`/path?query`, or absolute) with its secrets replaced by "[redacted]". */
export function redactUrl(url: unknown): unknown {
  return typeof url === "string" ? redactAddress(url) : url;
}

function redactAddress(url: string): string {
  const start = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return url;
  const origin = url.slice(0, start);
  const rest = url.slice(start);
  const q = rest.indexOf("?");
  const path = q < 0 ? rest : rest.slice(0, q);
  const query = q < 0 ? "" : `?${redactQuery(rest.slice(q + 1))}`;
  return `${origin}${redactPath(path)}${query}`;
}
