// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { LinkNavigation } from "~/components/i18n";
import { BrandPanel } from "./brand-panel";

const BRANDS = [
  { name: "Anadolu Taşları", slug: "anadolu-taslari" },
  { name: "Ege Gümüş", slug: "ege-gumus" },
];

/** A Turkish page with the panel, under a root whose data holds the brands, as root.tsx. */
function page() {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: (
          <LinkNavigation>
            <BrandPanel />
            <Outlet />
          </LinkNavigation>
        ),
        children: [
          { index: true, element: <p>Ana sayfa</p> },
          { path: "shop/brand/:slug", element: <p>Marka sayfası</p> },
        ],
      },
    ],
    {
      initialEntries: ["/"],
      hydrationData: { loaderData: { root: { lang: "tr", brands: BRANDS } } },
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole("link", { name: "Markalar" });
/** What the toggle says it controls. */
const panel = () => document.getElementById(toggle().getAttribute("aria-controls")!)!;

describe("BrandPanel", () => {
  afterEach(cleanup);

  it("is a link to /brands that opens and closes the panel of brands instead", () => {
    page();
    expect(toggle().getAttribute("href")).toBe("/brands");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(panel().hidden).toBe(true);
    expect(fireEvent.click(toggle())).toBe(false);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(panel().hidden).toBe(false);
    expect(
      within(panel())
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Anadolu Taşları", "/shop/brand/anadolu-taslari"],
      ["Ege Gümüş", "/shop/brand/ege-gumus"],
      ["Tüm markalar", "/brands"],
    ]);
    fireEvent.click(toggle());
    expect(panel().hidden).toBe(true);
  });

  it("closes on Escape, on its close button and when a brand is followed", async () => {
    const router = page();
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(panel().hidden).toBe(true);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("button", { name: "Kapat" }));
    expect(panel().hidden).toBe(true);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Ege Gümüş" }));
    expect(await screen.findByText("Marka sayfası")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/shop/brand/ege-gumus");
    expect(panel().hidden).toBe(true);
  });
});
