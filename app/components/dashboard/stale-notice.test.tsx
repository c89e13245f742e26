// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { dashboard as en } from "~/locales/en/dashboard";
import { dashboard as tr } from "~/locales/tr/dashboard";
import { StaleNoticeBox } from "./stale-notice";

/** The notice inside a page whose root loader says the language, as in the shop. */
function inPage(ui: ReactElement, lang: "tr" | "en") {
  const router = createMemoryRouter([{ id: "root", path: "/", element: ui }], {
    hydrationData: { loaderData: { root: { lang } } },
    future: { v7_relativeSplatPath: true },
  });
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}

const notice = {
  version: 4,
  seen: 17,
  changes: [
    { who: "ayse@demo.shop", when: "6 Aralık 2026 10:12", what: "Fiyat (TL): 640 TL → 1.640 TL" },
  ],
};

afterEach(cleanup);

describe("the notice of a stale save", () => {
  it("says who changed what, and takes the focus so that it is seen where the save was pressed", () => {
    render(inPage(<StaleNoticeBox notice={notice} />, "tr"));
    const box = screen.getByRole("alert");
    expect(box.textContent).toContain(tr.stale.title);
    expect(box.textContent).toContain(
      "ayse@demo.shop · 6 Aralık 2026 10:12: Fiyat (TL): 640 TL → 1.640 TL",
    );
    expect(box.textContent).toContain(tr.stale.again);
    expect(document.activeElement).toBe(box);
  });

  it("names the shop itself when no staff change explains it; a list says it shows the record as now", () => {
    render(inPage(<StaleNoticeBox notice={{ ...notice, changes: [] }} shownAsNow />, "en"));
    const box = screen.getByRole("alert");
    expect(box.textContent).toContain(en.stale.byTheShop);
    expect(box.textContent).toContain(en.stale.shownAsNow);
  });

  it("shows nothing without a refusal", () => {
    render(inPage(<StaleNoticeBox notice={undefined} />, "en"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
