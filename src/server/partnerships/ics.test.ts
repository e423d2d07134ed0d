import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, firstOccurrence, foldLine } from './ics';

describe('iCalendar schedule', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'अ'.repeat(40)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i ? l.slice(1) : l))
        .join(''),
    ).toBe(`DESCRIPTION:${'अ'.repeat(40)}`);
  });

  it('starts on the next such weekday in India', () => {
    // Friday 20 Nov 2026, 20:00 UTC = Saturday 21 Nov 01:30 in India.
    const since = new Date('2026-11-20T20:00:00Z');
    expect(firstOccurrence(since, 'Saturday', '11:00 AM - 12:00 PM')).toEqual({
      start: '20261121T110000',
      end: '20261121T120000',
      byDay: 'SA',
    });
    expect(firstOccurrence(since, 'Friday', '4:00 PM - 5:00 PM').start).toBe('20261127T160000');
    // Saturday 12:30 in India: the 11 AM slot has passed, so the first is a week later.
    expect(
      firstOccurrence(new Date('2026-11-21T07:00:00Z'), 'Saturday', '11:00 AM - 12:00 PM').start,
    ).toBe('20261128T110000');
  });

  it('writes weekly recurring events with CRLF line ends', () => {
    const ics = buildCalendar(
      [
        {
          uid: 'request-7@setu',
          day: 'Sunday',
          timeSlot: '2:00 PM - 3:00 PM',
          summary: 'Maths at Asha, Ranchi',
          location: 'Ranchi',
          description: 'Contact: Asha; +91 98765 43210',
          since: new Date('2026-11-20T10:00:00Z'),
        },
      ],
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261122T140000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261122T150000');
    expect(lines).toContain('SUMMARY:Maths at Asha\\, Ranchi');
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(lines).toContain('DTSTAMP:20261120T100000Z');
  });
});

describe('iCalendar schedule with cancelled and moved weeks', () => {
  it('leaves a cancelled week out and moves a moved one under the same UID', () => {
    const since = new Date('2026-11-20T10:00:00Z');
    const ics = buildCalendar(
      [
        {
          uid: 'request-7@setu',
          day: 'Sunday',
          timeSlot: '2:00 PM - 3:00 PM',
          summary: 'Maths at Asha',
          location: 'Ranchi',
          description: '',
          since,
          exceptions: [
            {
              occurrence: new Date('2026-11-29T08:30:00Z'),
              cancelled: true,
              start: new Date('2026-11-29T08:30:00Z'),
              end: new Date('2026-11-29T09:30:00Z'),
            },
            {
              occurrence: new Date('2026-12-06T08:30:00Z'),
              cancelled: false,
              start: new Date('2026-12-07T12:30:00Z'),
              end: new Date('2026-12-07T13:30:00Z'),
            },
          ],
        },
      ],
      since,
    );
    const lines = ics.split('\r\n');
    expect(lines).toContain('EXDATE;TZID=Asia/Kolkata:20261129T140000');
    expect(lines).toContain('RECURRENCE-ID;TZID=Asia/Kolkata:20261206T140000');
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261207T180000');
    expect(lines.filter((l) => l === 'UID:request-7@setu')).toHaveLength(2);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});
