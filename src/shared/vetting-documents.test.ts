import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  isoDay,
  issueDateSchema,
  lastValidDay,
  pccValidUntil,
} from './vetting-documents';

describe('police clearance dates', () => {
  it('are valid to the end of the same day 12 months on, in India', () => {
    const until = pccValidUntil('2026-02-10');
    expect(until.toISOString()).toBe('2027-02-10T18:30:00.000Z');
    expect(isoDay(lastValidDay(until))).toBe('2027-02-10');
  });

  it('refuses a future issue date and one more than 12 months old, in India’s calendar', () => {
    // 23:00 on 27 November in India: the 28th is still in the future there.
    const now = new Date('2026-11-27T17:30:00Z');
    const schema = issueDateSchema(now);
    expect(schema.safeParse('2026-11-27').success).toBe(true);
    expect(schema.safeParse('2025-11-27').success).toBe(true);
    const message = (value: string) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message('2026-11-28')).toBe(DOCUMENT_MESSAGES.issueDateFuture);
    expect(message('2025-11-26')).toBe(DOCUMENT_MESSAGES.pccTooOld);
    expect(message('')).toBe(DOCUMENT_MESSAGES.issueDateMissing);
    expect(message('27/11/2026')).toBe(DOCUMENT_MESSAGES.issueDateMissing);
  });
});
