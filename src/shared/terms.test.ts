import { describe, expect, it } from 'vitest';
import {
  applyChange,
  calendarEntrySchema,
  closureOn,
  daysBetween,
  entryOf,
  lastTermDay,
  overlappingTerm,
  TERMS_MESSAGES,
  type CalendarEntry,
} from './terms';

const term = (id: number, startsOn: string, endsOn: string): CalendarEntry => ({
  id,
  kind: 'term',
  startsOn,
  endsOn,
  name: '',
});
const holiday = (id: number, startsOn: string, endsOn = startsOn, name = ''): CalendarEntry => ({
  id,
  kind: 'holiday',
  startsOn,
  endsOn,
  name,
});

describe('an NGO’s open days', () => {
  it('are every day without terms or holidays', () => {
    expect(closureOn('2026-11-28', [])).toBeNull();
  });

  it('are closed on a holiday, its first and last day included, named', () => {
    const entries = [holiday(1, '2026-11-07', '2026-11-09', 'Diwali')];
    expect(closureOn('2026-11-06', entries)).toBeNull();
    expect(closureOn('2026-11-07', entries)).toEqual({ kind: 'holiday', name: 'Diwali' });
    expect(closureOn('2026-11-09', entries)).toEqual({ kind: 'holiday', name: 'Diwali' });
    expect(closureOn('2026-11-10', entries)).toBeNull();
  });

  it('are only inside a term once the NGO sets one, and a holiday inside a term still closes', () => {
    const entries = [
      term(1, '2026-06-01', '2026-09-30'),
      term(2, '2026-11-01', '2027-03-31'),
      holiday(3, '2026-12-25', '2026-12-25', 'Christmas'),
    ];
    expect(closureOn('2026-05-31', entries)).toEqual({ kind: 'term' });
    expect(closureOn('2026-06-01', entries)).toBeNull();
    expect(closureOn('2026-10-15', entries)).toEqual({ kind: 'term' });
    expect(closureOn('2026-12-25', entries)).toEqual({ kind: 'holiday', name: 'Christmas' });
    expect(closureOn('2027-03-31', entries)).toBeNull();
    expect(closureOn('2027-04-01', entries)).toEqual({ kind: 'term' });
    expect(lastTermDay(entries)).toBe('2027-03-31');
    expect(lastTermDay([holiday(1, '2026-01-01')])).toBeNull();
  });

  it('finds a term that overlaps another, not itself, and never a holiday', () => {
    const entries = [term(1, '2026-06-01', '2026-09-30'), holiday(2, '2026-10-02')];
    const overlapping = { kind: 'term' as const, startsOn: '2026-09-30', endsOn: '2026-12-01' };
    expect(overlappingTerm(overlapping, entries)?.id).toBe(1);
    expect(overlappingTerm(overlapping, entries, 1)).toBeUndefined();
    expect(overlappingTerm({ ...overlapping, startsOn: '2026-10-01' }, entries)).toBeUndefined();
    expect(overlappingTerm({ ...overlapping, kind: 'holiday' }, entries)).toBeUndefined();
  });

  it('applies an add, an edit and a removal', () => {
    const entries = [term(1, '2026-06-01', '2026-09-30')];
    const entry = {
      kind: 'holiday' as const,
      startsOn: '2026-07-01',
      endsOn: '2026-07-01',
      name: '',
    };
    expect(applyChange(entries, { id: null, entry })).toHaveLength(2);
    expect(applyChange(entries, { id: 1, entry })).toEqual([{ id: 1, ...entry }]);
    expect(applyChange(entries, { id: 1, entry: null })).toEqual([]);
  });
});

describe('the entry form', () => {
  const parse = (input: Record<string, unknown>) => calendarEntrySchema.safeParse(input);
  const firstError = (input: Record<string, unknown>) => {
    const result = parse(input);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });

  it('makes a holiday with no last day one day long, and trims its name', () => {
    const result = parse({ kind: 'holiday', startsOn: '2026-11-08', endsOn: '', name: ' Diwali ' });
    expect(entryOf(result.data!)).toEqual({
      kind: 'holiday',
      startsOn: '2026-11-08',
      endsOn: '2026-11-08',
      name: 'Diwali',
    });
  });

  it('refuses a term without a last day, an end before the start, and overlong spans', () => {
    expect(firstError({ kind: 'term', startsOn: '2026-06-01', endsOn: '' })).toBe(
      TERMS_MESSAGES.endsOn,
    );
    expect(firstError({ kind: 'term', startsOn: '2026-06-01', endsOn: '2026-05-31' })).toBe(
      TERMS_MESSAGES.endBeforeStart,
    );
    expect(firstError({ kind: 'term', startsOn: '2026-06-01', endsOn: '2027-06-02' })).toBe(
      TERMS_MESSAGES.termTooLong,
    );
    expect(firstError({ kind: 'holiday', startsOn: '2026-06-01', endsOn: '2026-09-01' })).toBe(
      TERMS_MESSAGES.holidayTooLong,
    );
    expect(firstError({ kind: 'term', startsOn: '', endsOn: '2026-06-01' })).toBe(
      TERMS_MESSAGES.startsOn,
    );
    expect(firstError({ kind: 'week', startsOn: '2026-06-01' })).toBe(TERMS_MESSAGES.kind);
    expect(firstError({ kind: 'holiday', startsOn: '2026-02-31' })).toBe(TERMS_MESSAGES.startsOn);
    expect(firstError({ kind: 'term', startsOn: '2026-02-01', endsOn: '2026-02-30' })).toBe(
      TERMS_MESSAGES.endsOn,
    );
    expect(firstError({ kind: 'holiday', startsOn: '2026-06-01', name: 'x'.repeat(61) })).toBe(
      TERMS_MESSAGES.name,
    );
  });
});
