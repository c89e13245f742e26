// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MultiPicker, type PickerOption } from "./multi-picker";

const STONES: PickerOption[] = [
  { value: "s1", label: "Ametist" },
  { value: "s2", label: "Akik" },
  { value: "s3", label: "İolit" },
  { value: "s4", label: "Kuvars" },
  { value: "s5", label: "IŞIK TAŞI" },
];

/** The picker inside a page whose root loader says the language, as in the shop. */
function inPage(ui: ReactElement, lang: "tr" | "en" = "tr") {
  const router = createMemoryRouter([{ id: "root", path: "/", element: <form>{ui}</form> }], {
    hydrationData: { loaderData: { root: { lang } } },
    future: { v7_relativeSplatPath: true },
  });
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}

/** What the form around the picker would post for `name`. */
const posted = (name: string) =>
  new FormData(document.querySelector("form")!).getAll(name).map(String);

afterEach(cleanup);

describe("MultiPicker", () => {
  it("is a plain multiple select in the server's HTML, for pages without JavaScript", async () => {
    const picker = (
      <MultiPicker name="stone" label="Doğal Taşlar" options={STONES} defaultValue={["s2"]} />
    );
    const handler = createStaticHandler([
      { id: "root", path: "/", loader: () => ({ lang: "tr" }), element: picker },
    ]);
    const context = await handler.query(new Request("http://shop.test/"));
    if (context instanceof Response) throw context;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(<StaticRouterProvider router={router} context={context} />);
    expect(html).toMatch(/<select[^>]*name="stone"[^>]*multiple/);
    expect(html).toMatch(/<option value="s2" selected="">Akik<\/option>/);
    expect(html).toContain("Ctrl");
  });

  it("shows the chosen options as chips that post the same values, and removes one", () => {
    render(
      inPage(
        <MultiPicker
          name="stone"
          label="Doğal Taşlar"
          options={STONES}
          defaultValue={["s1", "s2"]}
        />,
      ),
    );
    expect(posted("stone")).toEqual(["s1", "s2"]);
    fireEvent.click(screen.getByRole("button", { name: "Kaldır: Ametist" }));
    expect(posted("stone")).toEqual(["s2"]);
  });

  it("finds by typing with Turkish case folding, picks with the arrows and Enter", () => {
    render(inPage(<MultiPicker name="stone" label="Taş" options={STONES} defaultValue={[]} />));
    const box = screen.getByRole("combobox", { name: "Taş" });
    fireEvent.change(box, { target: { value: "i" } });
    const list = screen.getByRole("listbox");
    // 'i' finds 'İolit' (Turkish İ folds to i), 'Ametist', 'Akik'; not 'Kuvars' or 'IŞIK'.
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ametist", "Akik", "İolit"]);
    // Turkish I folds to ı, not i.
    fireEvent.change(box, { target: { value: "ışık" } });
    expect(screen.getByRole("option").textContent).toBe("IŞIK TAŞI");
    fireEvent.change(box, { target: { value: "i" } });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(posted("stone")).toEqual(["s2"]);
    // A chosen option is not offered again.
    expect(within(screen.getByRole("listbox")).queryByText("Akik")).toBeNull();
  });

  it("asks the server when it has a search, and says when nothing matches", async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (q: string) =>
      q === "yok" ? [] : [{ value: "p9", label: `ARW9 ${q}` }],
    );
    render(
      inPage(
        <MultiPicker
          name="children"
          label="Children"
          options={[]}
          defaultValue={[]}
          search={search}
        />,
        "en",
      ),
    );
    const box = screen.getByRole("combobox", { name: "Children" });
    fireEvent.change(box, { target: { value: "kolye" } });
    expect(screen.getByRole("listbox").textContent).toBe("Searching…");
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe("kolye");
    fireEvent.click(screen.getByRole("option", { name: "ARW9 kolye" }));
    expect(posted("children")).toEqual(["p9"]);
    fireEvent.change(box, { target: { value: "yok" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole("listbox").textContent).toBe("Nothing found.");
    vi.useRealTimers();
  });
});
