import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLang } from "~/components/i18n";
import { Img } from "~/components/ui/img";
import { fmt, localePath } from "~/lib/i18n";
import { SortableList } from "~/components/dashboard/sortable-list";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";

/** An entry of the carousel as the page shows it. */
export interface CarouselItem {
  id: string;
  productId: string;
  sku: string;
  name: string;
  imageUrl: string | null;
  /** The shop shows the product (active and visible); else the home carousel skips it. */
  listed: boolean;
}

export interface CarouselMatchItem {
  id: string;
  sku: string;
  name: string;
  inCarousel: boolean;
}

type Op = () => Promise<void>;

/** How long the search waits after the last key before it asks. */
const SEARCH_DELAY_MS = 250;

async function call(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, {
    ...init,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    },
  });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.json();
}

/**
 * The carousel's editor (spec 001 §2 Carousel). The server's HTML is plain forms: a GET search
 * (`?q=`) whose matches each have an add button, and the carousel's entries with up, down and
 * remove buttons, each a POST to the page. Once JavaScript runs, the same buttons call the /api
 * (POST /api/carousel/add, DELETE /api/carousel/remove/{id}, PUT /api/carousel/order) without a
 * page load, the search answers as one types (/dashboard/carousel/search), and the entries are
 * dragged into order by a handle (pointer or keyboard), saved at once. A call that fails says
 * 'Bağlantı hatası. Tekrar deneyiniz.' with a button that tries it again.
 */
