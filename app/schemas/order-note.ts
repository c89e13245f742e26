import { z } from "zod";
import { fmt } from "~/lib/i18n";

/** The longest note an order takes: a few paragraphs, never a pasted document. */
export const ORDER_NOTE_MAX = 2000;

/**
 * A staff note's input (the staff order page's form and POST /api/order/{id}/notes): its body,
 * trimmed, not empty, at most ORDER_NOTE_MAX characters. The messages: the page's language on
 * the page, the API's English on /api.
 */
export const OrderNoteSchema = (t: { noteRequired: string; noteTooLong: string }) =>
  z.object({
    body: z
      .string({ required_error: t.noteRequired, invalid_type_error: t.noteRequired })
      .trim()
      .min(1, t.noteRequired)
      .max(ORDER_NOTE_MAX, fmt(t.noteTooLong, { max: ORDER_NOTE_MAX })),
  });
