import { afterEach, describe, expect, it, vi } from 'vitest';
import { REASON_LABEL } from '../../shared/messages';
import {
  AGE_GROUPS,
  AVAILABILITY,
  CITIES,
  LANGUAGES,
  SKILLS,
  TOPICS,
  WEEKDAYS,
} from '../../shared/options';
import { availabilityText, dayText, mailText, optionText, slotText } from './mail-i18n';
import { EN } from './messages-en';
import { HI } from './messages-hi';

describe('the emails’ messages', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has every English message in Hindi, keeping each placeholder', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(HI).sort()).toEqual(Object.keys(EN).sort());
    for (const [id, english] of Object.entries(EN)) {
      expect(placeholders(HI[id as keyof typeof EN]), id).toEqual(placeholders(english));
      expect(HI[id as keyof typeof EN], id).not.toBe(english);
    }
  });

  it('says the reason label as the NGO dashboard does', () => {
    expect(mailText('en')('newRequest.reason')).toBe(`${REASON_LABEL}:`);
  });

  it('fills placeholders in production too, where Lingui does not compile by default', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(mailText('hi')('mail.hello', { name: 'Asha' })).toBe('नमस्ते Asha,');
  });

  it('keeps the two languages apart: one reader’s language never leaks into another’s', () => {
    const hi = mailText('hi');
    const en = mailText('en');
    expect(hi('mail.signature')).toBe('— सेतु');
    expect(en('mail.signature')).toBe('— Setu');
    expect(hi('mail.signature')).toBe('— सेतु');
  });

  it('names every day and availability in both languages', () => {
    for (const value of [...WEEKDAYS, ...AVAILABILITY]) {
      expect(availabilityText(mailText('en'), value)).toBe(value);
      expect(availabilityText(mailText('hi'), value)).toMatch(/^[\u0900-\u097F ]+$/);
    }
    expect(dayText(mailText('hi'), 'Saturday')).toBe('शनिवार');
    expect(availabilityText(mailText('hi'), 'Monday Evening')).toBe('सोमवार शाम');
    expect(availabilityText(mailText('hi'), 'Someday Night')).toBe('Someday Night');
  });

  it('names every stored skill, topic, language and age group in both languages, and every listed city', () => {
    for (const value of [...SKILLS, ...TOPICS, ...LANGUAGES, ...AGE_GROUPS]) {
      expect(optionText(mailText('en'), value)).toBe(value);
      expect(optionText(mailText('hi'), value), value).toMatch(/^[\u0900-\u097F ]+$/);
    }
    expect(optionText(mailText('hi'), 'Maths')).toBe('गणित');
    expect(optionText(mailText('hi'), 'Communication Skills')).toBe('बातचीत का कौशल');
    for (const city of CITIES) {
      expect(optionText(mailText('en'), city)).toBe(city);
      expect(optionText(mailText('hi'), city), city).toMatch(/^[\u0900-\u097F ]+$/);
    }
    expect(optionText(mailText('hi'), 'Delhi')).toBe('दिल्ली');
    expect(optionText(mailText('hi'), 'Chhindwara')).toBe('Chhindwara');
    expect(optionText(mailText('hi'), 'toString')).toBe('toString');
  });

  it('writes an hourly slot as stored in English and with Hindi times in Hindi', () => {
    expect(slotText('en', '11:00 AM - 12:00 PM')).toBe('11:00 AM - 12:00 PM');
    expect(slotText('hi', '11:00 AM - 12:00 PM')).toBe('सुबह 11:00 – दोपहर 12:00');
    expect(slotText('hi', '4:00 PM - 5:00 PM')).toBe('शाम 4:00 – शाम 5:00');
    expect(slotText('hi', 'whenever')).toBe('whenever');
  });
});
