// Texts defined in src/shared (option labels, spec messages, validation errors, FAQ, code of
// conduct, matching reasons) are plain English strings: the server uses them too, and Lingui's
// macros compile only in the front end. The "shared" catalogues key them by their English text
// (shared-messages.ts), so a screen shows one, or an error the server sent, through sharedText.
//
// A text built with values ("Email is required.", "Maths on Saturday mornings in Ranchi") has one
// entry with placeholders ("{label} is required."): sharedText finds the entry whose English
// pattern the text fits, and shows each value in the same way (a label, a city, a list of topics,
// a time), keeping what it does not know (a name) as it came.
import type { I18n, Messages } from '@lingui/core';
import { formatTime, listFormat } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import { clockMinutes } from '../../shared/time';

/** How the parts of a matching reason are joined (src/shared/ranking.ts). */
const PART_SEPARATOR = ' · ';
const PLACEHOLDER = /\{(\w+)\}/g;
/** A time range as reasons write it (RANGE_DASH) or as a slot is stored: "12:00 PM – 3:00 PM". */
const RANGE = /^(\d{1,2}:\d{2} [AP]M)( [–-] )(\d{1,2}:\d{2} [AP]M)$/;

interface Pattern {
  id: string;
  regex: RegExp;
  names: string[];
}

const patternsOf = new WeakMap<Messages, Pattern[]>();

/** The entries with placeholders, the most specific (the most fixed text) first. */
function patterns(messages: Messages): Pattern[] {
  let found = patternsOf.get(messages);
  if (found) return found;
  found = Object.keys(messages)
    .filter((id) => id.includes('{'))
    .map((id) => {
      const names = [...id.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      const source = id
        .split(PLACEHOLDER)
        .map((piece, i) => (i % 2 ? '(.+?)' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      return { id, regex: new RegExp(`^${source}$`), names };
    })
    .sort((a, b) => b.id.replace(PLACEHOLDER, '').length - a.id.replace(PLACEHOLDER, '').length);
  patternsOf.set(messages, found);
  return found;
}

/** "3:00 PM" → the hour as the language writes it ("दोपहर 3:00"); null when not a clock time. */
function clockTime(text: string, locale: Locale): string | null {
  const minutes = clockMinutes(text);
  return minutes === null ? null : formatTime(minutes, locale);
}

/** "12:00 PM – 3:00 PM" → each end as the language writes it ("दोपहर 12:00 – दोपहर 3:00"). */
function clockRange(i18n: I18n, text: string): string | null {
  const locale = i18n.locale as Locale;
  const match = RANGE.exec(text);
  if (!match) return null;
  const from = clockTime(match[1]!, locale);
  const to = clockTime(match[3]!, locale);
  if (!from || !to) return null;
  // The catalogue says how the language joins the ends ("{from} - {to}" is "{from} से {to}").
  const id = `{from}${match[2]}{to}`;
  return Object.hasOwn(i18n.messages, id) ? i18n._(id, { from, to }) : `${from}${match[2]}${to}`;
}

function known(i18n: I18n, text: string): string | null {
  if (Object.hasOwn(i18n.messages, text)) return i18n._(text);
  return clockTime(text, i18n.locale as Locale) ?? clockRange(i18n, text);
}

/**
 * A value inside a pattern: a known text, else a list ("Maths and English", "Monday Morning
 * (until 2:00 PM) and Monday Evening (from 2:00 PM)") whose every item is known, a pattern or
 * words, else a pattern or words ("Saturday mornings"), else as it came (an NGO's name stays
 * whole). The list comes before the pattern: a pattern's last placeholder would swallow the
 * items after the first.
 */
function value(i18n: I18n, text: string): string {
  const whole = known(i18n, text);
  if (whole !== null) return whole;
  const items = text.split(/, | and /);
  if (items.length > 1) {
    const shown = items.map(
      (item) => known(i18n, item) ?? fromPattern(i18n, item) ?? words(i18n, item),
    );
    if (shown.every((item) => item !== null)) {
      return listFormat(i18n.locale, { type: 'conjunction' }).format(shown as string[]);
    }
  }
  return fromPattern(i18n, text) ?? words(i18n, text) ?? text;
}

function words(i18n: I18n, text: string): string | null {
  const parts = text.split(' ');
  if (parts.length < 2) return null;
  const shown = parts.map((word) => known(i18n, word));
  return shown.every((word) => word !== null) ? shown.join(' ') : null;
}

function fromPattern(i18n: I18n, text: string): string | null {
  for (const { id, regex, names } of patterns(i18n.messages)) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, value(i18n, match[i + 1]!)]));
    return i18n._(id, values);
  }
  return null;
}

/** The shown language's text for an English text of src/shared (or of a server's answer). */
export function sharedText(i18n: I18n, english: string): string {
  // Not i18n._ for an unknown text: a server message Setu does not know stays as it came,
  // without the 'missing' warning meant for forgotten catalogues.
  if (i18n.locale === 'en') return english;
  const exact = known(i18n, english);
  if (exact !== null) return exact;
  const parts = english.split(PART_SEPARATOR);
  if (parts.length > 1) return parts.map((part) => sharedText(i18n, part)).join(PART_SEPARATOR);
  // An availability ("Monday Morning") is its words, each an option label.
  return fromPattern(i18n, english) ?? words(i18n, english) ?? english;
}

/** A form's inline error, as sharedText shows it; nothing when there is none. */
export function sharedError(i18n: I18n, message: string | undefined): string | undefined {
  return message && sharedText(i18n, message);
}
