import { useT } from "~/components/i18n";
import type { LegalBlock } from "~/content/legal";
import { LegalBlocks } from "~/components/content/legal-blocks";

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
        <LegalBlocks blocks={contract.blocks} heading="h4" as="div" />
      </section>
    </div>
  );
}
