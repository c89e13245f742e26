import { Img } from "./img";

const PLACEHOLDER = "/images/placeholder.svg";

/**
 * A product's small square picture beside its name in a list (cart, mini-cart, orders): decorative,
 * since the name next to it says what it is; the placeholder when the product has no image.
 */
export function Thumbnail({
  src,
  size,
  eager = false,
}: {
  src: string | null;
  size: number;
  /** Above the fold where it is the page's content (the cart's first lines): fetched at once. */
  eager?: boolean;
}) {
  return (
    <Img
      src={src ?? PLACEHOLDER}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      loading={eager ? "eager" : "lazy"}
    />
  );
}
