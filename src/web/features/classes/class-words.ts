// How a class is named: its day and time range in the reader's language ("Saturday, 11:00 AM –
// 12:00 PM", "शनिवार, सुबह 11:00 – दोपहर 12:00").
import type { I18n } from '@lingui/core';
import type { Locale } from '../../../shared/locales';
import { RANGE_DASH } from '../../../shared/slots';
import { sharedText } from '../../i18n/shared-text';
import { timeRangeText } from '../matching-loop/listing-words';

export function className(i18n: I18n, c: { day: string; timeSlot: string }): string {
  const range = c.timeSlot.replace(' - ', RANGE_DASH);
  return `${sharedText(i18n, c.day)}, ${timeRangeText(range, i18n.locale as Locale)}`;
}
