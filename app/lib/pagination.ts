/** A page number from a query string: anything that is not a positive integer is page 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 1_000_000 ? n : 1;
}
