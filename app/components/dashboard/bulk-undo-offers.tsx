import { Form } from "@remix-run/react";
import { localePath } from "~/lib/i18n";
import type { UndoOffers } from "~/features/catalogue/bulk-undo-offers.server";
import { useLang } from "~/components/i18n";

/**
 * The bulk changes that can still be undone, each with its undo: a plain form posting to the
 * bulk page, which comes back to `back` (the product list or the activity) with a toast.
 */
export function BulkUndoOffers({ offers, back }: { offers: UndoOffers; back: string }) {
  const lang = useLang();
  if (!offers.offers.length) return null;
  return (
    <section className="bulk-undo-offers" aria-labelledby="bulk-undo-offers">
      <h2 id="bulk-undo-offers">{offers.title}</h2>
      <ul>
        {offers.offers.map((o) => (
          <li key={o.batch}>
            <span>{o.text}</span>
            <Form method="post" action={localePath(lang, "/dashboard/product/bulk")}>
              <input type="hidden" name="batch" value={o.batch} />
              <input type="hidden" name="back" value={back} />
              <button
                type="submit"
                name="intent"
                value="undo"
                className="button secondary"
                aria-label={o.label}
              >
                {offers.undo}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
