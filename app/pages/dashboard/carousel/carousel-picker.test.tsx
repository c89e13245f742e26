// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CarouselPicker, type CarouselItem, type CarouselMatchItem } from "./carousel-picker";

const ENTRIES: CarouselItem[] = [
  { id: "e1", productId: "p1", sku: "ARW1", name: "Ametist Kolye", imageUrl: null, listed: true },
  { id: "e2", productId: "p2", sku: "ARW2", name: "Lapis Küpe", imageUrl: null, listed: false },
  { id: "e3", productId: "p3", sku: "ARW3", name: "Kuvars Yüzük", imageUrl: null, listed: true },
];
const MATCHES: CarouselMatchItem[] = [
  { id: "p1", sku: "ARW1", name: "Ametist Kolye", inCarousel: true },
  { id: "p9", sku: "ARW9", name: "İnci Bileklik", inCarousel: false },
];

/** The picker inside a page whose root loader says the language, as in the shop. */
function inPage(ui: ReactElement, lang: "tr" | "en" = "tr") {
  const router = createMemoryRouter([{ id: "root", path: "/", element: ui }], {
    hydrationData: { loaderData: { root: { lang } } },
    future: { v7_relativeSplatPath: true },
  });
  return <RouterProvider router={router} future={{ v7_startTransition: true }} />;
}

const picker = (lang: "tr" | "en" = "tr") =>
  inPage(<CarouselPicker entries={ENTRIES} matches={MATCHES} q="" />, lang);

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  answer = () => Response.json({ success: true });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? "GET",
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  // jsdom lays nothing out: each list item gets the box a browser would draw (100 px rows).
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    const li = this.closest("li");
    const index = li ? [...li.parentElement!.children].indexOf(li) : 0;
    const top = index * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: 100,
      right: 300,
      bottom: top + 100,
      toJSON: () => ({}),
    };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function press(element: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === "Space" ? " " : code });
    await new Promise((frame) => requestAnimationFrame(frame));
  });
}

const current = () => within(screen.getByRole("region", { name: "Karuseldeki ürünler" }));

