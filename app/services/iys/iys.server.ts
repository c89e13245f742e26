import type { DbOrTx } from "../../../db/client.server";
import { log } from "~/log/log.server";
import { IysHttpClient, type IysClient } from "./client.server";
import type { IysEmulator } from "./emulator.server";
import { reportPendingConsents, type ReportRun } from "./reporter.server";

/**
 * Which İYS the shop reports to, chosen once from the environment as iyzico's is
 * (payments.server.ts):
 *
 * - IYS_USERNAME, IYS_PASSWORD, IYS_CODE and IYS_BRAND_CODE, all four: the real İYS at
 *   IYS_BASE_URL (https://api.iys.org.tr by default; https://api.sandbox.iys.org.tr for its
 *   sandbox). Some but not all: the shop refuses to start.
 * - none of them, outside production: the local emulator (emulator.server.ts), started
 *   in-process, or the one already running at IYS_BASE_URL (several app processes sharing one).
 * - none of them in production: no reporting at all. Production never reports to a stand-in
 *   (a row marked reported there would be a lie); the rows wait as pending, and start-up warns
 *   (edge/settings-check.server.ts). A shop whose aracı hizmet sağlayıcı reports for it runs so.
 */
export const IYS_ENV = ["IYS_USERNAME", "IYS_PASSWORD", "IYS_CODE", "IYS_BRAND_CODE"] as const;
export const IYS_LIVE_URL = "https://api.iys.org.tr";

export type IysMode = "iys" | "emulator" | "off";

interface Iys {
  mode: IysMode;
  url: string | null;
  client: IysClient | null;
  emulator?: IysEmulator;
}

// Kept on globalThis so that Vite's dev reloads reuse the running emulator instead of starting more.
const g = globalThis as typeof globalThis & { __shopIys?: Promise<Iys> };

async function connect(env: NodeJS.ProcessEnv = process.env): Promise<Iys> {
  const given = IYS_ENV.filter((name) => env[name]?.trim());
  const baseUrl = env.IYS_BASE_URL?.trim().replace(/\/+$/, "");
  if (given.length > 0 && given.length < IYS_ENV.length) {
    const missing = IYS_ENV.filter((name) => !given.includes(name));
    throw new Error(
      `Set all of ${IYS_ENV.join(", ")}, or none (local İYS emulator); missing: ${missing.join(", ")}.`,
    );
  }
  if (given.length) {
    const url = baseUrl || IYS_LIVE_URL;
    const client = new IysHttpClient({
      baseUrl: url,
      username: env.IYS_USERNAME!.trim(),
      password: env.IYS_PASSWORD!,
      iysCode: env.IYS_CODE!.trim(),
      brandCode: env.IYS_BRAND_CODE!.trim(),
    });
    return { mode: "iys", url, client };
  }
  if (env.NODE_ENV === "production") return { mode: "off", url: null, client: null };
  // Loaded only here: with credentials (and in production) the emulator's code is never read.
  const { EMULATOR_CREDENTIALS, startIysEmulator } = await import("./emulator.server");
  if (baseUrl) {
    return {
      mode: "emulator",
      url: baseUrl,
      client: new IysHttpClient({ baseUrl, ...EMULATOR_CREDENTIALS }),
    };
  }
  const emulator = await startIysEmulator({ port: Number(env.IYS_EMULATOR_PORT ?? 0) });
  return {
    mode: "emulator",
    url: emulator.url,
    client: new IysHttpClient({ baseUrl: emulator.url, ...EMULATOR_CREDENTIALS }),
    emulator,
  };
}

/** Called once at server start; later calls reuse it. Rejects on a partial IYS_* set. */
export async function startIys(): Promise<{ mode: IysMode; url: string | null }> {
  if (!g.__shopIys) {
    const ready = connect();
    g.__shopIys = ready;
    ready.catch(() => {
      if (g.__shopIys === ready) g.__shopIys = undefined;
    });
  }
  const { mode, url } = await g.__shopIys;
  return { mode, url };
}

export async function stopIys(): Promise<void> {
  const ready = g.__shopIys;
  if (!ready) return;
  g.__shopIys = undefined;
  const iys = await ready.catch(() => undefined);
  await iys?.emulator?.close();
}

/** How often pending consents are sent (tests shorten it). */
const REPORT_EVERY_MS = () => Number(process.env.IYS_REPORT_EVERY_MS) || 5 * 60_000;

/** One reporting run now, to whichever İYS startIys chose; nothing when reporting is off. */
export async function reportConsentsNow(db: DbOrTx): Promise<ReportRun | null> {
  await startIys();
  const { client } = await g.__shopIys!;
  return client ? reportPendingConsents(db, client) : null;
}

/**
 * Reports at once (what the last run left, and what came while the shop was down), then every
 * IYS_REPORT_EVERY_MS: far inside İYS's three business days, so that an İYS down for hours still
 * gets every consent in time. Runs never overlap in a process; across processes the claim in
 * claimNextConsent lets only one send a row. Returns the stop function.
 */
export function startIysReports(db: DbOrTx, everyMs = REPORT_EVERY_MS()): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    reportConsentsNow(db)
      .catch((error) => log.error({ err: error }, "[iys] reporting failed"))
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
