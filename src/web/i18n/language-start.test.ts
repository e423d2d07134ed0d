import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '../storage';

// Each test loads language.ts afresh: it reads the stored choice and the browser's languages once.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

afterEach(() => {
  vi.doUnmock('../locales/hi/common.po');
  vi.unstubAllGlobals();
});

function preferLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages });
}

describe('the language of a visit', () => {
  it('is Hindi for a browser that prefers Hindi, with <html lang="hi">', async () => {
    preferLanguages(['hi-IN', 'en-IN']);
    const { startLanguage, shownLanguage } = await import('./language');
    await startLanguage();
    expect(shownLanguage()).toBe('hi');
    expect(i18n.locale).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("is the stored choice over the browser's preference", async () => {
    preferLanguages(['hi-IN']);
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const { startLanguage, shownLanguage } = await import('./language');
    await startLanguage();
    expect(shownLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English when the Hindi catalogue cannot load', async () => {
    preferLanguages(['hi-IN']);
    vi.doMock('../locales/hi/common.po', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { startLanguage, shownLanguage, chooseLanguage } = await import('./language');
    await startLanguage();
    expect(shownLanguage()).toBe('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    // Choosing Hindi while it cannot load keeps English and remembers nothing.
    await expect(chooseLanguage('hi')).resolves.toBe(false);
    expect(shownLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});
