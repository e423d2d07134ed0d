// What Morning and Evening mean, as the reader's language writes the times: the forms that
// choose an availability show it beside the choice (from src/shared/day-parts.ts).
import { DAY_PART_HOURS } from '../../shared/day-parts';
import { formatTime } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';

/** { morning: "6:00 AM – 2:00 PM", evening: "2:00 PM – 9:00 PM" } in English; Hindi's own times. */
export function dayPartHours(locale: Locale): { morning: string; evening: string } {
  const range = ({ start, end }: { start: number; end: number }) =>
    `${formatTime(start, locale)} – ${formatTime(end, locale)}`;
  return { morning: range(DAY_PART_HOURS.Morning), evening: range(DAY_PART_HOURS.Evening) };
}
