import { formatDate, formatTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';

/** "23 Nov 2026, 4:30 PM" / "23 नव॰ 2026, शाम 4:30", through src/shared/intl-format.ts. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return `${formatDate(date, locale, 'medium')}, ${formatTime(date, locale)}`;
}
