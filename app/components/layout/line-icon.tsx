/**
 * A header icon drawn in lines (the cart's bag, the brand panel's stone): an emoji is an empty
 * box on a phone or desktop without an emoji font.
 */
export function LineIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
        d={d}
      />
    </svg>
  );
}
