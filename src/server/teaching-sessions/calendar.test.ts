import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../shared/terms';
import { indiaInstant, indiaIsoDate } from '../../shared/time';
import { closedWeeks } from './calendar';
import { weeklyOccurrences } from './occurrences';

// Saturdays at 11 AM from Saturday 7 November 2026; "now" is Monday 16 November.
const series = {
  day: 'Saturday',
  timeSlot: '11:00 AM - 12:00 PM',
  since: indiaInstant(2026, 10, 6),
};
const now = indiaInstant(2026, 10, 16, 9);
const saturdays = (until: Date) =>
  weeklyOccurrences(series.since, series.day, series.timeSlot, until);
const dates = (xs: { occurrence: Date }[]) => xs.map((x) => indiaIsoDate(x.occurrence));

describe('a partnership’s calendar series under its NGO’s terms and holidays', () => {
  it('leaves out a holiday week with no session, keeps made weeks, and ends with the last term', () => {
    const entries: CalendarEntry[] = [
      { kind: 'term', startsOn: '2026-11-01', endsOn: '2026-12-12', name: '' },
      { kind: 'holiday', startsOn: '2026-11-28', endsOn: '2026-11-28', name: 'Fair' },
    ];
    const made = saturdays(indiaInstant(2026, 11, 13))
      .filter((w) => indiaIsoDate(w.start) !== '2026-11-28')
      .map((w) => ({ occurrence: w.start, scheduled: true }));
    const { exceptions, until } = closedWeeks(series, entries, [], made, now);
    expect(dates(exceptions)).toEqual(['2026-11-28']);
    expect(exceptions[0]!.cancelled).toBe(true);
    expect(indiaIsoDate(until!)).toBe('2026-12-12');
  });

  it('leaves out past weeks never made, and the gap between two terms', () => {
    const entries: CalendarEntry[] = [
      { kind: 'term', startsOn: '2026-11-01', endsOn: '2026-11-21', name: '' },
      { kind: 'term', startsOn: '2026-12-10', endsOn: '2026-12-31', name: '' },
    ];
    // 7 November was never made (as if a holiday, since removed); 14 and 21 were.
    const made = [14, 21].map((d) => ({
      occurrence: indiaInstant(2026, 10, d, 11),
      scheduled: true,
    }));
    const { exceptions, until } = closedWeeks(series, entries, [], made, now);
    expect(dates(exceptions)).toEqual(['2026-11-07', '2026-11-28', '2026-12-05']);
    expect(indiaIsoDate(until!)).toBe('2026-12-31');
  });

  it('has no end without terms, and keeps the sessions’ own exceptions', () => {
    const cancelled = {
      occurrence: indiaInstant(2026, 10, 14, 11),
      cancelled: true,
      start: indiaInstant(2026, 10, 14, 11),
      end: indiaInstant(2026, 10, 14, 12),
    };
    const made = [7, 14].map((d) => ({
      occurrence: indiaInstant(2026, 10, d, 11),
      scheduled: d === 7,
    }));
    const entries: CalendarEntry[] = [
      { kind: 'holiday', startsOn: '2026-12-05', endsOn: '2026-12-05', name: '' },
    ];
    const { exceptions, until } = closedWeeks(series, entries, [cancelled], made, now);
    expect(until).toBeUndefined();
    expect(dates(exceptions)).toEqual(['2026-11-14', '2026-12-05']);
  });
});
