import { describe, expect, it } from 'vitest';
import { indiaDate, indiaTime } from './session-words';

describe("a session's date and time in India, as a move sends them", () => {
  it("reads India's calendar and clock, not UTC's", () => {
    // 20:00 UTC on Friday 27 Nov is 01:30 on Saturday 28 Nov in India.
    expect(indiaDate('2026-11-27T20:00:00Z')).toBe('2026-11-28');
    expect(indiaTime('2026-11-27T20:00:00Z')).toBe('01:30');
    expect(indiaTime('2026-11-28T10:30:00Z')).toBe('16:00');
  });
});
