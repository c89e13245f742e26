import { useCallback, useEffect, useRef, useState } from "react";
import { useLang, useT, FieldText } from "~/components/i18n";
import { Img } from "~/components/ui/img";
import { fmt } from "~/lib/i18n";
import { srcSetOf } from "~/lib/images";

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
 * hovered or focused. Moving content needs a way to stop it (WCAG 2.2.2): the first control
 * pauses and plays, and people who ask for less motion get no autoplay until they press play.
 */
export function Slider({ slides }: { slides: Slide[] }) {
  const lang = useLang();
  const messages = useT();
  const t = messages.catalog;
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    setEnhanced(true);
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setStopped(true);
  }, []);
  const playing = enhanced && !paused && !stopped && count > 1;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  if (!count) return null;
  return (
    <section
      ref={root}
      className={`slider${enhanced ? " is-enhanced" : ""}`}
      aria-roledescription={t.carouselRole}
      aria-label={t.sliderLabel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(index + 1);
        if (e.key === "ArrowLeft") go(index - 1);
      }}
    >
      <div
        className="slider-track"
        // A slide changed by the shopper is read out; one changed by the timer is not.
        aria-live={playing ? "off" : "polite"}
        style={enhanced ? { transform: `translateX(-${index * 100}%)` } : undefined}
      >
        {slides.map((s, i) => {
          const href = s.slug.startsWith("/") && lang === "en" ? `/en${s.slug}` : s.slug;
          // A stored picture's widths, chosen by `sizes`; a drawing (SVG) is one file for every
          // width, and `sizes` without width descriptors is invalid HTML.
          const wide = srcSetOf(s.secondImage);
          return (
            <div
              key={s.id}
              className="slide"
              role="group"
              aria-roledescription={t.slideRole}
              aria-label={fmt(t.slide, { n: i + 1 })}
              aria-hidden={enhanced && i !== index ? true : undefined}
            >
              <picture>
                <source
                  media="(min-width: 768px)"
                  srcSet={wide ?? s.secondImage}
                  sizes={wide ? "100vw" : undefined}
                  width={1600}
                  height={700}
                />
                <Img
                  src={s.firstImage}
                  alt=""
                  width={800}
                  height={800}
                  sizes="100vw"
                  priority={i === 0}
                />
              </picture>
              <div className="slide-text">
                <FieldText as="h2" row={s} field="title" />
                <FieldText as="div" row={s} field="body" html />
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
          <button
            type="button"
            className="slider-toggle"
            aria-label={stopped ? t.sliderPlay : t.sliderPause}
            onClick={() => setStopped((s) => !s)}
          >
            <span aria-hidden="true">{stopped ? "▶" : "❚❚"}</span>
          </button>
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
