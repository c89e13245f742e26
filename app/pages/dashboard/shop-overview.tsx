import type { ShopOverview as Overview, Amounts } from "~/features/overview/shop-overview.server";
import { LocalLink, useLang } from "~/components/i18n";
import { fmt, type Lang } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import type { ServerMessages } from "~/locales/server";

// Making an Intl.DateTimeFormat costs far more than using one: the chart names 60 days a render.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "24 Kas" / "Nov 24": a shop day (YYYY-MM-DD) as the chart and its table name it. */
function dayText(day: string, lang: Lang, weekday = false) {
  const key = `${lang}:${weekday}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "tr-TR", {
      day: "numeric",
      month: "short",
      ...(weekday ? { weekday: "short" } : {}),
      timeZone: "UTC",
    });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

function AmountsText({ amounts }: { amounts: Amounts }) {
  const lang = useLang();
  if (amounts.length === 0) return <>{formatMoney(0, "try", lang)}</>;
  return <>{amounts.map((a) => formatMoney(a.amount, a.currency, lang)).join(" + ")}</>;
}

/**
 * The owner's morning (issue [10] point 4): figures, the last 30 days as a chart drawn on the
 * server (an SVG a screen reader reads as one image with its summary; the same numbers in a
 * table), best sellers, transfers to chase and products running low.
 */
/** The overview's texts: written by the loader, so that no other dashboard page's scripts carry them. */
type Texts = ServerMessages["overview"];

export function ShopOverview({ overview, t }: { overview: Overview; t: Texts }) {
  return (
    <section className="shop-overview" aria-labelledby="overview-title">
      <h1 id="overview-title">{t.title}</h1>
      {overview.merchant ? <p className="order-note">{t.merchantNote}</p> : null}
      <dl className="overview-figures">
        <div>
          <dt>{t.todayOrders}</dt>
          <dd>{overview.today.orders}</dd>
        </div>
        <div>
          <dt>{t.todaySales}</dt>
          <dd>
            <AmountsText amounts={overview.today.amounts} />
          </dd>
        </div>
        <div>
          <dt>{t.monthSales}</dt>
          <dd>
            <AmountsText amounts={overview.month.amounts} />
          </dd>
        </div>
      </dl>
      <p className="order-note">{t.salesNote}</p>
      <SalesChart days={overview.days} t={t} />
      <div className="overview-lists">
        <BestSellers best={overview.best} t={t} />
        {overview.underReview.count > 0 ? (
          <AwaitedOrders id="overview-review" title={t.underReview} list={overview.underReview} />
        ) : null}
        <AwaitedOrders
          id="overview-awaited"
          title={t.awaited}
          none={t.awaitedNone}
          list={overview.awaited}
          all={{ to: "/dashboard/orders?payment=awaiting", text: t.allAwaited }}
        />
        <RunningLow low={overview.low} t={t} />
        <OpenReturns returns={overview.returns} t={t} />
      </div>
    </section>
  );
}

const CHART = { width: 620, height: 200, left: 0, right: 0, top: 8, bottom: 1 };

function SalesChart({ days, t }: { days: Overview["days"]; t: Texts }) {
  const lang = useLang();
  const money = (n: number) => formatMoney(n, "try", lang);
  const max = Math.max(0, ...days.map((d) => d.amount));
  const best = days.find((d) => d.amount === max);
  const sum = Math.round(days.reduce((n, d) => n + d.amount, 0) * 100) / 100;
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const step = plotWidth / days.length;
  const summary =
    max > 0 && best
      ? fmt(t.chartSummary, { day: dayText(best.day, lang), amount: money(max), total: money(sum) })
      : t.chartEmpty;
  return (
    <figure className="overview-chart">
      <figcaption id="overview-chart-title">{fmt(t.chartTitle, { currency: "TL" })}</figcaption>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby="overview-chart-title overview-chart-summary"
        preserveAspectRatio="none"
      >
        <line
          className="overview-axis"
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={CHART.top + plotHeight}
          y2={CHART.top + plotHeight}
        />
        {days.map((d, i) => {
          const height = max > 0 ? (d.amount / max) * plotHeight : 0;
          const x = CHART.left + i * step + step * 0.15;
          return (
            <g key={d.day}>
              <rect
                className="overview-bar"
                x={x}
                y={CHART.top + plotHeight - height}
                width={step * 0.7}
                height={height}
              >
                <title>{`${dayText(d.day, lang)}: ${money(d.amount)}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {/* Every seventh day named under its bar, from today back; HTML, so that the labels keep
          their size however the chart is stretched. Hidden from screen readers: the table says it. */}
      <ol className="overview-days" aria-hidden="true">
        {days.map((d, i) =>
          (days.length - 1 - i) % 7 === 0 ? (
            <li key={d.day} style={{ left: `${((i + 0.5) / days.length) * 100}%` }}>
              {dayText(d.day, lang)}
            </li>
          ) : null,
        )}
      </ol>
      <p id="overview-chart-summary" className="order-note">
        {summary}
      </p>
      <details className="overview-table">
        <summary>{t.asTable}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.orders}</th>
              <th scope="col">{t.sales}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayText(d.day, lang, true)}</th>
                <td>{d.orders}</td>
                <td>
                  <AmountsText amounts={d.amounts} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function BestSellers({ best, t }: { best: Overview["best"]; t: Texts }) {
  return (
    <section aria-labelledby="overview-best">
      <h2 id="overview-best">{t.bestSellers}</h2>
      {best.length === 0 ? (
        <p className="empty">{t.bestSellersNone}</p>
      ) : (
        <ol className="overview-list">
          {best.map((p) => (
            <li key={p.slug}>
              <LocalLink to={`/product/${p.slug}`}>{p.name}</LocalLink>{" "}
              <span>{fmt(t.pieces, { count: p.quantity })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Orders waiting on their payment: transfers not yet received, card payments under review. */
function AwaitedOrders({
  id,
  title,
  none,
  list,
  all,
}: {
  id: string;
  title: string;
  none?: string;
  list: Overview["awaited"];
  all?: { to: string; text: string };
}) {
  const lang = useLang();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{fmt(title, { count: list.more ? `${list.count}+` : list.count })}</h2>
      {list.count === 0 ? (
        <p className="empty">{none}</p>
      ) : (
        <>
          <ul className="overview-list">
            {list.rows.map((o) => (
              <li key={o.id}>
                <LocalLink to={`/dashboard/orders/${o.id}`}>#{o.number}</LocalLink>{" "}
                <time dateTime={o.created}>{o.dateText}</time>{" "}
                <span>{formatMoney(o.total, o.currency, lang)}</span>
              </li>
            ))}
          </ul>
          {all ? (
            <p>
              <LocalLink to={all.to}>{all.text}</LocalLink>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function RunningLow({ low, t }: { low: Overview["low"]; t: Texts }) {
  return (
    <section aria-labelledby="overview-low">
      <h2 id="overview-low">{t.lowStock}</h2>
      {low.length === 0 ? (
        <p className="empty">{t.lowStockNone}</p>
      ) : (
        <>
          <ul className="overview-list">
            {low.map((p) => (
              <li key={p.id}>
                <LocalLink to={`/dashboard/product/edit/${p.id}`}>{p.name}</LocalLink>{" "}
                <span>{p.quantity === 0 ? t.soldOut : fmt(t.left, { count: p.quantity })}</span>
              </li>
            ))}
          </ul>
          <p>
            <LocalLink to="/dashboard/product?stock=soldOut">{t.allSoldOut}</LocalLink>{" "}
            <LocalLink to="/dashboard/product?stock=low">{t.allLow}</LocalLink>
          </p>
        </>
      )}
    </section>
  );
}

/** Open withdrawals and returns, overdue ones named: the desk is one link away (issue [19]). */
function OpenReturns({ returns, t }: { returns: Overview["returns"]; t: Texts }) {
  return (
    <section className="overview-returns" aria-labelledby="overview-returns">
      <h2 id="overview-returns">{t.returnsTitle}</h2>
      {returns.open === 0 ? (
        <p className="empty">{t.returnsNone}</p>
      ) : (
        <ul>
          <li className="overview-returns-open">{fmt(t.returnsOpen, { n: returns.open })}</li>
          {returns.overdue > 0 ? (
            <li className="overview-returns-overdue return-overdue">
              {fmt(t.returnsOverdue, { n: returns.overdue })}
            </li>
          ) : null}
        </ul>
      )}
      <p>
        <LocalLink to="/dashboard/returns">{t.returnsLink}</LocalLink>
      </p>
    </section>
  );
}
