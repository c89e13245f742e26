/**
 * The carriers a parcel can leave with (issue [18] point 2) and where a shopper follows one.
 * `{number}` in a template is the tracking number, URL-encoded.
 *
 * CHECK BEFORE GOING LIVE: these addresses were written from the carriers' public tracking
 * pages as remembered, not confirmed against each carrier (the web corpus had none of them);
 * where the exact parameter was unsure, the carrier's tracking page takes the number as a query
 * parameter. Open each one with a real tracking number before the shop ships with it.
 */
export const CARRIERS = {
  yurtici: {
    name: "Yurtiçi Kargo",
    url: "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={number}",
  },
  aras: {
    name: "Aras Kargo",
    url: "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={number}",
  },
  mng: { name: "MNG Kargo", url: "https://www.mngkargo.com.tr/gonderi-takip?takipNo={number}" },
  ptt: { name: "PTT Kargo", url: "https://gonderitakip.ptt.gov.tr/Track/Verify?q={number}" },
  surat: {
    name: "Sürat Kargo",
    url: "https://suratkargo.com.tr/KargoTakip/?kargotakipno={number}",
  },
  hepsijet: { name: "HepsiJet", url: "https://www.hepsijet.com/gonderi-takibi/{number}" },
  ups: { name: "UPS", url: "https://www.ups.com/track?tracknum={number}" },
  dhl: { name: "DHL", url: "https://www.dhl.com/tr-en/home/tracking.html?tracking-id={number}" },
} as const;

export type KnownCarrier = keyof typeof CARRIERS;
/** 'other': a carrier not listed, with its name and its own tracking address. */
export const CARRIER_IDS = [...(Object.keys(CARRIERS) as KnownCarrier[]), "other"] as const;
export type CarrierId = KnownCarrier | "other";

export const NUMBER_PLACEHOLDER = "{number}";

/** A tracking number as carriers write them: letters, digits and a few separators. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{2,48}[A-Za-z0-9]$/;

export function isCarrier(value: unknown): value is CarrierId {
  return (CARRIER_IDS as readonly unknown[]).includes(value);
}

/** A parcel's carrier as the shopper reads it. */
export function carrierLabel(parcel: { carrier: string; carrierName: string }): string {
  return parcel.carrier in CARRIERS
    ? CARRIERS[parcel.carrier as KnownCarrier].name
    : parcel.carrierName;
}

/**
 * Where the shopper follows a parcel: the carrier's template with the number in it; for 'other',
 * the address the staff gave, with the number at its `{number}` or, without one, appended (the
 * address given is expected to end where the number goes, e.g. `...?code=`).
 */
export function trackingLink(parcel: {
  carrier: string;
  trackingUrl: string | null;
  trackingNumber: string;
}): string | null {
  const number = encodeURIComponent(parcel.trackingNumber.trim());
  const template =
    parcel.carrier in CARRIERS ? CARRIERS[parcel.carrier as KnownCarrier].url : parcel.trackingUrl;
  if (!template) return null;
  return template.includes(NUMBER_PLACEHOLDER)
    ? template.split(NUMBER_PLACEHOLDER).join(number)
    : template + number;
}

/** A parcel as the order pages draw it (issue [18] point 2). */
export interface ShipmentView {
  id: string;
  /** The carrier as the shopper reads it (app/lib/carriers.ts carrierLabel). */
  carrierName: string;
  trackingNumber: string;
  /** Where the parcel is followed; null when the carrier gave no address. */
  trackingUrl: string | null;
  /** The lines it holds, as the viewer sees them. */
  lines: { id: string; name: string; quantity: number }[];
}
