import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { SettingsError } from "./settings-check.server";

/**
 * The client's address, decided once per request (server.ts, before Remix) and read by every
 * rate limit, the captcha check and the session record: docs/decisions/015-sign-in-brakes.md.
 *
 * Without a proxy it is the socket's address. Behind TRUST_PROXY_HOPS proxies, each of which
 * appends the address it was reached from to X-Forwarded-For, it is the entry that many places
 * from the right, counting the socket: the address the outermost trusted proxy saw. Entries to
 * its left are whatever the client wrote and are never used. Routes read it from the header
 * server.ts puts it in (app/http/client-ip.server.ts).
 */

const MAX_HOPS = 10;

/** A setting that stops the start in any mode (server.ts prints the problems of a SettingsError). */
class ProxySettingError extends SettingsError {
  constructor(problem: string) {
    super([problem]);
    this.message = `The shop cannot start:\n  - ${problem}`;
  }
}

/** TRUST_PROXY_HOPS: how many proxies of the shop's own stand between it and the client. */
export function trustProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUST_PROXY_HOPS?.trim();
  if (!raw) return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_HOPS)
    throw new ProxySettingError(
      `TRUST_PROXY_HOPS must be a whole number from 0 to ${MAX_HOPS}: the number of proxies in front of the shop (0 when clients connect to it directly)`,
    );
  return Number(raw);
}

/** An address as one spelling: IPv4 mapped into IPv6 ("::ffff:1.2.3.4") is the IPv4 address. */
function normalised(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  if (mapped) return mapped[1]!;
  // Some proxies write a port: "1.2.3.4:5678", "[2001:db8::1]:443".
  const v4Port = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed);
  if (v4Port) return v4Port[1]!;
  const v6Port = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (v6Port) return v6Port[1]!.toLowerCase();
  return trimmed.toLowerCase();
}

/**
 * The client address from the socket's address, the X-Forwarded-For header(s) and the number of
 * trusted proxies. Fewer entries than hops: the leftmost there is (as Express's "trust proxy").
 */
export function clientAddressFrom(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  const socket = normalised(socketAddress ?? "");
  if (hops === 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [
    ...header
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean),
    socket,
  ];
  const chosen = normalised(chain[Math.max(0, chain.length - 1 - hops)]!);
  // Only a trusted proxy writes that entry; if it is not an address, it names nobody.
  return isIP(chosen) ? chosen : socket;
}

let configuredHops: number | null = null;

/** Checks TRUST_PROXY_HOPS at start-up: a wrong value stops the start with a clear message. */
export function checkProxySettings(env: Record<string, string | undefined> = process.env): void {
  configuredHops = trustProxyHops(env);
}

/** server.ts: the address of the client of a node:http request. */
export function clientAddressOf(req: IncomingMessage): string {
  configuredHops ??= trustProxyHops();
  return clientAddressFrom(
    req.socket.remoteAddress,
    req.headers["x-forwarded-for"],
    configuredHops,
  );
}
