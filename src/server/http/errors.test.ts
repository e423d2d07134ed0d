import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './errors';

/** The fields pg and PGlite put on PostgreSQL's own errors. */
function databaseError() {
  return Object.assign(new Error('invalid input syntax for type integer: "Asha Verma"'), {
    severity: 'ERROR',
    code: '23514',
    detail: 'Failing row contains (Asha Verma, asha@example.org, +91 98765 43210).',
    table: 'volunteers',
    constraint: 'volunteers_location_check',
  });
}

describe('errorForLog', () => {
  it("keeps a database error's code and schema names, never its message, detail or parameters", () => {
    const wrapped = new DrizzleQueryError(
      'insert into "volunteers" ("full_name", "email", "phone") values ($1, $2, $3)',
      ['Asha Verma', 'asha@example.org', '+91 98765 43210'],
      databaseError(),
    );
    const entry = errorForLog(wrapped);
    const text = JSON.stringify(entry);
    for (const value of ['Asha', 'asha@', '98765']) expect(text, value).not.toContain(value);
    expect(entry).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { code: '23514', table: 'volunteers', constraint: 'volunteers_location_check' },
    });
    expect(entry.stack).toMatch(/^\s+at /);
  });

  it('keeps the message of an ordinary error', () => {
    const entry = errorForLog(new TypeError('x is not a function'));
    expect(entry).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });

  it('describes thrown values that are not errors', () => {
    expect(errorForLog('boom')).toEqual({ type: 'string' });
    expect(errorForLog(undefined)).toEqual({ type: 'undefined' });
  });
});
