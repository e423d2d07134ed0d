import { describe, expect, it } from 'vitest';
import { normalizePhone, replyMeaning, smsSegments, smsSettingsSchema } from './sms';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['098765-43210', '919876543210'],
    ['919876543210', '919876543210'],
  ])('%s → %s', (raw, phone) => expect(normalizePhone(raw)).toBe(phone));

  it.each(['12345', '5876543210', '+1 415 555 0100', 'nine876543210', ''])('refuses %s', (raw) =>
    expect(normalizePhone(raw)).toBeNull(),
  );
});

describe('smsSettingsSchema', () => {
  it('needs the consent ticked', () => {
    expect(smsSettingsSchema.safeParse({ phone: '9876543210', consent: false }).success).toBe(
      false,
    );
    expect(smsSettingsSchema.safeParse({ phone: '9876543210', consent: true }).success).toBe(true);
  });
});

describe('replyMeaning', () => {
  it.each([
    [' 1 ', 'confirm'],
    ['2', 'cancel'],
    ['stop', 'stop'],
    ['बंद', 'stop'],
    ['Yes', null],
  ] as const)('%s means %s', (text, meaning) => expect(replyMeaning(text)).toBe(meaning));
});

describe('smsSegments', () => {
  it('counts GSM-7 septets, extension characters as two', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(159) + '€')).toMatchObject({ units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts UCS-2 by 70, then 67 a part', () => {
    expect(smsSegments('क'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('क'.repeat(71))).toMatchObject({ segments: 2 });
    expect(smsSegments('क'.repeat(135))).toMatchObject({ segments: 3 });
  });
});
