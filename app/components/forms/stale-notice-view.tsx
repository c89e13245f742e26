import { useEffect, useRef } from "react";
import type { StaleNotice } from "~/lib/record-version";

/**
 * The notice of a save refused as stale (decision 067): who changed the record meanwhile, when
 * and what, in the texts its page carries (the dashboards' own, or the order page's from the
 * server). Apart from the dashboards' texts module, which a storefront page does not load.
 */
export function StaleNoticeView({
  notice,
  texts,
}: {
  notice: StaleNotice | undefined;
  texts: { title: string; byTheShop: string; after?: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  // With JavaScript the refused form stays where it was sent from (its button, at the bottom on a
  // phone): the notice is brought into view and focused, as a page drawn anew would show it.
  useEffect(() => {
    if (!notice) return;
    box.current?.scrollIntoView?.({ block: "start" });
    box.current?.focus({ preventScroll: true });
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={box} tabIndex={-1} className="form-errors stale-notice" role="alert">
      <p>
        <strong>{texts.title}</strong>
      </p>
      {notice.changes.length ? (
        <ul>
          {notice.changes.map((c, i) => (
            <li key={i}>
              {c.who} · {c.when}: {c.what}
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.byTheShop}</p>
      )}
      {texts.after ? <p>{texts.after}</p> : null}
    </div>
  );
}
