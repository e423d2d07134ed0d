import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '../../shared/vetting-documents';
import { decisionEmail, pccReminderEmail } from './emails';

const base = {
  to: 'asha@example.org',
  name: 'Asha',
  kind: 'identity' as const,
  validUntil: null,
  checksUrl: 'http://localhost/#/checks/documents',
};

describe('the document emails', () => {
  it('sends an offered reason in the reader’s language and a written one as written', () => {
    const offered = decisionEmail({
      ...base,
      language: 'hi',
      decision: 'reject',
      reason: REJECTION_REASONS[1],
    });
    expect(offered.text).toContain('दस्तावेज़ पढ़ा नहीं जा सकता');
    expect(offered.text).not.toContain(REJECTION_REASONS[1]);
    const written = decisionEmail({
      ...base,
      language: 'hi',
      decision: 'reject',
      reason: 'Photo is upside down',
    });
    expect(written.text).toContain('Photo is upside down');
  });

  it('says until when a police clearance is valid, and reminds with the days left', () => {
    const validUntil = new Date('2027-02-10T18:30:00Z');
    const verified = decisionEmail({
      ...base,
      language: 'en',
      kind: 'police_clearance',
      decision: 'verify',
      reason: '',
      validUntil,
    });
    expect(verified.text).toContain('It is valid until 10 February 2027.');
    const reminder = pccReminderEmail({ ...base, language: 'en', validUntil, days: 7 });
    expect(reminder.subject).toBe('Your police clearance certificate ends on 10 February 2027');
    expect(reminder.text).toContain('in 7 days');
  });
});
