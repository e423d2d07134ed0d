import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LOCALES } from '../../shared/locales';
import { chooseLanguage } from './language';

/**
 * The language switch of the top bar and the phone menu: a labelled group of two toggle buttons
 * (aria-pressed), each language named in its own script and marked with its own lang, so a
 * screen reader says "हिन्दी" in Hindi even on the English page. Focus stays on the button.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t({ message: 'Language', comment: 'Name of the language switch' })}
      className={`flex w-fit rounded-lg border border-brand-100 p-0.5 ${className}`}
    >
      {LOCALES.map((locale) => {
        const pressed = i18n.locale === locale;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) void chooseLanguage(locale);
            }}
            className={`min-h-11 rounded-md px-3 text-sm font-semibold ${
              pressed
                ? 'bg-brand-700 text-white'
                : 'text-ink hover:bg-brand-50 hover:text-brand-700'
            }`}
          >
            {LANGUAGE_NAMES[locale]}
          </button>
        );
      })}
    </div>
  );
}
