/** Rows of a raw `db.execute` result, whichever driver produced it (postgres.js: array; PGlite: `.rows`). */
export function resultRows<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
