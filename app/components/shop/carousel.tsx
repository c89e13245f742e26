import { useRef } from "react";
import { useT } from "~/components/i18n";
import type { ProductCard as Card } from "~/models/product.server";
import { ProductCard } from "./product-card";

/**
 * The product carousel: 4 cards in view above 768 px, 2 below (CSS). It is a scroll-snapping
 * strip, so it works by touch and without JavaScript; the buttons page through it.
 */
export function ProductCarousel({ products, label }: { products: Card[]; label: string }) {
  const t = useT().common;
  const track = useRef<HTMLUListElement>(null);
  if (!products.length) return null;
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: "smooth" });
  };
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <h2>{label}</h2>
      <ul className="carousel-track" ref={track}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
      <div className="carousel-controls">
        <button type="button" onClick={() => page(-1)} aria-label={t.previous}>
          ‹
        </button>
        <button type="button" onClick={() => page(1)} aria-label={t.next}>
          ›
        </button>
      </div>
    </section>
  );
}
