import type { DbOrTx } from "../../db/client.server";
import { orderNotes } from "../../db/schema";

/**
 * A staff note on an order (issue [18] point 3): never shown to the shopper nor put in a mail.
 * A risky status change's reason is one, with the change in `statusFrom` / `statusTo`.
 */
export async function insertOrderNote(
  tx: DbOrTx,
  note: {
    orderId: string;
    authorId: string | null;
    authorName: string;
    body: string;
    statusFrom?: string | null;
    statusTo?: string | null;
  },
): Promise<void> {
  await tx.insert(orderNotes).values(note);
}
