import { isUuid } from "./uuid";

export { isUuid };

/** A JSON error answer in the contract's shape: `{ error }` with the status. */
export function apiError(status: number, error: string): never {
  throw Response.json({ error }, { status });
}

/** The record, or a 404 JSON answer naming what was missing. */
export function found<T>(row: T | null | undefined, what: string): T {
  if (row == null) apiError(404, `${what} not found.`);
  return row;
}
