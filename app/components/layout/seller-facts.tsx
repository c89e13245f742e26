import { sellerParts, type SellerIdentity, type SellerLabels } from "~/lib/seller";

/** Who sells, as the law wants it named (issue [20] point 1): the footer and the contact page. */
export function SellerFacts({
  seller,
  labels,
  heading,
}: {
  seller: SellerIdentity;
  labels: SellerLabels;
  heading?: string;
}) {
  const parts = sellerParts(seller, labels);
  if (parts.length === 0) return null;
  return (
    <section className="seller-facts" aria-label={labels.heading}>
      {heading ? <h3>{heading}</h3> : null}
      <dl>
        {parts.map((p) => (
          <div key={p.label}>
            <dt>{p.label}</dt>
            <dd>{p.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
