// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { LinkNavigation, LocalLink } from "./i18n";

/** English pages under a root whose loader says the language, LinkNavigation above, as root.tsx. */
function shop(start: string) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: (
          <LinkNavigation>
            <Outlet />
          </LinkNavigation>
        ),
        children: [
          {
            path: "en",
            element: (
              <p>
                Home <LocalLink to="/shop">Shop</LocalLink>
              </p>
            ),
          },
          {
            path: "en/shop",
            element: (
              <p>
                Shop page <LocalLink to="/shop">Again</LocalLink>
              </p>
            ),
          },
        ],
      },
    ],
    {
      initialEntries: [start],
      hydrationData: { loaderData: { root: { lang: "en" } } },
      future: { v7_relativeSplatPath: true },
    },
  );
  return { router, ui: <RouterProvider router={router} future={{ v7_startTransition: true }} /> };
}

afterEach(cleanup);

describe("LocalLink", () => {
  it("is an <a> to the path in the page's language, marked for route discovery", () => {
    render(shop("/en").ui);
    expect(screen.getByRole("link", { name: "Shop" }).outerHTML).toBe(
      '<a href="/en/shop" data-discover="true">Shop</a>',
    );
  });

  it("takes a plain click into the router, as <Link> does", async () => {
    const { router, ui } = shop("/en");
    render(ui);
    const followed = fireEvent.click(screen.getByRole("link", { name: "Shop" }));
    expect(followed).toBe(false); // the browser's own navigation was prevented
    expect(await screen.findByText(/Shop page/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/en/shop");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("replaces the history entry when the link is to the page it is on", async () => {
    const { router, ui } = shop("/en/shop");
    render(ui);
    // jsdom's own address is the router's start, as a browser's would be.
    window.history.replaceState(null, "", "/en/shop");
    fireEvent.click(screen.getByRole("link", { name: "Again" }));
    await Promise.resolve();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leaves a click with a modifier key or another button to the browser", () => {
    const { router, ui } = shop("/en");
    render(ui);
    const link = screen.getByRole("link", { name: "Shop" });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(router.state.location.pathname).toBe("/en");
  });
});