describe("CarouselPicker", () => {
  it("is plain forms in the server's HTML: a GET search and POST buttons to the page", () => {
    const html = renderToString(picker());
    const doc = new DOMParser().parseFromString(html, "text/html");
    const search = doc.querySelector('form[role="search"]')!;
    expect(search.getAttribute("method")).toBe("get");
    expect(search.querySelector("input")!.getAttribute("placeholder")).toBe("Ürün ara");
    const forms = [...doc.querySelectorAll('form[method="post"]')];
    expect(forms.every((f) => f.getAttribute("action") === "/dashboard/carousel?index")).toBe(true);
    const intents = forms.map(
      (f) => f.querySelector<HTMLInputElement>('input[name="intent"]')!.value,
    );
    expect(intents.filter((i) => i === "add")).toHaveLength(1);
    expect(intents.filter((i) => i === "remove")).toHaveLength(3);
    expect(doc.querySelector(".drag-handle")).toBeNull();
    // A form is a block: inside a span (phrasing content) the page is invalid HTML.
    expect(doc.querySelectorAll("span form")).toHaveLength(0);
    expect(html).toContain("Karuselde gösterilecek ürünleri seçiniz");
    expect(html).toContain("Ürün seçiniz");
    expect(html).toContain("Mağazada görünmüyor");
  });

  it("searches as one types and adds a product by a click, without a page load", async () => {
    answer = (call) =>
      call.url.startsWith("/dashboard/carousel/search")
        ? Response.json({
            matches: [{ id: "p7", sku: "ARW7", name: "Akik Yüzük", inCarousel: false }],
          })
        : Response.json(
            {
              success: true,
              entry: {
                _id: "e7",
                listed: true,
                product: { _id: "p7", sku: "ARW7", name: "Akik Yüzük", imageUrl: null },
              },
            },
            { status: 201 },
          );
    render(picker());
    fireEvent.change(screen.getByPlaceholderText("Ürün ara"), { target: { value: "akik" } });
    await screen.findByText("Akik Yüzük");
    expect(calls[0]!.url).toBe("/dashboard/carousel/search?q=akik");
    fireEvent.click(screen.getByRole("button", { name: "Akik Yüzük ürününü karusele ekle" }));
    await waitFor(() => expect(current().getByText("Akik Yüzük")).toBeTruthy());
    expect(calls[1]).toEqual({ url: "/api/carousel/add", method: "POST", body: { product: "p7" } });
    expect(screen.queryByRole("button", { name: "Akik Yüzük ürününü karusele ekle" })).toBeNull();
  });

  it("keeps saying an add was saved when a search typed just before it answers", async () => {
    answer = (call) =>
      call.url.startsWith("/dashboard/carousel/search")
        ? Response.json({ matches: MATCHES })
        : Response.json(
            {
              success: true,
              entry: {
                _id: "e9",
                listed: true,
                product: { _id: "p9", sku: "ARW9", name: "İnci Bileklik", imageUrl: null },
              },
            },
            { status: 201 },
          );
    render(picker());
    await act(async () => {});
    // Typed, then the product already offered is added before the search's pause is over.
    fireEvent.change(screen.getByPlaceholderText("Ürün ara"), { target: { value: "inci" } });
    fireEvent.click(screen.getByRole("button", { name: "İnci Bileklik ürününü karusele ekle" }));
    const status = () => document.querySelector(".carousel-status")!.textContent;
    await waitFor(() => expect(status()).toBe("Kaydedildi."));
    await waitFor(() => expect(calls.some((c) => c.url.includes("/search"))).toBe(true));
    await act(async () => {});
    expect(status()).toBe("Kaydedildi.");
  });

  it("removes an entry and drags one into order with the keyboard, saved at once", async () => {
    render(picker());
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Lapis Küpe ürününü karuselden çıkar" }));
    await waitFor(() => expect(current().queryByText("Lapis Küpe")).toBeNull());
    expect(calls[0]).toMatchObject({ url: "/api/carousel/remove/e2", method: "DELETE" });

    const handle = screen.getByRole("button", { name: "Ametist Kolye ürününü sürükle" });
    handle.focus();
    await press(handle, "Space");
    await press(handle, "ArrowDown");
    await press(handle, "Space");
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      url: "/api/carousel/order",
      method: "PUT",
      body: { order: "e3,e1" },
    });
    expect(
      current()
        .getAllByRole("listitem")
        .map((li) => li.querySelector("strong")!.textContent),
    ).toEqual(["Kuvars Yüzük", "Ametist Kolye"]);
  });

  it("says 'Bağlantı hatası. Tekrar deneyiniz.' when a call fails, and tries it again", async () => {
    let fail = true;
    answer = () => {
      if (fail) throw new TypeError("Failed to fetch");
      return Response.json({ success: true });
    };
    render(picker());
    await act(async () => {});
    fireEvent.click(screen.getAllByRole("button", { name: "Aşağı" })[0]!);
    expect(await screen.findByText("Bağlantı hatası. Tekrar deneyiniz.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Tekrar dene" }));
    await waitFor(() =>
      expect(screen.queryByText("Bağlantı hatası. Tekrar deneyiniz.")).toBeNull(),
    );
    expect(calls.map((c) => c.body)).toEqual([{ order: "e2,e1,e3" }, { order: "e2,e1,e3" }]);
    // A refusal (not a network error) is said the same way.
    answer = () => Response.json({ error: "x" }, { status: 500 });
    fireEvent.click(screen.getByRole("button", { name: "Lapis Küpe ürününü karuselden çıkar" }));
    expect(await screen.findByText("Bağlantı hatası. Tekrar deneyiniz.")).toBeTruthy();
    expect(current().getByText("Lapis Küpe")).toBeTruthy();
  });

  it("speaks English on English pages", () => {
    render(picker("en"));
    expect(screen.getByPlaceholderText("Search products")).toBeTruthy();
    expect(screen.getByText("Choose the products to show in the carousel")).toBeTruthy();
  });
});
