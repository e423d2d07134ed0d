import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { showAllCatalogs } from '../../i18n/test-i18n';
import { signalTexts } from './signal-words';

describe('the signals of a partnership at risk', () => {
  it('says only the signals that counted, in their order, each with its count', () => {
    showAllCatalogs('en');
    expect(signalTexts(i18n, { cancelled: 2, noShows: 0, unconfirmed: 1, unmarked: 3 })).toEqual([
      '2 sessions cancelled',
      '1 session the volunteer did not confirm',
      '3 sessions without attendance marked',
    ]);
    expect(signalTexts(i18n, { cancelled: 0, noShows: 1, unconfirmed: 0, unmarked: 0 })).toEqual([
      '1 session not held',
    ]);
    expect(signalTexts(i18n, { cancelled: 0, noShows: 0, unconfirmed: 0, unmarked: 0 })).toEqual(
      [],
    );
  });

  describe('in Hindi', () => {
    beforeAll(() => showAllCatalogs('hi'));
    it('says them in Hindi words', () => {
      const [text] = signalTexts(i18n, { cancelled: 2, noShows: 0, unconfirmed: 0, unmarked: 0 });
      expect(text).toMatch(/^2 /);
      expect(text).not.toMatch(/[A-Za-z]/);
    });
  });
});
