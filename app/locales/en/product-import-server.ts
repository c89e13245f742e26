import type { productImportServer as tr } from "../tr/product-import-server";

export const productImportServer: typeof tr = {
  // The import page's texts, sent with its data: not in every dashboard page's scripts.
  page: {
    title: "Import products (CSV)",
    intro:
      "Edit the exported CSV in Excel and upload it here. A row with an SKU changes that product; a row with an empty SKU adds a new one. A dry run comes first and changes nothing.",
    csvLabel: "CSV file",
    csvHint: "UTF-8 or Windows-1254, separated by ; or ,. At most 2 MB and 2,000 rows.",
    zipLabel: "Pictures (ZIP, optional)",
    zipHint:
      "The Pictures column names files in the ZIP: a new product's first is its cover; an existing product's are added to its gallery.",
    dryRun: "Dry run",
    apply: "Apply",
    applyHint: "All of the changes below are made together, or none of them.",
    summary:
      "{rows} rows: {created} new, {changed} to change, {unchanged} unchanged, {errors} with mistakes.",
    report: "Dry run result",
    line: "Line",
    sku: "SKU",
    name: "Product",
    status: "Status",
    what: "Details",
    newSku: "new: {sku}",
    statuses: {
      created: "To add",
      changed: "To change",
      unchanged: "Unchanged",
      error: "Mistake",
    },
  },
  nothingToApply: "There is nothing to apply.",
  fixFirst: "Nothing can be imported while rows have mistakes. Fix the file and try again.",
  changedMeanwhile:
    "The catalogue changed after the dry run; check the new result below and apply again.",
  errors: {
    noFile: "Choose a CSV file.",
    fileTooLarge: "The CSV file may be at most 2 MB.",
    tooManyRows: "A file may hold at most 2,000 product rows.",
    emptyFile: "The file has no product rows.",
    unreadableCsv: "The CSV could not be read (line {line}): a quote or the column count is wrong.",
    unknownColumn: "Unknown column: {column}.",
    duplicateColumn: "Column given twice: {column}.",
    noSkuColumn: "The file's first line must hold the column titles (SKU, Name, ...).",
    zipUnreadable: "The ZIP file could not be read.",
    zipTooLarge: "The ZIP may hold at most 100 MB unpacked.",
    zipTooManyEntries: "The ZIP may hold at most 500 files.",
    bodyTooLarge: "One upload may be at most 25 MB.",
    unreadable: "The form could not be read; reload the page and try again.",
    skuOfOtherShop: "{column}: this SKU is another shop's product.",
    skuTwice: "{column}: this SKU is on more than one row of the file.",
    brandNotYours: "{column}: this brand is not yours.",
    unknownChoice: "{column}: “{value}” was not found.",
    notYesNo: "{column}: write Yes or No.",
    pictureMissing: "{column}: “{value}” is not in the ZIP.",
    picturesNeeded: "{column}: a new product needs a cover and at least one gallery picture.",
    picture: "{column}: “{value}”: {reason}",
  },
};
