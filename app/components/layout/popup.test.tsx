// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LinkNavigation } from "~/components/i18n";
import { Popup } from "./popup";

/** The shop and the cart under a root whose data holds a pop-up due, as root.tsx. */
function shop() {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: (
          <LinkNavigation>
            <Popup />
            <Outlet />
          </LinkNavigation>
        ),
        children: [
          { path: "shop", element: <Link to="/cart">Sepetim</Link> },
          { path: "cart", element: <p>Sepet</p> },
        ],
      },
    ],
    {
      initialEntries: ["/shop"],
      hydrationData: {
        loaderData: {
          root: { lang: "tr", popup: { src: "/images/popup.webp", url: "/shop", version: "1" } },
        },
      },
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const popup = () => screen.queryByRole("dialog", { name: "Kampanya" });

describe("Popup", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    // jsdom decodes no pictures: the browser's answer once the picture is ready.
    HTMLImageElement.prototype.decode = () => Promise.resolve();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("puts off a pop-up still waiting when the shopper leaves for the cart; opens it back in the shop", async () => {
    const router = shop();
    await act(async () => vi.advanceTimersByTime(2_000));
    fireEvent.click(screen.getByText("Sepetim"));
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByText("Sepet")).toBeTruthy();
    expect(popup()).toBeNull();

    await act(async () => router.navigate(-1));
    await act(async () => vi.advanceTimersByTime(2_999));
    expect(popup()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(popup()).not.toBeNull();
  });
});
