import type { ImgHTMLAttributes } from "react";
import { srcSetOf } from "~/lib/images";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "srcSet"> & {
  src: string;
  alt: string;
  // Required, so the browser keeps the picture's place before it arrives (no layout shift).
  width: number;
  height: number;
  /** How wide the picture is drawn, for choosing among the stored widths (CSS media conditions). */
  sizes: string;
  /** The page's main picture: fetched first and at once instead of when scrolled near. */
  priority?: boolean;
};

/**
 * Every picture of the shop: a stored picture comes with its smaller widths (`srcset`), so a phone
 * downloads what it draws; below the fold it loads lazily; it never holds up the first paint.
 */
export function Img({ src, sizes, priority = false, loading, ...rest }: Props) {
  const srcSet = srcSetOf(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? "eager" : (loading ?? "lazy")}
      decoding="async"
      {...(priority ? { fetchpriority: "high" } : {})}
      {...rest}
    />
  );
}
