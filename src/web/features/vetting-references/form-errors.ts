import type { z } from 'zod';
import { ApiError } from '../../api';

/** The first message per field of a failed parse, as the server's `fields` are keyed. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
  return found;
}

/** A refusal's inline errors, or null when it has none (then the message goes in an alert). */
export function serverFields(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && Object.keys(error.fields).length ? error.fields : null;
}
