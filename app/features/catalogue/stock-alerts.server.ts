import type { Database, Db } from "../../../db/client.server";
import { DEFAULT_LANG, type Lang } from "~/lib/i18n";
import { log } from "~/log/log.server";
import type { PublicUser } from "~/models/user.server";
import { merchantMailAddresses, shopMailAddresses } from "~/models/shop-mail.server";
import { readSettings } from "~/models/settings.server";
import {
  findWaitableProduct,
  saveBackInStockRequest,
  takeBackInStockRequests,
  takeLowStockAlerts,
} from "~/models/stock-alerts.server";
import { backInStockMail, lowStockMail, pageLink } from "~/services/mail-templates.server";
import { queueMail } from "~/services/mail.server";

/**
 * Low-stock alerts and 'Stoğa girince haber ver' (docs/decisions/036-stock-alerts.md). The
 * database decides what is due (the trigger of migration 0017 writes one row per crossing, and a
 * request is due once its product is on sale again); this turns what is due into mail, taking
 * the rows and writing the mails in one transaction, so each goes out once whichever process
 * takes it, and none is lost if the process dies before the commit.
 */

/** The trigger's NOTIFY channel: a crossing was written, or a product someone waits for is back. */
export const STOCK_ALERTS_CHANNEL = "stock_alerts";

export async function sendStockAlerts(
  db: Db,
  origin: string,
): Promise<{ lowStock: number; backInStock: number }> {
  const outcome = await db.transaction(async (tx) => {
    const deliveries: { deliver: () => void }[] = [];
    const low = await takeLowStockAlerts(tx);
    const settings = await readSettings(tx);
    const shop = settings.storeName.trim();
    // The shop's order address when it wants low-stock news, and always the brand's merchant.
    const staff = settings.notifyLowStock ? await shopMailAddresses(tx, settings) : [];
    const merchants = await merchantMailAddresses(
      tx,
      low.flatMap((alert) => (alert.merchantId ? [alert.merchantId] : [])),
    );
    for (const alert of low) {
      // The staff have no language of their own yet: the shop's default.
      const lang: Lang = DEFAULT_LANG;
      const mail = lowStockMail(lang, {
        ...alert,
        shop,
        link: pageLink(origin, lang, `/dashboard/product/edit/${alert.productId}`),
      });
      const to = new Set([...staff, ...(merchants.get(alert.merchantId ?? "") ?? [])]);
      for (const address of to) deliveries.push(await queueMail(tx, address, mail));
    }
    const back = await takeBackInStockRequests(tx);
    for (const request of back) {
      const name = request.lang === "en" ? request.nameEn || request.name : request.name;
      deliveries.push(
        await queueMail(
          tx,
          request.email,
          backInStockMail(request.lang, {
            shop,
            name,
            link: pageLink(origin, request.lang, `/product/${request.slug}`),
          }),
        ),
      );
    }
    return { deliveries, lowStock: low.length, backInStock: back.length };
  });
  for (const d of outcome.deliveries) d.deliver();
  return { lowStock: outcome.lowStock, backInStock: outcome.backInStock };
}

/**
 * Every process listens for the trigger's notification and sends what is due; the periodic job
 * calls `sweep` too, for notifications lost while the listening connection was down. Runs never
 * overlap in a process: a notification during a run asks for one more run after it.
 */
export async function startStockAlerts(
  database: Database,
  origin: () => string,
): Promise<{ sweep: () => Promise<void>; stop: () => Promise<void> }> {
  let running: Promise<void> | null = null;
  let again = false;
  const sweep = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const sent = await sendStockAlerts(database.db, origin());
          if (sent.lowStock || sent.backInStock) log.info(sent, "[stock] alerts mailed");
        } catch (error) {
          log.error({ err: error }, "[stock] sending stock alerts failed");
        }
      } while (again);
    })().finally(() => (running = null));
    return running;
  };
  let stop: () => Promise<void> = async () => {};
  try {
    stop = await database.listen(
      STOCK_ALERTS_CHANNEL,
      () => void sweep(),
      () => void sweep(),
    );
  } catch (error) {
    log.warn({ err: error }, "cannot listen for stock alerts: the periodic sweep sends them");
  }
  return { sweep, stop };
}

export type BackInStockOutcome = "saved" | "inStock" | "notFound";

/**
 * A shopper asks to be told when a sold-out product is back: a guest with the address they type,
 * a signed-in shopper with their own. One request per address and product; the language is the
 * page's. A product in stock right now needs no request.
 */
export async function askBackInStock(
  db: Db,
  user: PublicUser | null,
  input: { slug: string; email: string; lang: Lang },
): Promise<BackInStockOutcome> {
  const product = await findWaitableProduct(db, input.slug);
  if (!product) return "notFound";
  if (product.quantity > 0) return "inStock";
  await saveBackInStockRequest(db, {
    productId: product.id,
    email: input.email.trim(),
    lang: input.lang,
    userId: user?.id ?? null,
  });
  return "saved";
}
