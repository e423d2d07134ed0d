import { describe, expect, it } from 'vitest';
import { clockText, shortDay, teachingTimesLine, timeRangeText } from './listing-words';

describe("a listing's facts in the reader's language", () => {
  it('shortens days as each language does', () => {
    expect(shortDay('Monday', 'en')).toBe('Mon');
    expect(shortDay('Sunday', 'en')).toBe('Sun');
    expect(shortDay('Monday', 'hi')).toBe('सोम');
    expect(shortDay('Thursday', 'hi')).toBe('गुरु');
  });

  it('keeps English time ranges and says Hindi times with the part of the day', () => {
    expect(timeRangeText('4:00 PM – 6:00 PM', 'en')).toBe('4:00 PM – 6:00 PM');
    expect(timeRangeText('11:00 AM – 12:00 PM', 'hi')).toBe('सुबह 11:00 – दोपहर 12:00');
    expect(timeRangeText('4:00 PM – 6:00 PM', 'hi')).toBe('शाम 4:00 – शाम 6:00');
  });

  it("says a listing's teaching times day by day", () => {
    const times = [
      { day: 'Wednesday', start: '12:00 PM', end: '3:00 PM' },
      { day: 'Saturday', start: '6:30 PM', end: '8:00 PM' },
    ];
    expect(teachingTimesLine(times, 'en')).toBe('Wed 12:00 PM – 3:00 PM; Sat 6:30 PM – 8:00 PM');
    expect(teachingTimesLine(times, 'hi')).toBe(
      'बुध दोपहर 12:00 – दोपहर 3:00; शनि शाम 6:30 – रात 8:00',
    );
    expect(clockText('6:00 AM', 'hi')).toBe('सुबह 6:00');
  });
});
