import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { resultCountText } from './result-count';

describe('the result count', () => {
  it('says how many NGOs when all of them are shown', () => {
    expect(resultCountText({ shown: 52, total: 52, totalCapped: false })).toBe('52 NGOs');
    expect(resultCountText({ shown: 1, total: 1, totalCapped: false })).toBe('1 NGO');
  });

  it('says how many are shown of how many while more can be loaded', () => {
    expect(resultCountText({ shown: 100, total: 240, totalCapped: false })).toBe(
      'Showing 100 of 240 NGOs',
    );
  });

  it('marks a count that stopped at the cap', () => {
    expect(resultCountText({ shown: 100, total: 1000, totalCapped: true })).toBe(
      'Showing 100 of 1,000+ NGOs',
    );
    expect(resultCountText({ shown: 1000, total: 1000, totalCapped: true })).toBe(
      'Showing 1,000 of 1,000+ NGOs',
    );
  });

  it("keeps the spec's text when nothing matches", () => {
    expect(resultCountText({ shown: 0, total: 0, totalCapped: false })).toBe(MESSAGES.noMatches);
  });
});
