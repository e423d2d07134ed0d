import { describe, expect, it } from 'vitest';
import { monthName, oneDecimal, percentNumber, percentOf } from './impact-format';

describe('impact page numbers', () => {
  it('writes shares as whole percents, rounding half up', () => {
    expect(percentOf(5 / 7)).toBe(71);
    expect(percentOf(0.125)).toBe(13);
    expect(percentOf(1)).toBe(100);
    expect(percentNumber(0.5, 'hi')).toBe('50');
  });

  it('keeps one decimal place of a median', () => {
    expect(oneDecimal(6.04)).toBe(6);
    expect(oneDecimal(7.25)).toBe(7.3);
  });

  it("names a cohort's month in the reader's language", () => {
    expect(monthName('2026-11', 'en')).toBe('Nov 2026');
    expect(monthName('2026-01', 'en', true)).toBe('Jan 26');
    expect(monthName('2026-11', 'hi')).toMatch(/^नव॰? 2026$/);
  });
});
