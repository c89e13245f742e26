import { fmt } from "~/lib/i18n";
import { useT } from "~/components/i18n";
import type { ShipmentView } from "~/lib/carriers";

export type { ShipmentView };

/**
 * An order's parcels: carrier, tracking number, the link that follows it and the lines in it.
 * The shopper's order page and the staff's draw the same list.
 */
export function ShipmentList({
  parcels,
  heading,
  trackLabel,
}: {
  parcels: ShipmentView[];
  heading?: string;
  /** The link's words: the shopper's own ("Kargonu takip et") unless the staff's are given. */
  trackLabel?: string;
}) {
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
                  {trackLabel ?? t.track} <span className="visually-hidden">{t.newTab}</span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
