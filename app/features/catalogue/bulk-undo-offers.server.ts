import type { Db } from "../../../db/client.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { fmt, type Lang } from "~/lib/i18n";
import { dateTimeText } from "~/lib/order-date";
import { serverMessages } from "~/locales/server";
import { undoableBatches } from "~/models/bulk-undo.server";
import { scopeBrandIds } from "~/models/catalogue-scope.server";

/** One bulk change offered for undoing, in words. */
export interface UndoOffer {
  batch: string;
  text: string;
  /** The button's name, saying which change it undoes. */
  label: string;
}

export interface UndoOffers {
  title: string;
  undo: string;
  offers: UndoOffer[];
}

/**
 * The bulk changes the actor can still undo, newest first, as the product list (the newest one)
 * and the activity page (a few) offer them (issue [17] point 5): only while nothing they wrote
 * changed since (models/bulk-undo.server.ts).
 */
export async function bulkUndoOffers(
  db: Db,
  actor: CatalogueActor,
  lang: Lang,
  limit: number,
): Promise<UndoOffers> {
  const t = serverMessages[lang].bulk;
  const batches = await undoableBatches(db, await scopeBrandIds(db, actor), limit);
  return {
    title: t.offersTitle,
    undo: t.undo,
    offers: batches.map((b) => {
      const when = dateTimeText(b.at, lang);
      return {
        batch: b.id,
        text: fmt(t.offer, { when, count: b.count, who: b.writerEmail }),
        label: fmt(t.undoLabel, { when }),
      };
    }),
  };
}
