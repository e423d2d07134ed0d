import { describe, expect, it } from 'vitest';
import { SMS_KINDS, smsSegments } from '../../shared/sms';
import { composeSms } from './texts';

// A Wednesday evening, so the longest Hindi time of day (शाम) and a two-digit date show.
const startsAt = new Date('2026-12-16T12:30:00Z');

describe('SMS templates', () => {
  it.each(SMS_KINDS)('%s fits one GSM-7 segment in English with a long name', (kind) => {
    const words = { other: 'Shiksha Sahayog Foundation', startsAt, day: 'Wednesday' };
    const text = composeSms(kind, 'en', words);
    // A check-in asks about the partnership's weekday, not one class.
    if (kind === 'check-in') expect(text).toContain('on Wednesdays with Shiksha Sahayog');
    else expect(text).toContain('16/12/26 6:00 PM');
    expect(smsSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it.each(SMS_KINDS)('%s fits one UCS-2 segment in Hindi with a short name', (kind) => {
    const text = composeSms(kind, 'hi', { other: 'आशा', startsAt, day: 'Wednesday' });
    if (kind === 'check-in') expect(text).toContain('हर बुधवार');
    else expect(text).toContain('शाम 6:00');
    // No Latin word but the STOP people must type.
    expect(text.replace(/STOP$/, '')).not.toMatch(/[A-Za-z]/);
    const counted = smsSegments(text);
    expect(counted.encoding).toBe('UCS-2');
    expect(counted.units).toBeLessThanOrEqual(70);
    expect(counted.segments).toBe(1);
  });

  it('a Hindi check-in names no one, so any name keeps it one segment', () => {
    const words = { other: 'शिक्षा सहयोग फ़ाउंडेशन विकास समिति', startsAt, day: 'Wednesday' };
    expect(smsSegments(composeSms('check-in', 'hi', words)).segments).toBe(1);
  });

  it('a Hindi reminder with a long name takes two segments, no more', () => {
    const text = composeSms('session-reminder', 'hi', { other: 'शिक्षा सहयोग फ़ाउंडेशन', startsAt });
    expect(smsSegments(text).segments).toBe(2);
  });

  it('a name outside GSM-7 turns an English text into UCS-2', () => {
    const text = composeSms('session-cancelled', 'en', { other: 'आशा', startsAt });
    expect(smsSegments(text).encoding).toBe('UCS-2');
  });
});
