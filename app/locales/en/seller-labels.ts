import type { sellerLabels as tr } from "../tr/seller-labels";

export const sellerLabels: typeof tr = {
  legalName: "Legal name",
  mersisNumber: "MERSİS no",
  tax: "Tax office / no",
  registeredAddress: "Registered address",
  kepAddress: "KEP (registered e-mail)",
  chamber: "Chamber",
  etbisNumber: "ETBİS registration no",
  heading: "Seller information",
};
