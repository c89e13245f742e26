import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/components/i18n";
import type { ProductCard as Card } from "~/models/product.server";
import { ProductCard } from "./product-card";

/**
 * The product carousel: 4 cards in view above 768 px, 2 below (CSS). It is a scroll-snapping
 * strip, so it works by touch, by Tab (a focused card scrolls into view) and without JavaScript;
 * with JavaScript the buttons (and the arrow keys on them) page through it. Without JavaScript
 * they would do nothing, so they appear only once it runs.
 */
export function ProductCarousel({ products, label }: { products: Card[]; label: string }) {
  const messages = useT();
  const t = messages.common;
  const track = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (!products.length) return null;
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: "smooth" });
  };
  return (
    <section
      className="carousel"
      aria-roledescription={messages.catalog.carouselRole}
      aria-label={label}
    >
      <h2>{label}</h2>
      <ul className="carousel-track" id={trackId} ref={track}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
      {enhanced ? (
        <div
          className="carousel-controls"
          onKeyDown={(e) => {
            if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
            e.preventDefault();
            page(e.key === "ArrowRight" ? 1 : -1);
          }}
        >
          <button
            type="button"
            onClick={() => page(-1)}
            aria-label={t.previous}
            aria-controls={trackId}
          >
            ‹
          </button>
          <button type="button" onClick={() => page(1)} aria-label={t.next} aria-controls={trackId}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
