import { describe, expect, it } from 'vitest';
import { indiaInstant } from '../../shared/time';
import { calendarChangeEmail, TERMS_MAIL_EN, TERMS_MAIL_HI } from './emails';

/** The placeholders of a message, plural arguments included ("{count, plural, …}" → count). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

const saturday = (day: number) => indiaInstant(2026, 10, day, 11);
const base = {
  to: 'asha@example.org',
  volunteerName: 'Asha',
  ngoName: 'Prerna Shiksha',
  dashboardUrl: 'https://setu.example/#/volunteer-dashboard',
};

describe('the mail about sessions a calendar change touched', () => {
  it('has every message in Hindi with the same placeholders', () => {
    for (const [id, english] of Object.entries(TERMS_MAIL_EN)) {
      const hindi = TERMS_MAIL_HI[id as keyof typeof TERMS_MAIL_EN];
      expect(hindi, id).toMatch(/[\u0900-\u097F]|^- \{date\}/);
      expect(placeholders(hindi), id).toEqual(placeholders(english));
    }
  });

  it('lists each cancelled session with its reason, then those back on', () => {
    const mail = calendarChangeEmail({
      ...base,
      language: 'en',
      cancelled: [
        { startsAt: saturday(7), topic: 'Maths', closure: { kind: 'holiday', name: 'Diwali' } },
        { startsAt: saturday(14), topic: 'Maths', closure: { kind: 'holiday', name: '' } },
        { startsAt: saturday(21), topic: 'Maths', closure: { kind: 'term' } },
      ],
      restored: [{ startsAt: saturday(28), topic: 'Maths' }],
    });
    expect(mail.subject).toBe(
      'Prerna Shiksha: 3 sessions cancelled for its holidays or term dates',
    );
    expect(mail.text).toContain('Hello Asha');
    expect(mail.text).toContain('- 7 November 2026, 11:00 AM: Maths (holiday: Diwali)');
    expect(mail.text).toContain('- 14 November 2026, 11:00 AM: Maths (a holiday)');
    expect(mail.text).toContain('- 21 November 2026, 11:00 AM: Maths (outside its term dates)');
    expect(mail.text).toMatch(/back on, at their usual time:\n- 28 November 2026, 11:00 AM: Maths/);
  });

  it('writes a restoration alone, in Hindi for a Hindi reader', () => {
    const mail = calendarChangeEmail({
      ...base,
      language: 'hi',
      cancelled: [],
      restored: [{ startsAt: saturday(7), topic: 'Maths' }],
    });
    expect(mail.subject).toBe('Prerna Shiksha: 1 सत्र फिर से होगा');
    expect(mail.text).toContain('फिर से होंगे:');
    expect(mail.text).not.toContain('{');
  });
});
