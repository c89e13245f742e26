import { fmt } from "~/lib/i18n";
import { useT } from "~/components/i18n";

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

/**
 * An order's parcels: carrier, tracking number, the link that follows it and the lines in it.
 * The shopper's order page and the staff's draw the same list.
 */
export function ShipmentList({ parcels, heading }: { parcels: ShipmentView[]; heading?: string }) {
  const t = useT().orders.parcels;
  if (parcels.length === 0) return null;
  return (
    <section className="shipment-list" aria-labelledby="shipment-list-heading">
      <h2 id="shipment-list-heading">{heading ?? t.heading}</h2>
      <ol>
        {parcels.map((p, i) => (
          <li key={p.id} className="shipment">
            {parcels.length > 1 ? <h3>{fmt(t.parcel, { n: i + 1 })}</h3> : null}
            <dl>
              <div>
                <dt>{t.carrier}</dt>
                <dd>{p.carrierName}</dd>
              </div>
              <div>
                <dt>{t.number}</dt>
                <dd>
                  <code>{p.trackingNumber}</code>
                </dd>
              </div>
              <div>
                <dt>{t.lines}</dt>
                <dd>
                  <ul>
                    {p.lines.map((l) => (
                      <li key={l.id}>
                        {l.name} × {l.quantity}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
            {p.trackingUrl ? (
              <p>
                <a
                  href={p.trackingUrl}
                  className="button secondary"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t.track} <span className="visually-hidden">{t.newTab}</span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
