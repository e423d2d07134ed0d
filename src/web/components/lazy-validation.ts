// zod and the shared schemas weigh more than any public page's own code, yet a form needs them
// only when it validates: on submit, then while the person corrects a field. Public pages load
// them then, in a chunk of their own (decision 0018), and start fetching it when a form first
// takes focus, so a submit rarely waits. The server validates with the very same schemas.
import type { z } from 'zod';

export type Schemas = typeof import('../../shared/schemas');
/** The name of each shared zod schema ('volunteerSignupSchema', …). */
export type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends z.ZodType ? K : never;
}[keyof Schemas];

/** The shared schemas, with zod; the browser fetches the chunk once. */
export const loadSchemas = (): Promise<Schemas> => import('../../shared/schemas');

/**
 * Starts fetching the schemas; should it fail, the submit says so (use-form-state.ts).
 */
export function prefetchValidation(): void {
  loadSchemas().catch(() => undefined);
}
