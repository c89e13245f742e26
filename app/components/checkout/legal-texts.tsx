import { useT } from "~/components/i18n";
import type { LegalBlock } from "~/content/legal";

/** The pre-information form and the distance-selling contract, in boxes that scroll. */
export function LegalTexts({
  preInfo,
  contract,
}: {
  preInfo: string[];
  contract: { title: string; blocks: LegalBlock[] };
}) {
  const t = useT().checkout;
  return (
    <div className="checkout-legal">
      <section className="contract-box" tabIndex={0} aria-labelledby="pre-info-title">
        <h2 id="pre-info-title">{t.preInfoTitle}</h2>
        {preInfo.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section className="contract-box" tabIndex={0} aria-labelledby="contract-title" lang="tr">
        <h2 id="contract-title">{t.contractTitle}</h2>
        <h3>{contract.title}</h3>
        {contract.blocks.map((b, i) => (
          <div key={i}>
            {b.heading ? <h4>{b.heading}</h4> : null}
            {b.paragraphs?.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
            {b.items?.length ? (
              <ul>
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </section>
    </div>
  );
}
