// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SortableList } from "./sortable-list";

const ITEMS = [
  { id: "a", name: "Ametist" },
  { id: "b", name: "Lapis" },
  { id: "c", name: "Kuvars" },
];

/**
 * jsdom lays nothing out: each list item is given the box a browser would draw it in (a column of
 * 100 px rows), so that the keyboard's moves find the item below or above.
 */
beforeEach(() => {
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
  vi.restoreAllMocks();
});

function list(onReorder: (ids: string[]) => void) {
  return render(
    <SortableList
      items={ITEMS}
      onReorder={onReorder}
      instructions="Boşlukla tutun, oklarla taşıyın, boşlukla bırakın."
      announce={{
        picked: "{n}. görsel tutuldu.",
        over: "Görsel {n}. sırada.",
        dropped: "Görsel {n}. sıraya bırakıldı.",
        cancelled: "Taşıma iptal edildi.",
      }}
      handleLabel={(item) => `${item.name} görselini sürükle`}
      renderItem={(item, _, handle) => (
        <>
          {handle}
          <span>{item.name}</span>
        </>
      )}
    />,
  );
}

/**
 * Presses a key as a keyboard does, then lets the next animation frame run: dnd-kit measures the
 * items in one after an item is lifted, as it does in a browser.
 */
async function press(element: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === "Space" ? " " : code });
    await new Promise((frame) => requestAnimationFrame(frame));
  });
}

describe("SortableList", () => {
  it("gives each item a drag handle named for it, in order", () => {
    list(() => {});
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "⠿Ametist",
      "⠿Lapis",
      "⠿Kuvars",
    ]);
    expect(screen.getByRole("button", { name: "Lapis görselini sürükle" })).toBeTruthy();
  });

  it("moves an item down with the keyboard and calls back with the new order", async () => {
    const onReorder = vi.fn();
    list(onReorder);
    const handle = screen.getByRole("button", { name: "Ametist görselini sürükle" });
    handle.focus();
    await press(handle, "Space");
    await press(handle, "ArrowDown");
    await press(handle, "Space");
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder).toHaveBeenCalledWith(["b", "a", "c"]);
    // Said in the page's language to a screen reader.
    expect(screen.getByText("Görsel 2. sıraya bırakıldı.")).toBeTruthy();
  });

  it("moves an item up, and calls back nothing when it is dropped where it was", async () => {
    const onReorder = vi.fn();
    list(onReorder);
    const last = screen.getByRole("button", { name: "Kuvars görselini sürükle" });
    last.focus();
    await press(last, "Space");
    await press(last, "Space");
    expect(onReorder).not.toHaveBeenCalled();
    await press(last, "Space");
    await press(last, "ArrowUp");
    await press(last, "Enter");
    expect(onReorder).toHaveBeenCalledWith(["a", "c", "b"]);
  });
});
