import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { products } from "../../db/schema";
import type { Payment } from "~/lib/orders";
import { ensureCartId, putInCart } from "~/models/cart.server";
import { placeOrder } from "~/models/order.server";

/**
 * A guest's order of one piece of each of two active products (stock set to 50 first), placed
 * through the model as checkout places it: for model tests of what happens to an order after.
 */
export async function placeTwoLineOrder(db: DbOrTx, payment: Payment) {
  const two = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(products.id)
    .limit(2);
  const cartId = await ensureCartId(db, {});
  for (const p of two) {
    await db.update(products).set({ quantity: 50 }).where(eq(products.id, p.id));
    await putInCart(db, cartId, p.id, 1, "set");
  }
  const placed = await placeOrder(db, {
    cartId,
    buyer: { userId: null, firstName: "Ece", lastName: "Tan", email: "ece@example.com", phone: "" },
    address: {
      firstName: "Ece",
      lastName: "Tan",
      phone: "+905551112233",
      email: "ece@example.com",
      country: "Türkiye",
      city: "İzmir",
      district: "Bornova",
      addressType: "home",
      zipCode: "35040",
      address: "Kazımdirik 1",
    },
    payment,
    currency: "try",
    locale: "tr",
    contractAccepted: true,
  });
  if (!placed.ok) throw new Error(placed.error);
  return placed.order;
}
