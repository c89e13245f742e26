import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Img } from "./img";

// React writes srcSet in camel case; HTML attribute names ignore case.
const attrs = (html: string) =>
  Object.fromEntries([...html.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe("Img", () => {
  it("gives a stored picture its widths, sizes and dimensions, lazily", () => {
    const html = renderToStaticMarkup(
      <Img
        src="/uploads/img/0123456789abcdef-640.webp"
        alt=""
        width={400}
        height={400}
        sizes="50vw"
      />,
    );
    expect(attrs(html)).toMatchObject({
      srcSet:
        "/uploads/img/0123456789abcdef-320.webp 320w, /uploads/img/0123456789abcdef-640.webp 640w",
      sizes: "50vw",
      width: "400",
      height: "400",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("fetches the page's main picture first and at once", () => {
    const html = renderToStaticMarkup(
      <Img
        src="/images/demo/necklace-amethyst.svg"
        alt="Kolye"
        width={800}
        height={800}
        sizes="100vw"
        priority
      />,
    );
    const a = attrs(html);
    expect(a).toMatchObject({ loading: "eager", fetchpriority: "high", alt: "Kolye" });
    // A drawing scales by itself: no candidates, no sizes.
    expect(a.srcSet).toBeUndefined();
    expect(a.sizes).toBeUndefined();
  });
});
