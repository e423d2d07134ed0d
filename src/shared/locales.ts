// The languages Setu speaks. The codes are those of the catalogues (src/web/locales/)
// and of <html lang>; Intl formats numbers, dates and times with the Indian variant of each.
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
};

/** The Intl locale of each language: Indian digit grouping and Indian conventions. */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
