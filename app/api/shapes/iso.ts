/** A date as the /api contract writes it: an ISO string, or null. */
export const iso = (d: Date | string | null | undefined) =>
  d == null ? null : new Date(d).toISOString();
