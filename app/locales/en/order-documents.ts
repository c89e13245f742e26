import type { orderDocuments as tr } from "../tr/order-documents";

export const orderDocuments: typeof tr = {
  heading: "Documents",
  note: "Copies of the documents you accepted with your order, filled in with its details.",
  accepted: "Accepted on {date}",
  orderNumber: "Order No: {number}",
  seller: "Seller",
  buyer: "Buyer",
  buyerLine: "{name}, e-mail: {email}, phone: {phone}",
  deliverTo: "Delivery address",
  lines: "Items ordered",
  product: "Item",
  quantity: "Quantity",
  amount: "Amount",
  discount: "Discount",
  total: "Total (VAT included)",
  tax: "VAT ({rate}%, included)",
  payment: "Payment: {payment}",
  annex: "Annex: order summary",
  fileNames: { preInfo: "pre-information-form", contract: "distance-sales-contract" },
};
