import path from "node:path";
import { mkdirSync } from "node:fs";
import { dataDir } from "../../db/client.server";
import { getDatabase } from "~/db.server";
import { retryOutbox, startMailRetries } from "~/services/mail.server";
import { startPayments, stopPayments } from "~/services/payments.server";
import { startIys, startIysReports, stopIys } from "~/services/iys/iys.server";
import { releaseExpiredCardOrders } from "~/models/order.server";
import { pruneSessions } from "~/models/session.server";
import { listenForChanges } from "~/models/data-changes.server";
import { reconcileCardPayments } from "~/features/checkout/checkout.server";
import { sendForgottenRefunds } from "~/features/orders/refunds.server";
import { startStockAlerts } from "~/features/catalogue/stock-alerts.server";
import { backgroundOrigin } from "~/http/public-origin.server";
import { checkProductionSettings, productionSettingWarnings } from "./settings-check.server";
import { checkProxySettings } from "./client-address.server";
import { log } from "~/log/log.server";
import { answerTestQueries } from "./test-queries.server";

// Abandoned card payments give their stock back within a minute of their 30 minutes running out;
// before that, payments whose callback never came are asked about at iyzico (tests shorten both).
const RELEASE_EVERY_MS = Number(process.env.RECONCILE_EVERY_MS) || 60_000;
const RECONCILE_AFTER_MS = Number(process.env.RECONCILE_AFTER_MS ?? 2 * 60_000);
// Sessions that ended (expired, or idle too long) are deleted at start and then hourly: a
// request never reads them (getSessionShopper checks both), they only fill the table.
const PRUNE_SESSIONS_EVERY_MS = Number(process.env.SESSION_PRUNE_EVERY_MS) || 60 * 60_000;
let releaseTimer: ReturnType<typeof setInterval> | null = null;
let pruneTimer: ReturnType<typeof setInterval> | null = null;
let stopMailRetries: (() => void) | null = null;
let stopListening: (() => Promise<void>) | null = null;
let stopStockAlerts: (() => Promise<void>) | null = null;
let stopReportingConsents: (() => void) | null = null;

/** Opens (and on PGlite migrates and seeds) the database before the server listens. */
export async function startup() {
  checkProductionSettings();
  for (const warning of productionSettingWarnings()) log.warn(warning);
  checkProxySettings();
  const database = await getDatabase();
  answerTestQueries(database);
  // Before the first request: a change another process makes from now on empties our caches.
  stopListening = await listenForChanges(database);
  const uploadsDir = path.join(dataDir(), "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  // Mail left unsent by the last run (the mail server was down) goes now, without holding up the start.
  void retryOutbox(database.db);
  // And later, every MAIL_RETRY_MS, for mail that fails while the shop runs.
  stopMailRetries = startMailRetries(database.db);
  // Low-stock and back-in-stock mail, as the database's trigger announces them (decision 036);
  // what is due from before this start goes now.
  const stockAlerts = await startStockAlerts(database, backgroundOrigin);
  stopStockAlerts = stockAlerts.stop;
  void stockAlerts.sweep();
  // For the person who just ran `npm start`, as plain lines; production logs only JSON.
  if (database.kind === "pglite" && !["test", "production"].includes(process.env.NODE_ENV ?? "")) {
    const { DEMO_ACCOUNTS } = await import("../../db/seed/demo.server");
    console.log("Demo accounts:");
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      console.log(`  ${role.padEnd(9)} ${account.email}  ${account.password}`);
    }
  }
  const payments = await startPayments();
  // Consents and refusals go to İYS at once and then every few minutes (issue [20] point 3).
  const iys = await startIys();
  if (iys.mode !== "off") stopReportingConsents = startIysReports(database.db);
  let sweeping = false;
  releaseTimer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    reconcileCardPayments(database.db, backgroundOrigin(), { after: RECONCILE_AFTER_MS })
      .catch((error) => log.error({ err: error }, "reconciling card payments failed"))
      .then(() => releaseExpiredCardOrders(database.db))
      .catch((error) => log.error({ err: error }, "releasing unpaid card orders failed"))
      .then(() => sendForgottenRefunds(database.db))
      .catch((error) => log.error({ err: error }, "sending forgotten refunds failed"))
      // A notification lost while the listening connection was down.
      .then(() => stockAlerts.sweep())
      .finally(() => (sweeping = false));
  }, RELEASE_EVERY_MS);
  releaseTimer.unref();
  const prune = () =>
    pruneSessions(database.db).catch((error) =>
      log.error({ err: error }, "deleting ended sessions failed"),
    );
  await prune();
  pruneTimer = setInterval(prune, PRUNE_SESSIONS_EVERY_MS);
  pruneTimer.unref();
  return {
    payments: `${payments.mode === "emulator" ? "iyzico emulator" : "iyzico"} at ${payments.url}`,
    iys:
      iys.mode === "off"
        ? "off"
        : `${iys.mode === "emulator" ? "İYS emulator" : "İYS"} at ${iys.url}`,
    database: database.kind === "pglite" ? `PGlite in ${dataDir()}` : "PostgreSQL",
    uploadsDir,
  };
}

export async function shutdown() {
  if (releaseTimer) clearInterval(releaseTimer);
  if (pruneTimer) clearInterval(pruneTimer);
  stopMailRetries?.();
  stopReportingConsents?.();
  await stopPayments();
  await stopIys();
  await stopListening?.();
  await stopStockAlerts?.();
  const database = await getDatabase();
  await database.close();
}
