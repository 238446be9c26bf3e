/** The rows of a raw `db.execute()`, whichever shape the driver returns: a result holding `rows`, or the rows. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
