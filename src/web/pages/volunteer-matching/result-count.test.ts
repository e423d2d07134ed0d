import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { showAllCatalogs } from '../../i18n/test-i18n';
import { resultCountText } from './result-count';

describe('the result count', () => {
  beforeAll(() => showAllCatalogs('en'));

  it('says how many NGOs when all of them are shown', () => {
    expect(resultCountText(i18n, { shown: 52, total: 52, totalCapped: false })).toBe('52 NGOs');
    expect(resultCountText(i18n, { shown: 1, total: 1, totalCapped: false })).toBe('1 NGO');
  });

  it('says how many are shown of how many while more can be loaded', () => {
    expect(resultCountText(i18n, { shown: 100, total: 240, totalCapped: false })).toBe(
      'Showing 100 of 240 NGOs',
    );
  });

  it('marks a count that stopped at the cap', () => {
    expect(resultCountText(i18n, { shown: 100, total: 1000, totalCapped: true })).toBe(
      'Showing 100 of 1,000+ NGOs',
    );
    expect(resultCountText(i18n, { shown: 1000, total: 1000, totalCapped: true })).toBe(
      'Showing 1,000 of 1,000+ NGOs',
    );
  });

  it('groups digits the Indian way', () => {
    expect(resultCountText(i18n, { shown: 100, total: 123456, totalCapped: false })).toBe(
      'Showing 100 of 1,23,456 NGOs',
    );
  });

  it("keeps the spec's text when nothing matches", () => {
    expect(resultCountText(i18n, { shown: 0, total: 0, totalCapped: false })).toBe(
      MESSAGES.noMatches,
    );
  });

  it('says it in Hindi, with both plural forms', () => {
    showAllCatalogs('hi');
    try {
      expect(resultCountText(i18n, { shown: 1, total: 1, totalCapped: false })).toBe('1 संस्था');
      expect(resultCountText(i18n, { shown: 52, total: 52, totalCapped: false })).toBe('52 संस्थाएँ');
      expect(resultCountText(i18n, { shown: 100, total: 123456, totalCapped: false })).toBe(
        '1,23,456 में से 100 संस्थाएँ दिखाई जा रही हैं',
      );
      expect(resultCountText(i18n, { shown: 100, total: 1000, totalCapped: true })).toBe(
        '1,000+ में से 100 संस्थाएँ दिखाई जा रही हैं',
      );
    } finally {
      showAllCatalogs('en');
    }
  });
});
