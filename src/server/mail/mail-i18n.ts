// Lingui on the server (docs/decisions/0019): the server bundle has no macro transform, so its
// messages are ICU strings under explicit ids (messages-en.ts, messages-hi.ts), compiled by
// Lingui's own compiler when first used; one I18n per language, since a server answers many
// readers at once and must never switch a shared instance.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatTime } from '../../shared/intl-format';
import { INTL_LOCALES, type Locale } from '../../shared/locales';
import { parseTimeRange } from '../../shared/time';
import { EN, type MailMessageId } from './messages-en';
import { HI } from './messages-hi';

/**
 * Texts from a pair of catalogues (Setu's common mail texts, or a capability's own), one I18n per
 * language made when first used.
 */
export function mailCatalogue<Id extends string>(catalogues: Record<Locale, Record<Id, string>>) {
  const instances = new Map<Locale, I18n>();
  return (locale: Locale) => {
    let i18n = instances.get(locale);
    if (!i18n) {
      i18n = setupI18n();
      // Lingui compiles at run time only outside production; the server's messages always need it.
      i18n.setMessagesCompiler(compileMessage);
      i18n.load(locale, catalogues[locale]);
      i18n.activate(locale, [INTL_LOCALES[locale]]);
      instances.set(locale, i18n);
    }
    const bound = i18n;
    return (id: Id, values?: Record<string, string | number>) => bound._(id, values);
  };
}

export type MailText = (id: MailMessageId, values?: Record<string, string | number>) => string;

/** The texts of one email in the recipient's language. */
export const mailText: (locale: Locale) => MailText = mailCatalogue<MailMessageId>({
  en: EN,
  hi: HI,
});

/** A stored weekday ("Monday") in the reader's language; anything else as it is. */
export function dayText(t: MailText, day: string): string {
  const id = `day.${day}`;
  return Object.hasOwn(EN, id) ? t(id as MailMessageId) : day;
}

/**
 * A stored option value (a skill, topic, language or age group of src/shared/options.ts) in the
 * reader's language, a city of the list too; a value Setu does not list (a town typed in, free
 * text) as it is.
 */
export function optionText(t: MailText, value: string): string {
  const id = `option.${value}`;
  return Object.hasOwn(EN, id) ? t(id as MailMessageId) : value;
}

/** A stored availability ("Monday Morning", or a day alone) in the reader's language. */
export function availabilityText(t: MailText, value: string): string {
  const [day, part, ...rest] = value.split(' ');
  if (!day || rest.length) return value;
  if (part === undefined) return dayText(t, day);
  const partId = `part.${part}`;
  if (!(partId in EN)) return value;
  return `${dayText(t, day)} ${t(partId as MailMessageId)}`;
}

/**
 * A time range (an hourly slot or a teaching time): English keeps the stored "6:30 PM - 8:00 PM";
 * Hindi writes its times as Hindi does, "शाम 6:30 – रात 8:00" (formatTime).
 */
export function slotText(locale: Locale, timeSlot: string): string {
  const range = parseTimeRange(timeSlot);
  if (locale === 'en' || range === null) return timeSlot;
  return `${formatTime(range.start, locale)} – ${formatTime(range.end, locale)}`;
}
