// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "./footer";

function footer(lang: "tr" | "en") {
  const router = createMemoryRouter([{ id: "root", path: "/", element: <Footer /> }], {
    hydrationData: { loaderData: { root: { lang, storeName: "Doğal Taş & Gümüş" } } },
  });
  render(<RouterProvider router={router} />);
}

describe("Footer", () => {
  afterEach(cleanup);

  it("names the accepted cards' marks as one picture, in each language", () => {
    footer("tr");
    const tr = screen.getByRole("img", { name: "Kabul edilen kartlar: Visa, Mastercard, Troy" });
    expect(tr.textContent).toContain("Mastercard");
    cleanup();
    footer("en");
    expect(
      screen.getByRole("img", { name: "Cards accepted: Visa, Mastercard, Troy" }),
    ).toBeTruthy();
  });
});
