import { describe, expect, it } from 'vitest';
import { chooseLocale } from './choose-locale';

describe('chooseLocale', () => {
  it('gives Hindi to a browser whose first language is Hindi', () => {
    expect(chooseLocale(null, ['hi'])).toBe('hi');
    expect(chooseLocale(null, ['hi-IN', 'en-IN'])).toBe('hi');
    expect(chooseLocale(null, ['HI-in'])).toBe('hi');
  });

  it('gives English to every other browser', () => {
    expect(chooseLocale(null, ['en-IN', 'hi'])).toBe('en');
    expect(chooseLocale(null, ['ta-IN'])).toBe('en');
    expect(chooseLocale(null, ['hil'])).toBe('en');
    expect(chooseLocale(null, [])).toBe('en');
    expect(chooseLocale(null, undefined)).toBe('en');
  });

  it('keeps the choice made before, whatever the browser prefers', () => {
    expect(chooseLocale('en', ['hi-IN'])).toBe('en');
    expect(chooseLocale('hi', ['en-US'])).toBe('hi');
  });

  it('ignores a stored value that is not a language Setu speaks', () => {
    expect(chooseLocale('fr', ['hi'])).toBe('hi');
    expect(chooseLocale('', ['en'])).toBe('en');
  });
});
