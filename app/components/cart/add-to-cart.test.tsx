// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, redirect, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { AddToCart } from "./add-to-cart";

// jsdom's URLSearchParams is not the one Node's Request (undici) takes as a body, so a router
// submission in jsdom fails before any action runs: the body is handed over as the encoded form
// a browser sends.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const body = init?.body;
    if (body instanceof URLSearchParams) {
      init = {
        ...init,
        body: body.toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
    }
    super(input, init);
  }
} as typeof Request;

const PRODUCT = {
  id: "7b0a5f44-1b8e-4f3c-9d7e-2a9f1c3b5d6e",
  slug: "ametist-kolye-arw105",
  name: { text: "Ametist Kolye", lang: "tr" as const },
  imageUrl: null,
  stock: 4,
};
const EMPTY_CART = { lines: [], itemCount: 0, total: 0, currency: "try" };

/** A Turkish product page under a root whose data has (or has not) a signed-in shopper. */
function page(signedIn: boolean) {
  const posted: { url: string; fields: Record<string, FormDataEntryValue> }[] = [];
  const record = async ({ request }: { request: Request }) => {
    posted.push({
      url: new URL(request.url).pathname,
      fields: Object.fromEntries(await request.formData()),
    });
    return null;
  };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <Outlet />,
        children: [
          { path: "product/:slug", element: <AddToCart product={PRODUCT} /> },
          { path: "cart", action: record },
          {
            path: "buy-now",
            action: async (args) => {
              await record(args);
              return redirect("/payment?buy=1");
            },
          },
          { path: "payment", element: <h1>Ödeme Yöntemleri</h1> },
        ],
      },
    ],
    {
      initialEntries: [`/product/${PRODUCT.slug}`],
      hydrationData: {
        loaderData: {
          root: {
            lang: "tr",
            cart: EMPTY_CART,
            user: signedIn ? { firstName: "Deniz", role: "ROLE_MEMBER" } : null,
          },
        },
      },
    },
  );
  render(<RouterProvider router={router} />);
  return { router, posted };
}

describe("AddToCart", () => {
  afterEach(cleanup);

  it("offers a guest only the cart", () => {
    page(false);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Sepete Ekle"]);
  });

  it("takes a signed-in shopper to payment with this product and quantity alone", async () => {
    const { router, posted } = page(true);
    const buyNow = screen.getByRole("button", { name: "Hemen Al" });
    expect(buyNow.getAttribute("formaction")).toBe("/buy-now");
    fireEvent.change(screen.getByLabelText("Adet"), { target: { value: "3" } });
    fireEvent.click(buyNow);
    expect(await screen.findByRole("heading", { name: "Ödeme Yöntemleri" })).toBeTruthy();
    expect(router.state.location.search).toBe("?buy=1");
    expect(posted).toEqual([
      {
        url: "/buy-now",
        fields: expect.objectContaining({ product: PRODUCT.id, quantity: "3" }),
      },
    ]);
  });
});
