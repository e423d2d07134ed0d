import { describe, expect, it } from 'vitest';
import { SUSPENSION_MAIL_EN, SUSPENSION_MAIL_HI, suspensionEmails } from './emails';
import type { SuspensionOutcome } from './account-change';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const outcome: SuspensionOutcome = {
  account: { email: 'ngo@example.org', name: 'Asha Trust', language: 'hi', kind: 'ngo' },
  reason: 'Unsafe conduct reported.',
  others: [
    {
      email: 'v1@example.org',
      name: 'Meena',
      language: 'en',
      counterpart: 'Asha Trust',
      change: 'withdrawn',
    },
    {
      email: 'v2@example.org',
      name: 'Kiran',
      language: 'hi',
      counterpart: 'Asha Trust',
      change: 'paused',
    },
  ],
  withdrawn: [1],
  paused: [2],
  resumed: [],
  listingId: 7,
  listingPublished: true,
};
const links = { link: (path: string) => `https://setu.example/#${path}` };

describe('suspension emails', () => {
  it('has every message in Hindi with the same placeholders', () => {
    for (const [id, english] of Object.entries(SUSPENSION_MAIL_EN)) {
      const hindi = SUSPENSION_MAIL_HI[id as keyof typeof SUSPENSION_MAIL_EN];
      expect(hindi, id).toMatch(/[\u0900-\u097F]/);
      expect(placeholders(hindi), id).toEqual(placeholders(english));
    }
  });

  it('tells the account the reason in its language, and the others only that it is suspended', () => {
    const [account, first, second] = suspensionEmails(outcome, 'suspended', links);
    expect(account!.to).toBe('ngo@example.org');
    expect(account!.subject).toBe('आपका सेतु खाता निलंबित कर दिया गया है');
    expect(account!.text).toContain('कारण: Unsafe conduct reported.');
    expect(account!.text).toContain('https://setu.example/#/ContactUs');
    expect(first!.subject).toBe('Your request with Asha Trust was withdrawn');
    expect(first!.text).toContain('Hello Meena,');
    expect(first!.text).toContain('https://setu.example/#/volunteer-dashboard');
    expect(second!.subject).toBe('Asha Trust के साथ आपकी साझेदारी रुकी हुई है');
    for (const other of [first!, second!]) expect(other.text).not.toContain('Unsafe conduct');
  });

  it('says reinstated, with the login link', () => {
    const [account] = suspensionEmails(
      { ...outcome, account: { ...outcome.account, language: 'en' }, others: [] },
      'reinstated',
      links,
    );
    expect(account!.subject).toBe('Your Setu account is active again');
    expect(account!.text).toContain('Note from the team: Unsafe conduct reported.');
    expect(account!.text).toContain('https://setu.example/#/login');
  });
});
