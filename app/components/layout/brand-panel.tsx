import { useLocation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { LocalLink, useRootData, useT } from "~/components/i18n";
import { LineIcon } from "./line-icon";

/**
 * The header's brand panel (spec 000 §2, navigation state): a link to /brands that, with
 * JavaScript, opens a panel of the shop's brands instead. It toggles on its own: the menu and
 * the cart panel close each other, not it. The brands come with the root's data (a cached list
 * of names and slugs), so the panel opens at once on a slow phone; its list is only drawn while
 * it is open. A navigation or Escape closes it.
 */
export function BrandPanel() {
  const t = useT().common;
  const { brands } = useRootData();
  const location = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <LocalLink
        to="/brands"
        className="brand-toggle"
        aria-label={t.brands}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          // With JavaScript the link opens the panel; without it, it goes to /brands.
          e.preventDefault();
          setOpen((o) => !o);
        }}
      >
        {/* A cut stone. */}
        <LineIcon d="M6 3h12l4 6-10 12L2 9l4-6Zm-4 6h20M9 3l3 18 3-18" />
      </LocalLink>
      <section id={panelId} className="brand-panel" hidden={!open} aria-label={t.brands}>
        <div className="brand-panel-head">
          <h2>{t.brands}</h2>
          <button type="button" onClick={() => setOpen(false)} aria-label={t.close}>
            ×
          </button>
        </div>
        {open ? (
          <ul>
            {brands.map((b) => (
              <li key={b.slug}>
                <LocalLink to={`/shop/brand/${b.slug}`}>{b.name}</LocalLink>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <LocalLink to="/brands">{t.allBrands}</LocalLink>
        </p>
      </section>
    </>
  );
}
