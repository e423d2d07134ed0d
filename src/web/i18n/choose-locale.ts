import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';

/**
 * The language to show: the one the person chose before (browser storage), else Hindi for a
 * browser whose first preferred language is Hindi (hi, hi-IN, …), else English.
 */
export function chooseLocale(
  stored: string | null,
  preferred: readonly string[] | undefined,
): Locale {
  if (isLocale(stored)) return stored;
  const first = preferred?.[0]?.toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : DEFAULT_LOCALE;
}
