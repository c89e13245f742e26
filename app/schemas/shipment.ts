import { z } from "zod";
import { isCarrier, TRACKING_NUMBER, type CarrierId } from "~/lib/carriers";

/** The messages of the shipping form's fields (app/locales/{tr,en}/dashboard-shipping.ts). */
export interface ShipmentErrors {
  carrier: string;
  carrierName: string;
  trackingUrl: string;
  trackingNumber: string;
  itemIds: string;
  reason: string;
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text.replace("{number}", "0"));
    return url.protocol === "https:" && !!url.hostname.includes(".");
  } catch {
    return false;
  }
}

const text = (max: number, message: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v.length <= max, message);

/**
 * A parcel as the staff give it (the ship form and POST /api/order/{id}/shipments): a carrier of
 * app/lib/carriers.ts, or 'other' with its name and its own https tracking address (the number
 * goes at `{number}`, or at its end); a tracking number of carrier-like characters; the lines it
 * holds (none named: every line the caller may ship); the reason, when shipping an unpaid transfer
 * order.
 */
export const ShipmentSchema = (t: ShipmentErrors) =>
  z
    .object({
      carrier: z
        .unknown()
        .refine((v): v is CarrierId => isCarrier(v), t.carrier)
        .transform((v) => v as CarrierId),
      carrierName: text(80, t.carrierName),
      trackingUrl: text(500, t.trackingUrl),
      trackingNumber: text(50, t.trackingNumber).refine(
        (v) => TRACKING_NUMBER.test(v),
        t.trackingNumber,
      ),
      itemIds: z
        .union([z.string(), z.array(z.string())], { invalid_type_error: t.itemIds })
        .optional()
        .transform((v) => (v === undefined ? undefined : [v].flat())),
      reason: text(2000, t.reason),
    })
    .superRefine((v, ctx) => {
      if (v.carrier !== "other") return;
      if (!v.carrierName)
        ctx.addIssue({ code: "custom", path: ["carrierName"], message: t.carrierName });
      if (!isHttpsUrl(v.trackingUrl))
        ctx.addIssue({ code: "custom", path: ["trackingUrl"], message: t.trackingUrl });
    })
    .transform((v) => ({
      ...v,
      // A listed carrier's address is the table's: what was typed for 'other' is not kept.
      carrierName: v.carrier === "other" ? v.carrierName : "",
      trackingUrl: v.carrier === "other" ? v.trackingUrl : null,
    }));

export type ShipmentInput = z.output<ReturnType<typeof ShipmentSchema>>;
