/**
 * The K.V.K.K. log (issue [19] point 4, decision 080): what a data subject asked of the shop, and
 * how the request came in. One list for the log's page, /api and the contact form.
 */
export const DATA_REQUEST_KINDS = ["export", "close", "contact"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_VIAS = ["account", "api", "contact"] as const;
export type DataRequestVia = (typeof DATA_REQUEST_VIAS)[number];

export function isDataRequestKind(value: unknown): value is DataRequestKind {
  return typeof value === "string" && (DATA_REQUEST_KINDS as readonly string[]).includes(value);
}

/** What a contact message is about: a general question, or a data subject's request. */
export const CONTACT_KINDS = ["general", "kvkk"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The formats a member downloads their data in. */
export const EXPORT_FORMATS = ["json", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function exportFormatOf(value: unknown): ExportFormat {
  return value === "csv" ? "csv" : "json";
}

/** Only a member closes their own account: staff accounts are handed over, not closed. */
export function mayCloseOwnAccount(role: string): boolean {
  return role === "ROLE_MEMBER";
}

/**
 * A text a spreadsheet would read as a formula ('=HYPERLINK(...)', '+1', '@SUM') is written with
 * a leading apostrophe, which Excel shows as text (CSV injection).
 */
export function spreadsheetText(value: string | null | undefined): string {
  const text = value ?? "";
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
