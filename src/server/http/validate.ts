import { validator } from 'hono/validator';
import type { z } from 'zod';
import { apiError } from './errors';

/** First message per field, for inline errors in the forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw apiError(400, Object.values(fields)[0] ?? 'Invalid request.', fields);
  }
  return parsed.data;
}

/** Validates a JSON body with a shared zod schema; the typed client sees the schema's input. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value: z.input<S>) => check(schema, value) as z.output<S>);

export const queryParams = <S extends z.ZodType>(schema: S) =>
  validator(
    'query',
    (value: Record<string, string | string[]>) => check(schema, value) as z.output<S>,
  );

/** A serial id from a path parameter: digits within PostgreSQL's integer, else null. */
export function serialId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A serial id from a path parameter; a path that names no row gets `notFound`, as a missing row would. */
export function serialIdOr(raw: string, notFound: () => Error): number {
  const id = serialId(raw);
  if (id === null) throw notFound();
  return id;
}
