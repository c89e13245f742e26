import type { DbOrTx } from "../../db/client.server";
import { contactMessages, newsletterSubscriptions } from "../../db/schema";
import type { ContactKind } from "~/lib/data-requests";
import { logDataRequest } from "./data-request.server";

/**
 * Adds an address to the newsletter. The unique index is on lower(email), so a repeat in any case
 * is quietly kept as it was: subscribing twice is not an error for the person who asks.
 */
export async function subscribeToNewsletter(
  db: DbOrTx,
  email: string,
): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email: email.trim() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return { created: rows.length > 0 };
}

export interface ContactInput {
  firstname: string;
  lastname: string;
  email: string;
  message?: string | null;
  newsletter: boolean;
  /** 'kvkk': a data subject's request, logged in the K.V.K.K. log too (decision 080). */
  kind?: ContactKind;
}

/**
 * Stores a contact message and, when asked, the newsletter sign-up with it; a K.V.K.K. request
 * lands in the K.V.K.K. log in the same transaction.
 */
export async function addContactMessage(db: DbOrTx, input: ContactInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        email: input.email.trim(),
        message: input.message?.trim() || null,
        subscribe: input.newsletter,
        kind: input.kind ?? "general",
      })
      .returning();
    if (input.newsletter) await subscribeToNewsletter(tx, input.email);
    if (row!.kind === "kvkk")
      await logDataRequest(tx, {
        kind: "contact",
        via: "contact",
        email: row!.email,
        contactMessageId: row!.id,
      });
    return row!;
  });
}
