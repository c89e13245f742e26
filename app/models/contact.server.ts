import type { DbOrTx } from "../../db/client.server";
import { contactMessages } from "../../db/schema";
import type { ContactKind } from "~/lib/data-requests";
import type { Lang } from "~/lib/i18n";
import { recordConsent } from "./consent.server";
import { logDataRequest } from "./data-request.server";

export interface ContactInput {
  firstname: string;
  lastname: string;
  email: string;
  message?: string | null;
  /** The consent box: ticked, a consent to commercial e-mail given (issue [20] point 3). */
  newsletter: boolean;
  /** 'kvkk': a data subject's request, logged in the K.V.K.K. log too (decision 080). */
  kind?: ContactKind;
}

/** Where and by whom the message was sent, kept with the consent when the box is ticked. */
export interface ContactOrigin {
  /** '/contact', or the API's path. */
  source: string;
  lang: Lang;
  userId?: string | null;
}

/**
 * Stores a contact message and, when the box is ticked, the consent to commercial e-mail with it
 * (an unticked box changes no earlier answer); a K.V.K.K. request lands in the K.V.K.K. log, all
 * in one transaction.
 */
export async function addContactMessage(db: DbOrTx, input: ContactInput, from: ContactOrigin) {
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
    if (input.newsletter)
      await recordConsent(tx, {
        email: input.email,
        given: true,
        source: from.source,
        lang: from.lang,
        userId: from.userId,
      });
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
