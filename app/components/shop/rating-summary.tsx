import { useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import type { ReviewSummary } from "~/models/review.server";

export function Stars({ rating }: { rating: number }) {
  const t = useT().catalog;
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={fmt(t.stars, { n: full })}>
      {"★".repeat(full)}
      <span className="stars-empty">{"★".repeat(5 - full)}</span>
    </span>
  );
}

export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const t = useT().catalog;
  if (!summary.totalReviews) return <p>{t.noReviews}</p>;
  return (
    <div className="rating-summary">
      <p>
        <Stars rating={summary.totalSummary} />{" "}
        {fmt(t.ratingSummary, { total: summary.totalReviews, avg: summary.totalSummary })}
      </p>
      <dl>
        {([5, 4, 3, 2, 1] as const).map((n) => (
          <div key={n} className="rating-row">
            <dt>{fmt(t.stars, { n })}</dt>
            <dd>
              <meter
                min={0}
                max={summary.totalReviews}
                value={summary.counts[n]}
                aria-hidden="true"
              />{" "}
              {summary.counts[n]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
