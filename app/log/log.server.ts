import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { redactUrl } from "./log-redact.server";

/** The request being served, so that every log line written for it carries its id. */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * One JSON line per event (pino), on stdout, for whatever collects a Node host's output. A line
 * written while a request is being served carries that request's `reqId`, the id the answer's
 * `X-Request-Id` header shows, so one request's lines can be found together. A line's `url` or
 * `path` is written without the secrets some addresses carry (app/log/log-redact.server.ts).
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? "info",
  serializers: { url: redactUrl, path: redactUrl },
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin: () => requestContext.getStore() ?? {},
});

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A proxy's request id when it is a plausible one (it goes into logs and headers), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SAFE_ID.test(given) ? given : crypto.randomUUID();
}
