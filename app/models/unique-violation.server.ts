/**
 * Whether a write was refused by a unique index whose name holds `name` (two forms saving the
 * same SKU, slug or code at once), on either driver: the error, or one it wraps.
 */
export function violatesUnique(error: unknown, name: string): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint_name?: string; constraint?: string };
    if (pg.code === "23505" && (pg.constraint_name ?? pg.constraint ?? "").includes(name))
      return true;
  }
  return false;
}
