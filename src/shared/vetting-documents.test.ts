import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  issueDateSchema,
  lastValidDay,
  pccValidUntil,
} from './vetting-documents';
import { indiaIsoDate } from './time';

describe('police clearance dates', () => {
  it('are valid to the end of the same day 12 months on, in India', () => {
    const until = pccValidUntil('2026-02-10');
    expect(until.toISOString()).toBe('2027-02-10T18:30:00.000Z');
    expect(indiaIsoDate(lastValidDay(until))).toBe('2027-02-10');
  });

  describe('an issue date, at 23:00 on 27 November in India (the 28th is still ahead there)', () => {
    const schema = issueDateSchema(new Date('2026-11-27T17:30:00Z'));
    it.each([
      ['today', '2026-11-27', null],
      ['exactly 12 months old', '2025-11-27', null],
      ['tomorrow in India', '2026-11-28', DOCUMENT_MESSAGES.issueDateFuture],
      ['a day over 12 months old', '2025-11-26', DOCUMENT_MESSAGES.pccTooOld],
      ['missing', '', DOCUMENT_MESSAGES.issueDateMissing],
      ['not an ISO day', '27/11/2026', DOCUMENT_MESSAGES.issueDateMissing],
      ['not on the calendar', '2026-04-31', DOCUMENT_MESSAGES.issueDateMissing],
    ])('%s (%s): %s', (_, value, message) => {
      const parsed = schema.safeParse(value);
      expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(message);
    });
  });
});
