import { Img } from "./img";

const PLACEHOLDER = "/images/placeholder.svg";

/**
 * A product's small square picture beside its name in a list (cart, mini-cart, orders): decorative,
 * since the name next to it says what it is; the placeholder when the product has no image.
 */
export function Thumbnail({ src, size }: { src: string | null; size: number }) {
  return <Img src={src ?? PLACEHOLDER} alt="" width={size} height={size} sizes={`${size}px`} />;
}
