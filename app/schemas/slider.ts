import { z } from "zod";
import type { DashboardMessages } from "~/locales/dashboard";
import { activeFlag } from "./catalogue";

type T = DashboardMessages["sliders"]["errors"];

/** Longer than any slide's title; a cap against junk. */
const TITLE_MAX = 200;
/** A slide's text is a few sentences of HTML. */
export const SLIDER_BODY_MAX = 20_000;
const LINK_MAX = 2000;

const required = (message: string, max: number, t: T) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, t.tooLong);

const optionalText = (max: number, t: T) =>
  z
    .string()
    .trim()
    .max(max, t.tooLong)
    .optional()
    // Absent: left as it is (an /api update); empty: cleared.
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The slide form's and the /api's text fields (spec 001 §3, §5), by their contract names. The
 * pictures (`firstImage`, `secondImage`) are files, checked by the operation; so is whether
 * `slug` is a safe link (app/features/content/slider.server.ts).
 */
export const SliderSchema = (t: T) =>
  z.object({
    title: required(t.title, TITLE_MAX, t),
    title_en: optionalText(TITLE_MAX, t),
    body: required(t.body, SLIDER_BODY_MAX, t),
    body_en: optionalText(SLIDER_BODY_MAX, t),
    slug: required(t.slug, LINK_MAX, t),
    isActive: activeFlag.optional(),
  });

export type SliderInput = z.output<ReturnType<typeof SliderSchema>>;

/** PUT /api/slider/{id}/active `{ slider: { isActive } }`. */
export const SliderActiveBodySchema = z.object({ slider: z.object({ isActive: z.boolean() }) });

/**
 * An order of ids (`PUT /api/slider/reorder`, `/api/carousel/order`): a comma-joined string, an
 * array, or an object mapping each position to an id (`{ "0": id, "1": id }`), as the spec's
 * clients may send it.
 */
export const OrderSchema = z.object({
  order: z
    .union([
      z.string().transform((s) => s.split(",").map((id) => id.trim())),
      z.array(z.string()),
      z.record(z.string()).transform((m) =>
        Object.entries(m)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, id]) => id),
      ),
    ])
    .transform((ids) => ids.filter(Boolean).map((id) => id.toLowerCase())),
});
