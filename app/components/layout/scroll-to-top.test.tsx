// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_TOP_DELAY_MS, ScrollToTopAfterNavigation } from "./scroll-to-top";

/** Two pages and a filtered list, under a root holding the component as root.tsx does. */
function shop() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <ScrollToTopAfterNavigation />
            <Outlet />
          </>
        ),
        children: [
          { path: "shop", element: <Link to="/product/ay-kolye">Ay Kolye</Link> },
          {
            path: "product/ay-kolye",
            element: (
              <>
                <Link to="/shop?sort=price" preventScrollReset>
                  Fiyata göre
                </Link>
                <Link to="/product/ay-kolye#yorumlar">Yorumlar</Link>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ["/shop"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("ScrollToTopAfterNavigation", () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("puts a new page at its top 400 ms after the link, not before, and not on first load", async () => {
    shop();
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText("Ay Kolye"));
    await act(async () => vi.advanceTimersByTime(SCROLL_TOP_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("leaves going back, an anchor, and a shopper who started scrolling where they are", async () => {
    const router = shop();
    fireEvent.click(screen.getByText("Ay Kolye"));
    await act(async () => vi.advanceTimersByTime(SCROLL_TOP_DELAY_MS));
    scrollTo.mockClear();

    await act(async () => router.navigate(-1));
    await act(async () => vi.advanceTimersByTime(SCROLL_TOP_DELAY_MS));
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText("Ay Kolye"));
    fireEvent.wheel(window, { deltaY: 120 });
    await act(async () => vi.advanceTimersByTime(SCROLL_TOP_DELAY_MS));
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText("Yorumlar"));
    await act(async () => vi.advanceTimersByTime(SCROLL_TOP_DELAY_MS));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps the place of a list whose query alone changed", async () => {
    const router = shop();
    await act(async () => router.navigate("/shop?sort=name"));
    await act(async () => vi.advanceTimersByTime(SCROLL_TOP_DELAY_MS));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
