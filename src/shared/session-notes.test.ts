import { describe, expect, it } from 'vitest';
import {
  classNotesQuerySchema,
  noteTextProblem,
  SESSION_NOTE_LIMITS,
  SESSION_NOTE_MESSAGES,
  sessionNoteSchema,
} from './session-notes';

const errorsOf = (input: unknown) =>
  sessionNoteSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the session note schema', () => {
  it('takes two trimmed text fields, in any script, with line breaks', () => {
    expect(sessionNoteSchema.parse({ covered: '  भिन्न: आधा और चौथाई\nGames  ', next: '' })).toEqual(
      { covered: 'भिन्न: आधा और चौथाई\nGames', next: '' },
    );
  });

  it('needs what was covered, and keeps each field within its limit', () => {
    expect(errorsOf({ covered: ' ', next: '' })).toEqual([
      ['covered', SESSION_NOTE_MESSAGES.coveredMissing],
    ]);
    expect(errorsOf({ next: '' })).toEqual([['covered', SESSION_NOTE_MESSAGES.coveredMissing]]);
    expect(errorsOf({ covered: 'a'.repeat(SESSION_NOTE_LIMITS.covered), next: '' })).toEqual([]);
    expect(errorsOf({ covered: 'a', next: 'b'.repeat(SESSION_NOTE_LIMITS.next + 1) })).toEqual([
      ['next', `What comes next must be at most ${SESSION_NOTE_LIMITS.next} characters.`],
    ]);
  });

  it('refuses fields other than its two, and anything but text', () => {
    expect(errorsOf({ covered: 'a', next: '', file: 'x.pdf' })).toEqual([
      ['', SESSION_NOTE_MESSAGES.textOnly],
    ]);
    expect(errorsOf({ covered: 'a', next: ['x'] })).toEqual([
      ['next', SESSION_NOTE_MESSAGES.textOnly],
    ]);
    expect(errorsOf('just a string')).toEqual([['', SESSION_NOTE_MESSAGES.textOnly]]);
    expect(errorsOf({ covered: 'a\u0000b', next: '' })[0]![1]).toContain('control character');
  });
});

describe('what a note may not hold', () => {
  it.each([
    ['https://example.org/sheet', SESSION_NOTE_MESSAGES.link],
    ['see www.khanacademy.org', SESSION_NOTE_MESSAGES.link],
    ['worksheet at example.com/x', SESSION_NOTE_MESSAGES.link],
    ['javascript:alert(1)', SESSION_NOTE_MESSAGES.link],
    ['write to asha@example.org', SESSION_NOTE_MESSAGES.email],
    ['call 9876543210', SESSION_NOTE_MESSAGES.phone],
    ['call +91 98765-43210', SESSION_NOTE_MESSAGES.phone],
    ['call 098765 43210', SESSION_NOTE_MESSAGES.phone],
  ])('%s', (text, message) => {
    expect(noteTextProblem(text)).toBe(message);
  });

  it.each([
    'Counted 1 2 3 4 5 6 7 8 9 10 11 12',
    'Pages 10-12 of the NCERT book, chapter 3.2',
    'Sums up to 1000000; 2+2=4; 12:30 break',
    'Next: times tables 6 to 9',
    'Story time: Panchatantra. Next week, the monkey and the crocodile.',
  ])('allows %s', (text) => {
    expect(noteTextProblem(text)).toBeNull();
  });
});

describe('the class notes query', () => {
  it('reads a day, a time and a page, the first page when none is given', () => {
    expect(
      classNotesQuerySchema.parse({ day: 'Saturday', timeSlot: '11:00 AM - 12:00 PM' }),
    ).toEqual({ day: 'Saturday', timeSlot: '11:00 AM - 12:00 PM', page: 1 });
    expect(classNotesQuerySchema.safeParse({ day: 'Funday', timeSlot: 'x' }).success).toBe(false);
    for (const page of ['0', '-1', '1.5', 'abc']) {
      expect(
        classNotesQuerySchema.safeParse({ day: 'Monday', timeSlot: 'x', page }).error?.issues[0]
          ?.message,
      ).toBe(SESSION_NOTE_MESSAGES.pageInvalid);
    }
  });
});
