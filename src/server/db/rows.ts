// The rows of a raw `db.execute`: node-postgres answers { rows }, PGlite's drizzle driver too,
// and some drivers the array itself.
export const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];
