import { useCallback, useEffect, useRef, useState } from "react";
import { pick, useLang, useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";

export interface Slide {
  id: string;
  title: string;
  titleEn: string | null;
  /** Sanitised HTML. */
  body: string;
  bodyEn: string | null;
  firstImage: string;
  secondImage: string;
  slug: string;
}

const INTERVAL_MS = 4000;

/**
 * The home slider. Without JavaScript it is a horizontally scrolling strip of slides; with it,
 * it autoplays every 4 s, loops, slides in 200 ms (CSS), answers the arrow keys and pauses while
 * hovered or focused.
 */
export function Slider({ slides }: { slides: Slide[] }) {
  const lang = useLang();
  const messages = useT();
  const t = messages.catalog;
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const root = useRef<HTMLElement>(null);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!enhanced || paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enhanced, paused, count]);

  if (!count) return null;
  return (
    <section
      ref={root}
      className={`slider${enhanced ? " is-enhanced" : ""}`}
      aria-roledescription="carousel"
      aria-label={t.sliderLabel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(index + 1);
        if (e.key === "ArrowLeft") go(index - 1);
      }}
    >
      <div
        className="slider-track"
        style={enhanced ? { transform: `translateX(-${index * 100}%)` } : undefined}
      >
        {slides.map((s, i) => {
          const href = s.slug.startsWith("/") && lang === "en" ? `/en${s.slug}` : s.slug;
          return (
            <div
              key={s.id}
              className="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fmt(t.slide, { n: i + 1 })}
              aria-hidden={enhanced && i !== index ? true : undefined}
            >
              <picture>
                <source
                  media="(min-width: 768px)"
                  srcSet={s.secondImage}
                  width={1600}
                  height={700}
                />
                <img
                  src={s.firstImage}
                  alt=""
                  width={800}
                  height={800}
                  loading={i === 0 ? "eager" : "lazy"}
                  {...(i === 0 ? { fetchpriority: "high" } : {})}
                />
              </picture>
              <div className="slide-text">
                <h2>{pick(lang, s, "title")}</h2>
                <div dangerouslySetInnerHTML={{ __html: pick(lang, s, "body") }} />
                <a
                  className="button"
                  href={href}
                  tabIndex={enhanced && i !== index ? -1 : undefined}
                >
                  {t.allProducts}
                </a>
              </div>
            </div>
          );
        })}
      </div>
      {enhanced && count > 1 ? (
        <div className="slider-controls">
          <button type="button" onClick={() => go(index - 1)} aria-label={messages.common.previous}>
            ‹
          </button>
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="dot"
              aria-label={fmt(t.slide, { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
          <button type="button" onClick={() => go(index + 1)} aria-label={messages.common.next}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
