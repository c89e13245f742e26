// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { pictureLimits } from "~/lib/upload-limits";
import { dashboardMessages } from "~/locales/dashboard";
import { ProductForm } from "./product-form";

/**
 * The add form says what it needs before anything is sent (issue [17] point 4): each required
 * field marked and `required`, the optional ones not, the line explaining the mark, and the
 * gallery rule beside the picture fields.
 */

const choice = (name: string) => ({ id: crypto.randomUUID(), name, isActive: true });
const CHOICES = {
  brands: [choice("Doğal Taş Atölyesi")],
  categories: [choice("Kadın")],
  types: [choice("Kolye")],
  ingredients: [choice("Gümüş")],
  symbols: [choice("Ay")],
  stones: [choice("Ametist")],
};

function addForm(lang: "tr" | "en") {
  const ui = (
    <ProductForm
      mode="add"
      choices={CHOICES as never}
      defaultValue={{ quantity: "1", isActive: true, isVisible: true }}
      options={{ children: [], combination: [] }}
      chosen={{ children: [], combination: [] }}
      limits={pictureLimits("POST", ["imageUrl", "images"])}
    />
  );
  const router = createMemoryRouter([{ id: "root", path: "/", element: ui }], {
    hydrationData: { loaderData: { root: { lang } } },
    future: { v7_relativeSplatPath: true },
  });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

afterEach(cleanup);

/** The field of a label: its star is the stylesheet's, not the label's text. */
const field = (label: string) => screen.getByLabelText(label);

describe.each(["tr", "en"] as const)("the product add form (%s)", (lang) => {
  const t = dashboardMessages[lang].productForm;

  it("marks and requires what the server requires, and nothing else", () => {
    addForm(lang);
    expect(screen.getByText(dashboardMessages[lang].formMarks.legend)).toBeTruthy();
    const starred = (label: string) =>
      field(label).closest(".field")!.querySelector("label .required-mark") !== null;
    for (const label of [t.sku, t.name, t.nameEn, t.description, t.quantity, t.price, t.brand]) {
      expect(starred(label), label).toBe(true);
      expect(field(label).hasAttribute("required"), label).toBe(true);
    }
    for (const label of [t.pcollection, t.keys, t.discountPrice, t.lowStockThreshold, t.symbol]) {
      expect(starred(label), label).toBe(false);
      expect(field(label).hasAttribute("required"), label).toBe(false);
    }
    // A checkbox left empty is a valid answer ("not active").
    expect(field(t.isActive).hasAttribute("required")).toBe(false);
  });

  it("states the gallery rule beside the picture fields", () => {
    addForm(lang);
    const gallery = field(t.gallery);
    const cover = field(t.cover);
    expect(gallery.hasAttribute("required")).toBe(true);
    expect(cover.hasAttribute("required")).toBe(true);
    const rule = screen.getByText(t.galleryRule);
    expect(gallery.getAttribute("aria-describedby")).toContain(rule.id);
  });
});
