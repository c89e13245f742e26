import { z } from "zod";
import { fmt } from "~/lib/i18n";

/** The longest text the desk sends the shopper: instructions or a reason, a few paragraphs. */
export const DESK_TEXT_MAX = 2000;

type Errors = { instructions: string; reason: string; lines: string; tooLong: string };

const text = (required: string, t: Errors) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(DESK_TEXT_MAX, fmt(t.tooLong, { max: DESK_TEXT_MAX }));

/**
 * The desk's inputs, for its page and /api/returns (issue [19] point 2): the messages are the
 * page's language on the page, the API's English on /api.
 */
export const ApproveSchema = (t: Errors) => z.object({ instructions: text(t.instructions, t) });
export const RefuseSchema = (t: Errors) => z.object({ reason: text(t.reason, t) });
export const ReceiveSchema = (t: Errors) =>
  z.object({
    lines: z
      .array(
        z.object({
          id: z.string({ required_error: t.lines, invalid_type_error: t.lines }),
          resellable: z.boolean({ required_error: t.lines, invalid_type_error: t.lines }),
        }),
        { required_error: t.lines, invalid_type_error: t.lines },
      )
      .min(1, t.lines),
  });