export function CarouselPicker(props: {
  entries: CarouselItem[];
  matches: CarouselMatchItem[];
  q: string;
}) {
  const t = useDashboardT().carousel;
  const lang = useLang();
  const page = localePath(lang, "/dashboard/carousel");
  const [live, setLive] = useState(false);
  const [entries, setEntries] = useState(props.entries);
  const [matches, setMatches] = useState(props.matches);
  const [q, setQ] = useState(props.q);
  const [failed, setFailed] = useState<Op | null>(null);
  const [status, setStatus] = useState("");
  const searchTimer = useRef<ReturnType<typeof setTimeout>>();
  const lastSearch = useRef(0);
  useEffect(() => setLive(true), []);
  useEffect(() => setEntries(props.entries), [props.entries]);
  useEffect(() => setMatches(props.matches), [props.matches]);

  /**
   * Runs `op`; a failure is said, with `op` kept for the retry button. A search leaves the last
   * change's 'saved' standing: one typed just before an add answers after it.
   */
  async function attempt(op: Op, isSearch = false) {
    setFailed(null);
    if (!isSearch) setStatus("");
    try {
      await op();
    } catch {
      setFailed(() => op);
    }
  }

  const search = (term: string) => async () => {
    const n = ++lastSearch.current;
    const found = (await call(
      `${localePath(lang, "/dashboard/carousel/search")}?q=${encodeURIComponent(term)}`,
      { method: "GET" },
    )) as { matches: CarouselMatchItem[] };
    // An older answer arriving after a newer one is dropped.
    if (n === lastSearch.current) setMatches(found.matches);
  };

  const add = (match: CarouselMatchItem) => async () => {
    const answer = (await call("/api/carousel/add", {
      method: "POST",
      body: JSON.stringify({ product: match.id }),
    })) as {
      entry: {
        _id: string;
        listed: boolean;
        product: { _id: string; sku: string; name: string; imageUrl: string | null };
      };
    };
    const e = answer.entry;
    setEntries((list) => [
      ...list,
      {
        id: e._id,
        productId: e.product._id,
        sku: e.product.sku,
        name: e.product.name,
        imageUrl: e.product.imageUrl,
        listed: e.listed,
      },
    ]);
    setMatches((list) => list.map((m) => (m.id === match.id ? { ...m, inCarousel: true } : m)));
    setStatus(t.saved);
  };

  const remove = (item: CarouselItem) => async () => {
    await call(`/api/carousel/remove/${item.id}`, { method: "DELETE" });
    setEntries((list) => list.filter((e) => e.id !== item.id));
    setMatches((list) =>
      list.map((m) => (m.id === item.productId ? { ...m, inCarousel: false } : m)),
    );
    setStatus(t.saved);
  };

  const reorder = (ids: string[]) => async () => {
    await call("/api/carousel/order", {
      method: "PUT",
      body: JSON.stringify({ order: ids.join(",") }),
    });
    setStatus(t.saved);
  };

  const move = (ids: string[]) => {
    setEntries((list) => ids.map((id) => list.find((e) => e.id === id)!));
    void attempt(reorder(ids));
  };

  /** A plain form's submit, done by `op` instead once JavaScript runs. */
  const enhance = (op: () => void) => (e: FormEvent) => {
    e.preventDefault();
    op();
  };

  const buttonForm = (
    fields: Record<string, string>,
    label: string,
    op: () => void,
    opts: { disabled?: boolean; ariaLabel?: string; className?: string } = {},
  ) => (
    <form method="post" action={`${page}?index`} onSubmit={live ? enhance(op) : undefined}>
      {Object.entries({ ...fields, q }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={opts.className ?? "button secondary"}
        disabled={opts.disabled}
        aria-label={opts.ariaLabel}
      >
        {label}
      </button>
    </form>
  );

  const entry = (item: CarouselItem, i: number, handle?: ReactNode) => (
    <div className={`carousel-entry${item.listed ? "" : " is-off"}`}>
      {handle}
      {item.imageUrl ? (
        <Img src={item.imageUrl} alt="" width={56} height={56} sizes="56px" />
      ) : (
        <span className="carousel-noimage" aria-hidden="true" />
      )}
      <span className="carousel-name">
        <strong>{item.name}</strong> <small>{item.sku}</small>
        {item.listed ? null : <span className="state-tag is-off">{t.hidden}</span>}
      </span>
      {/* A div: a form may not sit inside a span (phrasing content). */}
      <div className="order-buttons">
        {buttonForm({ intent: "up", entry: item.id }, t.moveUp, () => move(swap(i, i - 1)), {
          disabled: i === 0,
        })}
        {buttonForm({ intent: "down", entry: item.id }, t.moveDown, () => move(swap(i, i + 1)), {
          disabled: i === entries.length - 1,
        })}
        {buttonForm(
          { intent: "remove", entry: item.id },
          t.remove,
          () => void attempt(remove(item)),
          { ariaLabel: fmt(t.removeLabel, { name: item.name }), className: "button button-danger" },
        )}
      </div>
    </div>
  );

  function swap(from: number, to: number): string[] {
    const ids = entries.map((e) => e.id);
    if (to < 0 || to >= ids.length) return ids;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    return ids;
  }

  return (
    <div className="carousel-picker">
      <p className="hint">{t.hint}</p>
      {failed ? (
        <div className="form-errors carousel-failed" role="alert">
          <p>{t.failed}</p>
          <button type="button" className="button secondary" onClick={() => void attempt(failed)}>
            {t.retry}
          </button>
        </div>
      ) : null}
      <p role="status" className="hint carousel-status">
        {status}
      </p>
      <div className="carousel-columns">
        <section aria-labelledby="carousel-pick">
          <h2 id="carousel-pick">{t.pick}</h2>
          <form
            method="get"
            action={page}
            role="search"
            className="carousel-search"
            onSubmit={live ? enhance(() => void attempt(search(q), true)) : undefined}
          >
            <label htmlFor="carousel-q" className="visually-hidden">
              {t.search}
            </label>
            <input
              id="carousel-q"
              type="search"
              name="q"
              value={q}
              placeholder={t.search}
              autoComplete="off"
              onChange={(e) => {
                const term = e.target.value;
                setQ(term);
                clearTimeout(searchTimer.current);
                searchTimer.current = setTimeout(
                  () => void attempt(search(term), true),
                  SEARCH_DELAY_MS,
                );
              }}
            />
            <button type="submit" className="button secondary">
              {t.searchButton}
            </button>
          </form>
          {matches.length === 0 ? (
            <p className="empty">{t.noMatch}</p>
          ) : (
            <ul className="carousel-matches" aria-label={t.found}>
              {matches.map((m) => (
                <li key={m.id}>
                  <span className="carousel-name">
                    <strong>{m.name}</strong> <small>{m.sku}</small>
                  </span>
                  {m.inCarousel ? (
                    <span className="state-tag">{t.inCarousel}</span>
                  ) : (
                    buttonForm(
                      { intent: "add", product: m.id },
                      t.add,
                      () => void attempt(add(m)),
                      { ariaLabel: fmt(t.addLabel, { name: m.name }), className: "button" },
                    )
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="carousel-current">
          <h2 id="carousel-current">{t.current}</h2>
          {entries.length === 0 ? (
            <p className="empty">{t.empty}</p>
          ) : live ? (
            <>
              <p className="hint">{t.dragHint}</p>
              <SortableList
                className="carousel-list"
                items={entries}
                instructions={t.dragHint}
                announce={t.announce}
                handleLabel={(item) => fmt(t.dragHandle, { name: item.name })}
                onReorder={move}
                renderItem={(item, i, handle) => entry(item, i, handle)}
              />
            </>
          ) : (
            <ol className="carousel-list">
              {entries.map((item, i) => (
                <li key={item.id} data-id={item.id}>
                  {entry(item, i)}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
