// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Slider, type Slide } from "./slider";

const slide = (id: string, secondImage: string): Slide => ({
  id,
  title: "Ametist",
  titleEn: null,
  body: "<p>Yeni</p>",
  bodyEn: null,
  firstImage: "/images/demo/necklace-amethyst.svg",
  secondImage,
  slug: "/shop",
});

/** The wide screen's picture of each slide, as the server writes it. */
function wideSources(slides: Slide[]) {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <Slider slides={slides} /> }],
    {
      hydrationData: { loaderData: { root: { lang: "tr" } } },
    },
  );
  const html = renderToString(<RouterProvider router={router} />);
  return [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("picture source")];
}

describe("Slider", () => {
  it("lets a wide screen choose among a stored picture's widths", () => {
    const [source] = wideSources([slide("s1", "/uploads/img/0123456789abcdef-1280.webp")]);
    expect(source!.getAttribute("srcset")).toContain("/uploads/img/0123456789abcdef-640.webp 640w");
    expect(source!.getAttribute("sizes")).toBe("100vw");
  });

  it("gives a drawing its one file, without sizes (valid only beside widths)", () => {
    const [source] = wideSources([slide("s1", "/images/demo/necklace-pearl.svg")]);
    expect(source!.getAttribute("srcset")).toBe("/images/demo/necklace-pearl.svg");
    expect(source!.hasAttribute("sizes")).toBe(false);
  });
});
