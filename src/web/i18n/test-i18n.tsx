// For the web unit tests: every catalogue of a language loaded at once, so any screen renders
// without waiting for its chunk, and a provider to render it in.
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { INTL_LOCALES, type Locale } from '../../shared/locales';

const CATALOGS = import.meta.glob<Messages>('../locales/*/**/*.po', {
  eager: true,
  import: 'messages',
});

/** Loads every catalogue of `locale` and shows that language. */
export function showAllCatalogs(locale: Locale = 'en'): void {
  for (const [path, messages] of Object.entries(CATALOGS)) {
    if (path.startsWith(`../locales/${locale}/`)) i18n.load(locale, messages);
  }
  i18n.activate(locale, [INTL_LOCALES[locale]]);
}

/** Wraps a test's tree in Lingui's provider (render(ui, { wrapper: I18nTestProvider })). */
export function I18nTestProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
