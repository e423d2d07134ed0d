// What `npm run operator` asks for, run against a database: by the CLI itself (PostgreSQL, or a
// PGlite DATA_DIR no server holds) or by the running server through its control socket.
import { z } from 'zod';
import { passwordSchema } from '../../shared/schemas';
import type { Db } from '../db/client';
import { addOperator, listOperators, OperatorError, removeOperator } from './operator-accounts';

export const operatorRequestSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('add'),
    email: z.string().max(254),
    password: passwordSchema.optional(),
  }),
  z.object({ op: z.literal('list') }),
  z.object({ op: z.literal('remove'), email: z.string().max(254) }),
]);
export type OperatorRequest = z.infer<typeof operatorRequestSchema>;

export interface OperatorListing {
  email: string;
  createdAt: string;
  secondFactor: boolean;
}

export type OperatorResult = (
  | { op: 'add'; userId: string; setupToken?: string }
  | { op: 'list'; operators: OperatorListing[] }
  | { op: 'remove' }
) & {
  /** The running server's PUBLIC_URL, when the answer came from it: the base of printed links. */
  publicUrl?: string;
};

/** Runs one request; an OperatorError is a refusal whose message is for the person. */
export async function runOperatorRequest(db: Db, raw: unknown): Promise<OperatorResult> {
  const parsed = operatorRequestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new OperatorError(parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  const request = parsed.data;
  switch (request.op) {
    case 'add': {
      const added = await addOperator(db, { email: request.email, password: request.password });
      return { op: 'add', ...added };
    }
    case 'list': {
      const rows = await listOperators(db);
      return {
        op: 'list',
        operators: rows.map((r) => ({
          email: r.email,
          createdAt: new Date(r.createdAt).toISOString(),
          secondFactor: r.secondFactor,
        })),
      };
    }
    case 'remove':
      await removeOperator(db, { email: request.email });
      return { op: 'remove' };
  }
}
