/**
 * A bank-transfer order placed the way a client places one: the cart through /api/cart/add, the
 * order through /api/order/add with the cart's own total. A guest's without a token; the
 * address goes with it (a member's default address is used when none is sent).
 */

export const TRANSFER_ADDRESS = {
  firstName: "Deniz",
  lastName: "Ak",
  phone: "05321234567",
  email: "deniz@example.com",
  country: "Türkiye",
  city: "Ankara",
  district: "Çankaya",
  addressType: "home",
  zipCode: "06690",
  address: "Atatürk Bulvarı 1",
};

export interface PlacedOrder {
  id: string;
  /** The number a shopper sees: the id's last 7 characters. */
  number: string;
  total: number;
  cartId: string;
}

export async function placeTransferOrder(
  base: string,
  lines: { product: string; quantity: number }[],
  opts: { token?: string; lang?: "tr" | "en"; address?: Record<string, string> | null } = {},
): Promise<PlacedOrder> {
  const headers = {
    "content-type": "application/json",
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
  };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, { method: "POST", headers, body: JSON.stringify(body) });
    const json = (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const cart = await post("/api/cart/add", { products: lines });
  const cartId = String(cart.cartId);
  const { total } = (await (await fetch(`${base}/api/cart/${cartId}`, { headers })).json()) as {
    total: number;
  };
  const address = opts.address === undefined ? TRANSFER_ADDRESS : opts.address;
  const placed = await post("/api/order/add", {
    cartId,
    total,
    payment: "Havale",
    ...(address ? { address } : {}),
    ...(opts.lang ? { lang: opts.lang } : {}),
  });
  const id = String(placed.order._id);
  return { id, number: id.slice(-7), total: placed.order.total as number, cartId };
}
