import type { z } from 'zod';
import { ApiError } from '../api';

/**
 * The first message per field of a failed parse, as the server's `fields` are keyed (an issue of
 * the whole value under '_'): one reading for every form that checks with a shared schema before
 * sending. `Found` is the form's own errors type, keyed by its schema's fields.
 */
export function issuesByField<
  Found extends Partial<Record<string, string>> = Record<string, string>,
>(error: z.ZodError): Found {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
  return found as Found;
}

/** A refusal's inline errors, or null when it has none (then the message goes in an alert). */
export function serverFields<
  Found extends Partial<Record<string, string>> = Record<string, string>,
>(error: unknown): Found | null {
  return error instanceof ApiError && Object.keys(error.fields).length
    ? (error.fields as Found)
    : null;
}
