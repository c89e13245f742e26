/**
 * Who sells (issue [20] point 1): the identity an online seller must show, kept in Settings and
 * printed from there on the contact page, the footer, the legal texts, the order documents and
 * every mail. One list of fields, one way to print them.
 */
export const SELLER_KEYS = [
  "legalName",
  "mersisNumber",
  "taxOffice",
  "taxNumber",
  "registeredAddress",
  "kepAddress",
  "chamber",
  "etbisNumber",
] as const;
export type SellerKey = (typeof SELLER_KEYS)[number];
export type SellerIdentity = Record<SellerKey, string>;

/**
 * The identity alone, out of a settings row: the registered address is the store's address
 * when the admin left it empty.
 */
export function sellerIdentity(s: SellerIdentity & { storeAddress: string }): SellerIdentity {
  const id = Object.fromEntries(SELLER_KEYS.map((k) => [k, s[k].trim()])) as SellerIdentity;
  return { ...id, registeredAddress: id.registeredAddress || s.storeAddress.trim() };
}

/** What each part is called, in the page's or the mail's language (app/locales/*\/common.ts). */
export interface SellerLabels {
  legalName: string;
  mersisNumber: string;
  tax: string;
  registeredAddress: string;
  kepAddress: string;
  chamber: string;
  etbisNumber: string;
  heading: string;
}

/** The filled parts, labelled, in the order the law lists them; the tax office and number as one. */
export function sellerParts(
  id: SellerIdentity,
  t: SellerLabels,
): { label: string; value: string }[] {
  const tax = [id.taxOffice, id.taxNumber].filter(Boolean).join(" / ");
  const parts: [string, string][] = [
    [t.legalName, id.legalName],
    [t.mersisNumber, id.mersisNumber],
    [t.tax, tax],
    [t.registeredAddress, id.registeredAddress],
    [t.kepAddress, id.kepAddress],
    [t.chamber, id.chamber],
    [t.etbisNumber, id.etbisNumber],
  ];
  return parts.filter(([, value]) => value).map(([label, value]) => ({ label, value }));
}

/** The parts on one line ("Unvan: … · MERSİS No: …"), for a mail's foot and the legal texts. */
export function sellerLine(id: SellerIdentity, t: SellerLabels): string {
  return sellerParts(id, t)
    .map((p) => `${p.label}: ${p.value}`)
    .join(" · ");
}

/** The identity under the settings contract's names (the form, GET and PUT /api/settings). */
export function sellerFieldsOf(s: SellerIdentity) {
  return {
    legal_name: s.legalName,
    mersis_number: s.mersisNumber,
    tax_office: s.taxOffice,
    tax_number: s.taxNumber,
    registered_address: s.registeredAddress,
    kep_address: s.kepAddress,
    chamber: s.chamber,
    etbis_number: s.etbisNumber,
  };
}

/** Back from the contract's names to the settings row's. */
export function sellerFromFields(f: ReturnType<typeof sellerFieldsOf>): SellerIdentity {
  return {
    legalName: f.legal_name,
    mersisNumber: f.mersis_number,
    taxOffice: f.tax_office,
    taxNumber: f.tax_number,
    registeredAddress: f.registered_address,
    kepAddress: f.kep_address,
    chamber: f.chamber,
    etbisNumber: f.etbis_number,
  };
}
