import type { DbOrTx } from "../../../db/client.server";
import { isReturnKind, isReturnReason, RETURN_PHOTOS_MAX, type ReturnKind } from "~/lib/returns";
import {
  createReturnRequests,
  type CreateReturnResult,
  type ReturnRequestInput,
} from "~/models/return-request.server";
import { ImageRejected, storeImage } from "~/services/images.server";
import { pictureStorage } from "~/services/picture-storage.server";
import { queueReturnMails } from "./return-notices.server";

/**
 * The shopper's return or withdrawal request (issue [19] point 1), for the page and /api alike:
 * the form's values read into the operation's input, the photos stored, the requests made in one
 * transaction with their mails, and the mails sent once it has committed.
 */

/** The form's or the JSON body's values, as sent: strings, a list of line ids, a flag. */
export interface AskedReturn {
  kind: unknown;
  lines: string[];
  reason: unknown;
  note: unknown;
  sealIntact: unknown;
  iban: unknown;
  accountHolder: unknown;
}

/** A field the input itself gets wrong, before the order is read. */
export type InputProblem =
  { field: "kind"; code: "kindNeeded" } | { field: "photos"; code: "tooMany" | "notAnImage" };

const text = (v: unknown) => (typeof v === "string" ? v : "");
/** A checkbox posts "on"; JSON sends true. */
export const isChecked = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";

export function readAsked(
  asked: AskedReturn,
  requestedBy: string | null,
): Omit<ReturnRequestInput, "photos"> | InputProblem {
  if (!isReturnKind(asked.kind)) return { field: "kind", code: "kindNeeded" };
  const kind: ReturnKind = asked.kind;
  return {
    kind,
    itemIds: asked.lines.map((l) => l.trim().toLowerCase()).filter(Boolean),
    reason: kind === "return" && isReturnReason(asked.reason) ? asked.reason : null,
    note: kind === "return" ? text(asked.note) : "",
    sealIntact: isChecked(asked.sealIntact),
    iban: text(asked.iban),
    accountHolder: text(asked.accountHolder),
    requestedBy,
  };
}

/** Stores a return's photos (their bytes checked by content and re-encoded): URLs, or the problem. */
export async function storeReturnPhotos(
  files: Uint8Array[],
): Promise<string[] | { field: "photos"; code: "tooMany" | "notAnImage" }> {
  if (files.length > RETURN_PHOTOS_MAX) return { field: "photos", code: "tooMany" };
  const urls: string[] = [];
  try {
    for (const file of files) urls.push((await storeImage(file, pictureStorage())).url);
  } catch (error) {
    if (error instanceof ImageRejected) return { field: "photos", code: "notAnImage" };
    throw error;
  }
  return urls;
}

/** Makes the requests and sends their mails (after the commit). */
export async function askReturn(
  db: DbOrTx,
  orderId: string,
  input: ReturnRequestInput,
  origin: string,
): Promise<CreateReturnResult> {
  let mails = { deliver: () => {} };
  const result = await createReturnRequests(db, orderId, input, async (tx, ids) => {
    mails = await queueReturnMails(tx, orderId, ids, origin);
  });
  if (result.ok) mails.deliver();
  return result;
}
