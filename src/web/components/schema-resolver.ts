import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form whose values are looser than the schema's input (an empty select is
 * '' and an unticked box is false, which the schema then rejects with its own message).
 * The public forms validate without react-hook-form (use-form-state.ts), loading zod only when needed.
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>;
}
