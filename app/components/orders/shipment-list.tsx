import { fmt } from "~/lib/i18n";
import { useT } from "~/components/i18n";
import type { ShipmentView } from "~/lib/carriers";

export type { ShipmentView };

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
